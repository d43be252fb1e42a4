import { useMemo } from 'react';
import { tagKeysOf } from '../../domain/graph/group-of.ts';
import type { LineageGraph } from '../../domain/graph/lineage-graph.ts';
import type { ReducedGraph } from '../../domain/graph/reduced-graph.ts';
import type { RunLevelSummary } from '../../domain/run-lineage/run-lineage-types.ts';
import { useInvestigationParams } from '../../lib/use-investigation-params.ts';
import { GraphToolbar } from './graph-toolbar.tsx';
import { LargeGraphControls } from './large-graph-controls.tsx';
import { LineageViewControl } from './lineage-view-control.tsx';
import type { LargeGraph } from './use-large-graph.ts';

export interface CanvasToolbarProps {
  /** The graph as the stage shows it, and its expanded datasets. */
  graph: LineageGraph | null;
  expanded: ReadonlySet<string>;
  reduced: ReducedGraph | null;
  large: LargeGraph;
  summary: RunLevelSummary | undefined;
}

/** Depth, direction, expand all, grouping, the lineage view and its window, "show all": all written to the URL. */
export function CanvasToolbar({ graph, expanded, reduced, large, summary }: CanvasToolbarProps) {
  const { params, setParams } = useInvestigationParams();
  const tagKeys = useMemo(() => (graph ? tagKeysOf(graph.nodes.values()) : []), [graph]);
  const datasetIds = useMemo(() => (graph ? [...graph.nodes.values()].filter((n) => n.kind === 'dataset').map((n) => n.id) : []), [graph]);
  return (
    <GraphToolbar
      depth={params.depth}
      dir={params.dir}
      datasetCount={datasetIds.length}
      expandedCount={datasetIds.filter((id) => expanded.has(id)).length}
      onDepth={(d) => setParams({ depth: d })}
      onDir={(d) => setParams({ dir: d })}
      onExpandAll={(all) => setParams({ exp: all ? datasetIds : [] })}
      groupBy={params.group}
      onGroupBy={(group) => setParams({ group })}
      tagKeys={tagKeys}
    >
      <LineageViewControl
        view={params.view}
        since={params.since}
        until={params.until}
        summary={summary}
        onView={(view) => setParams({ view }, { replace: false })}
        onWindow={(w) => setParams(w, { replace: false })}
      />
      <LargeGraphControls reduced={reduced} uncapped={large.uncapped} onUncapped={large.setUncapped} failure={large.showAllFailure} />
    </GraphToolbar>
  );
}

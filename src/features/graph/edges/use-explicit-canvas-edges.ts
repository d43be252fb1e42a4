import { useMemo } from 'react';
import { explicitCanvasEdges } from '../../../domain/graph/explicit-canvas-edges.ts';
import type { LineageGraph } from '../../../domain/graph/lineage-graph.ts';
import type { ExplicitSources } from '../../../domain/trace/lineage-snapshot.ts';
import type { CanvasEdge } from '../graph-flow-types.ts';

const NONE: { edges: readonly CanvasEdge[]; replaced: ReadonlySet<string> } = { edges: [], replaced: new Set() };

/**
 * The edges the canvas draws from lineage facets and, when `schedule` is on, from runs' scheduling dependencies, for
 * `decorations.extraEdges`; `replaced` are the table edges of jobs whose stated pairs are drawn instead
 * (explicit-canvas-edges.ts).
 */
export function useExplicitCanvasEdges(
  graph: LineageGraph | null,
  sources: ReadonlyMap<string, ExplicitSources>,
  schedule: boolean,
): { edges: readonly CanvasEdge[]; replaced: ReadonlySet<string> } {
  return useMemo(() => {
    if (!graph) return NONE;
    const drawn = explicitCanvasEdges(graph, { schedule, sources });
    return drawn.edges.length === 0 && drawn.replaced.size === 0 ? NONE : drawn;
  }, [graph, sources, schedule]);
}

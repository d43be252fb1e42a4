import type { ReactNode } from 'react';
import type { GroupBy } from '../../domain/graph/reduced-graph.ts';
import { GroupBySelect } from './group-by-select.tsx';
import type { GraphDirection } from '../../domain/direction.ts';
import { MAX_DEPTH, MIN_DEPTH } from '../../lib/investigation-params.ts';
import { ScheduleToggle } from './schedule-toggle.tsx';

export interface GraphToolbarProps {
  depth: number;
  dir: GraphDirection;
  /** Datasets in the graph / of them expanded, for the expand-all toggle. */
  datasetCount: number;
  expandedCount: number;
  onDepth: (depth: number) => void;
  onDir: (dir: GraphDirection) => void;
  onExpandAll: (expand: boolean) => void;
  /** Collapse into group nodes; absent hides the control. */
  groupBy?: GroupBy | null;
  onGroupBy?: (by: GroupBy | null) => void;
  /** Tag keys the loaded nodes carry, offered as groupings. */
  tagKeys?: readonly string[];
  /** More controls from the canvas (the large-graph cap), after the built-in ones. */
  children?: ReactNode;
}

const DIRECTION_OPTIONS: readonly { value: Exclude<GraphDirection, 'full'>; label: string; title: string }[] = [
  { value: 'upstream', label: '← Upstream', title: 'Only what feeds the focus' },
  { value: 'both', label: 'Both', title: 'Upstream and downstream of the focus' },
  { value: 'downstream', label: 'Downstream →', title: 'Only what the focus feeds' },
];

const DEPTHS = Array.from({ length: MAX_DEPTH - MIN_DEPTH + 1 }, (_, i) => MIN_DEPTH + i);

/** Depth, direction, full graph and expand/collapse-all: the investigation's shape, all written to the URL. */
export function GraphToolbar({
  depth,
  dir,
  datasetCount,
  expandedCount,
  onDepth,
  onDir,
  onExpandAll,
  groupBy,
  onGroupBy,
  tagKeys,
  children,
}: GraphToolbarProps) {
  const allExpanded = datasetCount > 0 && expandedCount >= datasetCount;
  return (
    <div className="tb-graph-toolbar" role="toolbar" aria-label="Graph controls">
      <label className="tb-graph-toolbar__field">
        <span>Depth</span>
        <select value={depth} onChange={(e) => onDepth(Number(e.target.value))} aria-label="Depth (job hops)">
          {DEPTHS.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
      </label>
      <div className="tb-segmented" role="group" aria-label="Direction">
        {DIRECTION_OPTIONS.map((o) => (
          <button key={o.value} type="button" className="tb-segmented__item" aria-pressed={dir === o.value} title={o.title} onClick={() => onDir(o.value)}>
            {o.label}
          </button>
        ))}
      </div>
      <button
        type="button"
        className="tb-button tb-button--small"
        aria-pressed={dir === 'full'}
        title="Everything Marquez returned, including siblings that share an input"
        onClick={() => onDir(dir === 'full' ? 'both' : 'full')}
      >
        Full graph
      </button>
      <button type="button" className="tb-button tb-button--small" disabled={datasetCount === 0} onClick={() => onExpandAll(!allExpanded)}>
        {allExpanded ? 'Collapse all fields' : 'Expand all fields'}
      </button>
      {onGroupBy ? <GroupBySelect groupBy={groupBy ?? null} onGroupBy={onGroupBy} tagKeys={tagKeys ?? []} /> : null}
      <ScheduleToggle />
      {children}
    </div>
  );
}

import type { ReducedGraph } from '../../domain/graph/reduced-graph.ts';
import { CAP_ABOVE_NODES } from '../../domain/graph/reduce-for-drawing.ts';

export interface LargeGraphControlsProps {
  reduced: ReducedGraph | null;
  uncapped: boolean;
  onUncapped: (uncapped: boolean) => void;
  /** Why the last "show all" failed (the capped view is back on screen). */
  failure?: string | null;
}

/**
 * "Showing 201 of 4,960 nodes" and the switch between the capped first view and every node, with why the last
 * "show all" failed when it did. Hidden for graphs small enough to draw whole.
 */
export function LargeGraphControls({ reduced, uncapped, onUncapped, failure = null }: LargeGraphControlsProps) {
  if (!reduced || reduced.totalNodes <= CAP_ABOVE_NODES) return null;
  const grouped = reduced.synthetic.some((s) => s.kind === 'group');
  return (
    <div className="tb-graph-toolbar__field" data-testid="large-graph-controls">
      <span data-testid="drawn-count">
        {grouped || uncapped
          ? `${reduced.totalNodes.toLocaleString()} nodes`
          : `Showing ${reduced.graph.nodes.size.toLocaleString()} of ${reduced.totalNodes.toLocaleString()} nodes`}
      </span>
      {grouped ? null : (
        <button type="button" className="tb-button tb-button--small" onClick={() => onUncapped(!uncapped)}>
          {uncapped ? 'Cap each layer' : `Show all ${reduced.totalNodes.toLocaleString()}`}
        </button>
      )}
      {failure ? (
        <span className="tb-large-graph__failure" role="alert" data-testid="show-all-failure">
          {failure}
        </span>
      ) : null}
    </div>
  );
}

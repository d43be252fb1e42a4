import { narrowerDepths } from '../../domain/graph/lineage-size-limit.ts';

export interface LineageTooLargeProps {
  /** The client's refusal (`GET /lineage: 49,438 nodes, more than the 20,000 Tributary draws`). */
  message: string;
  depth: number;
  onDepth: (depth: number) => void;
}

/**
 * A lineage answer too large to draw (issue 19): what was refused and how to narrow it. Only a smaller depth makes
 * Marquez's answer smaller — its `/lineage` is undirected and grouping happens in the browser — so the ways out are
 * depths, each one click; the toolbar's depth, direction and grouping stay usable beside it.
 */
export function LineageTooLarge({ message, depth, onDepth }: LineageTooLargeProps) {
  const depths = narrowerDepths(depth);
  const reason = message.replace(/^GET \/lineage: /, '');
  return (
    <div className="tb-canvas-message tb-canvas-message--error" role="alert" data-testid="lineage-too-large">
      <p className="tb-canvas-message__title">This lineage is too large to draw</p>
      <p className="tb-canvas-message__detail">
        Marquez answered {reason} at depth {depth}. Narrow it with a smaller depth: Marquez's lineage is undirected, so direction and grouping, applied once it
        is drawn, cannot make its answer smaller. Or search for a node closer to what you need.
      </p>
      <div className="tb-canvas-message__actions">
        {depths.map((d) => (
          <button key={d} type="button" className="tb-button" onClick={() => onDepth(d)}>
            Depth {d}
          </button>
        ))}
      </div>
    </div>
  );
}

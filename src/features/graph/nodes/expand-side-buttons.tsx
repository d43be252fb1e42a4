import { memo } from 'react';
import type { Side } from '../../../domain/direction.ts';
import { useGraphActions } from '../graph-actions.ts';
import { GRAPH_NODE_SIZES } from '../graph-sizes.ts';
import { useExpandSides, type SideState } from '../expand-sides.ts';
import './expand-side-buttons.css';

const TOP = { top: GRAPH_NODE_SIZES.datasetHeaderHeight / 2 };

interface SideButtonProps {
  nodeId: string;
  name: string;
  side: Side;
  state: SideState;
}

function SideButton({ nodeId, name, side, state }: SideButtonProps) {
  const { expandSide } = useGraphActions();
  const busy = state === 'busy';
  return (
    <button
      type="button"
      className={`tb-expand tb-expand--${side} nodrag nopan`}
      style={TOP}
      aria-label={`Expand ${side} of ${name}`}
      aria-busy={busy}
      aria-disabled={busy}
      title={busy ? `Loading what is ${side}…` : `Show one more job hop ${side} of this dataset`}
      onClick={(event) => {
        event.stopPropagation();
        if (!busy) expandSide(nodeId, side);
      }}
      onDoubleClick={(event) => event.stopPropagation()}
    >
      {side === 'upstream' ? '◀' : '▶'}
    </button>
  );
}

/**
 * "Expand upstream/downstream" buttons at the left and right edges of a dataset whose lineage may go on past the
 * current answer (`openBoundaries`). Rendered beside the node box, not in it: the box clips its overflow.
 */
function ExpandSideButtonsComponent({ nodeId, name }: { nodeId: string; name: string }) {
  const sides = useExpandSides(nodeId);
  return (
    <>
      {sides.upstream ? <SideButton nodeId={nodeId} name={name} side="upstream" state={sides.upstream} /> : null}
      {sides.downstream ? <SideButton nodeId={nodeId} name={name} side="downstream" state={sides.downstream} /> : null}
    </>
  );
}

export const ExpandSideButtons = memo(ExpandSideButtonsComponent);

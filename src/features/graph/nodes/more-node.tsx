import { memo } from 'react';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import type { CanvasSyntheticNode } from '../graph-flow-types.ts';

type MoreFlowNode = Extract<CanvasSyntheticNode, { type: 'more' }>;

function MoreNodeComponent({ data }: NodeProps<MoreFlowNode>) {
  const { more } = data;
  const where = more.distance === null ? 'not connected to the focus' : `${more.side}, ${more.distance} ${more.distance === 1 ? 'hop' : 'hops'} away`;
  return (
    <div className="tb-node tb-node--more" title="Click to show this layer whole" data-testid="more-node" data-group-key={more.groupKey}>
      <Handle type="target" position={Position.Left} isConnectable={false} />
      <Handle type="source" position={Position.Right} isConnectable={false} />
      <div className="tb-node__name">Show {more.hiddenIds.length.toLocaleString()} more</div>
      <div className="tb-node__sub">{where}</div>
    </div>
  );
}

/** The hidden overflow of one BFS layer; clicking it (handled by the canvas) reveals the layer. */
export const MoreNode = memo(MoreNodeComponent);

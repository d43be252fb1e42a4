import { memo } from 'react';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import { moreLabels } from '../../../lib/node-labels.ts';
import type { CanvasSyntheticNode } from '../graph-flow-types.ts';

type MoreFlowNode = Extract<CanvasSyntheticNode, { type: 'more' }>;

function MoreNodeComponent({ data }: NodeProps<MoreFlowNode>) {
  const { more } = data;
  const words = moreLabels(more);
  return (
    <div className="tb-node tb-node--more" title="Click to show this layer whole" data-testid="more-node" data-group-key={more.groupKey}>
      <Handle type="target" position={Position.Left} isConnectable={false} />
      <Handle type="source" position={Position.Right} isConnectable={false} />
      <div className="tb-node__name">{words.name}</div>
      <div className="tb-node__sub">{words.sub}</div>
    </div>
  );
}

/** The hidden overflow of one BFS layer; clicking it (handled by the canvas) reveals the layer. */
export const MoreNode = memo(MoreNodeComponent);

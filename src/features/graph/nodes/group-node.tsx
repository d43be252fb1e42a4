import { memo } from 'react';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import { groupLabels } from '../../../lib/node-labels.ts';
import type { CanvasSyntheticNode } from '../graph-flow-types.ts';

type GroupFlowNode = Extract<CanvasSyntheticNode, { type: 'collapsed' }>;

function GroupNodeComponent({ data, selected }: NodeProps<GroupFlowNode>) {
  const { group } = data;
  const words = groupLabels(group);
  return (
    <div className={`tb-node tb-node--group${selected ? ' tb-node--selected' : ''}`} title={`${group.label}\nClick to show its nodes`} data-testid="group-node">
      <Handle type="target" position={Position.Left} isConnectable={false} />
      <Handle type="source" position={Position.Right} isConnectable={false} />
      <div className="tb-node__meta">
        <span className="tb-node__badge">{words.badge}</span>
      </div>
      <div className="tb-node__name">{words.name}</div>
      <div className="tb-node__sub">{words.sub}</div>
    </div>
  );
}

/** Several nodes folded into one box (by engine, namespace, hierarchy or a tag value), with its counts. */
export const GroupNode = memo(GroupNodeComponent);

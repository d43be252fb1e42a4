import { memo } from 'react';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import { middleTruncate } from '../../../lib/middle-truncate.ts';
import type { CanvasSyntheticNode } from '../graph-flow-types.ts';

type GroupFlowNode = Extract<CanvasSyntheticNode, { type: 'collapsed' }>;

function GroupNodeComponent({ data, selected }: NodeProps<GroupFlowNode>) {
  const { group } = data;
  const parts = [group.datasets ? `${group.datasets.toLocaleString()} datasets` : '', group.jobs ? `${group.jobs.toLocaleString()} jobs` : ''].filter(Boolean);
  return (
    <div className={`tb-node tb-node--group${selected ? ' tb-node--selected' : ''}`} title={`${group.label}\nClick to show its nodes`} data-testid="group-node">
      <Handle type="target" position={Position.Left} isConnectable={false} />
      <Handle type="source" position={Position.Right} isConnectable={false} />
      <div className="tb-node__meta">
        <span className="tb-node__badge">Group · {group.memberIds.length.toLocaleString()}</span>
      </div>
      <div className="tb-node__name">{middleTruncate(group.label, 22)}</div>
      <div className="tb-node__sub">{parts.join(' · ')}</div>
    </div>
  );
}

/** Several nodes folded into one box (by engine, namespace, hierarchy or a tag value), with its counts. */
export const GroupNode = memo(GroupNodeComponent);

import { BaseEdge, getBezierPath, Position, useInternalNode, type EdgeProps } from '@xyflow/react';
import type { CanvasEdge } from '../graph-flow-types.ts';

export interface StatedEdgeProps extends EdgeProps<CanvasEdge> {
  via: { jobId: string; lane: number; lanes: number };
}

/**
 * A pair a job's lineage facet states (input → output), drawn as one path through the job at its own height: under
 * the job node it enters at the height it leaves, so a bulk job's `a → c` and `b → d` read apart and no `a → d` is
 * drawn. Until the job is measured, a plain curve from input to output.
 */
export function StatedEdge({ id, sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition, data, via }: StatedEdgeProps) {
  const job = useInternalNode(via.jobId);
  const width = job?.measured.width ?? 0;
  const height = job?.measured.height ?? 0;
  let path: string;
  if (!job || width === 0) {
    [path] = getBezierPath({ sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition });
  } else {
    const left = job.internals.positionAbsolute.x;
    const y = job.internals.positionAbsolute.y + (height * (via.lane + 1)) / (via.lanes + 1);
    const [into] = getBezierPath({ sourceX, sourceY, sourcePosition, targetX: left, targetY: y, targetPosition: Position.Left });
    const [out] = getBezierPath({ sourceX: left + width, sourceY: y, sourcePosition: Position.Right, targetX, targetY, targetPosition });
    // The second curve starts where the straight run under the job ends: keep only its curve.
    path = `${into} L${left + width},${y} ${out.slice(out.indexOf('C'))}`;
  }
  const className = ['tb-edge', 'tb-edge--plain', 'tb-edge--explicit', 'tb-edge--explicit-stated', data?.dimmed ? 'tb-edge--dimmed' : '']
    .filter(Boolean)
    .join(' ');
  return <BaseEdge id={id} path={path} className={className} interactionWidth={0} />;
}

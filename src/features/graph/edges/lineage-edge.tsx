import { memo } from 'react';
import { BaseEdge, EdgeLabelRenderer, getBezierPath, getSmoothStepPath, type EdgeProps } from '@xyflow/react';
import type { CanvasEdge } from '../graph-flow-types.ts';
import type { EdgeLevel } from '../visual-vocabulary.ts';

function levelOf(edge: Pick<EdgeProps<CanvasEdge>, 'data'>): EdgeLevel | 'plain' {
  if (edge.data?.level) return edge.data.level;
  // Undecorated: field edges are column lineage by definition; table edges are plain connectors.
  return edge.data?.kind === 'column' ? 'column' : 'plain';
}

function LineageEdgeComponent(props: EdgeProps<CanvasEdge>) {
  const { id, sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition, data } = props;
  const ends = { sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition };
  // An edge running backwards (a wrapped row of a long pipeline) would loop as a bezier; route it orthogonally
  // through the gap between rows instead.
  const [path, labelX, labelY] = targetX < sourceX - 8 ? getSmoothStepPath({ ...ends, borderRadius: 10, offset: 14 }) : getBezierPath(ends);
  const level = levelOf(props);
  const indirect = data?.kind === 'column' && data.type === 'INDIRECT';
  const label = data?.badge ?? (level === 'inferred' ? '?' : null);
  const className = [
    'tb-edge',
    `tb-edge--${level}`,
    indirect ? 'tb-edge--indirect' : '',
    data?.dimmed ? 'tb-edge--dimmed' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      {/* Stitched = a double line: a wide stroke with a background-coloured core drawn over it. */}
      {level === 'stitched' ? <path d={path} className={`${className} tb-edge__double-outer`} fill="none" /> : null}
      <BaseEdge id={id} path={path} className={className} />
      {label === null ? null : (
        <EdgeLabelRenderer>
          <div
            className={`tb-edge-label tb-edge-label--${level}${data?.dimmed ? ' tb-edge--dimmed' : ''}`}
            style={{ transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)` }}
            data-testid="edge-badge"
            data-edge-id={id}
          >
            {label}
          </div>
        </EdgeLabelRenderer>
      )}
    </>
  );
}

/**
 * Every edge of the canvas: table edges (dataset → job → dataset) and field segments through jobs. Styled by
 * `data.level` (column solid, dataset dashed amber, inferred dotted grey with "?", stitched double), dimmed by
 * `data.dimmed`, with an optional `data.badge` text.
 */
export const LineageEdge = memo(LineageEdgeComponent);

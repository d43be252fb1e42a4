import { memo, useRef } from 'react';
import { BaseEdge, EdgeLabelRenderer, getBezierPath, getSmoothStepPath, useStore, type EdgeProps, type ReactFlowState } from '@xyflow/react';
import { useBadgeSpot } from './use-badge-spot.ts';
import type { CanvasEdge } from '../graph-flow-types.ts';
import type { EdgeLevel } from '../visual-vocabulary.ts';

function levelOf(edge: Pick<EdgeProps<CanvasEdge>, 'data'>): EdgeLevel | 'plain' {
  if (edge.data?.level) return edge.data.level;
  // Undecorated: field edges are column lineage by definition; table edges are plain connectors.
  return edge.data?.kind === 'column' ? 'column' : 'plain';
}

// A polyline from the handle, through ELK's bend points, to the other handle; labelled at its middle bend.
function routedPath(sx: number, sy: number, bends: readonly { x: number; y: number }[], tx: number, ty: number): [string, number, number] {
  const points = [{ x: sx, y: sy }, ...bends, { x: tx, y: ty }];
  const d = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x},${p.y}`).join(' ');
  const mid = bends[Math.floor(bends.length / 2)] ?? { x: (sx + tx) / 2, y: (sy + ty) / 2 };
  return [d, mid.x, mid.y];
}

// Half the largest badge box in flow units (graph.css: at most 100 px wide, three 13 px lines with padding).
const BADGE_HALF_W = 50;
const BADGE_HALF_H = 26;

/**
 * Whether a badge centred at (x, y) may be drawn at the current viewport: not when the canvas edge would cut it, as
 * half a badge reads as a different word (the camera frames what a step talks about, badges included).
 */
function useBadgeInside(x: number, y: number): boolean {
  const selector = (s: ReactFlowState) => {
    const [tx, ty, zoom] = s.transform;
    // Before the canvas is measured there is nothing to clip against.
    if (s.width === 0 || s.height === 0) return true;
    const left = x * zoom + tx - BADGE_HALF_W * zoom;
    const right = x * zoom + tx + BADGE_HALF_W * zoom;
    const top = y * zoom + ty - BADGE_HALF_H * zoom;
    const bottom = y * zoom + ty + BADGE_HALF_H * zoom;
    const inside = left >= 0 && right <= s.width && top >= 0 && bottom <= s.height;
    // Wholly off screen it is drawn (nothing shows, and tests and exports still find it); only a cut one is not.
    const outside = right <= 0 || left >= s.width || bottom <= 0 || top >= s.height;
    return inside || outside;
  };
  return useStore(selector);
}

function LineageEdgeComponent(props: EdgeProps<CanvasEdge>) {
  const { id, sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition, data } = props;
  const ends = { sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition };
  // An edge running backwards (to the next row of a wrapped pipeline) would loop as a bezier or cut through the
  // row's nodes as a step: follow ELK's route, which runs through the gap between rows.
  const backwards = targetX < sourceX - 8;
  const bends = data?.bends;
  const [path, labelX, labelY] =
    backwards && bends && bends.length > 0
      ? routedPath(sourceX, sourceY, bends, targetX, targetY)
      : backwards
        ? getSmoothStepPath({ ...ends, borderRadius: 10, offset: 14 })
        : getBezierPath(ends);
  const level = levelOf(props);
  const indirect = data?.kind === 'column' && data.type === 'INDIRECT';
  // "SQL" marks the table edge of a derived hop once; its field segments carry the colour alone.
  const label = data?.badge ?? (level === 'inferred' ? '?' : level === 'derived' && data?.kind === 'lineage' ? 'SQL' : null);
  // Off other edges and nodes: moved along its own edge when its middle is taken (use-badge-spot.ts).
  const badgeRef = useRef<HTMLDivElement>(null);
  const spot = useBadgeSpot(badgeRef, id, path, label, { x: labelX, y: labelY });
  const inside = useBadgeInside(spot.x, spot.y);
  const className = [
    'tb-edge',
    `tb-edge--${level}`,
    indirect ? 'tb-edge--indirect' : '',
    data?.dimmed ? 'tb-edge--dimmed' : '',
    data?.kind === 'lineage' && data.runOnly ? 'tb-edge--run-only' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      {/* Stitched = a double line: a wide stroke with a background-coloured core drawn over it. */}
      {level === 'stitched' ? <path d={path} className={`${className} tb-edge__double-outer`} fill="none" /> : null}
      <BaseEdge id={id} path={path} className={className} interactionWidth={0} />
      {label === null || !inside ? null : (
        <EdgeLabelRenderer>
          <div
            ref={badgeRef}
            className={`tb-edge-label tb-edge-label--${level}${data?.dimmed ? ' tb-edge--dimmed' : ''}`}
            style={{ transform: `translate(-50%, -50%) translate(${spot.x}px, ${spot.y}px)` }}
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
 * `data.level` (column solid, derived solid teal with "SQL", dataset dashed amber, inferred dotted grey with "?", stitched double), dimmed by
 * `data.dimmed`, with an optional `data.badge` text.
 */
export const LineageEdge = memo(LineageEdgeComponent);

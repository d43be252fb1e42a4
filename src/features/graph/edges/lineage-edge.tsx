import { memo, useRef } from 'react';
import { BaseEdge, EdgeLabelRenderer, getBezierPath, getSmoothStepPath, useStore, type EdgeProps, type ReactFlowState } from '@xyflow/react';
import { useBadgeSpot } from './use-badge-spot.ts';
import { StatedEdge } from './stated-edge.tsx';
import './explicit-edges.css';
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

// A scheduling dependency arcs over the row it joins: between two jobs of one pipeline lies the dataset the data
// goes through, and a straight line would run under it, on the data's own path.
function arcPath(sx: number, sy: number, tx: number, ty: number): [string, number, number] {
  const lift = Math.max(60, Math.abs(tx - sx) / 4);
  const cy = Math.min(sy, ty) - lift;
  const d = `M${sx},${sy} C${sx + 40},${cy} ${tx - 40},${cy} ${tx},${ty}`;
  // The curve's middle: three quarters of the way to its control points' height.
  return [d, (sx + tx) / 2, (sy + ty) / 8 + (cy * 3) / 4];
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
  const schedule = data?.kind === 'lineage' && data.explicit === 'schedule';
  const [path, labelX, labelY] = schedule
    ? arcPath(sourceX, sourceY, targetX, targetY)
    : backwards && bends && bends.length > 0
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
    data?.kind === 'lineage' && data.explicit ? `tb-edge--explicit tb-edge--explicit-${data.explicit}` : '',
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
            className={`tb-edge-label tb-edge-label--${level}${data?.kind === 'lineage' && data.explicit ? ` tb-edge-label--explicit-${data.explicit}` : ''}${data?.dimmed ? ' tb-edge--dimmed' : ''}`}
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

// A stating job's table edge is not drawn (its stated pairs are), and a stated pair runs through its job.
function EdgeByKind(props: EdgeProps<CanvasEdge>) {
  if (props.data?.replaced) return null;
  if (props.data?.kind === 'lineage' && props.data.via) return <StatedEdge {...props} via={props.data.via} />;
  return <LineageEdgeComponent {...props} />;
}

/**
 * Every edge of the canvas: table edges (dataset → job → dataset) and field segments through jobs. Styled by
 * `data.level` (column solid, derived solid teal with "SQL", dataset dashed amber, inferred dotted grey with "?", stitched double), dimmed by
 * `data.dimmed`, with an optional `data.badge` text; edges from facets (`data.explicit`) by their kind
 * (scheduling dependencies dash-dotted, never drawn like data flow).
 */
export const LineageEdge = memo(EdgeByKind);

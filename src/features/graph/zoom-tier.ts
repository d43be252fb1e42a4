/** How much of a node the canvas draws at a zoom: everything, name only, or a coloured box. */
export type ZoomTier = 'near' | 'far' | 'overview';

/** Below this zoom a node's small text (namespace, field rows, run state) is under 5 px: only its name is drawn. */
export const SIMPLIFY_BELOW_ZOOM = 0.4;

/**
 * Below this zoom a node's 14 px name is under 4.2 px on screen, unreadable: the graph is drawn as coloured boxes
 * on one canvas (overview-canvas.tsx), which is what a 1,000-node overview shows anyway, at a fraction of the paint
 * work of every pan frame.
 */
export const OVERVIEW_BELOW_ZOOM = 0.3;

export function zoomTier(zoom: number): ZoomTier {
  if (zoom < OVERVIEW_BELOW_ZOOM) return 'overview';
  if (zoom < SIMPLIFY_BELOW_ZOOM) return 'far';
  return 'near';
}

/**
 * Whether React Flow is given the edges at this tier. In the overview the overview canvas paints every edge and
 * graph.css hides React Flow's (`visibility: hidden`): a capped 10,000-node view opens there, and its 1,033 invisible
 * SVG edges were rendered in the frame after its nodes (~0.4 s of main thread before the first node, issue 31).
 * Zooming in past the overview mounts them, in the tier's transition.
 */
export function drawsFlowEdges(tier: ZoomTier): boolean {
  return tier !== 'overview';
}

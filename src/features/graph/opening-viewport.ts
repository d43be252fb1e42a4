import { getViewportForBounds, type Viewport } from '@xyflow/system';
import type { OpeningInput } from '../../lib/first-frame.ts';
import { initialView, READABLE_ZOOM } from './initial-view.ts';

// The bottom band is left for the minimap and zoom controls, so a fitted graph never hides under them.
export const FIT_OPTIONS = { padding: { top: '20px', right: '24px', bottom: '116px', left: '24px' }, maxZoom: 1.1, minZoom: 0.05 } as const;
/** Up to this many nodes an investigation opens on its focus and re-frames after a re-layout; above it, whole. */
export const REFIT_UP_TO_NODES = 60;

export const paddedSize = (size: { width: number; height: number }) => {
  const p = FIT_OPTIONS.padding;
  return { ...size, padX: parseFloat(p.left) + parseFloat(p.right), padY: parseFloat(p.top) + parseFloat(p.bottom) };
};

/**
 * The viewport a new investigation opens on in a pane of `pane` pixels: the whole drawing if it reads at projector
 * zoom (initialView), else the focus and its direct neighbours at a readable zoom; a big graph opens whole (it is an
 * overview, capped or grouped, and culling would drop what is off screen). The canvas's camera and the server-rendered
 * first frame's fit module both frame with it, so the frame and the live canvas open on one viewport.
 */
export function openingViewport(input: OpeningInput, pane: { width: number; height: number }): Viewport {
  const size = paddedSize(pane);
  const view =
    input.nodeCount <= REFIT_UP_TO_NODES
      ? initialView(input, input.focusId, input.neighbours, size)
      : { bounds: { x: 0, y: 0, width: input.width, height: input.height }, whole: true };
  // The whole view fits ELK's whole drawing, not just the nodes: routed edges (cycles) run in the margins.
  const minZoom = view.whole ? FIT_OPTIONS.minZoom : READABLE_ZOOM;
  return getViewportForBounds(view.bounds, size.width, size.height, minZoom, FIT_OPTIONS.maxZoom, FIT_OPTIONS.padding);
}

import type { LayoutResult } from '../../layout/layout-engine.ts';

/** The smallest zoom at which 14 px node names still read on a projector at 1280×720 (about 10.5 px on screen). */
export const READABLE_ZOOM = 0.75;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface InitialView {
  bounds: Rect;
  /** The whole drawing fits the pane at a readable zoom. */
  whole: boolean;
}

/**
 * What the canvas opens on: the whole drawing when it fits the pane (less `padding` px per axis) at
 * {@link READABLE_ZOOM} or more; otherwise the focus node and its direct neighbours, which the caller shows at a
 * readable zoom at least, leaving the rest to panning. A focus the layout does not hold (grouped away) gives the whole.
 */
export function initialView(
  layout: Pick<LayoutResult, 'nodes' | 'width' | 'height'>,
  focusId: string,
  neighbours: readonly string[],
  pane: { width: number; height: number; padX: number; padY: number },
): InitialView {
  const all = { x: 0, y: 0, width: layout.width, height: layout.height };
  const fitZoom = Math.min((pane.width - pane.padX) / Math.max(layout.width, 1), (pane.height - pane.padY) / Math.max(layout.height, 1));
  const focus = layout.nodes[focusId];
  if (fitZoom >= READABLE_ZOOM || !focus || focus.parentId) return { bounds: all, whole: true };
  let x0 = focus.x;
  let y0 = focus.y;
  let x1 = focus.x + focus.width;
  let y1 = focus.y + focus.height;
  for (const id of neighbours) {
    const box = layout.nodes[id];
    if (!box || box.parentId) continue;
    x0 = Math.min(x0, box.x);
    y0 = Math.min(y0, box.y);
    x1 = Math.max(x1, box.x + box.width);
    y1 = Math.max(y1, box.y + box.height);
  }
  return { bounds: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 }, whole: false };
}

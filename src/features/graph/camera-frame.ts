import type { LayoutResult } from '../../layout/layout-engine.ts';

export interface Insets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface Viewport {
  x: number;
  y: number;
  zoom: number;
}

export const NO_INSETS: Insets = { top: 0, right: 0, bottom: 0, left: 0 };
const MIN_ZOOM = 0.05;

/** A node's box in root coordinates: ELK gives a child's position relative to its parent. */
export function absoluteBox(layout: Pick<LayoutResult, 'nodes'>, id: string): { x: number; y: number; width: number; height: number } | null {
  const box = layout.nodes[id];
  if (!box) return null;
  let { x, y } = box;
  let parent = box.parentId;
  for (let guard = 0; parent && guard < 32; guard++) {
    const p = layout.nodes[parent];
    if (!p) break;
    x += p.x;
    y += p.y;
    parent = p.parentId;
  }
  return { x, y, width: box.width, height: box.height };
}

/**
 * The part of a canvas that something drawn over it (marked `data-camera-avoid`: the stage caption, the legend)
 * leaves free, as insets from the canvas's edges. An overlay across the full width takes a band off the top or the
 * bottom; one in a corner takes the side where it costs less area.
 */
export function freeAreaInsets(canvas: Element, root: ParentNode = document): Insets {
  const frame = canvas.getBoundingClientRect();
  const insets = { ...NO_INSETS };
  for (const el of root.querySelectorAll('[data-camera-avoid]')) {
    const r = el.getBoundingClientRect();
    const left = Math.max(r.left, frame.left);
    const right = Math.min(r.right, frame.right);
    const top = Math.max(r.top, frame.top);
    const bottom = Math.min(r.bottom, frame.bottom);
    if (right <= left || bottom <= top) continue;
    const w = right - left;
    const h = bottom - top;
    const nearTop = top - frame.top < frame.bottom - bottom;
    const nearLeft = left - frame.left < frame.right - right;
    // Cost of each choice: the band of the canvas it gives up.
    const vertical = h + (nearTop ? top - frame.top : frame.bottom - bottom);
    const horizontal = w + (nearLeft ? left - frame.left : frame.right - right);
    if (vertical * frame.width <= horizontal * frame.height) {
      if (nearTop) insets.top = Math.max(insets.top, bottom - frame.top);
      else insets.bottom = Math.max(insets.bottom, frame.bottom - top);
    } else if (nearLeft) insets.left = Math.max(insets.left, right - frame.left);
    else insets.right = Math.max(insets.right, frame.right - left);
  }
  return insets;
}

/**
 * The viewport that frames `ids` centred in the free area of a `size` canvas. `padding` of 1 or more is screen
 * pixels around the nodes; below 1 it is a fraction of the nodes' size, as React Flow's fitView reads it.
 */
export function stageFrame(
  layout: Pick<LayoutResult, 'nodes'>,
  ids: readonly string[],
  size: { width: number; height: number },
  insets: Insets,
  options: { maxZoom: number; padding: number },
): Viewport {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const id of ids) {
    const b = absoluteBox(layout, id);
    if (!b) continue;
    x0 = Math.min(x0, b.x);
    y0 = Math.min(y0, b.y);
    x1 = Math.max(x1, b.x + b.width);
    y1 = Math.max(y1, b.y + b.height);
  }
  if (!Number.isFinite(x0)) return { x: 0, y: 0, zoom: 1 };
  const bw = Math.max(x1 - x0, 1);
  const bh = Math.max(y1 - y0, 1);
  const freeW = Math.max(size.width - insets.left - insets.right, 1);
  const freeH = Math.max(size.height - insets.top - insets.bottom, 1);
  const pad = options.padding;
  const fit = pad >= 1 ? Math.min((freeW - 2 * pad) / bw, (freeH - 2 * pad) / bh) : Math.min(freeW / (bw * (1 + pad)), freeH / (bh * (1 + pad)));
  const zoom = Math.max(MIN_ZOOM, Math.min(fit, options.maxZoom));
  return {
    x: insets.left + (freeW - bw * zoom) / 2 - x0 * zoom,
    y: insets.top + (freeH - bh * zoom) / 2 - y0 * zoom,
    zoom,
  };
}

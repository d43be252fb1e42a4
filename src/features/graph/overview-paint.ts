import type { OverviewBatch, OverviewScene } from './overview-scene.ts';

/** The 2D context calls the overview paints with: a canvas's, or an OffscreenCanvas's in a worker. */
export type OverviewContext = Pick<
  CanvasRenderingContext2D,
  'setTransform' | 'fillRect' | 'fill' | 'stroke' | 'globalAlpha' | 'fillStyle' | 'strokeStyle' | 'lineWidth'
>;

/** A scene with its theme colours resolved (a worker cannot read CSS variables). */
export interface PaintableScene extends OverviewScene {
  /** Colour of every batch, by its `color` (a CSS colour or `var(--…)`). */
  colors: Readonly<Record<string, string>>;
  background: string;
  outline: string;
}

/** What a frame shows: React Flow's viewport transform and the pane's size, in CSS pixels. */
export interface OverviewView {
  x: number;
  y: number;
  zoom: number;
  width: number;
  height: number;
  dpr: number;
}

interface Prepared {
  color: string;
  alpha: number;
  path: Path2D;
}

// React Flow's bezier between a right-hand source handle and a left-hand target handle (getBezierPath).
function controlOffset(distance: number): number {
  return distance >= 0 ? 0.5 * distance : 0.25 * 25 * Math.sqrt(-distance);
}

function curvePath(coords: readonly number[]): Path2D {
  const path = new Path2D();
  for (let i = 0; i + 3 < coords.length; i += 4) {
    const sx = coords[i] ?? 0;
    const sy = coords[i + 1] ?? 0;
    const tx = coords[i + 2] ?? 0;
    const ty = coords[i + 3] ?? 0;
    const offset = controlOffset(tx - sx);
    path.moveTo(sx, sy);
    path.bezierCurveTo(sx + offset, sy, tx - offset, ty, tx, ty);
  }
  return path;
}

function boxPath(coords: readonly number[]): Path2D {
  const path = new Path2D();
  for (let i = 0; i + 3 < coords.length; i += 4) path.rect(coords[i] ?? 0, coords[i + 1] ?? 0, coords[i + 2] ?? 0, coords[i + 3] ?? 0);
  return path;
}

const EDGE_ALPHA = { on: 0.7, dimmed: 0.12 };
const BOX_ALPHA = { on: 0.9, dimmed: 0.22 };

function prepare(
  list: readonly OverviewBatch[],
  toPath: (c: readonly number[]) => Path2D,
  alpha: { on: number; dimmed: number },
  scene: PaintableScene,
): Prepared[] {
  return list.map((b) => ({ color: scene.colors[b.color] ?? '#888888', alpha: b.dimmed ? alpha.dimmed : alpha.on, path: toPath(b.coords) }));
}

/**
 * Builds the scene's paths once (flow coordinates) and returns the per-frame paint: clear, one transform, then one
 * stroke or fill call per colour. The frame's cost is Skia's rasterising, not JavaScript.
 */
export function overviewPainter(scene: PaintableScene): (ctx: OverviewContext, view: OverviewView) => void {
  const curves = prepare(scene.curves, curvePath, EDGE_ALPHA, scene);
  const boxes = prepare(scene.boxes, boxPath, BOX_ALPHA, scene);
  const outlined = boxPath(scene.outlined);
  return (ctx, { x, y, zoom, width, height, dpr }) => {
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.globalAlpha = 1;
    ctx.fillStyle = scene.background;
    ctx.fillRect(0, 0, Math.round(width * dpr), Math.round(height * dpr));
    ctx.setTransform(dpr * zoom, 0, 0, dpr * zoom, dpr * x, dpr * y);
    // Widths in screen pixels, whatever the zoom.
    ctx.lineWidth = 1.25 / zoom;
    for (const c of curves) {
      ctx.globalAlpha = c.alpha;
      ctx.strokeStyle = c.color;
      ctx.stroke(c.path);
    }
    for (const b of boxes) {
      ctx.globalAlpha = b.alpha;
      ctx.fillStyle = b.color;
      ctx.fill(b.path);
    }
    ctx.globalAlpha = 1;
    ctx.lineWidth = 3 / zoom;
    ctx.strokeStyle = scene.outline;
    ctx.stroke(outlined);
  };
}

/** Sizes the canvas's backing store to the view (device pixels), then paints the frame. */
export function paintFrame(
  canvas: { width: number; height: number },
  ctx: OverviewContext,
  paint: ReturnType<typeof overviewPainter>,
  view: OverviewView,
): void {
  const w = Math.round(view.width * view.dpr);
  const h = Math.round(view.height * view.dpr);
  if (canvas.width !== w || canvas.height !== h) {
    canvas.width = w;
    canvas.height = h;
  }
  paint(ctx, view);
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The view that paints the whole scene (`bounds`) into a bitmap at `scale`: what the page and the worker rasterise. */
export function wholeSceneView(bounds: Box, scale: number): OverviewView {
  return { x: -bounds.x * scale, y: -bounds.y * scale, zoom: scale, width: bounds.width * scale, height: bounds.height * scale, dpr: 1 };
}

/** The flow-coordinate box around every node of the scene (edges run between nodes, so inside it). */
export function sceneBounds(scene: OverviewScene): Box {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const b of scene.boxes) {
    for (let i = 0; i + 3 < b.coords.length; i += 4) {
      const x = b.coords[i] ?? 0;
      const y = b.coords[i + 1] ?? 0;
      minX = Math.min(minX, x);
      minY = Math.min(minY, y);
      maxX = Math.max(maxX, x + (b.coords[i + 2] ?? 0));
      maxY = Math.max(maxY, y + (b.coords[i + 3] ?? 0));
    }
  }
  // The outline is drawn half outside its box.
  const pad = 8;
  return minX > maxX ? { x: 0, y: 0, width: 1, height: 1 } : { x: minX - pad, y: minY - pad, width: maxX - minX + 2 * pad, height: maxY - minY + 2 * pad };
}

/** The bitmap's scale (device pixels per flow unit): the screen's, capped so its longer side stays ≤ `maxPx`. */
export function bitmapScale(bounds: Box, view: OverviewView, maxPx: number): number {
  return Math.min(view.zoom * view.dpr, maxPx / Math.max(bounds.width, bounds.height));
}

/** Whether a bitmap drawn at `scale` still looks right at this view: not blurred by enlarging, nor much too fine. */
export function bitmapFits(scale: number, bounds: Box, view: OverviewView, maxPx: number): boolean {
  const ideal = bitmapScale(bounds, view, maxPx);
  return scale >= ideal / 1.25 && scale <= ideal * 1.6;
}

/** Where the bitmap lands on the canvas, in device pixels: the flow box `bounds` through the view's transform. */
export function bitmapPlacement(bounds: Box, view: OverviewView): Box {
  const k = view.zoom * view.dpr;
  return { x: (bounds.x * view.zoom + view.x) * view.dpr, y: (bounds.y * view.zoom + view.y) * view.dpr, width: bounds.width * k, height: bounds.height * k };
}

import {
  bitmapFits,
  bitmapPlacement,
  bitmapScale,
  overviewPainter,
  paintFrame,
  sceneBounds,
  type Box,
  type OverviewView,
  type PaintableScene,
  wholeSceneView,
} from './overview-paint.ts';
import type { OverviewRaster, OverviewWorkerRequest } from './overview-worker.ts';

/** What the overview canvas is told: the scene (on every graph or theme change) and the view (every frame). */
export interface PaintTarget {
  scene(scene: PaintableScene): void;
  view(view: OverviewView): void;
  /** The selected node's box, outlined over the bitmap: a selection repaints one frame, not the scene. */
  highlight(box: Box | null): void;
  /** Shown (the overview tier) or kept warm out of sight: no painting, only the worker's bitmap kept current. */
  active(on: boolean): void;
  dispose(): void;
}

function describePaint(canvas: HTMLCanvasElement, painted: { nodes: number; view: OverviewView }): void {
  // What the last frame shows, for the benchmark's "drawn" probe: the nodes painted and the transform they follow.
  canvas.dataset.nodes = String(painted.nodes);
  canvas.dataset.transform = `${painted.view.x} ${painted.view.y} ${painted.view.zoom}`;
}

const offscreenSupported = (): boolean => typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined';

const startWorker = (): Worker => new Worker(new URL('./overview-worker.ts', import.meta.url), { type: 'module', name: 'tributary-overview' });

let spare: Worker | null = null;

/**
 * Starts a painter worker ahead of need: a graph that opens whole is laid out for a while first, and a worker
 * started then is ready (chunk loaded, module evaluated) when the first overview frame is wanted.
 */
export function prewarmOverviewWorker(): void {
  if (!spare && offscreenSupported()) spare = startWorker();
}

// The bitmap's longer side, in device pixels: a 2,000-node overview at screen resolution, ~16 MB at most.
const MAX_BITMAP_PX = 2048;
// A zoom gesture enlarges the bitmap (a little blurry) until the user pauses; then it is drawn again, sharp.
const REDRAW_AFTER_MS = 160;

/**
 * Paints on this thread from a bitmap of the whole scene: the scene's paths are rasterised once, at the screen's
 * scale, and every frame of a pan or zoom is one image copy. Rasterising a thousand curves costs ~40 ms in software
 * (the benchmark machine), which on every frame was the pan's longest task.
 */
export function bitmapPaintTarget(canvas: HTMLCanvasElement): PaintTarget {
  const ctx = canvas.getContext('2d', { alpha: false });
  const worker = offscreenSupported() ? (spare ?? startWorker()) : null;
  spare = null;
  let asked = 0;
  const post = (message: OverviewWorkerRequest): void => worker?.postMessage(message);
  if (worker) {
    worker.onmessage = ({ data }: MessageEvent<OverviewRaster>) => {
      // Only the newest request's answer is used; a scene change meanwhile made older ones stale.
      if (data.id !== asked) {
        data.bitmap.close();
        return;
      }
      replace({ source: data.bitmap, scale: data.scale });
      frame();
    };
  }
  let paint: ReturnType<typeof overviewPainter> | null = null;
  let scene: PaintableScene | null = null;
  let bounds: Box = { x: 0, y: 0, width: 1, height: 1 };
  let bitmap: { source: HTMLCanvasElement | ImageBitmap; scale: number } | null = null;
  const replace = (next: typeof bitmap): void => {
    if (bitmap?.source instanceof ImageBitmap) bitmap.source.close();
    bitmap = next;
  };
  let last: OverviewView | null = null;
  let redraw = 0;
  let shown = true;
  let selected: Box | null = null;
  // The first bitmap is drawn here, at the fitted scale (a few hundred pixels a side, quick); the sharper ones a
  // zoom asks for are drawn by the worker, when there is one.
  const rasterise = (view: OverviewView): void => {
    if (!paint) return;
    const scale = bitmapScale(bounds, view, MAX_BITMAP_PX);
    const el = document.createElement('canvas');
    const bctx = el.getContext('2d', { alpha: false });
    if (!bctx) return;
    paintFrame(el, bctx, paint, wholeSceneView(bounds, scale));
    replace({ source: el, scale });
  };
  const refresh = (view: OverviewView): void => {
    if (!worker) {
      rasterise(view);
      frame();
      return;
    }
    asked += 1;
    post({ type: 'raster', id: asked, bounds, scale: bitmapScale(bounds, view, MAX_BITMAP_PX) });
  };
  const frame = (): void => {
    if (!ctx || !scene || !last || !shown) return;
    if (!bitmap) rasterise(last);
    else if (!bitmapFits(bitmap.scale, bounds, last, MAX_BITMAP_PX)) {
      window.clearTimeout(redraw);
      redraw = window.setTimeout(() => {
        if (last) refresh(last);
      }, REDRAW_AFTER_MS);
    }
    if (!bitmap) return;
    const w = Math.round(last.width * last.dpr);
    const h = Math.round(last.height * last.dpr);
    if (canvas.width !== w || canvas.height !== h) {
      canvas.width = w;
      canvas.height = h;
    }
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = scene.background;
    ctx.fillRect(0, 0, w, h);
    const at = bitmapPlacement(bounds, last);
    ctx.drawImage(bitmap.source, at.x, at.y, at.width, at.height);
    if (selected) {
      ctx.setTransform(last.dpr * last.zoom, 0, 0, last.dpr * last.zoom, last.dpr * last.x, last.dpr * last.y);
      // As the scene outlines its focused nodes (overview-paint.ts): 3 screen pixels whatever the zoom.
      ctx.lineWidth = 3 / last.zoom;
      ctx.strokeStyle = scene.outline;
      ctx.strokeRect(selected.x, selected.y, selected.width, selected.height);
    }
    describePaint(canvas, { nodes: scene.nodeCount, view: last });
  };
  return {
    scene: (next) => {
      scene = next;
      paint = overviewPainter(next);
      bounds = sceneBounds(next);
      asked += 1;
      replace(null);
      post({ type: 'scene', scene: next });
      // Out of sight, the worker draws the bitmap for when the overview is shown again.
      if (!shown && worker && last) refresh(last);
      frame();
    },
    view: (view) => {
      last = view;
      frame();
    },
    highlight: (box) => {
      selected = box;
      frame();
    },
    active: (on) => {
      shown = on;
      frame();
    },
    dispose: () => {
      window.clearTimeout(redraw);
      worker?.terminate();
      replace(null);
    },
  };
}

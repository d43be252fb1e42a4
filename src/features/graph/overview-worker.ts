// Rasterises the overview's bitmap off the main thread: after a zoom the bitmap is redrawn at the new scale, which
// for a thousand curves costs ~100 ms of software rasterising, a frozen frame if done on the main thread.
import { overviewPainter, paintFrame, wholeSceneView, type Box, type PaintableScene } from './overview-paint.ts';

export type OverviewWorkerRequest = { type: 'scene'; scene: PaintableScene } | { type: 'raster'; id: number; bounds: Box; scale: number };

/** A bitmap of the scene's `bounds` at `scale` device pixels per flow unit, answering request `id`. */
export interface OverviewRaster {
  id: number;
  scale: number;
  bitmap: ImageBitmap;
}

interface WorkerScope {
  onmessage: ((event: MessageEvent<OverviewWorkerRequest>) => void) | null;
  postMessage(message: OverviewRaster, transfer: Transferable[]): void;
}

const scope = self as unknown as WorkerScope;
let paint: ReturnType<typeof overviewPainter> | null = null;

scope.onmessage = ({ data }) => {
  if (data.type === 'scene') {
    paint = overviewPainter(data.scene);
    return;
  }
  const { id, bounds, scale } = data;
  const canvas = new OffscreenCanvas(Math.max(1, Math.round(bounds.width * scale)), Math.max(1, Math.round(bounds.height * scale)));
  const ctx = canvas.getContext('2d', { alpha: false });
  if (!paint || !ctx) return;
  paintFrame(canvas, ctx, paint, wholeSceneView(bounds, scale));
  const bitmap = canvas.transferToImageBitmap();
  scope.postMessage({ id, scale, bitmap }, [bitmap]);
};

// The overview canvas's painter, off the main thread: an OffscreenCanvas transferred here commits its frames to the
// compositor directly. Painted on the main thread, each frame of a pan blocked it ~40 ms in the compositor commit
// (software rendering, the benchmark machine).
import { overviewPainter, paintFrame, type OverviewView, type PaintableScene } from './overview-paint.ts';

export type OverviewWorkerMessage =
  | { type: 'canvas'; canvas: OffscreenCanvas }
  | { type: 'scene'; scene: PaintableScene }
  | { type: 'view'; view: OverviewView };

/** Sent back after each frame: what it shows (for the benchmark's drawn probe). */
export interface OverviewPainted {
  nodes: number;
  view: OverviewView;
}

interface WorkerScope {
  onmessage: ((event: MessageEvent<OverviewWorkerMessage>) => void) | null;
  postMessage(message: OverviewPainted): void;
}

const scope = self as unknown as WorkerScope;
let canvas: OffscreenCanvas | null = null;
let scene: PaintableScene | null = null;
let paint: ReturnType<typeof overviewPainter> | null = null;
let view: OverviewView | null = null;

function frame(): void {
  const ctx = canvas?.getContext('2d', { alpha: false });
  if (!canvas || !ctx || !paint || !scene || !view) return;
  paintFrame(canvas, ctx, paint, view);
  scope.postMessage({ nodes: scene.nodeCount, view });
}

scope.onmessage = ({ data }) => {
  if (data.type === 'canvas') canvas = data.canvas;
  else if (data.type === 'scene') {
    scene = data.scene;
    paint = overviewPainter(data.scene);
  } else view = data.view;
  frame();
};

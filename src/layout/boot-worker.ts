import elkWorkerUrl from 'elkjs/lib/elk-worker.min.js?url';
import layerOrderWorkerUrl from 'virtual:layer-order-worker-url';
import { FIRST_FRAME_ELEMENT_ID } from '../lib/first-frame.ts';
import { opensOnGraph } from '../lib/graph-paths.ts';

/** Same-origin URL of ELK's engine (1.6 MB), loaded only into the layout worker. */
export const ELK_WORKER_URL = elkWorkerUrl;

/** Same-origin URL of the layout worker (src/layout/layer-order-worker.ts, a classic script built by vite.config.ts). */
export const LAYOUT_WORKER_URL = layerOrderWorkerUrl;

let booted: Worker | null = null;

/**
 * Whether a page starts ELK's worker at boot: one that opens on a graph, unless our server drew that graph into it
 * (its first frame, which comes only with the layout): that page lays nothing out until the user changes the view,
 * and the worker then starts with the first layout the page does not have (layout-engine-instance.ts). Starting it
 * anyway cost a canvas load ~0.5 CPU-s (the 1.6 MB engine's download, compile and warm-up) while it drew.
 */
export function layoutWorkerAtBoot(pathname: string, doc: Pick<Document, 'getElementById'>): boolean {
  return opensOnGraph(pathname) && doc.getElementById(FIRST_FRAME_ELEMENT_ID) === null;
}

/**
 * A layout worker: ELK's engine behind our layer order (layer-order-worker.ts), told at once which engine to load, so
 * it fetches and compiles the engine before elk-api's first message.
 */
export function startLayoutWorker(): Worker {
  const worker = new Worker(LAYOUT_WORKER_URL, { name: 'tributary-layout' });
  worker.postMessage({ elkWorkerUrl: ELK_WORKER_URL });
  return worker;
}

/**
 * Starts the layout worker from the boot module (src/boot.ts), before the rest of the app is evaluated: the engine's
 * download, compile and start-up on the worker's thread is the longest step of a cold graph link.
 */
export function bootLayoutWorker(): void {
  booted ??= startLayoutWorker();
}

/** The worker started at boot, once: the layout engine adopts it instead of starting its own. */
export function takeBootedLayoutWorker(): Worker | null {
  const worker = booted;
  booted = null;
  return worker;
}

import workerUrl from 'elkjs/lib/elk-worker.min.js?url';

/** Same-origin URL of ELK's engine (1.6 MB), loaded only into a worker. */
export const ELK_WORKER_URL = workerUrl;

let booted: Worker | null = null;

/**
 * Starts ELK's worker from the boot module (src/boot.ts), before the rest of the app is evaluated: the engine's
 * download, compile and start-up on the worker's thread is the longest step of a cold graph link.
 */
export function bootLayoutWorker(): void {
  booted ??= new Worker(ELK_WORKER_URL);
}

/** The worker started at boot, once: the layout engine adopts it instead of starting its own. */
export function takeBootedLayoutWorker(): Worker | null {
  const worker = booted;
  booted = null;
  return worker;
}

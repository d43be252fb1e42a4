import type { LayoutEngine } from './layout-engine.ts';
import { createElkRunner, type ElkInstance } from './elk-runner.ts';

/**
 * The browser's layout engine: elkjs's API on the main thread, its GWT engine in a classic Web Worker loaded from a
 * same-origin asset URL (allowed by `worker-src 'self'`). We never load the engine into a module worker of our own:
 * it hijacks `self.onmessage` when `document` is undefined (elkjs#141).
 *
 * Both elk-api and the worker URL are imported lazily, so neither weighs on the first render.
 */
export function createWorkerLayoutEngine(): LayoutEngine {
  return createElkRunner({
    restartOnAbort: true,
    async create(fail): Promise<ElkInstance> {
      const [{ default: Elk }, { default: workerUrl }] = await Promise.all([
        import('elkjs/lib/elk-api'),
        import('elkjs/lib/elk-worker.min.js?url'),
      ]);
      return new Elk({
        workerUrl,
        workerFactory: (url) => {
          const worker = new Worker(url ?? workerUrl);
          worker.addEventListener('error', (event) => {
            fail(new Error(`The layout worker stopped: ${event.message || 'it could not be loaded'}`));
          });
          return worker;
        },
      });
    },
  });
}

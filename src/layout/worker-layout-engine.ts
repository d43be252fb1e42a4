import type { LayoutEngine } from './layout-engine.ts';
import { startLayoutWorker, takeBootedLayoutWorker } from './boot-worker.ts';
import { createElkRunner, type ElkInstance } from './elk-runner.ts';

/**
 * The browser's layout engine: elkjs's API on the main thread, its GWT engine and our layer order in a classic Web
 * Worker of ours loaded from a same-origin asset URL (allowed by `worker-src 'self'`; layer-order-worker.ts), so no
 * layout work runs on the page's main thread. Never a module worker: the engine hijacks `self.onmessage` when
 * `document` is undefined (elkjs#141), which the classic worker wraps on purpose.
 *
 * The worker is started before anything is awaited, so `warm()` at boot starts fetching and compiling ELK's 1.6 MB
 * engine at once, on its own thread, while the main thread is still loading the app; only the worker's URL (a
 * string) is in the first bundle, and elk-api follows lazily.
 */
export function createWorkerLayoutEngine(): LayoutEngine {
  return createElkRunner({
    restartOnAbort: true,
    ordersLayers: true,
    async create(fail): Promise<ElkInstance> {
      // The boot script's worker when there is one (a graph link), else a new one (a restart, another page).
      const worker = takeBootedLayoutWorker() ?? startLayoutWorker();
      worker.addEventListener('error', (event) => {
        fail(new Error(`The layout worker stopped: ${event.message || 'it could not be loaded'}`));
      });
      try {
        const { default: Elk } = await import('elkjs/lib/elk-api');
        return new Elk({ workerFactory: () => worker });
      } catch (error) {
        worker.terminate();
        throw error;
      }
    },
  });
}

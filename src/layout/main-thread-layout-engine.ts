import Elk from 'elkjs/lib/elk.bundled.js';
import type { LayoutEngine } from './layout-engine.ts';
import { createElkRunner } from './elk-runner.ts';

/**
 * ELK on the calling thread, for Vitest and the Node benchmark ONLY. The browser never runs ELK on its main thread
 * (it blocks for seconds on big graphs); lint forbids importing this module from browser code.
 */
export function createMainThreadLayoutEngine(): LayoutEngine {
  return createElkRunner({
    restartOnAbort: false,
    create: () => {
      const elk = new Elk();
      return Promise.resolve({
        // elk.bundled lays out the very object it is given; a clone keeps the caller's graph (and its hash) intact.
        layout: (graph, args) => elk.layout(structuredClone(graph), args),
        terminateWorker: () => {
          // elk.bundled's in-process stand-in for a worker has no terminate(); there is nothing to stop anyway.
          try {
            elk.terminateWorker();
          } catch {
            /* nothing to free */
          }
        },
      });
    },
  });
}

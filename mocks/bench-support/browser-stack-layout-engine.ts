import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { ElkNode } from 'elkjs/lib/elk-api';
import { createElkRunner, type ElkInstance } from '../../src/layout/elk-runner.ts';
import type { LayoutEngine } from '../../src/layout/layout-engine.ts';

/**
 * Stack of the Node worker that holds as many frames as Chromium's dedicated worker does. Measured with one
 * trivial recursive function: Chromium 156's worker reached 10,326 frames, a Node worker 10,039 at 0.9 MB (Node's
 * main thread 13,964, Vitest's threads ~55,000 at their 4 MB). ELK's stack use is what overflowed in the browser
 * (issue 22), so a layout test must run with this stack, not Node's.
 */
export const BROWSER_WORKER_STACK_MB = 0.9;

// CommonJS, evaluated in the worker: elk.bundled lays out in-process there, on the worker's (small) stack.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const ELK = require(workerData.elkPath);
const elk = new ELK();
parentPort.on('message', ({ id, graph, args }) => {
  elk.layout(graph, args).then(
    (result) => parentPort.postMessage({ id, result }),
    (error) => parentPort.postMessage({ id, error: String((error && error.message) || error) }),
  );
});
`;

interface Answer {
  id: number;
  result?: ElkNode;
  error?: string;
}

function startElkWorker(stackSizeMb: number, fail: (error: Error) => void): ElkInstance {
  const elkPath = createRequire(import.meta.url).resolve('elkjs/lib/elk.bundled.js');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { elkPath }, resourceLimits: { stackSizeMb } });
  const waiting = new Map<number, { resolve: (n: ElkNode) => void; reject: (e: Error) => void }>();
  let nextId = 0;
  worker.on('message', ({ id, result, error }: Answer) => {
    const request = waiting.get(id);
    waiting.delete(id);
    if (result) request?.resolve(result);
    else request?.reject(new Error(error ?? 'ELK answered nothing'));
  });
  worker.on('error', (error) => fail(error));
  return {
    layout(graph, args) {
      const id = nextId++;
      return new Promise<ElkNode>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, graph, args });
      });
    },
    terminateWorker: () => void worker.terminate(),
  };
}

/**
 * The browser's layout engine as far as Node can have it: the same runner (component split, request handling,
 * result reading) over ELK in a worker thread with a browser worker's stack. For tests and the benchmark.
 */
export function createBrowserStackLayoutEngine(stackSizeMb = BROWSER_WORKER_STACK_MB): LayoutEngine {
  return createElkRunner({ restartOnAbort: true, create: (fail) => Promise.resolve(startElkWorker(stackSizeMb, fail)) });
}

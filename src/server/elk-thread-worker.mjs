// ELK on a Node worker thread of the production server (thread-layout-engine.ts): one layout at a time, answered
// by id. Plain JavaScript: a worker thread does not get the server's TypeScript loader on Node 20.
import { parentPort } from 'node:worker_threads';
import Elk from 'elkjs/lib/elk.bundled.js';

const elk = new Elk();
parentPort?.on('message', ({ id, graph, layoutOptions }) => {
  elk.layout(graph, layoutOptions ? { layoutOptions } : undefined).then(
    (result) => parentPort?.postMessage({ id, result }),
    (error) => parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});

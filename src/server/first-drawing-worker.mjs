// The first drawing of a large `/lineage` answer, computed off the server's thread (first-drawing-thread.ts). Plain
// JavaScript that registers tsx itself: a worker thread does not inherit the parent's `--import tsx` loader.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { firstDrawingOfBody } = await import('./first-drawing.ts');

parentPort?.on('message', ({ id, text, query, search }) => {
  try {
    parentPort?.postMessage({ id, request: firstDrawingOfBody(text, query, search) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});

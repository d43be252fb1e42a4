import { Worker } from 'node:worker_threads';
import type { CanvasLayoutRequest } from '../layout/canvas-layout-request.ts';
import type { FirstViewQuery } from '../lib/first-view.ts';

/** A `/lineage` body → its first drawing's layout request (first-drawing.ts), or null; never rejects. */
export type FirstDrawingOffThread = (text: string, query: FirstViewQuery, search: string) => Promise<CanvasLayoutRequest | null>;

interface Answer {
  id: number;
  request?: CanvasLayoutRequest | null;
  error?: string;
}

/**
 * The first drawing of a large answer on a worker thread of the server (issue 31). Parsing and gating a 10,000-node
 * answer (22 MB) and running the canvas pipeline over it took 1.5 s of the server's own thread under load, while that
 * thread held the page's copy of the same answer (its 22 MB waited in the socket until the pipeline was done) and
 * every script and request of the page. Started when created and kept; a thread that dies answers null to what
 * it had (the page lays out its own drawing) and the next use starts another.
 */
export function createFirstDrawingThread(): FirstDrawingOffThread {
  let worker: Worker | null = null;
  const waiting = new Map<number, (request: CanvasLayoutRequest | null) => void>();
  let next = 0;
  const start = (): Worker => {
    const started = new Worker(new URL('./first-drawing-worker.mjs', import.meta.url));
    started.unref();
    started.on('message', ({ id, request }: Answer) => {
      const done = waiting.get(id);
      waiting.delete(id);
      done?.(request ?? null);
    });
    const died = (): void => {
      if (worker === started) worker = null;
      for (const done of waiting.values()) done(null);
      waiting.clear();
    };
    started.on('error', died);
    started.on('exit', died);
    return started;
  };
  // Started now, not at the first answer: its modules take seconds to load on a busy machine.
  worker = start();
  return (text, query, search) =>
    new Promise((done) => {
      worker ??= start();
      const id = next++;
      waiting.set(id, done);
      worker.postMessage({ id, text, query: { nodeId: query.nodeId, depth: query.depth }, search });
    });
}

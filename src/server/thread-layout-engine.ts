import { Worker } from 'node:worker_threads';
import type { ElkNode } from 'elkjs/lib/elk-api';
import { createElkRunner } from '../layout/elk-runner.ts';
import type { LayoutEngine } from '../layout/layout-engine.ts';
import { timing } from './server-timing.ts';

interface Answer {
  id: number;
  result?: ElkNode;
  error?: string;
  /** The ELK thread's time on a CPU and runnable waiting for one, its wall time and its start (Linux only). */
  cpuMs?: number;
  waitMs?: number;
  wallMs?: number;
  started?: number;
}

/**
 * ELK on a worker thread of the production server: a layout no longer holds the server's own thread, so a first
 * visitor's layout can start the moment its `/lineage` answer is in, while the same thread keeps serving the page's
 * scripts (first-view.ts). The thread is started once and kept warm; if it dies, pending layouts fail (the page then
 * lays out in its own worker) and the next request starts a new one.
 */
export function createThreadLayoutEngine(): LayoutEngine {
  return createElkRunner({
    restartOnAbort: false,
    create: (fail) => {
      const worker = new Worker(new URL('./elk-thread-worker.mjs', import.meta.url));
      worker.unref();
      const waiting = new Map<number, { ok: (r: ElkNode) => void; no: (e: Error) => void; posted: number }>();
      let next = 0;
      worker.on('message', ({ id, result, error, cpuMs, waitMs, wallMs, started }: Answer) => {
        const w = waiting.get(id);
        if (cpuMs !== undefined && waitMs !== undefined && wallMs !== undefined && started !== undefined) {
          // queued: from the post to the thread's start on it (an earlier layout, or the thread's own start).
          timing('elk thread', { nodes: result?.children?.length ?? 0, cpu: cpuMs, wait: waitMs, wall: wallMs, queued: w ? started - w.posted : -1 });
        }
        waiting.delete(id);
        if (!w) return;
        if (result) w.ok(result);
        else w.no(new Error(error ?? 'ELK failed'));
      });
      const died = (error: Error): void => {
        for (const w of waiting.values()) w.no(error);
        waiting.clear();
        fail(error);
      };
      worker.on('error', died);
      worker.on('exit', (code) => code !== 0 && died(new Error(`ELK thread exited with ${code}`)));
      return Promise.resolve({
        layout: (graph, args) =>
          new Promise<ElkNode>((ok, no) => {
            const id = next++;
            waiting.set(id, { ok, no, posted: Date.now() });
            worker.postMessage({ id, graph, layoutOptions: args?.layoutOptions });
          }),
        terminateWorker: () => void worker.terminate(),
      });
    },
  });
}

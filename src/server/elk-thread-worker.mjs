// ELK on a Node worker thread of the production server (thread-layout-engine.ts): one layout at a time, answered
// by id. Plain JavaScript: a worker thread does not get the server's TypeScript loader on Node 20.
import { readFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import Elk from 'elkjs/lib/elk.bundled.js';

/**
 * This thread's scheduler times in ms (Linux: /proc/thread-self/schedstat, time on a CPU and time runnable but
 * waiting for one, in ns), or null elsewhere: the server timeline reports a layout's CPU and its wait for a core
 * beside its wall time, which on a busy machine tells a slow (cold) layout from a starved one, and a starved one
 * from one blocked on something else (the rest of the wall time).
 */
const threadTimes = () => {
  try {
    const [cpu, wait] = readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ').map(Number);
    return Number.isFinite(cpu) && Number.isFinite(wait) ? { cpu: cpu / 1e6, wait: wait / 1e6 } : null;
  } catch {
    return null;
  }
};

const elk = new Elk();
parentPort?.on('message', ({ id, graph, layoutOptions }) => {
  const started = Date.now();
  const before = threadTimes();
  const times = () => {
    const after = threadTimes();
    if (before === null || after === null) return {};
    const ms = (x) => Math.round(x);
    return { cpuMs: ms(after.cpu - before.cpu), waitMs: ms(after.wait - before.wait), started, wallMs: Date.now() - started };
  };
  elk.layout(graph, layoutOptions ? { layoutOptions } : undefined).then(
    (result) => parentPort?.postMessage({ id, result, ...times() }),
    (error) => parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});

// ELK on a Node worker thread of the production server (thread-layout-engine.ts): one layout at a time, answered
// by id. Plain JavaScript: a worker thread does not get the server's TypeScript loader on Node 20.
import { readFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import Elk from 'elkjs/lib/elk.bundled.js';

/**
 * This thread's CPU time in ms (Linux: utime + stime of /proc/thread-self/stat, in clock ticks of 10 ms), or null
 * elsewhere: the server timeline reports a layout's CPU beside its wall time, which on a busy machine tells a slow
 * (cold) layout from a starved one.
 */
const threadCpuMs = () => {
  try {
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
};

const elk = new Elk();
parentPort?.on('message', ({ id, graph, layoutOptions }) => {
  const before = threadCpuMs();
  const cpu = () => {
    const after = threadCpuMs();
    return before === null || after === null ? undefined : after - before;
  };
  elk.layout(graph, layoutOptions ? { layoutOptions } : undefined).then(
    (result) => parentPort?.postMessage({ id, result, cpuMs: cpu() }),
    (error) => parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});

/** Wall-clock milliseconds of one async call. */
export async function timeIt(fn: () => Promise<unknown> | unknown): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

/** Milliseconds this process spent on a CPU during one call (user + system): the part a busy machine cannot inflate. */
export async function cpuTimeIt(fn: () => Promise<unknown> | unknown): Promise<number> {
  const start = process.cpuUsage();
  await fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

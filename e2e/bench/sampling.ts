/** Raw samples per figure, kept for the min/max columns of the table. */
export type Samples = Record<string, number[]>;

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

/** Runs `fn` `warmups` times unmeasured (JIT, ELK's GWT statics), then `runs` times measured. */
export async function sample(runs: number, warmups: number, fn: () => Promise<number>): Promise<number[]> {
  for (let i = 0; i < warmups; i++) await fn();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) out.push(await fn());
  return out;
}

import type { ElkNode } from 'elkjs/lib/elk-api';
import { layeredGraph } from '../domain/graph/layered-test-graph.ts';
import { toElkGraph } from '../domain/graph/to-elk-graph.ts';
import { canvasLayoutRequest } from '../layout/canvas-layout-request.ts';
import { COMPACT_PLACEMENT_ABOVE, elkOptionsFor } from '../layout/elk-options.ts';
import type { LayoutEngine } from '../layout/layout-engine.ts';
import { timeline } from './server-timing.ts';

/** One warm-up layout: a layered pipeline of about `size` nodes whose jobs read up to `reach` dataset layers back. */
export interface WarmUpRun {
  size: number;
  reach: number;
  /** Laid out with the options of a graph above the compact-placement threshold, whatever its own size. */
  large?: boolean;
}

const run = (size: number, reach = 1, large = false): WarmUpRun => (large ? { size, reach, large } : { size, reach });

/**
 * The warm-up's graphs, small first: layered pipelines laid out with the options the canvas uses at their size
 * (both sides of the compact-placement threshold), so every ELK phase the first visitor's layout runs has been
 * compiled by then. Each is one uninterruptible run on the ELK thread — what a real layout arriving meanwhile waits
 * for at most — so none is large: repeated mid-sized runs warm the same code as one large run. One in three has edges
 * that skip layers (jobs reading a dataset up to three layers back), as real pipelines do: without them the first
 * visitor's layout was the first to take ELK's long-edge paths and paid for their compiles, 0.05–0.25 CPU-s more at
 * 200–1,000 nodes (docs/performance.md). Those are small and early, so a visitor arriving mid-warm-up finds them done.
 * Two more have long edges under the large-graph options (SIMPLE placement, longest-path layers in our order), which until
 * then only ever met neighbouring layers: one small (`large`) and early, one last at the size of the other long runs. The
 * first 1,000-node layout then costs ~0.1 CPU-s less (process CPU, medians of twelve; the 200- and 500-node ones the
 * same), for ~0.4 CPU-s more warm-up (docs/performance.md).
 */
export const WARM_UP_RUNS: readonly WarmUpRun[] = [
  run(40),
  run(80, 3),
  run(80),
  run(120, 3),
  run(160),
  run(160),
  run(100, 3),
  run(160, 3, true),
  run(300),
  run(300),
  run(80, 3),
  run(160),
  run(300),
  run(280, 3),
];

/**
 * How long the warm-up stays aside once real layouts are done. The page that asked is then drawing what it got (a
 * 10,000-node first view: 508 boxes rendered, then its whole answer read): warm-up runs there took a core from it
 * (issue 31), and an engine that has just laid out a real view needs no warming meanwhile.
 */
export const WARM_UP_QUIET_MS = 3000;

export interface WarmUp {
  /** Runs the warm-up's layouts one at a time, each only while no real layout is in hand, until they are done. */
  run: () => Promise<number>;
  /** A real layout was asked for: no warm-up layout starts until the returned release has been called. */
  yieldToRealWork: () => () => void;
  /**
   * Resolves when a warm-up step may run: no real work in hand, and the quiet after it over. Other warm-ups of the
   * server (first-view-warm-up.ts) take their turns here, so they step aside for the same real work.
   */
  turn: () => Promise<void>;
}

/**
 * The canvas's ELK request for a synthetic layered pipeline of about `size` nodes; `large`: with the options the
 * canvas gives a graph above the compact-placement threshold (elk-options.ts), so a small graph takes their paths.
 */
export function warmUpRequest(size: number, seed: number, reach = 1, large = false): { graph: ElkNode; layoutOptions: Record<string, string> } {
  const request = canvasLayoutRequest(toElkGraph(layeredGraph(size, seed, Math.max(4, Math.round(size / 10)), reach), { expanded: new Set() }));
  const options = large ? elkOptionsFor(Math.max(request.elk.children?.length ?? 0, COMPACT_PLACEMENT_ABOVE + 1)) : request.options;
  return { graph: request.elk, layoutOptions: { ...options } };
}

/**
 * ELK's first layout of a size on a fresh thread runs JIT-cold: at server start, once it listens, the warm-up lays
 * out synthetic graphs on the ELK thread, outside the layout cache. It steps aside for real layouts — none of its runs
 * starts while one is in hand, so a real layout waits behind one warm-up run at most — and goes on `quietMs` after
 * they are done: a visit right after the start (a health check's page, a bench's first view) must not leave the engine cold
 * for the next, larger view. Never fails: a failed run ends the warm-up.
 */
export function createWarmUp(engine: Pick<LayoutEngine, 'layout'>, runs: readonly WarmUpRun[] = WARM_UP_RUNS, quietMs = WARM_UP_QUIET_MS): WarmUp {
  let real = 0;
  // Set while the quiet after the last real layout runs.
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let waiting: (() => void)[] = [];
  const idle = (): Promise<void> | undefined => (real > 0 || quiet !== undefined ? new Promise<void>((resolve) => waiting.push(resolve)) : undefined);
  const resume = (): void => {
    quiet = undefined;
    if (real > 0) return;
    const go = waiting;
    waiting = [];
    for (const next of go) next();
  };
  const turn = async (): Promise<void> => {
    for (let wait = idle(); wait; wait = idle()) await wait;
  };
  return {
    turn,
    yieldToRealWork: () => {
      real += 1;
      clearTimeout(quiet);
      quiet = undefined;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        real -= 1;
        if (real > 0) return;
        if (quietMs <= 0) return resume();
        quiet = setTimeout(resume, quietMs);
        quiet.unref?.();
      };
    },
    run: async () => {
      let done = 0;
      for (const [index, { size, reach, large = false }] of runs.entries()) {
        await turn();
        const { graph, layoutOptions } = warmUpRequest(size, index + 1, reach, large);
        const mark = timeline('warm-up', { size, reach, large, nodes: graph.children?.length ?? 0 });
        try {
          await engine.layout(graph, { layoutOptions });
          mark('end');
        } catch {
          break;
        }
        done += 1;
      }
      return done;
    },
  };
}

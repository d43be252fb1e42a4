import type { ElkNode } from 'elkjs/lib/elk-api';
import { layeredGraph } from '../domain/graph/layered-test-graph.ts';
import { toElkGraph } from '../domain/graph/to-elk-graph.ts';
import { canvasLayoutRequest } from '../layout/canvas-layout-request.ts';
import type { LayoutEngine } from '../layout/layout-engine.ts';

/**
 * The warm-up's graphs, smallest first: layered pipelines laid out with the options the canvas uses at their size
 * (both sides of the compact-placement threshold), so every ELK phase the first visitor's layout runs has been
 * compiled by then. Each is one uninterruptible run on the ELK thread — what a real layout arriving meanwhile waits
 * for at most — so none is large: repeated mid-sized runs warm the same code as one large run.
 */
export const WARM_UP_SIZES: readonly number[] = [40, 80, 160, 160, 300, 300, 160, 300];

export interface WarmUp {
  /** Runs the warm-up's layouts one at a time until they are done or a real layout was asked for. */
  run: () => Promise<number>;
  /** A real layout was asked for: no further warm-up layout starts. */
  yieldToRealWork: () => void;
}

/** The canvas's ELK request for a synthetic layered pipeline of about `size` nodes. */
export function warmUpRequest(size: number, seed: number): { graph: ElkNode; layoutOptions: Record<string, string> } {
  const request = canvasLayoutRequest(toElkGraph(layeredGraph(size, seed, Math.max(4, Math.round(size / 10))), { expanded: new Set() }));
  return { graph: request.elk, layoutOptions: { ...request.options } };
}

/**
 * ELK's first layout of a size on a fresh thread runs JIT-cold: at server start, once it listens, the warm-up lays
 * out synthetic graphs on the ELK thread, outside the layout cache, and stops at the first real layout (one
 * warm-up run at most is then ahead of it in the thread's queue). Never fails: a failed run ends the warm-up.
 */
export function createWarmUp(engine: Pick<LayoutEngine, 'layout'>, sizes: readonly number[] = WARM_UP_SIZES): WarmUp {
  let stopped = false;
  return {
    yieldToRealWork: () => {
      stopped = true;
    },
    run: async () => {
      let done = 0;
      for (const [index, size] of sizes.entries()) {
        if (stopped) break;
        const { graph, layoutOptions } = warmUpRequest(size, index + 1);
        try {
          await engine.layout(graph, { layoutOptions });
        } catch {
          break;
        }
        done += 1;
      }
      return done;
    },
  };
}

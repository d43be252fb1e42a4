import { describe, expect, it, vi } from 'vitest';
import type { ElkNode } from 'elkjs/lib/elk-api';
import { COMPACT_PLACEMENT_ABOVE, elkOptionsFor } from '../layout/elk-options.ts';
import type { LayoutEngine, LayoutResult } from '../layout/layout-engine.ts';
import { createLayoutService } from './layout-service.ts';
import { createWarmUp, WARM_UP_RUNS, warmUpRequest, type WarmUpRun } from './elk-warm-up.ts';

const EMPTY: LayoutResult = { nodes: {}, ports: {}, bends: {}, width: 0, height: 0 };

/** Warm-up runs of these sizes, edges between neighbouring layers only. */
const runs = (...sizes: number[]): WarmUpRun[] => sizes.map((size) => ({ size, reach: 1 }));

/** How many of an ELK graph's edges skip a layer (layered-test-graph.ts names its nodes d<layer>_… and j<layer>_…). */
function skippingEdges(graph: ElkNode): number {
  const layer = (id: string | undefined): number => Number(/:[dj](\d+)_/.exec(id ?? '')?.[1]);
  return (graph.edges ?? []).filter((e) => layer(e.targets[0]) - layer(e.sources[0]) > 1).length;
}

/** An engine that records what it was asked and answers when told to. */
function recordingEngine() {
  const asked: { graph: ElkNode; options: Record<string, string> | undefined }[] = [];
  const answers: (() => void)[] = [];
  const engine: LayoutEngine = {
    layout: (graph, options) =>
      new Promise((ok) => {
        asked.push({ graph, options: options?.layoutOptions });
        answers.push(() => ok(EMPTY));
      }),
    warm: () => undefined,
    dispose: () => undefined,
  };
  const answerNext = async (): Promise<void> => {
    while (answers.length === 0) await new Promise((ok) => setImmediate(ok));
    answers.shift()?.();
  };
  return { engine, asked, answerNext };
}

describe('the server’s ELK warm-up', () => {
  it('lays out canvas-like graphs on both sides of the compact-placement threshold, with the canvas’s options', () => {
    const sizes = WARM_UP_RUNS.map(({ size, reach, large }, i) => ({ large, ...warmUpRequest(size, i + 1, reach, large) }));
    for (const { graph, layoutOptions, large } of sizes) {
      const count = graph.children?.length ?? 0;
      expect(count).toBeGreaterThan(0);
      // A `large` run takes the options of a graph above the threshold, whatever its size.
      expect(layoutOptions).toEqual({ ...elkOptionsFor(large ? Math.max(count, COMPACT_PLACEMENT_ABOVE + 1) : count) });
      expect(graph.edges?.length ?? 0).toBeGreaterThan(0);
    }
    const counts = sizes.map(({ graph }) => graph.children?.length ?? 0);
    expect(counts.some((n) => n > COMPACT_PLACEMENT_ABOVE)).toBe(true);
    expect(counts.some((n) => n <= COMPACT_PLACEMENT_ABOVE)).toBe(true);
  });

  it('lays out pipelines whose edges skip layers, as real ones do, besides ones whose edges do not', () => {
    const skipping = WARM_UP_RUNS.map(({ size, reach }, i) => skippingEdges(warmUpRequest(size, i + 1, reach).graph));
    expect(skipping.some((n) => n > 0)).toBe(true);
    expect(skipping.some((n) => n === 0)).toBe(true);
    expect(skippingEdges(warmUpRequest(120, 1, 1).graph)).toBe(0);
    expect(skippingEdges(warmUpRequest(120, 1, 3).graph)).toBeGreaterThan(0);
  });

  it('lays out edges that skip layers with the large-graph options too, on a small graph as on one above the threshold', () => {
    const large = { ...elkOptionsFor(COMPACT_PLACEMENT_ABOVE + 1) };
    const withLongEdges = WARM_UP_RUNS.map(({ size, reach, large: big }, i) => warmUpRequest(size, i + 1, reach, big)).filter(
      ({ graph, layoutOptions }) => skippingEdges(graph) > 0 && JSON.stringify(layoutOptions) === JSON.stringify(large),
    );
    expect(withLongEdges.some(({ graph }) => (graph.children?.length ?? 0) <= COMPACT_PLACEMENT_ABOVE)).toBe(true);
    expect(withLongEdges.some(({ graph }) => (graph.children?.length ?? 0) > COMPACT_PLACEMENT_ABOVE)).toBe(true);
    expect(warmUpRequest(120, 1, 3, true).layoutOptions).toEqual(large);
    expect(warmUpRequest(120, 1, 3).layoutOptions).toEqual({ ...elkOptionsFor(warmUpRequest(120, 1, 3).graph.children?.length ?? 0) });
  });

  it('runs its layouts one at a time, each after the previous one is done', async () => {
    const { engine, asked, answerNext } = recordingEngine();
    const running = createWarmUp(engine, runs(20, 30, 40)).run();
    for (const expected of [1, 2, 3]) {
      for (let tick = 0; tick < 5; tick++) await new Promise((ok) => setImmediate(ok));
      expect(asked).toHaveLength(expected);
      await answerNext();
    }
    expect(await running).toBe(3);
  });

  it('starts no warm-up layout while a real one is in hand, and goes on once it is done', async () => {
    const { engine, asked, answerNext } = recordingEngine();
    const service = createLayoutService({ engine, warmUpQuietMs: 0 });
    const warming = service.warmUp();
    while (asked.length === 0) await new Promise((ok) => setImmediate(ok));
    const real = warmUpRequest(12, 99);
    const started = service.peek(real.graph, real.layoutOptions).start();
    // The real layout goes to the engine at once, behind only the warm-up run already under way.
    expect(asked).toHaveLength(2);
    expect(asked[1]?.graph).toBe(real.graph);
    await answerNext(); // the warm-up's first run ends: with the real layout in hand, no other starts
    for (let tick = 0; tick < 5; tick++) await new Promise((ok) => setImmediate(ok));
    expect(asked).toHaveLength(2);
    await answerNext(); // the real layout ends: the warm-up goes on with its second size
    expect(await started).toBe(JSON.stringify(EMPTY));
    while (asked.length < 3) await new Promise((ok) => setImmediate(ok));
    expect(asked[2]?.graph.children?.length).toBe(warmUpRequest(WARM_UP_RUNS[1]?.size ?? 0, 2).graph.children?.length);
    for (let left = WARM_UP_RUNS.length - 1; left > 0; left--) await answerNext();
    expect(await warming).toBe(WARM_UP_RUNS.length);
  });

  it('stays aside a quiet while after the last real layout, restarted by any real layout meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { engine, asked, answerNext } = recordingEngine();
      const warmUp = createWarmUp(engine, runs(20, 30), 60);
      const first = warmUp.yieldToRealWork();
      const warming = warmUp.run();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(asked).toHaveLength(0);
      first();
      await vi.advanceTimersByTimeAsync(59);
      expect(asked).toHaveLength(0);
      // Another real layout within the quiet: the quiet starts again once it is done.
      const second = warmUp.yieldToRealWork();
      await vi.advanceTimersByTimeAsync(500);
      expect(asked).toHaveLength(0);
      second();
      await vi.advanceTimersByTimeAsync(59);
      expect(asked).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(() => expect(asked).toHaveLength(1));
      await answerNext();
      await answerNext();
      expect(await warming).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends without failing when the engine fails', async () => {
    const engine: LayoutEngine = { layout: () => Promise.reject(new Error('no ELK')), warm: () => undefined, dispose: () => undefined };
    expect(await createWarmUp(engine, runs(20, 30)).run()).toBe(0);
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { elkOptionsFor } from '../../src/layout/elk-options.ts';
import { createBrowserStackLayoutEngine } from './browser-stack-layout-engine.ts';
import { showAllGraph } from './show-all-graph.ts';

// Issue 22: "show all" on the 10,000-node synthetic graph overflowed the worker's stack inside ELK. Vitest's own
// threads have ~5× a browser worker's stack, so the layout runs in a worker thread with the browser's.
describe('"show all" on the 10,000-node synthetic graph', () => {
  const engine = createBrowserStackLayoutEngine();
  afterAll(() => engine.dispose());

  it("lays out every node with the browser's options on a browser worker's stack", { timeout: 180_000 }, async () => {
    const { elk } = await showAllGraph('synthetic-10000');
    const ids = (elk.children ?? []).map((c) => c.id);
    expect(ids.length).toBeGreaterThan(9_500);

    const layout = await engine.layout(elk, { layoutOptions: { ...elkOptionsFor(ids.length) } });

    expect(Object.keys(layout.nodes).sort()).toEqual([...ids].sort());
    for (const id of ids) {
      const box = layout.nodes[id];
      expect(Number.isFinite(box?.x) && Number.isFinite(box?.y)).toBe(true);
    }
    expect(layout.width).toBeGreaterThan(0);
    expect(layout.height).toBeGreaterThan(0);
  });
});

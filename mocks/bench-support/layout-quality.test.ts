import { describe, expect, it } from 'vitest';
import { layoutQuality } from './layout-quality.ts';

const box = (x: number, y: number) => ({ x, y, width: 10, height: 10 });

describe('layout quality', () => {
  it('counts an X of two edges as one crossing, and parallel edges as none', () => {
    const nodes = { a: box(0, 0), b: box(0, 100), c: box(100, 0), d: box(100, 100) };
    expect(
      layoutQuality(
        nodes,
        [
          { source: 'a', target: 'd' },
          { source: 'b', target: 'c' },
        ],
        { width: 110, height: 110 },
      ).crossings,
    ).toBe(1);
    expect(
      layoutQuality(
        nodes,
        [
          { source: 'a', target: 'c' },
          { source: 'b', target: 'd' },
        ],
        { width: 110, height: 110 },
      ).crossings,
    ).toBe(0);
  });

  it('never counts edges that share an end, ignores edges to unknown nodes, and reports the size', () => {
    const nodes = { a: box(0, 50), c: box(100, 0), d: box(100, 100) };
    const q = layoutQuality(
      nodes,
      [
        { source: 'a', target: 'c' },
        { source: 'a', target: 'd' },
        { source: 'a', target: 'zz' },
      ],
      { width: 110.4, height: 110.6 },
    );
    expect(q).toEqual({ crossings: 0, width: 110, height: 111 });
  });
});

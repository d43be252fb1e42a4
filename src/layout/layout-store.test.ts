import { describe, expect, it } from 'vitest';
import type { LayoutResult } from './layout-engine.ts';
import { layoutJsonBytesAtMost } from './layout-store.ts';

/** A layout of `nodes` boxes, a port each, and an edge with `bends` bend points per node; coordinates from `value`. */
function layoutOf(nodes: number, bends: number, value: (i: number) => number): LayoutResult {
  const layout: LayoutResult = { nodes: {}, ports: {}, bends: {}, width: value(-1), height: value(-2) };
  for (let i = 0; i < nodes; i++) {
    const parent = i % 3 === 0 ? { parentId: `group:ns:${i}` } : {};
    // Marquez's names are anyone's: some need escaping in JSON.
    const name = i % 5 === 0 ? `t"\\${i}\u0001\ud800` : `table_${i}`;
    layout.nodes[`dataset:ns:${name}`] = { x: value(i), y: value(i + 1), width: value(i + 2), height: value(i + 3), ...parent };
    layout.ports[`dataset:ns:${name}::col`] = { nodeId: `dataset:ns:${name}`, x: value(i + 4), y: value(i + 5) };
    layout.bends[`e${i}`] = Array.from({ length: bends }, (_, j) => ({ x: value(i + j), y: value(i - j) }));
  }
  return layout;
}

describe('layoutJsonBytesAtMost', () => {
  it('is never under the JSON’s size, whatever the numbers, and not far over it for laid-out coordinates', () => {
    const cases: ((i: number) => number)[] = [
      () => 0,
      (i) => i * 336,
      (i) => i * 12719.177113957472,
      (i) => -1.2345678901234567e-308 * (i + 2),
      (i) => Math.sin(i) * 1e21,
      // Every number as long as a JSON number gets: no slack left to hide an id measured short.
      () => -2.2250738585072014e-308,
    ];
    for (const value of cases) {
      for (const [nodes, bends] of [
        [0, 0],
        [1, 0],
        [50, 3],
        [508, 30],
      ] as const) {
        const layout = layoutOf(nodes, bends, value);
        expect(layoutJsonBytesAtMost(layout)).toBeGreaterThanOrEqual(JSON.stringify(layout).length);
      }
    }
    const typical = layoutOf(508, 30, (i) => i * 12719.177113957472);
    expect(layoutJsonBytesAtMost(typical)).toBeLessThan(2 * JSON.stringify(typical).length);
  });
});

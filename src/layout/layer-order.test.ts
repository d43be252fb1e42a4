import { describe, expect, it } from 'vitest';
import type { ElkNode } from 'elkjs/lib/elk-api';
import { TRIBUTARY_ELK_OPTIONS, TRIBUTARY_LARGE_GRAPH_ELK_OPTIONS } from './elk-options.ts';
import { layerOrder, withLayerOrder } from './layer-order.ts';
import { createMainThreadLayoutEngine } from './main-thread-layout-engine.ts';

const box = (id: string): ElkNode => ({ id, width: 100, height: 40 });
const graph = (ids: string[], edges: [string, string][]): ElkNode => ({
  id: 'root',
  children: ids.map(box),
  edges: edges.map(([s, t]) => ({ id: `${s}->${t}`, sources: [s], targets: [t] })),
});

// Two chains whose second layer comes in the crossing order: a → c and b → d, with d listed before c.
const crossed = (): ElkNode =>
  graph(
    ['a', 'b', 'd', 'c', 'e', 'f'],
    [
      ['a', 'c'],
      ['b', 'd'],
      ['c', 'e'],
      ['d', 'f'],
    ],
  );

const rankOf = (g: ElkNode, id: string): number => layerOrder(g).rank[g.children?.findIndex((c) => c.id === id) ?? -1] ?? NaN;

describe('layerOrder', () => {
  it('puts each node in the layer of its longest path from a source', () => {
    const g = graph(
      ['a', 'b', 'c', 'd'],
      [
        ['a', 'b'],
        ['b', 'c'],
        ['a', 'c'],
        ['d', 'c'],
      ],
    );
    expect([...layerOrder(g).layer]).toEqual([0, 1, 2, 0]);
  });

  it('uncrosses edges the input order crosses, down to the next layers', () => {
    const g = crossed();
    expect(rankOf(g, 'c')).toBeLessThan(rankOf(g, 'd'));
    expect(rankOf(g, 'e')).toBeLessThan(rankOf(g, 'f'));
  });

  it('keeps the input order where nothing crosses', () => {
    const g = graph(
      ['a', 'b', 'c', 'd'],
      [
        ['a', 'c'],
        ['b', 'd'],
      ],
    );
    expect(rankOf(g, 'a')).toBeLessThan(rankOf(g, 'b'));
    expect(rankOf(g, 'c')).toBeLessThan(rankOf(g, 'd'));
  });

  it('breaks cycles and reads edges between ports as edges between their nodes', () => {
    const g = graph(
      ['a', 'b', 'c'],
      [
        ['a', 'b'],
        ['b', 'c'],
        ['c', 'a'],
      ],
    );
    expect([...layerOrder(g).layer]).toEqual([0, 1, 2]);
    const ported: ElkNode = {
      id: 'root',
      children: [{ ...box('x'), ports: [{ id: 'x.out' }] }, { ...box('y'), ports: [{ id: 'y.in' }] }, box('z')],
      edges: [
        { id: 'p', sources: ['x.out'], targets: ['y.in'] },
        { id: 'q', sources: ['z'], targets: ['x.out'] },
      ],
    };
    expect([...layerOrder(ported).layer]).toEqual([1, 2, 0]);
  });
});

describe('withLayerOrder', () => {
  it('leaves the graph alone unless ELK is asked for interactive crossing minimisation', () => {
    const g = crossed();
    expect(withLayerOrder(g, TRIBUTARY_ELK_OPTIONS)).toBe(g);
    const ordered = withLayerOrder(g, TRIBUTARY_LARGE_GRAPH_ELK_OPTIONS);
    expect(ordered.children?.map((c) => c.id)).toEqual(g.children?.map((c) => c.id));
    // ELK only reads the x of nodes right of 0, and the y order within each layer.
    expect(ordered.children?.every((c) => (c.x ?? 0) > 0 && Number.isFinite(c.y))).toBe(true);
  });

  it("is the order ELK's interactive crossing minimisation draws", async () => {
    const layout = await createMainThreadLayoutEngine().layout(crossed(), { layoutOptions: { ...TRIBUTARY_LARGE_GRAPH_ELK_OPTIONS } });
    const y = (id: string): number => layout.nodes[id]?.y ?? NaN;
    expect(y('c')).toBeLessThan(y('d'));
    expect(y('e')).toBeLessThan(y('f'));
  });
});

import { describe, expect, it } from 'vitest';
import type { ElkNode } from 'elkjs/lib/elk-api';
import { connectedComponents } from './connected-components.ts';

const box = (id: string, extra: Partial<ElkNode> = {}): ElkNode => ({ id, width: 10, height: 10, ...extra });
const edge = (source: string, target: string) => ({ id: `${source}->${target}`, sources: [source], targets: [target] });
const ids = (graph: ElkNode) => connectedComponents(graph).map((c) => c.children.map((n) => n.id));

describe('connectedComponents', () => {
  it("groups nodes joined by edges, in the order of each component's first node", () => {
    const graph: ElkNode = {
      id: 'root',
      children: ['a', 'b', 'c', 'd', 'e'].map((id) => box(id)),
      edges: [edge('d', 'b'), edge('c', 'e')],
    };
    expect(ids(graph)).toEqual([['a'], ['b', 'd'], ['c', 'e']]);
    expect(connectedComponents(graph)[1]?.edges.map((e) => e.id)).toEqual(['d->b']);
  });

  it('joins through ports and nested nodes to the top-level node that holds them', () => {
    const graph: ElkNode = {
      id: 'root',
      children: [box('a', { ports: [{ id: 'a:out' }] }), box('g', { children: [box('inner')] }), box('z')],
      edges: [edge('a:out', 'inner')],
    };
    expect(ids(graph)).toEqual([['a', 'g'], ['z']]);
  });

  it('walks a 100,000-node chain without recursion', () => {
    const n = 100_000;
    const graph: ElkNode = {
      id: 'root',
      children: Array.from({ length: n }, (_, i) => box(`n${i}`)),
      edges: Array.from({ length: n - 1 }, (_, i) => edge(`n${i + 1}`, `n${i}`)),
    };
    const components = connectedComponents(graph);
    expect(components).toHaveLength(1);
    expect(components[0]?.edges).toHaveLength(n - 1);
  });

  it('keeps an edge to an unknown node, so ELK still reports it', () => {
    const graph: ElkNode = { id: 'root', children: [box('a'), box('b')], edges: [edge('a', 'ghost'), edge('x', 'y')] };
    const components = connectedComponents(graph);
    expect(components.flatMap((c) => c.edges.map((e) => e.id)).sort()).toEqual(['a->ghost', 'x->y']);
  });
});

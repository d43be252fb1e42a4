import { describe, expect, it } from 'vitest';
import type { MqLineageGraph, MqLineageNode } from '../marquez-shapes.ts';
import { mergeLineage, reachableNodes } from './trace-reach.ts';

// a → j1 → b → j2 → c, and a sibling s read by j2's neighbour j3 → d.
function node(id: string, inn: string[], out: string[]): MqLineageNode {
  const data = { id: { namespace: 'n', name: id }, namespace: 'n', name: id };
  const type = id.startsWith('j') ? 'JOB' : 'DATASET';
  return {
    id,
    type,
    data,
    inEdges: inn.map((o) => ({ origin: o, destination: id })),
    outEdges: out.map((d) => ({ origin: id, destination: d })),
  } as MqLineageNode;
}
const graph: MqLineageGraph = {
  graph: [
    node('a', [], ['j1']),
    node('j1', ['a'], ['b']),
    node('b', ['j1'], ['j2', 'j3']),
    node('j2', ['b'], ['c']),
    node('c', ['j2'], []),
    node('j3', ['b'], ['d']),
    node('d', ['j3'], []),
  ],
};

describe('trace reach', () => {
  it('walks upstream, downstream or both from a dataset', () => {
    expect([...reachableNodes(graph, 'c', 'upstream')].sort()).toEqual(['a', 'b', 'c', 'j1', 'j2']);
    expect([...reachableNodes(graph, 'b', 'downstream')].sort()).toEqual(['b', 'c', 'd', 'j2', 'j3']);
    expect(reachableNodes(graph, 'c', 'upstream').has('d')).toBe(false);
    expect(reachableNodes(graph, 'b', 'both').size).toBe(7);
  });

  it('crosses stitches both ways, including to ends outside the answer', () => {
    const reach = reachableNodes(graph, 'c', 'upstream', [{ a: 'x', b: 'a' }]);
    expect(reach.has('x')).toBe(true);
    expect(reachableNodes(graph, 'a', 'downstream', [{ a: 'd', b: 'y' }]).has('y')).toBe(true);
  });

  it('merges answers without duplicating nodes or edges', () => {
    const other: MqLineageGraph = { graph: [node('c', ['j2'], ['j4']), node('j4', ['c'], [])] };
    const merged = mergeLineage([graph, other, other]);
    expect(merged.graph).toHaveLength(8);
    const c = merged.graph.find((n) => n.id === 'c')!;
    expect(c.inEdges).toHaveLength(1);
    expect(c.outEdges.map((e) => e.destination)).toEqual(['j4']);
    // The inputs are not mutated.
    expect(graph.graph.find((n) => n.id === 'c')!.outEdges).toHaveLength(0);
  });
});

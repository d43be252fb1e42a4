import { describe, expect, it } from 'vitest';
import type { MqLineageGraph, MqLineageNode } from '../marquez-shapes.ts';
import { mergeLineageAnswers, openBoundaries } from './merge-lineage-answers.ts';

function ds(id: string, inE: [string, string][] = [], outE: [string, string][] = []): MqLineageNode {
  const name = id.split(':').pop() ?? id;
  return {
    id,
    type: 'DATASET',
    data: { id: { namespace: 'ns', name }, namespace: 'ns', name } as never,
    inEdges: inE.map(([origin, destination]) => ({ origin, destination })),
    outEdges: outE.map(([origin, destination]) => ({ origin, destination })),
  };
}
function job(id: string, inE: [string, string][] = [], outE: [string, string][] = []): MqLineageNode {
  const name = id.split(':').pop() ?? id;
  return {
    id,
    type: 'JOB',
    data: { id: { namespace: 'ns', name }, namespace: 'ns', name } as never,
    inEdges: inE.map(([origin, destination]) => ({ origin, destination })),
    outEdges: outE.map(([origin, destination]) => ({ origin, destination })),
  };
}

const A = 'dataset:ns:a';
const B = 'dataset:ns:b';
const J = 'job:ns:j';
const K = 'job:ns:k';

describe('mergeLineageAnswers', () => {
  const first: MqLineageGraph = { graph: [ds(A, [], [[A, J]]), job(J, [[A, J]], [[J, B]]), ds(B, [[J, B]])] };
  // Around B: B → K → A closes a cycle; the A→J edge comes back again (a duplicate).
  const second: MqLineageGraph = { graph: [ds(A, [[K, A]], [[A, J]]), ds(B, [[J, B]], [[B, K]]), job(K, [[B, K]], [[K, A]])] };

  it('unions nodes and edges without duplicates, cycles included', () => {
    const merged = mergeLineageAnswers(first, second);
    expect(merged.graph.map((n) => n.id)).toEqual([A, J, B, K]);
    const a = merged.graph.find((n) => n.id === A)!;
    expect(a.inEdges).toEqual([{ origin: K, destination: A }]);
    expect(a.outEdges).toEqual([{ origin: A, destination: J }]);
  });

  it('never modifies its inputs and keeps unchanged nodes by identity', () => {
    const snapshot = JSON.stringify([first, second]);
    const merged = mergeLineageAnswers(first, second);
    expect(JSON.stringify([first, second])).toBe(snapshot);
    expect(merged.graph[1]).toBe(first.graph[1]);
    expect(merged.graph[0]).not.toBe(first.graph[0]);
  });

  it('is idempotent and keeps the first answer on a type clash', () => {
    const merged = mergeLineageAnswers(first, first);
    expect(merged.graph).toEqual(first.graph);
    const clash = mergeLineageAnswers(first, { graph: [job(A)] });
    expect(clash.graph[0]?.type).toBe('DATASET');
  });

  it('keeps a first view’s drawn facets through a merge, the first answer’s winning', () => {
    const table = (name: string) => ({ symlinks: { identifiers: [{ namespace: 'hive://m', name, type: 'TABLE' }] } });
    const first: MqLineageGraph = { graph: [ds(A)], facets: { [A]: table('db.a') } };
    const more: MqLineageGraph = { graph: [ds(B)], facets: { [A]: table('other.a'), [B]: table('db.b') } };
    expect(mergeLineageAnswers(first, more).facets).toEqual({ [A]: table('db.a'), [B]: table('db.b') });
    expect(mergeLineageAnswers({ graph: [ds(B)] }, first).facets).toEqual(first.facets);
    expect(mergeLineageAnswers({ graph: [ds(B)] }, { graph: [ds(A)] })).not.toHaveProperty('facets');
  });

  it('merges 5,000-node answers without throwing and counts every node once', () => {
    const chain = (from: number, to: number): MqLineageGraph => ({
      graph: Array.from({ length: to - from }, (_, k) => {
        const i = from + k;
        return i % 2 === 0 ? ds(`dataset:ns:${i}`, [], [[`dataset:ns:${i}`, `job:ns:${i + 1}`]]) : job(`job:ns:${i}`, [[`dataset:ns:${i - 1}`, `job:ns:${i}`]]);
      }),
    });
    const merged = mergeLineageAnswers(chain(0, 3000), chain(2000, 5000));
    expect(merged.graph).toHaveLength(5000);
    expect(new Set(merged.graph.map((n) => n.id)).size).toBe(5000);
  });
});

describe('openBoundaries', () => {
  it('marks datasets with no edge on a side, never jobs', () => {
    const open = openBoundaries({ graph: [ds(A, [], [[A, J]]), job(J, [[A, J]], [[J, B]]), ds(B, [[J, B]])] });
    expect(open.get(A)).toEqual({ upstream: true, downstream: false });
    expect(open.get(B)).toEqual({ upstream: false, downstream: true });
    expect(open.has(J)).toBe(false);
  });
});

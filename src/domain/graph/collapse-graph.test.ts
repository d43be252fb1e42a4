import { describe, expect, it } from 'vitest';
import { collapseGraph } from './collapse-graph.ts';
import { layeredGraph, testDataset, testGraph, testJob } from './layered-test-graph.ts';
import type { ReducedGraph } from './reduced-graph.ts';

const topicA = testDataset('a', 'kafka', 'kafka-topic');
const topicB = testDataset('b', 'kafka', 'kafka-topic');
const flink1 = testJob('f1', 'flink', 'flink');
const flink2 = testJob('f2', 'flink', 'flink');
const table = testDataset('t', 'lake', 'iceberg-table');

// a → f1 → t, b → f1, a → f2 → t, plus f2 → b so a group has an internal cycle.
const small = testGraph(
  table.id,
  [topicA, topicB, flink1, flink2, table],
  [
    [topicA.id, flink1.id],
    [topicB.id, flink1.id],
    [flink1.id, table.id],
    [topicA.id, flink2.id],
    [flink2.id, table.id],
    [flink2.id, topicB.id],
  ],
);

function memberTotal(r: ReducedGraph): number {
  return r.synthetic.reduce((n, s) => n + (s.kind === 'group' ? s.memberIds.length : 0), 0);
}

describe('collapseGraph', () => {
  it('groups jobs by engine and datasets by storage, keeping the focus out', () => {
    const r = collapseGraph(small, { by: 'engine' });
    expect([...r.graph.nodes.keys()]).toEqual([table.id]);
    const byKey = new Map(r.synthetic.map((s) => [s.kind === 'group' ? s.key : s.id, s]));
    expect(byKey.get('job:flink')).toMatchObject({ kind: 'group', jobs: 2, datasets: 0, label: 'Flink jobs' });
    expect(byKey.get('dataset:kafka-topic')).toMatchObject({ kind: 'group', jobs: 0, datasets: 2, label: 'Kafka topics' });
  });

  it('aggregates edges with multiplicity and keeps direction', () => {
    const r = collapseGraph(small, { by: 'engine' });
    const edges = new Map(r.syntheticEdges.map((e) => [`${e.source}->${e.target}`, e.multiplicity]));
    expect(edges.get('group:engine:dataset:kafka-topic->group:engine:job:flink')).toBe(3);
    expect(edges.get('group:engine:job:flink->group:engine:dataset:kafka-topic')).toBe(1);
    expect(edges.get(`group:engine:job:flink->${table.id}`)).toBe(2);
    // Every real edge is accounted for once: kept, aggregated or internal.
    const internal = r.synthetic.reduce((n, s) => n + (s.kind === 'group' ? s.internalEdges : 0), 0);
    const aggregated = r.syntheticEdges.reduce((n, e) => n + e.multiplicity, 0);
    expect(r.graph.edges.length + aggregated + internal).toBe(small.edges.length);
  });

  it('keeps `except` nodes real, with real edges between kept nodes', () => {
    const r = collapseGraph(small, { by: 'namespace', except: new Set([flink1.id]) });
    expect([...r.graph.nodes.keys()].sort()).toEqual([flink1.id, table.id].sort());
    expect(r.graph.edges.map((e) => e.id)).toEqual([`${flink1.id}->${table.id}`]);
    expect(r.synthetic.map((s) => s.id).sort()).toEqual(['group:namespace:flink', 'group:namespace:kafka']);
  });

  it('draws the members of an opened group as themselves, the other groups staying folded', () => {
    const r = collapseGraph(small, { by: 'engine', opened: new Set(['job:flink']) });
    expect([...r.graph.nodes.keys()].sort()).toEqual(
      [flink1.id, table.id, ...[...small.nodes.values()].filter((n) => n.kind === 'job' && n.id !== flink1.id).map((n) => n.id)].sort(),
    );
    expect(r.synthetic.map((s) => s.id)).toEqual(['group:engine:dataset:kafka-topic']);
  });

  it('counts internal edges, cycles included, without self-loop edges', () => {
    const r = collapseGraph(small, { by: 'namespace' });
    expect(r.syntheticEdges.every((e) => e.source !== e.target)).toBe(true);
    const kafkaToFlink = r.syntheticEdges.find((e) => e.source === 'group:namespace:kafka' && e.target === 'group:namespace:flink');
    expect(kafkaToFlink?.multiplicity).toBe(3);
  });

  it('does not modify its input', () => {
    const before = JSON.stringify([...small.nodes.keys(), ...small.edges.map((e) => e.id)]);
    collapseGraph(small, { by: 'engine' });
    expect(JSON.stringify([...small.nodes.keys(), ...small.edges.map((e) => e.id)])).toBe(before);
  });

  it('conserves counts at 5,000 nodes', () => {
    const big = layeredGraph(5000, 7);
    for (const by of ['engine', 'namespace'] as const) {
      const r = collapseGraph(big, { by });
      expect(r.totalNodes).toBe(big.nodes.size);
      expect(r.graph.nodes.size + memberTotal(r)).toBe(big.nodes.size);
      expect(r.hiddenNodes).toBe(memberTotal(r));
      expect(r.synthetic.length).toBeLessThan(20);
    }
  });
});

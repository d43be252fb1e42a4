import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../../mocks/emulator/index.ts';
import { TALK, talkEvents } from '../../../mocks/scenarios/talk/index.ts';
import type { MqLineageGraph, MqLineageNode } from '../marquez-shapes.ts';
import { datasetNodeId, jobNodeId } from '../node-id.ts';
import { filterDirection } from './filter-direction.ts';
import { buildLineageGraph } from './lineage-graph.ts';
import { expandableSides, filterDirectionWithExpansions, mergeExpansions, type LineageExpansion } from './lineage-expansions.ts';

function node(type: 'DATASET' | 'JOB', id: string, inE: string[] = [], outE: string[] = []): MqLineageNode {
  const name = id.split(':').pop() ?? id;
  return {
    id,
    type,
    data: { id: { namespace: 'ns', name }, namespace: 'ns', name } as never,
    inEdges: inE.map((origin) => ({ origin, destination: id })),
    outEdges: outE.map((destination) => ({ origin: id, destination })),
  } as MqLineageNode;
}

// a → j → b → k → c, and b → s → x (a sibling branch of c).
const A = 'dataset:ns:a';
const B = 'dataset:ns:b';
const C = 'dataset:ns:c';
const X = 'dataset:ns:x';
const J = 'job:ns:j';
const K = 'job:ns:k';
const S = 'job:ns:s';

const aroundB: MqLineageGraph = {
  graph: [node('DATASET', B, [], [K]), node('JOB', K, [B], [C]), node('DATASET', C, [K])],
};
const upOfB: MqLineageGraph = {
  graph: [node('DATASET', A, [], [J]), node('JOB', J, [A], [B]), node('DATASET', B, [J], [K, S])],
};
const downOfA: MqLineageGraph = { graph: [node('DATASET', A, [], [J]), node('JOB', J, [A], [B])] };
const siblings: MqLineageGraph = { graph: [node('DATASET', B, [], [S]), node('JOB', S, [B], [X]), node('DATASET', X, [S])] };

const up = (nodeId: string): LineageExpansion => ({ nodeId, side: 'upstream' });
const down = (nodeId: string): LineageExpansion => ({ nodeId, side: 'downstream' });

describe('mergeExpansions', () => {
  it('returns the primary answer itself when nothing is fetched yet', () => {
    expect(mergeExpansions(aroundB, [{ expansion: up(B), answer: undefined }])).toBe(aroundB);
  });

  it('merges an expansion whose node is present and leaves the inputs untouched', () => {
    const before = JSON.stringify([aroundB, upOfB]);
    const merged = mergeExpansions(aroundB, [{ expansion: up(B), answer: upOfB }]);
    expect(merged.graph.map((n) => n.id).sort()).toEqual([A, B, C, J, K].sort());
    expect(JSON.stringify([aroundB, upOfB])).toBe(before);
  });

  it('ignores an expansion of a node that is not in the graph (left over from another focus)', () => {
    expect(mergeExpansions(aroundB, [{ expansion: down(X), answer: siblings }])).toBe(aroundB);
  });

  it('merges an expansion of a node another expansion brought in, whatever the order', () => {
    const fetched = [
      { expansion: down(A), answer: downOfA },
      { expansion: up(B), answer: upOfB },
    ];
    const merged = mergeExpansions(aroundB, fetched);
    expect(merged.graph.map((n) => n.id).sort()).toEqual([A, B, C, J, K].sort());
    // `down(A)` only applies after `up(B)` brought A in: dropping `up(B)` drops it too.
    expect(mergeExpansions(aroundB, [fetched[0]!])).toBe(aroundB);
  });
});

describe('expandableSides', () => {
  it('offers the edge-less sides of datasets, never jobs', () => {
    const sides = expandableSides(aroundB, []);
    expect([...sides.keys()].sort()).toEqual([B, C]);
    expect(sides.get(B)).toEqual({ upstream: true, downstream: false });
    expect(sides.get(C)).toEqual({ upstream: false, downstream: true });
  });

  it('stops offering a side once it was expanded, even if it stayed edge-less (a true source)', () => {
    const sides = expandableSides(aroundB, [up(B), up(C)]);
    expect(sides.has(B)).toBe(false);
    expect(sides.get(C)).toEqual({ upstream: false, downstream: true });
  });
});

describe('filterDirectionWithExpansions', () => {
  const all = mergeExpansions(aroundB, [
    { expansion: up(B), answer: upOfB },
    { expansion: down(B), answer: siblings },
  ]);
  const graph = buildLineageGraph(all, { focusId: C });

  it('is the plain direction filter when there are no expansions', () => {
    const plain = filterDirection(graph, C, 'both');
    expect(filterDirectionWithExpansions(graph, C, 'both', [])).toEqual(plain);
  });

  it('keeps the expanded side of a kept node that the focus filter drops as siblings', () => {
    expect([...filterDirection(graph, C, 'both').nodes.keys()]).not.toContain(X);
    const kept = filterDirectionWithExpansions(graph, C, 'both', [down(B)]);
    expect([...kept.nodes.keys()]).toEqual(expect.arrayContaining([A, B, C, J, K, S, X]));
    expect(kept.edges.map((e) => e.id)).toEqual(expect.arrayContaining([`${B}->${S}`, `${S}->${X}`]));
  });

  it('ignores expansions of nodes the filter does not keep', () => {
    // dir=down from B does not keep A, so an expansion of A adds nothing; expanding B upstream brings A back.
    const down1 = filterDirectionWithExpansions(graph, B, 'downstream', [down(A)]);
    expect(down1.nodes.has(A)).toBe(false);
    const withUp = filterDirectionWithExpansions(graph, B, 'downstream', [up(B)]);
    expect(withUp.nodes.has(A)).toBe(true);
    expect(withUp.edges.map((e) => e.id)).toContain(`${A}->${J}`);
  });
});

describe('on the talk scenario (emulator answers)', () => {
  const emulator = createEmulator();
  emulator.loadEvents(talkEvents());
  const lineage = async (nodeId: string, depth: number): Promise<MqLineageGraph> => {
    const res = await emulator.handle({ method: 'GET', url: `/api/v1/lineage?nodeId=${encodeURIComponent(nodeId)}&depth=${depth}` });
    return JSON.parse(res.body) as MqLineageGraph;
  };
  const focus = datasetNodeId(TALK.datasets.dailyRevenue);
  const topic = datasetNodeId(TALK.datasets.ordersTopic);
  const source = datasetNodeId(TALK.datasets.ordersTable);
  const connector = jobNodeId(TALK.jobs.ordersCdc);

  it('expanding upstream of the topic at depth 1 brings the connector and the Postgres source', async () => {
    const primary = await lineage(focus, 1);
    expect(primary.graph.map((n) => n.id)).not.toContain(connector);
    expect(expandableSides(primary, []).get(topic)?.upstream).toBe(true);

    const expansion = up(topic);
    const merged = mergeExpansions(primary, [{ expansion, answer: await lineage(topic, 1) }]);
    const graph = filterDirectionWithExpansions(buildLineageGraph(merged, { focusId: focus }), focus, 'both', [expansion]);
    expect(graph.nodes.has(connector)).toBe(true);
    expect(graph.nodes.has(source)).toBe(true);
    expect(graph.edges.map((e) => e.id)).toEqual(expect.arrayContaining([`${source}->${connector}`, `${connector}->${topic}`]));
    // The siblings the topic's answer also holds (the fraud job) are not upstream of the focus.
    expect(graph.nodes.has(jobNodeId(TALK.jobs.fraudDetector))).toBe(false);
    expect(expandableSides(merged, [expansion]).get(topic)).toBeUndefined();
  });
});

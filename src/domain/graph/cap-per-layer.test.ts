import { describe, expect, it } from 'vitest';
import { capPerLayer, layerKey, placeNodes } from './cap-per-layer.ts';
import { layeredGraph, testDataset, testGraph, testJob } from './layered-test-graph.ts';
import type { MoreNode, ReducedGraph } from './reduced-graph.ts';

function more(r: ReducedGraph): MoreNode[] {
  return r.synthetic.filter((s): s is MoreNode => s.kind === 'more');
}

function conserved(r: ReducedGraph): number {
  return r.graph.nodes.size + more(r).reduce((n, m) => n + m.hiddenIds.length, 0);
}

// A fan: focus dataset f ← job j ← 6 input datasets; f → 5 consumer jobs.
const focus = testDataset('f');
const writer = testJob('w');
const inputs = Array.from({ length: 6 }, (_, i) => testDataset(`in${i}`));
const readers = Array.from({ length: 5 }, (_, i) => testJob(`r${i}`));
const fan = testGraph(
  focus.id,
  [focus, writer, ...inputs, ...readers],
  [[writer.id, focus.id], ...inputs.map((d) => [d.id, writer.id] as const), ...readers.map((j) => [focus.id, j.id] as const)],
);

describe('capPerLayer', () => {
  it('hides the overflow of each layer and side behind one "more" node', () => {
    const r = capPerLayer(fan, focus.id, { max: 2, revealed: new Set() });
    const byKey = new Map(more(r).map((m) => [m.groupKey, m]));
    expect(byKey.get('upstream:2')?.hiddenIds).toHaveLength(4);
    expect(byKey.get('downstream:1')?.hiddenIds).toHaveLength(3);
    expect(r.graph.nodes.has(focus.id)).toBe(true);
    expect(r.graph.nodes.has(writer.id)).toBe(true);
    expect(conserved(r)).toBe(fan.nodes.size);
  });

  it('aggregates edges into the "more" node in their real direction', () => {
    const r = capPerLayer(fan, focus.id, { max: 2, revealed: new Set() });
    expect(r.syntheticEdges).toContainEqual(expect.objectContaining({ source: 'more:upstream:2', target: writer.id, multiplicity: 4 }));
    expect(r.syntheticEdges).toContainEqual(expect.objectContaining({ source: focus.id, target: 'more:downstream:1', multiplicity: 3 }));
  });

  it('shows a revealed layer whole', () => {
    const r = capPerLayer(fan, focus.id, { max: 2, revealed: new Set(['upstream:2']) });
    expect(more(r).map((m) => m.groupKey)).toEqual(['downstream:1']);
    expect(inputs.every((d) => r.graph.nodes.has(d.id))).toBe(true);
  });

  it('always shows pinned nodes', () => {
    const pinned = inputs[5]!.id;
    const r = capPerLayer(fan, focus.id, { max: 1, revealed: new Set(), pinned: new Set([pinned]) });
    expect(r.graph.nodes.has(pinned)).toBe(true);
    expect(conserved(r)).toBe(fan.nodes.size);
  });

  it('hides a node whose only nearer neighbour is hidden, and chains the "more" nodes', () => {
    // f → r0..r4 → out_i: with max 1 only r0's output can show.
    const outs = readers.map((_, i) => testDataset(`out${i}`));
    const g = testGraph(
      focus.id,
      [...fan.nodes.values(), ...outs],
      [...fan.edges.map((e) => [e.source, e.target] as const), ...readers.map((j, i) => [j.id, outs[i]!.id] as const)],
    );
    const r = capPerLayer(g, focus.id, { max: 1, revealed: new Set() });
    const shownOuts = outs.filter((d) => r.graph.nodes.has(d.id));
    expect(shownOuts).toHaveLength(1);
    expect(r.syntheticEdges).toContainEqual(expect.objectContaining({ source: 'more:downstream:1', target: 'more:downstream:2', multiplicity: 4 }));
    expect(r.graph.edges.every((e) => r.graph.nodes.has(e.source) && r.graph.nodes.has(e.target))).toBe(true);
  });

  it('places cycle members on their nearer side and siblings "around"', () => {
    const a = testDataset('a');
    const j1 = testJob('j1');
    const b = testDataset('b');
    const j2 = testJob('j2');
    const sibling = testJob('s');
    const out = testDataset('o');
    // a → j1 → b → j2 → a (cycle); a → s → o where s is only reachable from a's input side... o is downstream.
    const g = testGraph(
      a.id,
      [a, j1, b, j2, sibling, out],
      [
        [a.id, j1.id],
        [j1.id, b.id],
        [b.id, j2.id],
        [j2.id, a.id],
        [b.id, sibling.id],
        [sibling.id, out.id],
      ],
    );
    const places = placeNodes(g, a.id);
    expect(places.get(j2.id)).toEqual({ side: 'upstream', distance: 1 });
    expect(places.get(j1.id)).toEqual({ side: 'downstream', distance: 1 });
    const r = capPerLayer(g, a.id, { max: 1, revealed: new Set() });
    expect(conserved(r)).toBe(g.nodes.size);
  });

  it('keeps a focus missing from the graph from throwing, hiding the detached nodes', () => {
    const r = capPerLayer(fan, 'dataset:ns:nope', { max: 3, revealed: new Set() });
    expect(conserved(r)).toBe(fan.nodes.size);
  });

  it('conserves counts at 5,000 nodes and shows at most `max` per layer', () => {
    const big = layeredGraph(5000, 3);
    const r = capPerLayer(big, big.focusId, { max: 10, revealed: new Set() });
    expect(r.totalNodes).toBe(5000);
    expect(conserved(r)).toBe(5000);
    expect(r.hiddenNodes).toBe(5000 - r.graph.nodes.size);
    const perLayer = new Map<string, number>();
    for (const [id, p] of placeNodes(big, big.focusId)) {
      if (r.graph.nodes.has(id)) perLayer.set(layerKey(p), (perLayer.get(layerKey(p)) ?? 0) + 1);
    }
    expect(Math.max(...perLayer.values())).toBeLessThanOrEqual(10);
    const revealedAll = capPerLayer(big, big.focusId, { max: 10, revealed: new Set(more(r).map((m) => m.groupKey)) });
    expect(conserved(revealedAll)).toBe(5000);
    expect(revealedAll.graph.nodes.size).toBeGreaterThan(r.graph.nodes.size);
  });
});

import { describe, expect, it } from 'vitest';
import { buildLineageGraph } from '../../domain/graph/lineage-graph.ts';
import type { MqLineageGraph, MqLineageNode } from '../../domain/marquez-shapes.ts';
import type { LayoutResult } from '../../layout/layout-engine.ts';
import { elementReconciler, reconcileElements, toCanvasElements, withSelection } from './canvas-elements.ts';

const dataset = (ns: string, name: string, fields: string[]): MqLineageNode => ({
  id: `dataset:${ns}:${name}`,
  type: 'DATASET',
  data: { id: { namespace: ns, name }, namespace: ns, name, fields: fields.map((f) => ({ name: f, type: 'STRING' })) },
  inEdges: [],
  outEdges: [],
});
const job = (ns: string, name: string): MqLineageNode => ({
  id: `job:${ns}:${name}`,
  type: 'JOB',
  data: { id: { namespace: ns, name }, namespace: ns, name },
  inEdges: [],
  outEdges: [],
});

function talkLike() {
  const src = dataset('kafka://b:9092', 'orders', ['id', 'amount']);
  const j = job('flink', 'enrich');
  const out = dataset('s3://lake', 'warehouse/orders', ['id', 'amount']);
  src.outEdges = [{ origin: src.id, destination: j.id }];
  out.inEdges = [{ origin: j.id, destination: out.id }];
  const answer: MqLineageGraph = { graph: [src, j, out] };
  return { graph: buildLineageGraph(answer, { focusId: out.id }), ids: { src: src.id, job: j.id, out: out.id } };
}

const layoutOf = (ids: string[]): LayoutResult => ({
  nodes: Object.fromEntries(ids.map((id, i) => [id, { x: i * 300, y: 10, width: 200, height: 60 }])),
  ports: {},
  bends: {},
  width: 900,
  height: 100,
});

describe('canvas elements', () => {
  it('places nodes at their layout position, marks selection, hides nodes not laid out yet', () => {
    const { graph, ids } = talkLike();
    const placed = toCanvasElements({
      graph,
      expanded: new Set(),
      columnEdges: [],
      layout: layoutOf([ids.src, ids.job]),
    });
    const { edges } = placed;
    const nodes = withSelection(placed.nodes, ids.job);
    const byId = new Map(nodes.map((n) => [n.id, n]));
    expect(byId.get(ids.job)?.position).toEqual({ x: 300, y: 10 });
    expect(byId.get(ids.job)?.selected).toBe(true);
    expect(byId.get(ids.src)?.selected).toBe(false);
    expect(byId.get(ids.out)?.hidden).toBe(true);
    expect(byId.get(ids.src)?.hidden).toBeUndefined();
    expect(byId.get(ids.src)?.ariaLabel).toContain('orders');
    // Laid-out nodes carry their box as React Flow's size before measuring, so they are drawn in the first commit.
    expect(byId.get(ids.job)).toMatchObject({ initialWidth: 200, initialHeight: 60 });
    expect(byId.get(ids.out)?.initialWidth).toBeUndefined();
    expect(edges.map((e) => e.id).sort()).toEqual([`${ids.job}->${ids.out}`, `${ids.src}->${ids.job}`].sort());
  });

  it('merges decorations from another feature into node and edge data', () => {
    const { graph, ids } = talkLike();
    const edgeId = `${ids.src}->${ids.job}`;
    const { nodes, edges } = toCanvasElements({
      graph,
      expanded: new Set(),
      columnEdges: [],
      layout: layoutOf([ids.src, ids.job, ids.out]),
      decorations: {
        nodes: new Map([[ids.src, { dimmed: true }]]),
        edges: new Map([[edgeId, { level: 'dataset', badge: 'column lineage ends here' }]]),
      },
    });
    expect(nodes.find((n) => n.id === ids.src)?.data.dimmed).toBe(true);
    expect(nodes.find((n) => n.id === ids.out)?.data.dimmed).toBeUndefined();
    const edge = edges.find((e) => e.id === edgeId);
    expect(edge?.data).toMatchObject({ kind: 'lineage', level: 'dataset', badge: 'column lineage ends here' });
  });

  it('keeps the identity of unchanged elements and replaces changed ones', () => {
    const { graph, ids } = talkLike();
    const input = { graph, expanded: new Set<string>(), columnEdges: [], layout: layoutOf([ids.src, ids.job, ids.out]) };
    const first = toCanvasElements(input).nodes;
    const again = reconcileElements(first, toCanvasElements(input).nodes);
    expect(again).toBe(first);
    const moved = reconcileElements(first, toCanvasElements({ ...input, layout: layoutOf([ids.src, ids.out, ids.job]) }).nodes);
    expect(moved).not.toBe(first);
    const byId = (list: readonly { id: string }[], id: string) => list.find((n) => n.id === id);
    expect(byId(moved, ids.src)).toBe(byId(first, ids.src));
    expect(byId(moved, ids.job)).not.toBe(byId(first, ids.job));
  });

  it('selecting replaces the selected node only, and unselecting brings its unselected object back', () => {
    const { graph, ids } = talkLike();
    const nodes = toCanvasElements({ graph, expanded: new Set(), columnEdges: [], layout: layoutOf([ids.src, ids.job, ids.out]) }).nodes;
    const selected = withSelection(nodes, ids.job);
    expect(selected.filter((n, i) => n !== nodes[i]).map((n) => [n.id, n.selected])).toEqual([[ids.job, true]]);
    expect(withSelection(nodes, null)).toBe(nodes);
    expect(withSelection(nodes, 'dataset:not-drawn')).toBe(nodes);
  });

  it('a reconciler remembers its previous answer', () => {
    const reconcile = elementReconciler<{ id: string; data: { v: number } }>();
    const a = reconcile([{ id: 'x', data: { v: 1 } }]);
    const b = reconcile([{ id: 'x', data: { v: 1 } }]);
    expect(b).toBe(a);
    const c = reconcile([{ id: 'x', data: { v: 2 } }]);
    expect(c).not.toBe(a);
    expect(c[0]?.data.v).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import type { ElkNode } from 'elkjs/lib/elk-api';
import { createMainThreadLayoutEngine } from './main-thread-layout-engine.ts';
import { COMPACT_PLACEMENT_ABOVE, ELK_DEFAULT_OPTIONS, TRIBUTARY_ELK_OPTIONS, TRIBUTARY_LARGE_GRAPH_ELK_OPTIONS, elkOptionsFor } from './elk-options.ts';

function pipeline(): ElkNode {
  const dataset = (id: string, fields: string[]): ElkNode => ({
    id,
    width: 240,
    height: 64 + fields.length * 24,
    // Node-level, as the canvas's ELK input sets it (to-elk-graph.ts): the request's options reach only the root.
    layoutOptions: { 'elk.portConstraints': 'FIXED_ORDER' },
    ports: fields.flatMap((f, i) => [
      { id: `${id}::${f}::in`, width: 8, height: 8, layoutOptions: { 'elk.port.side': 'WEST', 'elk.port.index': String(i) } },
      { id: `${id}::${f}::out`, width: 8, height: 8, layoutOptions: { 'elk.port.side': 'EAST', 'elk.port.index': String(i) } },
    ]),
  });
  return {
    id: 'root',
    children: [
      dataset('dataset:kafka:orders', ['id', 'amount']),
      { id: 'job:flink:enrich', width: 220, height: 72 },
      dataset('dataset:iceberg:orders', ['id', 'amount']),
      { id: 'job:spark:daily', width: 220, height: 72 },
      dataset('dataset:iceberg:daily_revenue', ['day', 'revenue']),
      { id: 'dataset:other:island', width: 240, height: 64 },
    ],
    edges: [
      { id: 'e1', sources: ['dataset:kafka:orders'], targets: ['job:flink:enrich'] },
      { id: 'e2', sources: ['job:flink:enrich'], targets: ['dataset:iceberg:orders'] },
      { id: 'e3', sources: ['dataset:iceberg:orders::amount::out'], targets: ['job:spark:daily'] },
      { id: 'e4', sources: ['job:spark:daily'], targets: ['dataset:iceberg:daily_revenue::revenue::in'] },
    ],
  };
}

describe('main-thread layout engine', () => {
  it('positions every node and every port, left to right along the data flow', async () => {
    const engine = createMainThreadLayoutEngine();
    const graph = pipeline();
    const result = await engine.layout(graph);

    const nodeIds = (graph.children ?? []).map((c) => c.id);
    expect(Object.keys(result.nodes).sort()).toEqual([...nodeIds].sort());
    for (const id of nodeIds) {
      const box = result.nodes[id];
      expect(box, id).toBeDefined();
      expect(Number.isFinite(box?.x) && Number.isFinite(box?.y), id).toBe(true);
    }
    const portIds = (graph.children ?? []).flatMap((c) => (c.ports ?? []).map((p) => p.id));
    expect(Object.keys(result.ports).sort()).toEqual([...portIds].sort());

    const x = (id: string) => result.nodes[id]?.x ?? Number.NaN;
    expect(x('dataset:kafka:orders')).toBeLessThan(x('job:flink:enrich'));
    expect(x('job:flink:enrich')).toBeLessThan(x('dataset:iceberg:orders'));
    expect(x('dataset:iceberg:orders')).toBeLessThan(x('job:spark:daily'));
    expect(x('job:spark:daily')).toBeLessThan(x('dataset:iceberg:daily_revenue'));

    // FIXED_ORDER keeps the schema order of field ports: `id` stays above `amount` on both sides.
    const port = (id: string) => result.ports[id]?.y ?? Number.NaN;
    expect(port('dataset:iceberg:orders::id::out')).toBeLessThan(port('dataset:iceberg:orders::amount::out'));
    expect(result.ports['dataset:iceberg:orders::id::in']?.x).toBeLessThan(result.ports['dataset:iceberg:orders::id::out']?.x ?? 0);
    expect(result.width).toBeGreaterThan(0);
  });

  it('leaves the caller graph untouched (it may be a cache key)', async () => {
    const graph = pipeline();
    const before = JSON.stringify(graph);
    await createMainThreadLayoutEngine().layout(graph);
    expect(JSON.stringify(graph)).toBe(before);
  });

  it('no two nodes overlap', async () => {
    const result = await createMainThreadLayoutEngine().layout(pipeline());
    const boxes = Object.entries(result.nodes);
    for (const [a, p] of boxes) {
      for (const [b, q] of boxes) {
        if (a >= b) continue;
        const apart = p.x + p.width <= q.x || q.x + q.width <= p.x || p.y + p.height <= q.y || q.y + q.height <= p.y;
        expect(apart, `${a} overlaps ${b}`).toBe(true);
      }
    }
  });

  it('accepts other option sets (the benchmark baseline)', async () => {
    const result = await createMainThreadLayoutEngine().layout(pipeline(), { layoutOptions: { ...ELK_DEFAULT_OPTIONS } });
    expect(Object.keys(result.nodes)).toHaveLength(6);
  });

  it('rejects an already-aborted request without laying out', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(createMainThreadLayoutEngine().layout(pipeline(), { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('main-thread layout engine lifecycle', () => {
  it('dispose rejects pending requests as aborted and the engine still works afterwards', async () => {
    const engine = createMainThreadLayoutEngine();
    const pending = engine.layout(pipeline());
    engine.dispose();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    const result = await engine.layout(pipeline());
    expect(Object.keys(result.nodes)).toHaveLength(6);
  });
});

describe('small-graph options', () => {
  it('lay a long chain out left to right in one row, without wrapping it into rows', async () => {
    const chain: ElkNode = {
      id: 'root',
      children: Array.from({ length: 12 }, (_, i) => ({ id: `n${i}`, width: 200, height: 60 })),
      edges: Array.from({ length: 11 }, (_, i) => ({ id: `e${i}`, sources: [`n${i}`], targets: [`n${i + 1}`] })),
    };
    const result = await createMainThreadLayoutEngine().layout(chain, { layoutOptions: { ...elkOptionsFor(12) } });
    const rows = new Set(Object.values(result.nodes).map((b) => Math.round(b.y)));
    expect(rows.size).toBe(1);
    for (let i = 0; i < 11; i++) expect(result.nodes[`n${i + 1}`]?.x ?? 0).toBeGreaterThan(result.nodes[`n${i}`]?.x ?? 0);
    expect(elkOptionsFor(12)).toBe(TRIBUTARY_ELK_OPTIONS);
  });
});

describe('large-graph options', () => {
  it('switch to compact placement above the threshold, and still lay every node out without overlaps', async () => {
    expect(elkOptionsFor(COMPACT_PLACEMENT_ABOVE)).toBe(TRIBUTARY_ELK_OPTIONS);
    const n = COMPACT_PLACEMENT_ABOVE + 50;
    expect(elkOptionsFor(n)).toBe(TRIBUTARY_LARGE_GRAPH_ELK_OPTIONS);
    // A layered DAG: node i feeds i+1 and i+7, so layers hold several nodes each.
    const graph: ElkNode = {
      id: 'root',
      children: Array.from({ length: n }, (_, i) => ({ id: `n${i}`, width: 200, height: 60 })),
      edges: Array.from({ length: n }, (_, i) => i).flatMap((i) => [
        ...(i + 1 < n ? [{ id: `a${i}`, sources: [`n${i}`], targets: [`n${i + 1}`] }] : []),
        ...(i + 7 < n ? [{ id: `b${i}`, sources: [`n${i}`], targets: [`n${i + 7}`] }] : []),
      ]),
    };
    const result = await createMainThreadLayoutEngine().layout(graph, { layoutOptions: { ...elkOptionsFor(n) } });
    const boxes = Object.values(result.nodes);
    expect(boxes).toHaveLength(n);
    const overlaps = boxes.filter((p, i) =>
      boxes.slice(i + 1).some((q) => p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height),
    );
    expect(overlaps).toEqual([]);
    for (let i = 0; i + 1 < n; i++) expect(result.nodes[`n${i + 1}`]?.x ?? 0).toBeGreaterThan(result.nodes[`n${i}`]?.x ?? 0);
  });
});

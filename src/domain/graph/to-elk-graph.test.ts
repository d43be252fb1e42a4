import { describe, expect, it } from 'vitest';
import { WAREHOUSE, miniTalkEvents } from '../test-fixtures/mini-talk.ts';
import { snapshotFromRunEvents } from '../trace/snapshot-from-events.ts';
import { columnEdges } from './column-edges.ts';
import { DEFAULT_NODE_SIZES, toElkGraph } from './to-elk-graph.ts';
import { toFlowElements } from './to-flow-elements.ts';

const snapshot = snapshotFromRunEvents(miniTalkEvents());
const enriched = `dataset:${WAREHOUSE}:warehouse/shop/orders_enriched`;
const revenue = `dataset:${WAREHOUSE}:warehouse/shop/daily_revenue`;
const spark = 'job:spark:daily_revenue_job.execute_insert.daily_revenue';
const edges = columnEdges(snapshot.graph, snapshot.datasets);

describe('toElkGraph', () => {
  it('maps nodes and table edges with sizes, collapsed datasets without ports', () => {
    const elk = toElkGraph(snapshot.graph, { expanded: new Set() });
    expect(elk.children).toHaveLength(snapshot.graph.nodes.size);
    expect(elk.edges).toHaveLength(snapshot.graph.edges.length);
    const rev = elk.children?.find((c) => c.id === revenue);
    expect(rev).toMatchObject({ width: DEFAULT_NODE_SIZES.datasetWidth, height: DEFAULT_NODE_SIZES.datasetHeaderHeight });
    expect(rev?.ports).toBeUndefined();
  });

  it('gives expanded datasets one in and one out port per field, and routes column segments through the job', () => {
    const elk = toElkGraph(snapshot.graph, { expanded: new Set([enriched, revenue]), columnEdges: edges });
    const rev = elk.children?.find((c) => c.id === revenue);
    expect(rev?.ports?.map((p) => p.id)).toEqual([
      `${revenue}::in::order_date`,
      `${revenue}::out::order_date`,
      `${revenue}::in::total_revenue_usd`,
      `${revenue}::out::total_revenue_usd`,
    ]);
    expect(rev?.height).toBe(DEFAULT_NODE_SIZES.datasetHeaderHeight + 2 * DEFAULT_NODE_SIZES.fieldRowHeight);
    const segs = elk.edges?.filter((e) => e.id.startsWith('col:')) ?? [];
    expect(segs).toContainEqual(expect.objectContaining({ sources: [`${enriched}::out::amount_usd`], targets: [spark] }));
    expect(segs).toContainEqual(expect.objectContaining({ sources: [spark], targets: [`${revenue}::in::total_revenue_usd`] }));
    // Never a straight field → field edge.
    expect(segs.every((e) => e.sources[0] === spark || e.targets[0] === spark)).toBe(true);
  });

  it('draws only the expanded side of a field edge', () => {
    const elk = toElkGraph(snapshot.graph, { expanded: new Set([revenue]), columnEdges: edges });
    const segs = elk.edges?.filter((e) => e.id.startsWith('col:')) ?? [];
    expect(segs.length).toBeGreaterThan(0);
    expect(segs.every((e) => e.sources[0] === spark)).toBe(true);
  });
});

describe('toFlowElements', () => {
  it('makes React Flow nodes with Marquez ids, positions and field handles on column edges', () => {
    const positions = new Map([[revenue, { x: 10, y: 20 }]]);
    const { nodes, edges: rf } = toFlowElements(snapshot.graph, { expanded: new Set([enriched, revenue]), columnEdges: edges, positions });
    const rev = nodes.find((n) => n.id === revenue);
    expect(rev).toMatchObject({ type: 'dataset', position: { x: 10, y: 20 }, data: { expanded: true } });
    expect(nodes.find((n) => n.id === spark)?.type).toBe('job');
    const seg = rf.find((e) => e.type === 'column' && e.target === revenue && e.targetHandle === 'in::total_revenue_usd');
    expect(seg).toMatchObject({ source: spark, data: { kind: 'column', type: 'DIRECT' } });
    expect(rf.filter((e) => e.type === 'lineage')).toHaveLength(snapshot.graph.edges.length);
  });

  it('merges column edges that share a segment', () => {
    const { edges: rf } = toFlowElements(snapshot.graph, { expanded: new Set([enriched]), columnEdges: edges });
    const orderTs = rf.find((e) => e.type === 'column' && e.sourceHandle === 'out::order_ts' && e.data?.kind === 'column' && e.data.type === 'DIRECT');
    expect(orderTs?.data?.kind === 'column' && orderTs.data.columnEdgeIds).toHaveLength(1);
    const indirect = rf.find((e) => e.type === 'column' && e.sourceHandle === 'out::order_ts' && e.data?.kind === 'column' && e.data.type === 'INDIRECT');
    expect(indirect).toBeDefined();
  });
});

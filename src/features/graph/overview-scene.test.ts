import { describe, expect, it } from 'vitest';
import type { LayoutResult } from '../../layout/layout-engine.ts';
import type { CanvasAnyNode, CanvasEdge } from './graph-flow-types.ts';
import { buildOverviewScene, overviewNodeAt } from './overview-scene.ts';
import { GRAPH_NODE_SIZES } from './graph-sizes.ts';

const dataset = (id: string, kind: string, extra: Record<string, unknown> = {}) =>
  ({
    id,
    type: 'dataset',
    position: { x: 0, y: 0 },
    data: { node: { datasetKind: kind, fields: [] }, expanded: false, focused: false, ...extra },
  }) as unknown as CanvasAnyNode;
const job = (id: string, engine: string, extra: Record<string, unknown> = {}) =>
  ({ id, type: 'job', position: { x: 0, y: 0 }, data: { node: { engine: { engine } }, focused: false, ...extra } }) as unknown as CanvasAnyNode;
const edge = (source: string, target: string, data: Record<string, unknown> = {}, handles: Partial<CanvasEdge> = {}) =>
  ({ id: `${source}->${target}`, source, target, type: 'lineage', data, ...handles }) as unknown as CanvasEdge;

const layout: LayoutResult = {
  nodes: {
    a: { x: 0, y: 0, width: 224, height: 68 },
    j: { x: 300, y: 0, width: 184, height: 68 },
    b: { x: 560, y: 0, width: 224, height: 68 + 48 },
  },
  ports: { 'b::in::amount': { nodeId: 'b', x: 0, y: 68 + 24 + 12 } },
  bends: {},
  width: 784,
  height: 116,
};

describe('overview scene', () => {
  it('batches boxes by colour and dimming, with the minimap colours, and outlines the selected and focused nodes', () => {
    const nodes = [dataset('a', 'kafka-topic', { focused: true }), job('j', 'flink', { dimmed: true }), { ...dataset('b', 'kafka-topic'), selected: true }];
    const scene = buildOverviewScene(nodes, [], layout);
    expect(scene.nodeCount).toBe(3);
    expect(scene.boxes).toEqual([
      { color: 'var(--tb-engine-kafka)', dimmed: false, coords: [0, 0, 224, 68, 560, 0, 224, 116] },
      { color: 'var(--tb-engine-flink)', dimmed: true, coords: [300, 0, 184, 68] },
    ]);
    expect(scene.outlined).toEqual([0, 0, 224, 68, 560, 0, 224, 116]);
  });

  it('draws edges from handle to handle: header middle, job middle, or the field row a port names; by lineage level', () => {
    const nodes = [dataset('a', 'kafka-topic'), job('j', 'flink'), dataset('b', 'iceberg-table')];
    const edges = [edge('a', 'j'), edge('j', 'b', { level: 'dataset', dimmed: true }, { targetHandle: 'in::amount' })];
    const scene = buildOverviewScene(nodes, edges, layout);
    expect(scene.curves).toEqual([
      { color: 'var(--tb-muted)', dimmed: false, coords: [224, GRAPH_NODE_SIZES.datasetHeaderHeight / 2, 300, 34] },
      { color: 'var(--tb-level-dataset)', dimmed: true, coords: [484, 34, 560, 104] },
    ]);
  });

  it('leaves out hidden nodes, nodes the layout has not placed, and edges to them', () => {
    const nodes = [dataset('a', 'kafka-topic'), { ...job('j', 'flink'), hidden: true }, dataset('zz', 'other')];
    const scene = buildOverviewScene(nodes, [edge('a', 'j'), edge('a', 'zz')], layout);
    expect(scene.nodeCount).toBe(1);
    expect(scene.curves).toEqual([]);
  });

  it('finds the node under a point the way a click would, and nothing between nodes', () => {
    const nodes = [dataset('a', 'kafka-topic'), job('j', 'flink'), dataset('b', 'iceberg-table')];
    expect(overviewNodeAt(nodes, layout, { x: 310, y: 30 })).toBe('j');
    expect(overviewNodeAt(nodes, layout, { x: 250, y: 30 })).toBeNull();
    expect(overviewNodeAt([{ ...job('j', 'flink'), hidden: true }], layout, { x: 310, y: 30 })).toBeNull();
  });
});

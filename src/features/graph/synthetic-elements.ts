import type { ReducedGraph } from '../../domain/graph/reduced-graph.ts';
import { SYNTHETIC_NODE_SIZE } from '../../domain/graph/reduced-elements.ts';
import type { LayoutResult } from '../../layout/layout-engine.ts';
import type { CanvasEdge, CanvasSyntheticNode } from './graph-flow-types.ts';

/**
 * React Flow nodes for a reduced graph's group and "show N more" nodes, and edges for its aggregate edges (a
 * badge gives the multiplicity when one drawn edge stands for several). Unplaced nodes stay hidden until laid out.
 */
export function toSyntheticElements(reduced: ReducedGraph, layout: LayoutResult | undefined): { nodes: CanvasSyntheticNode[]; edges: CanvasEdge[] } {
  const nodes = reduced.synthetic.map((s): CanvasSyntheticNode => {
    const box = layout?.nodes[s.id];
    const base = {
      id: s.id,
      position: box ? { x: box.x, y: box.y } : { x: 0, y: 0 },
      ...SYNTHETIC_NODE_SIZE,
      draggable: false,
      ...(box ? {} : { hidden: true }),
    };
    if (s.kind === 'group') {
      return { ...base, type: 'collapsed', ariaLabel: `Group ${s.label}: ${s.memberIds.length} nodes`, data: { group: s } };
    }
    return { ...base, type: 'more', ariaLabel: `Show ${s.hiddenIds.length} more ${s.side} nodes`, data: { more: s } };
  });
  const edges = reduced.syntheticEdges.map((e): CanvasEdge => ({
    id: e.id,
    source: e.source,
    target: e.target,
    type: 'lineage',
    data: { kind: 'lineage', ...(e.multiplicity > 1 ? { badge: `×${e.multiplicity}` } : {}) },
  }));
  return { nodes, edges };
}

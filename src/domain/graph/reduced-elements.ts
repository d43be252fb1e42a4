import type { ElkNode } from 'elkjs/lib/elk-api';
import type { ColumnEdge } from './column-edges.ts';
import type { ReducedGraph } from './reduced-graph.ts';
import { toElkGraph, type ElkMappingOptions } from './to-elk-graph.ts';

/** Box of a group or "show N more" node, in px; the canvas renders the same box. */
export const SYNTHETIC_NODE_SIZE = { width: 200, height: 68 } as const;

/**
 * Column edges whose job and datasets are all still drawn: one through a hidden node would make ELK (and React
 * Flow) meet an edge to a node that does not exist.
 */
export function visibleColumnEdges(reduced: ReducedGraph, columnEdges: readonly ColumnEdge[]): readonly ColumnEdge[] {
  if (reduced.hiddenNodes === 0) return columnEdges;
  const shown = reduced.graph.nodes;
  return columnEdges.filter((ce) => (ce.jobId === null || shown.has(ce.jobId)) && shown.has(ce.from.datasetId) && shown.has(ce.to.datasetId));
}

/**
 * ELK input for a reduced graph: {@link toElkGraph} of the real nodes still shown, plus a fixed-size box per group
 * or "more" node and one edge per aggregate edge. Pure.
 */
export function toReducedElkGraph(reduced: ReducedGraph, options: ElkMappingOptions): ElkNode {
  const base = toElkGraph(reduced.graph, { ...options, columnEdges: visibleColumnEdges(reduced, options.columnEdges ?? []) });
  if (reduced.synthetic.length === 0) return base;
  return {
    ...base,
    children: [...(base.children ?? []), ...reduced.synthetic.map((s) => ({ id: s.id, ...SYNTHETIC_NODE_SIZE }))],
    edges: [...(base.edges ?? []), ...reduced.syntheticEdges.map((e) => ({ id: e.id, sources: [e.source], targets: [e.target] }))],
  };
}

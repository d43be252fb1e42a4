import type { Edge, Node } from '@xyflow/react';
import type { Transformation } from '../column-lineage/column-lineage-types.ts';
import type { ColumnEdge } from './column-edges.ts';
import type { ExplicitEdgeKind } from './explicit-edges.ts';
import type { DatasetNode, JobNode, LineageGraph } from './lineage-graph.ts';
import { fieldHandleId } from './ports.ts';
import { columnSegments, DEFAULT_NODE_SIZES, nodeSize, type ColumnSegment, type NodeSizes } from './to-elk-graph.ts';

// React Flow requires `data` to be a Record, so these are type aliases, not interfaces.
export type DatasetFlowData = { node: DatasetNode; expanded: boolean; focused: boolean };
export type JobFlowData = { node: JobNode; focused: boolean };
export type LineageFlowEdgeData = {
  kind: 'lineage';
  /** A run read or wrote it, but Marquez's `/lineage` no longer draws it (run-level lineage). */
  runOnly?: boolean;
  /**
   * Not from `/lineage`: a view's own lineage, a job-to-job flow or a run's scheduling dependency
   * (explicit-edges.ts), or a pair a job's lineage facet states, drawn through the job (stated-pairs.ts).
   */
  explicit?: ExplicitEdgeKind | 'stated';
  /** A stated pair's path crosses its job at lane `lane` of `lanes`, top to bottom. */
  via?: { jobId: string; lane: number; lanes: number };
};
export type ColumnFlowEdgeData = {
  kind: 'column';
  type: 'DIRECT' | 'INDIRECT';
  /** Every column edge this segment carries (one input field can feed several outputs through one job). */
  columnEdgeIds: string[];
  transformations: Transformation[];
};

export type DatasetFlowNode = Node<DatasetFlowData, 'dataset'>;
export type JobFlowNode = Node<JobFlowData, 'job'>;
export type LineageFlowNode = DatasetFlowNode | JobFlowNode;
export type LineageFlowEdge = Edge<LineageFlowEdgeData, 'lineage'> | Edge<ColumnFlowEdgeData, 'column'>;

export interface FlowMappingOptions {
  expanded: ReadonlySet<string>;
  /** Top-left positions from the layout; nodes without one sit at the origin until laid out. */
  positions?: ReadonlyMap<string, { x: number; y: number }>;
  columnEdges?: readonly ColumnEdge[];
  sizes?: Partial<NodeSizes>;
}

/** A column edge's segment as a React Flow edge, ending on the field handles of the datasets that draw fields. */
export function segmentEdge<D extends ColumnFlowEdgeData>(s: ColumnSegment, data: D): Edge<D, 'column'> {
  return {
    id: s.id,
    source: s.source,
    target: s.target,
    ...(s.sourcePort ? { sourceHandle: fieldHandleId('out', s.field) } : {}),
    ...(s.targetPort ? { targetHandle: fieldHandleId('in', s.targetField ?? s.field) } : {}),
    type: 'column',
    data,
  };
}

/**
 * React Flow node and edge descriptors for a domain graph: ids are Marquez nodeIds; column edges become segments
 * through their job, with field handles `in::FIELD` / `out::FIELD` on the dataset nodes.
 */
export function toFlowElements(graph: LineageGraph, options: FlowMappingOptions): { nodes: LineageFlowNode[]; edges: LineageFlowEdge[] } {
  const sizes = { ...DEFAULT_NODE_SIZES, ...options.sizes };
  const nodes: LineageFlowNode[] = [...graph.nodes.values()].map((node) => {
    const position = options.positions?.get(node.id) ?? { x: 0, y: 0 };
    const focused = node.id === graph.focusId;
    if (node.kind === 'job') {
      return { id: node.id, type: 'job', position, ...nodeSize(node, false, sizes), data: { node, focused } };
    }
    const expanded = options.expanded.has(node.id);
    return { id: node.id, type: 'dataset', position, ...nodeSize(node, expanded, sizes), data: { node, expanded, focused } };
  });
  const edges: LineageFlowEdge[] = graph.edges.map((e) => ({
    id: e.id,
    source: e.source,
    target: e.target,
    type: 'lineage',
    data: e.observed?.inMarquezView === false ? { kind: 'lineage', runOnly: true } : { kind: 'lineage' },
  }));
  const segments = new Map<string, Edge<ColumnFlowEdgeData, 'column'>>();
  for (const ce of options.columnEdges ?? []) {
    for (const s of columnSegments(graph, ce, options.expanded)) {
      const existing = segments.get(s.id);
      if (existing?.data) {
        existing.data.columnEdgeIds.push(ce.id);
        continue;
      }
      segments.set(s.id, segmentEdge(s, { kind: 'column', type: ce.type, columnEdgeIds: [ce.id], transformations: [...ce.transformations] }));
    }
  }
  return { nodes, edges: [...edges, ...segments.values()] };
}

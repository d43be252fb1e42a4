import type { ElkExtendedEdge, ElkNode, ElkPort, LayoutOptions } from 'elkjs/lib/elk-api';
import type { ColumnEdge } from './column-edges.ts';
import type { GraphNode, LineageGraph } from './lineage-graph.ts';
import { fieldPortId } from './ports.ts';

/** Node box sizes in px; the canvas renders with the same numbers so ELK's boxes match the DOM. */
export interface NodeSizes {
  jobWidth: number;
  jobHeight: number;
  datasetWidth: number;
  /** Height of a collapsed dataset, and of the header of an expanded one. */
  datasetHeaderHeight: number;
  fieldRowHeight: number;
}

/**
 * The one set of node boxes: ELK lays out exactly these and the canvas's node components render into exactly these,
 * so field handles sit where ELK put their ports. Sized so that at 1280×720 the talk pipeline fits the screen at a
 * zoom where 14 px text still reads on a projector.
 */
export const DEFAULT_NODE_SIZES: NodeSizes = {
  jobWidth: 184,
  jobHeight: 68,
  datasetWidth: 224,
  datasetHeaderHeight: 68,
  fieldRowHeight: 24,
};

/** ELK `layered`, left to right; ports keep the positions given so field rows line up with their handles. */
export const ELK_ROOT_OPTIONS: LayoutOptions = {
  'elk.algorithm': 'layered',
  'elk.direction': 'RIGHT',
  'elk.layered.spacing.nodeNodeBetweenLayers': '80',
  'elk.spacing.nodeNode': '32',
  'elk.layered.crossingMinimization.strategy': 'LAYER_SWEEP',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  'elk.edgeRouting': 'SPLINES',
};

export interface ElkMappingOptions {
  /** Dataset ids shown with their fields. */
  expanded: ReadonlySet<string>;
  sizes?: Partial<NodeSizes>;
  /** Field edges (from {@link columnEdges}); only segments touching an expanded dataset are laid out. */
  columnEdges?: readonly ColumnEdge[];
}

/** Size of a node box, shared by the ELK input and the React Flow nodes. */
export function nodeSize(node: GraphNode, expanded: boolean, sizes: NodeSizes): { width: number; height: number } {
  if (node.kind === 'job') return { width: sizes.jobWidth, height: sizes.jobHeight };
  // Fields folded away on stage are counted in one row below the shown ones.
  const rows = expanded ? node.fields.length + (node.foldedFields ? 1 : 0) : 0;
  return { width: sizes.datasetWidth, height: sizes.datasetHeaderHeight + rows * sizes.fieldRowHeight };
}

function fieldPorts(node: GraphNode, sizes: NodeSizes): ElkPort[] {
  if (node.kind !== 'dataset') return [];
  return node.fields.flatMap((f, i) => {
    const y = sizes.datasetHeaderHeight + i * sizes.fieldRowHeight + sizes.fieldRowHeight / 2;
    return [
      { id: fieldPortId(node.id, 'in', f.name), x: 0, y, width: 1, height: 1, layoutOptions: { 'elk.port.side': 'WEST' } },
      { id: fieldPortId(node.id, 'out', f.name), x: sizes.datasetWidth - 1, y, width: 1, height: 1, layoutOptions: { 'elk.port.side': 'EAST' } },
    ];
  });
}

/** One drawn piece of a field edge: either input field → job or job → output field. */
export interface ColumnSegment {
  id: string;
  source: string;
  target: string;
  /** ELK port ids; null on the job end. */
  sourcePort: string | null;
  targetPort: string | null;
  /** The field at the dataset end (at the source end of a field → field segment). */
  field: string;
  /** The target's field of a field → field segment (a column edge no job can be told for). */
  targetField?: string;
}

/**
 * A field edge as its two segments through the job: input field port → job, job → output field port. A segment
 * whose dataset is collapsed (or lacks the field) is dropped, since the table edge already draws it. An edge no job
 * can be told for is one segment straight from field to field, drawn only when both fields show: through a guessed
 * job it would credit the wrong one.
 */
export function columnSegments(graph: LineageGraph, edge: ColumnEdge, expanded: ReadonlySet<string>): ColumnSegment[] {
  const hasField = (datasetId: string, field: string | null): field is string => {
    const n = graph.nodes.get(datasetId);
    return field !== null && expanded.has(datasetId) && n?.kind === 'dataset' && n.fields.some((f) => f.name === field);
  };
  const segments: ColumnSegment[] = [];
  if (edge.jobId === null) {
    if (!hasField(edge.from.datasetId, edge.from.field) || !hasField(edge.to.datasetId, edge.to.field)) return segments;
    const from = fieldPortId(edge.from.datasetId, 'out', edge.from.field);
    const to = fieldPortId(edge.to.datasetId, 'in', edge.to.field);
    segments.push({
      id: `col:${from}->${to}:${edge.type}`,
      source: edge.from.datasetId,
      target: edge.to.datasetId,
      sourcePort: from,
      targetPort: to,
      field: edge.from.field,
      targetField: edge.to.field,
    });
    return segments;
  }
  if (hasField(edge.from.datasetId, edge.from.field)) {
    const port = fieldPortId(edge.from.datasetId, 'out', edge.from.field);
    segments.push({
      id: `col:${port}->${edge.jobId}:${edge.type}`,
      source: edge.from.datasetId,
      target: edge.jobId,
      sourcePort: port,
      targetPort: null,
      field: edge.from.field,
    });
  }
  if (hasField(edge.to.datasetId, edge.to.field)) {
    const port = fieldPortId(edge.to.datasetId, 'in', edge.to.field);
    segments.push({
      id: `col:${edge.jobId}->${port}:${edge.type}`,
      source: edge.jobId,
      target: edge.to.datasetId,
      sourcePort: null,
      targetPort: port,
      field: edge.to.field,
    });
  }
  return segments;
}

/**
 * ELK input for a domain graph: one node per graph node (expanded datasets get a WEST and an EAST port per field,
 * at fixed positions), table-level edges, and the column-edge segments through jobs. Pure: no ELK is run here.
 */
export function toElkGraph(graph: LineageGraph, options: ElkMappingOptions): ElkNode {
  const sizes = { ...DEFAULT_NODE_SIZES, ...options.sizes };
  const children: ElkNode[] = [...graph.nodes.values()].map((node) => {
    const expanded = node.kind === 'dataset' && options.expanded.has(node.id);
    const ports = expanded ? fieldPorts(node, sizes) : [];
    return {
      id: node.id,
      ...nodeSize(node, expanded, sizes),
      ...(ports.length > 0 ? { ports, layoutOptions: { 'elk.portConstraints': 'FIXED_POS' } } : {}),
    };
  });
  const edges: ElkExtendedEdge[] = graph.edges.map((e) => ({ id: e.id, sources: [e.source], targets: [e.target] }));
  const seen = new Set(edges.map((e) => e.id));
  for (const ce of options.columnEdges ?? []) {
    for (const s of columnSegments(graph, ce, options.expanded)) {
      if (seen.has(s.id)) continue;
      seen.add(s.id);
      edges.push({ id: s.id, sources: [s.sourcePort ?? s.source], targets: [s.targetPort ?? s.target] });
    }
  }
  return { id: 'root', layoutOptions: ELK_ROOT_OPTIONS, children, edges };
}

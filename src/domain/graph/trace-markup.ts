import { datasetNodeId, jobNodeId } from '../node-id.ts';
import type { HopLevel, TraceEndpoint, TraceHop, TraceResult } from '../trace/trace-types.ts';
import { columnEdgeId, type ColumnEdge } from './column-edges.ts';
import type { LineageGraph } from './lineage-graph.ts';
import { columnSegments } from './to-elk-graph.ts';

/**
 * How a view marks up an edge of the cross-engine graph: its lineage level, dimming, an optional text badge. One
 * contract for the graph, the trace overlay and FLIP-314. (Type aliases: React Flow's `data` must be assignable to
 * Record<string, unknown>.)
 */
export type EdgeMarkup = {
  level?: HopLevel;
  /** Off the traced path: drawn at 25% opacity. */
  dimmed?: boolean;
  /** Short text drawn on the edge, e.g. "column lineage ends here". */
  badge?: string;
};

/** How a view marks up a node. */
export type NodeMarkup = {
  dimmed?: boolean;
  /** Fields outlined inside an expanded dataset (the traced value). */
  highlightedFields?: readonly string[];
};

/** Markup by React Flow id (Marquez nodeId for nodes, domain edge id for edges). */
export interface GraphMarkup {
  nodes: Map<string, NodeMarkup>;
  edges: Map<string, EdgeMarkup>;
}

/** The words of the degrade badge on the canvas (docs/ui-conventions.md#visual-language). */
export const DEGRADE_BADGE = 'column lineage ends here';

// When several hops share a table edge, the reported level wins over a guess: column, then derived (from SQL),
// stitched, dataset, inferred — the one precedence every view uses.
export const LEVEL_RANK: Readonly<Record<HopLevel, number>> = { column: 0, derived: 1, stitched: 2, dataset: 3, inferred: 4 };

const dsId = (p: TraceEndpoint) => datasetNodeId({ namespace: p.namespace, name: p.dataset });

function sameColumn(hop: TraceHop, ce: ColumnEdge): boolean {
  return (
    // A hop credited to no job is the column edge drawn through none.
    (hop.job === null ? ce.jobId === null : jobNodeId(hop.job) === ce.jobId) &&
    dsId(hop.from) === ce.from.datasetId &&
    hop.from.field === ce.from.field &&
    dsId(hop.to) === ce.to.datasetId &&
    hop.to.field === ce.to.field
  );
}

/**
 * The trace's derived hops as column edges (field → job → field), so the canvas draws them like reported ones, in the
 * derived style: the graph's own column edges come from reported lineage only (column-edges.ts).
 */
export function derivedColumnEdges(results: readonly TraceResult[]): ColumnEdge[] {
  const out = new Map<string, ColumnEdge>();
  for (const h of results.flatMap((r) => r.hops)) {
    if (h.level !== 'derived' || !h.job || h.from.field === null) continue;
    const edge = {
      jobId: jobNodeId(h.job),
      candidates: [jobNodeId(h.job)],
      from: { datasetId: dsId(h.from), field: h.from.field },
      to: { datasetId: dsId(h.to), field: h.to.field },
      type: 'DIRECT' as const,
      transformations: h.transformations,
      source: 'facet' as const,
    };
    const id = columnEdgeId(edge);
    out.set(id, { id, ...edge });
  }
  return [...out.values()];
}

/** Datasets whose fields the trace names: expanded on the canvas so the traced field and its column edges show. */
export function tracedDatasets(results: readonly TraceResult[]): string[] {
  const out = new Set<string>();
  for (const r of results) {
    out.add(datasetNodeId({ namespace: r.target.namespace, name: r.target.dataset }));
    for (const h of r.hops) for (const p of [h.from, h.to]) if (p.field !== null) out.add(dsId(p));
  }
  return [...out];
}

/**
 * Canvas markup for a trace: path nodes and edges stay, everything else dims; path table edges take the hop's level
 * (column solid, derived solid teal, dataset dashed amber, inferred dotted, stitched double); the job → dataset edge of every degrade
 * point carries the badge; the traced field and every field on the path are outlined; field segments of column
 * hops are kept, all others dim.
 */
export function traceMarkup(
  graph: LineageGraph,
  columnEdges: readonly ColumnEdge[],
  expanded: ReadonlySet<string>,
  results: readonly TraceResult[],
): GraphMarkup {
  const pathNodes = new Set<string>();
  const fields = new Map<string, Set<string>>();
  const levels = new Map<string, HopLevel>();
  const mark = (p: TraceEndpoint) => {
    const id = dsId(p);
    pathNodes.add(id);
    if (p.field === null) return;
    const set = fields.get(id) ?? new Set<string>();
    set.add(p.field);
    fields.set(id, set);
  };
  const level = (edgeId: string, l: HopLevel) => {
    const prior = levels.get(edgeId);
    if (prior === undefined || LEVEL_RANK[l] < LEVEL_RANK[prior]) levels.set(edgeId, l);
  };
  const hops = results.flatMap((r) => r.hops);
  for (const r of results) mark({ namespace: r.target.namespace, dataset: r.target.dataset, field: r.target.field });
  for (const h of hops) {
    mark(h.from);
    mark(h.to);
    if (h.job) {
      const job = jobNodeId(h.job);
      pathNodes.add(job);
      level(`${dsId(h.from)}->${job}`, h.level);
      level(`${job}->${dsId(h.to)}`, h.level);
    } else {
      level(`stitch:${dsId(h.from)}->${dsId(h.to)}`, h.level);
      level(`stitch:${dsId(h.to)}->${dsId(h.from)}`, h.level);
    }
  }

  const edgeIds = new Set(graph.edges.map((e) => e.id));
  const badges = new Map<string, string>();
  for (const r of results) {
    for (const d of r.degradations) {
      const target = datasetNodeId(d.dataset);
      const direct = d.job ? `${jobNodeId(d.job)}->${target}` : null;
      const edge = direct && edgeIds.has(direct) ? direct : [...levels.keys()].find((id) => edgeIds.has(id) && id.endsWith(`->${target}`));
      if (edge) badges.set(edge, DEGRADE_BADGE);
    }
  }

  const edges = new Map<string, EdgeMarkup>();
  for (const e of graph.edges) {
    const l = levels.get(e.id);
    const badge = badges.get(e.id);
    edges.set(e.id, l === undefined ? { dimmed: true } : { level: l, ...(badge ? { badge } : {}) });
  }
  const columnHops = hops.filter((h) => h.level === 'column');
  const keptSegments = new Set<string>();
  const allSegments = new Set<string>();
  for (const ce of columnEdges) {
    const onPath = columnHops.some((h) => sameColumn(h, ce));
    for (const s of columnSegments(graph, ce, expanded)) {
      allSegments.add(s.id);
      if (onPath) keptSegments.add(s.id);
    }
  }
  for (const id of allSegments) edges.set(id, keptSegments.has(id) ? { level: 'column' } : { dimmed: true });
  for (const ce of derivedColumnEdges(results)) for (const s of columnSegments(graph, ce, expanded)) edges.set(s.id, { level: 'derived' });
  for (const [id, l] of levels) if (id.startsWith('stitch:')) edges.set(id, { level: l });

  const nodes = new Map<string, NodeMarkup>();
  for (const n of graph.nodes.values()) {
    const highlighted = fields.get(n.id);
    nodes.set(n.id, pathNodes.has(n.id) ? (highlighted ? { highlightedFields: [...highlighted] } : {}) : { dimmed: true });
  }
  return { nodes, edges };
}

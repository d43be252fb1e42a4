import type { ExplicitSources } from '../trace/lineage-snapshot.ts';
import { explicitGraphEdges, type ExplicitEdgeKind } from './explicit-edges.ts';
import { mayStateLineage } from './job-lineage-entries.ts';
import type { LineageGraph } from './lineage-graph.ts';
import { statedRoutes } from './stated-pairs.ts';
import type { LineageFlowEdgeData } from './to-flow-elements.ts';

/** An edge the canvas draws from facets, as React Flow takes it (`ariaLabel` is what it says, for a person). */
export interface ExplicitFlowEdge {
  id: string;
  source: string;
  target: string;
  type: 'lineage';
  zIndex: number;
  ariaLabel: string;
  data: LineageFlowEdgeData & { badge?: string };
}

/** The short words on an edge that has no job (a view) or no dataset (job to job) between its ends. */
const BADGES: Readonly<Record<ExplicitEdgeKind, string>> = { view: 'no job', 'job-flow': 'no dataset', schedule: 'schedule' };

/**
 * What the canvas draws from lineage facets and scheduling dependencies beyond `/lineage`
 * (docs/openlineage-facets.md#explicit-lineage-facet): the views' and job-to-job edges, the scheduling dependencies
 * when asked (`schedule`), and each stated pair of a job whose facet leaves pairs out, as its own path through the
 * job; `replaced` are the table edges those paths are drawn instead of. Nothing (and no work past one look at each
 * node) for a graph without these facets.
 */
export function explicitCanvasEdges(
  graph: LineageGraph,
  options: { schedule: boolean; sources?: ReadonlyMap<string, ExplicitSources> },
): { edges: ExplicitFlowEdge[]; replaced: ReadonlySet<string> } {
  // The 10,000-node canvas has no node details, hence no facets: one look at each node and nothing more.
  if (!options.schedule && !mayStateLineage(graph, options.sources)) return { edges: [], replaced: new Set() };
  const name = (id: string) => graph.nodes.get(id)?.name ?? id;
  const edges: ExplicitFlowEdge[] = explicitGraphEdges(graph, options).map((e) => ({
    id: e.id,
    source: e.source,
    target: e.target,
    type: 'lineage',
    zIndex: 0,
    ariaLabel: e.label,
    data: { kind: 'lineage', explicit: e.kind, badge: BADGES[e.kind] },
  }));
  const { routes, replaced } = statedRoutes(graph, options.sources);
  for (const r of routes) {
    edges.push({
      id: r.id,
      source: r.input,
      target: r.output,
      type: 'lineage',
      zIndex: 0,
      ariaLabel: `${name(r.input)} feeds ${name(r.output)} through ${name(r.jobId)}, as its lineage facet states`,
      data: { kind: 'lineage', explicit: 'stated', via: { jobId: r.jobId, lane: r.lane, lanes: r.lanes } },
    });
  }
  return { edges, replaced };
}

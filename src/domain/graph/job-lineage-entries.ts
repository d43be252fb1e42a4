import { parseLineageJobFacet, type ExplicitLineageEntry } from '../facets/lineage-facet.ts';
import { isRecord } from '../facets/read-facet.ts';
import type { ExplicitSources } from '../trace/lineage-snapshot.ts';
import type { LineageGraph } from './lineage-graph.ts';

/** A job node as far as its stated lineage goes: its id and the job GET's facets. */
interface JobLike {
  id: string;
  details: { facets?: unknown } | null;
}

/**
 * A job's explicit lineage entries as the trace reads them (docs/openlineage-facets.md#explicit-lineage-facet): the
 * declared (JobEvent) and observed (latest run) facets together when they were told apart, else the facet Marquez's
 * job GET keeps. Null when the job states no lineage — then its inputs × outputs stand as they are.
 */
export function jobLineageEntries(node: JobLike, sources?: ReadonlyMap<string, ExplicitSources>): ExplicitLineageEntry[] | null {
  const given = sources?.get(node.id);
  const raws =
    given && (given.declared !== undefined || given.observed !== undefined)
      ? [given.declared, given.observed]
      : [isRecord(node.details?.facets) ? node.details.facets.lineage : undefined];
  let entries: ExplicitLineageEntry[] | null = null;
  for (const raw of raws) {
    const parsed = raw === undefined ? null : parseLineageJobFacet(raw);
    if (parsed) entries = [...(entries ?? []), ...parsed.entries];
  }
  return entries;
}

/**
 * Whether any node of the graph may carry a lineage facet: one pass over plain properties, so a graph without
 * facets (the 10,000-node canvas, whose node details are not fetched) costs nothing more.
 */
export function mayStateLineage(graph: Pick<LineageGraph, 'nodes'>, sources?: ReadonlyMap<string, ExplicitSources>): boolean {
  if (sources && sources.size > 0) return true;
  for (const n of graph.nodes.values()) {
    const facets = n.details?.facets;
    if (isRecord(facets) && facets.lineage !== undefined) return true;
  }
  return false;
}

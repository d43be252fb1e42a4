import { parseLineageDatasetFacet, type LineageJobRef } from '../facets/lineage-facet.ts';
import { isRecord } from '../facets/read-facet.ts';
import { datasetNodeId, jobNodeId } from '../node-id.ts';
import { jobLineageEntries } from './job-lineage-entries.ts';
import type { LineageGraph } from './lineage-graph.ts';

/** A flow a lineage facet states that `/lineage` does not hold, by nodeIds: `a` feeds `b`. */
export interface ExplicitLink {
  a: string;
  b: string;
}

/**
 * At most this many links are followed: each far end not on the canvas costs a `/lineage` request, and a facet is
 * untrusted (a hostile one may name thousands of datasets).
 */
export const MAX_EXPLICIT_LINKS = 24;

/**
 * The flows the graph's lineage facets state that Marquez's `/lineage` cannot hold (docs/openlineage-facets.md#explicit-lineage-facet):
 * a view's own facet (its inputs → the view, no job) and a job's job-to-job flow. The canvas loads the lineage around
 * an end it does not have yet and lets the direction filter walk them as edges, as it does accepted stitches: a view
 * whose inputs no job reads is otherwise drawn alone. Scheduling dependencies are not flows and are not followed.
 */
export function explicitLinks(graph: Pick<LineageGraph, 'nodes'>): ExplicitLink[] {
  const links = new Map<string, ExplicitLink>();
  const add = (a: string, b: string) => {
    if (a !== b && links.size < MAX_EXPLICIT_LINKS) links.set(`${a}\u0000${b}`, { a, b });
  };
  for (const node of graph.nodes.values()) {
    const facets = node.details?.facets;
    if (!isRecord(facets) || facets.lineage === undefined) continue;
    if (node.kind === 'dataset') {
      const lineage = parseLineageDatasetFacet(facets.lineage);
      for (const s of [...(lineage?.inputs ?? []), ...[...(lineage?.fields.values() ?? [])].flat()]) if (s.kind === 'dataset') add(datasetNodeId(s), node.id);
      continue;
    }
    const own = (ref: LineageJobRef) => (ref ? jobNodeId(ref) : node.id);
    for (const entry of jobLineageEntries(node) ?? []) {
      const target = entry.target.kind === 'job' ? own(entry.target.job) : datasetNodeId(entry.target);
      for (const s of entry.inputs ?? []) if (s.kind === 'job' && s.job) add(own(s.job), target);
    }
  }
  return [...links.values()];
}

import type { ElkExtendedEdge } from 'elkjs/lib/elk-api';
import type { StitchLink } from '../stitching/stitch-policy.ts';
import type { LineageGraph } from './lineage-graph.ts';

/**
 * The links the direction filter walks like edges — accepted stitches (the written name → the read name) and the
 * flows lineage facets state (a view's inputs → the view, job → job) — as ELK edges between drawn nodes, so ELK
 * layers them like any edge: a view lands right of its inputs instead of beside them, and the canvas's stitched and
 * "no job" edges run forward between layers rather than around cards. A link with an end not drawn (capped, grouped
 * or outside the direction) is left out: ELK would meet an edge to a node that does not exist.
 */
export function layeringEdges(graph: Pick<LineageGraph, 'nodes'>, links: readonly StitchLink[]): ElkExtendedEdge[] {
  const edges = new Map<string, ElkExtendedEdge>();
  for (const { a, b } of links) {
    if (a === b || !graph.nodes.has(a) || !graph.nodes.has(b)) continue;
    const id = `layer:${a}->${b}`;
    if (!edges.has(id)) edges.set(id, { id, sources: [a], targets: [b] });
  }
  return [...edges.values()];
}

import type { GraphDirection } from '../direction.ts';
import { adjacency, type LineageGraph } from './lineage-graph.ts';

/** Breadth-first reach from `start` over `next` (iterative: lineage chains can be thousands of hops long). */
export function reach(start: string, next: ReadonlyMap<string, readonly string[]>): Set<string> {
  const seen = new Set([start]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    for (const n of next.get(queue[i]!) ?? []) {
      if (!seen.has(n)) {
        seen.add(n);
        queue.push(n);
      }
    }
  }
  return seen;
}

/**
 * Keeps what is upstream and/or downstream of `focusId`. Marquez's `/lineage` is undirected (siblings come back too,
 * docs/marquez-api.md#lineage-is-undirected), so this walks edges backward for upstream and forward for downstream, as
 * Marquez web does. An edge survives when both its ends are on the same side, so a sibling reading the focus's input
 * is dropped. `full` returns the graph unchanged. A focus missing from the graph yields an empty graph.
 */
export function filterDirection(graph: LineageGraph, focusId: string, direction: GraphDirection): LineageGraph {
  if (direction === 'full') return graph;
  if (!graph.nodes.has(focusId)) return { focusId, nodes: new Map(), edges: [] };
  const adj = adjacency(graph);
  const up = direction === 'downstream' ? new Set<string>() : reach(focusId, adj.incoming);
  const down = direction === 'upstream' ? new Set<string>() : reach(focusId, adj.outgoing);
  const keep = new Set([focusId, ...up, ...down]);
  const nodes = new Map([...graph.nodes].filter(([id]) => keep.has(id)));
  const edges = graph.edges.filter((e) => (up.has(e.source) && up.has(e.target)) || (down.has(e.source) && down.has(e.target)));
  return { focusId, nodes, edges };
}

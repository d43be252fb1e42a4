import type { MqEdge, MqLineageGraph, MqLineageNode } from '../domain/marquez-shapes.ts';

/** Which way the trace walks; `both` fetches what either walk can reach. */
export type ReachDirection = 'upstream' | 'downstream' | 'both';

/** Two dataset nodeIds joined by an accepted stitch: the walk crosses it either way. */
export interface StitchLink {
  a: string;
  b: string;
}

/**
 * Union of several `/lineage` answers (the target's, and the far ends of accepted stitches): one node per id, edges
 * de-duplicated. Marquez answers are undirected neighbourhoods, so overlapping answers repeat nodes and edges.
 */
export function mergeLineage(answers: readonly MqLineageGraph[]): MqLineageGraph {
  const nodes = new Map<string, MqLineageNode>();
  const key = (e: MqEdge) => `${e.origin}\u0000${e.destination}`;
  for (const answer of answers) {
    for (const n of answer.graph) {
      const prior = nodes.get(n.id);
      if (!prior) {
        nodes.set(n.id, { ...n, inEdges: [...n.inEdges], outEdges: [...n.outEdges] });
        continue;
      }
      const inKeys = new Set(prior.inEdges.map(key));
      const outKeys = new Set(prior.outEdges.map(key));
      for (const e of n.inEdges) if (!inKeys.has(key(e))) prior.inEdges.push(e);
      for (const e of n.outEdges) if (!outKeys.has(key(e))) prior.outEdges.push(e);
    }
  }
  // The first answer is the view's own; its run-level summary (window, stale runs) describes the merge too.
  const runLevel = answers.find((a) => a.runLevel)?.runLevel;
  return runLevel ? { graph: [...nodes.values()], runLevel } : { graph: [...nodes.values()] };
}

/**
 * The nodes a trace from `startId` can visit in a lineage answer: producers and their inputs upstream, consumers and
 * their outputs downstream, crossing accepted stitches. Only these need a dataset or job GET, which keeps a trace to
 * a handful of requests instead of one per node of a depth-20 neighbourhood.
 */
export function reachableNodes(lineage: MqLineageGraph, startId: string, direction: ReachDirection, stitches: readonly StitchLink[] = []): Set<string> {
  const byId = new Map(lineage.graph.map((n) => [n.id, n]));
  const peers = new Map<string, string[]>();
  for (const s of stitches) {
    peers.set(s.a, [...(peers.get(s.a) ?? []), s.b]);
    peers.set(s.b, [...(peers.get(s.b) ?? []), s.a]);
  }
  const walk = (dir: 'upstream' | 'downstream', seen: Set<string>): void => {
    const queue = [startId];
    const visited = new Set<string>([startId]);
    seen.add(startId);
    for (let i = 0; i < queue.length; i++) {
      const id = queue[i]!;
      const node = byId.get(id);
      const next = [
        ...(node ? (dir === 'upstream' ? node.inEdges.map((e) => e.origin) : node.outEdges.map((e) => e.destination)) : []),
        ...(peers.get(id) ?? []),
      ];
      for (const n of next) {
        if (visited.has(n)) continue;
        visited.add(n);
        seen.add(n);
        queue.push(n);
      }
    }
  };
  const seen = new Set<string>();
  if (direction !== 'downstream') walk('upstream', seen);
  if (direction !== 'upstream') walk('downstream', seen);
  return seen;
}

import { mergeAllLineage } from '../graph/merge-lineage-answers.ts';
import type { MqLineageGraph } from '../marquez-shapes.ts';
import type { StitchLink } from '../stitching/stitch-policy.ts';
import { sidesOf, type Side, type TraceDirection } from '../direction.ts';

/** Union of several `/lineage` answers: the domain's one merge (the canvas uses it too). */
export const mergeLineage = mergeAllLineage;

/**
 * The nodes a trace from `startId` can visit in a lineage answer: producers and their inputs upstream, consumers and
 * their outputs downstream, crossing accepted stitches. Only these need a dataset or job GET, which keeps a trace to
 * a handful of requests instead of one per node of a depth-20 neighbourhood.
 */
export function reachableNodes(lineage: MqLineageGraph, startId: string, direction: TraceDirection, stitches: readonly StitchLink[] = []): Set<string> {
  const byId = new Map(lineage.graph.map((n) => [n.id, n]));
  const peers = new Map<string, string[]>();
  for (const s of stitches) {
    peers.set(s.a, [...(peers.get(s.a) ?? []), s.b]);
    peers.set(s.b, [...(peers.get(s.b) ?? []), s.a]);
  }
  const walk = (dir: Side, seen: Set<string>): void => {
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
  // `both` fetches what either walk can reach.
  for (const side of sidesOf(direction)) walk(side, seen);
  return seen;
}

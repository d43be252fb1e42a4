import type { Side } from '../direction.ts';
import type { MqEdge, MqLineageGraph, MqLineageNode } from '../marquez-shapes.ts';

function edgeKey(e: MqEdge): string {
  return `${e.origin}\u0000${e.destination}`;
}

function unionEdges(a: readonly MqEdge[], b: readonly MqEdge[]): MqEdge[] | null {
  const seen = new Set(a.map(edgeKey));
  const extra = b.filter((e) => !seen.has(edgeKey(e)) && seen.add(edgeKey(e)));
  return extra.length === 0 ? null : [...a, ...extra];
}

/**
 * The union of two `/lineage` answers (the focus's and one fetched around a boundary node): every node once, by
 * id, with the union of its in- and out-edges. The first answer's `data` wins for a node in both, so the view
 * does not flicker when an expansion re-reports a node. Neither input is modified (they are react-query cache
 * entries); nodes that gained no edge keep their identity.
 */
export function mergeLineageAnswers(a: MqLineageGraph, b: MqLineageGraph): MqLineageGraph {
  const byId = new Map<string, MqLineageNode>();
  for (const n of a.graph) byId.set(n.id, n);
  for (const n of b.graph) {
    const existing = byId.get(n.id);
    if (!existing) {
      byId.set(n.id, n);
      continue;
    }
    // A malformed pair (same id, different type) keeps the first: mixing them would make a job with dataset data.
    if (existing.type !== n.type) continue;
    const inEdges = unionEdges(existing.inEdges, n.inEdges);
    const outEdges = unionEdges(existing.outEdges, n.outEdges);
    if (inEdges || outEdges) {
      byId.set(n.id, { ...existing, inEdges: inEdges ?? existing.inEdges, outEdges: outEdges ?? existing.outEdges });
    }
  }
  // A run-level summary (window, stale runs) describes the view's own answer: the first that has one.
  const runLevel = a.runLevel ?? b.runLevel;
  // A first view's facets (MqLineageGraph.facets) draw its datasets in whatever the answer is merged into.
  const facets = a.facets && b.facets ? { ...b.facets, ...a.facets } : (a.facets ?? b.facets);
  return { graph: [...byId.values()], ...(runLevel ? { runLevel } : {}), ...(facets ? { facets } : {}) };
}

/** {@link mergeLineageAnswers} over any number of answers, in order: the one merge every view and the trace use. */
export function mergeAllLineage(answers: readonly MqLineageGraph[]): MqLineageGraph {
  const [first, ...rest] = answers;
  return rest.reduce(mergeLineageAnswers, first ?? { graph: [] });
}

/** Which ways a node's lineage may continue past what an answer holds. */
export type OpenSides = Record<Side, boolean>;

/**
 * Datasets of an answer with no edge on a side: where "expand upstream/downstream" may fetch more. Marquez's BFS
 * returns every input and output of each job it reached, so a job is never open; it stops at the datasets of the
 * last hop without saying whether their lineage goes on, so an edge-less side of a dataset is only a maybe.
 */
export function openBoundaries(answer: MqLineageGraph): Map<string, OpenSides> {
  const open = new Map<string, OpenSides>();
  for (const n of answer.graph) {
    if (n.type !== 'DATASET') continue;
    const upstream = n.inEdges.length === 0;
    const downstream = n.outEdges.length === 0;
    if (upstream || downstream) open.set(n.id, { upstream, downstream });
  }
  return open;
}

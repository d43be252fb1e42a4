import type { MqLineageGraph } from '../marquez-shapes.ts';
import { adjacency, type LineageGraph } from './lineage-graph.ts';
import type { GraphDirection, Side } from '../direction.ts';
import { filterDirection, reach } from './filter-direction.ts';
import { mergeLineageAnswers, openBoundaries, type OpenSides } from './merge-lineage-answers.ts';

/** One lazy expansion: a depth-1 `/lineage` answer around `nodeId`, kept for its `side`. */
export interface LineageExpansion {
  nodeId: string;
  /** The side of the node the user asked to see more of. */
  side: Side;
}

/** An expansion with its answer, `undefined` while it loads or when it failed. */
export interface FetchedExpansion {
  expansion: LineageExpansion;
  answer: MqLineageGraph | undefined;
}

/**
 * Merges expansion answers into `primary`, each only once its node is in what is merged so far: an expansion left
 * over from another focus (the URL keeps them across refocus) then adds nothing. An expansion of a node that an
 * earlier expansion brought in is merged too, whatever the URL order. Returns `primary` itself when nothing
 * applies, and never modifies an input (they are react-query cache entries).
 */
export function mergeExpansions(primary: MqLineageGraph, fetched: readonly FetchedExpansion[]): MqLineageGraph {
  let merged = primary;
  const present = new Set(primary.graph.map((n) => n.id));
  const pending = fetched.filter((f) => f.answer !== undefined);
  let progressed = true;
  while (progressed) {
    progressed = false;
    for (let i = 0; i < pending.length; i++) {
      const f = pending[i]!;
      if (!present.has(f.expansion.nodeId) || !f.answer) continue;
      merged = mergeLineageAnswers(merged, f.answer);
      for (const n of f.answer.graph) present.add(n.id);
      pending.splice(i, 1);
      i--;
      progressed = true;
    }
  }
  return merged;
}

/**
 * Where an "expand upstream/downstream" button belongs: the open sides of {@link openBoundaries}, minus the sides
 * already expanded (an expanded side that is still edge-less is a true source or sink, not a maybe).
 */
export function expandableSides(answer: MqLineageGraph, expansions: readonly LineageExpansion[]): Map<string, OpenSides> {
  const done = new Set(expansions.map((e) => `${e.side}\u0000${e.nodeId}`));
  const result = new Map<string, OpenSides>();
  for (const [id, sides] of openBoundaries(answer)) {
    const upstream = sides.upstream && !done.has(`upstream\u0000${id}`);
    const downstream = sides.downstream && !done.has(`downstream\u0000${id}`);
    if (upstream || downstream) result.set(id, { upstream, downstream });
  }
  return result;
}

/**
 * {@link filterDirection}, plus what each expansion asked for: the side walked from an expanded node that is
 * itself kept. Without this, "expand downstream" of an upstream dataset would fetch its consumers and the
 * `both` filter would hide them again as siblings. Edges survive when both ends lie on one walk, as in
 * `filterDirection`. Returns the focus filter's result itself when no expansion applies.
 */
export function filterDirectionWithExpansions(
  graph: LineageGraph,
  focusId: string,
  direction: GraphDirection,
  expansions: readonly LineageExpansion[],
): LineageGraph {
  const base = filterDirection(graph, focusId, direction);
  if (direction === 'full' || expansions.length === 0 || base.nodes.size === 0) return base;
  const adj = adjacency(graph);
  const keep = new Set(base.nodes.keys());
  const walks: Set<string>[] = [];
  const walked = new Set<LineageExpansion>();
  let progressed = true;
  // An expansion counts once its node is kept, which another expansion may cause: iterate to a fixpoint.
  while (progressed) {
    progressed = false;
    for (const e of expansions) {
      if (walked.has(e) || !keep.has(e.nodeId) || !graph.nodes.has(e.nodeId)) continue;
      walked.add(e);
      progressed = true;
      const walk = reach(e.nodeId, e.side === 'upstream' ? adj.incoming : adj.outgoing);
      walks.push(walk);
      for (const id of walk) keep.add(id);
    }
  }
  if (walks.length === 0) return base;
  const baseEdges = new Set(base.edges);
  const nodes = new Map([...graph.nodes].filter(([id]) => keep.has(id)));
  const edges = graph.edges.filter((e) => baseEdges.has(e) || walks.some((w) => w.has(e.source) && w.has(e.target)));
  return { focusId, nodes, edges };
}

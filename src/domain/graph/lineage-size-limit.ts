/**
 * The most nodes one lineage answer may hold for Tributary to draw it (issue 19). 10,000 nodes stay usable: laid out
 * in the worker, painted by the overview canvas. A 50,000-node answer (~90 MB of JSON from the synthetic pipeline)
 * would cost seconds of validation and hundreds of MB before anything could be drawn, so it is refused once its
 * nodes are counted, before it is validated (docs/architecture.md#large-graphs).
 */
export const MAX_LINEAGE_NODES = 20_000;

/** An answer over the limit: how many nodes it held, and the limit it broke. */
export interface OversizedLineage {
  nodes: number;
  limit: number;
}

/** How many nodes an unvalidated `/lineage` body holds (its `graph` array), or null when it has no such array. */
export function lineageAnswerSize(json: unknown): number | null {
  if (typeof json !== 'object' || json === null) return null;
  const graph = (json as { graph?: unknown }).graph;
  return Array.isArray(graph) ? graph.length : null;
}

/** The refusal for an answer of `nodes` nodes, or null when it may be drawn. */
export function oversizedLineage(nodes: number, limit: number = MAX_LINEAGE_NODES): OversizedLineage | null {
  return nodes > limit ? { nodes, limit } : null;
}

/**
 * Smaller depths to offer instead of `depth`, largest first: half, a quarter, … down to 1, at most three. Marquez's
 * `/lineage` is undirected (docs/marquez-api.md#lineage-is-undirected), so the direction filter and grouping, both
 * applied in the browser, cannot make its answer smaller: only the depth can.
 */
export function narrowerDepths(depth: number): number[] {
  const out: number[] = [];
  for (let d = Math.floor(depth / 2); d >= 1 && out.length < 3; d = Math.floor(d / 2)) out.push(d);
  if (depth > 1 && !out.includes(1)) out.splice(Math.min(out.length, 2), out.length, 1);
  return out;
}

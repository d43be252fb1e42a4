/**
 * The canvas's extra edges (edges the domain graph does not hold) from several sources: the trace's derived field
 * segments and the accepted stitches' edges are drawn together, one edge per id, the first given winning. The markup
 * comes back unchanged (the same object) when there is nothing to add, and the edges are never copied, so a memoised
 * caller keeps its identities.
 */
export function mergeExtraEdges<E extends { readonly id: string }, M extends { readonly extraEdges?: readonly E[] | undefined }>(
  markup: M | undefined,
  extra: readonly E[],
): M | { extraEdges: readonly E[] } | undefined {
  if (extra.length === 0) return markup;
  const own = markup?.extraEdges ?? [];
  const seen = new Set(own.map((e) => e.id));
  const added: E[] = [];
  for (const e of extra) {
    if (seen.has(e.id)) continue;
    seen.add(e.id);
    added.push(e);
  }
  if (added.length === 0) return markup;
  const extraEdges = own.length === 0 ? added : [...own, ...added];
  return markup ? { ...markup, extraEdges } : { extraEdges };
}

/**
 * The markup with `replaced` edges marked so (a stating job's table edges, whose stated pairs are drawn instead:
 * stated-pairs.ts), keeping what else marks them. The markup comes back unchanged (the same object) when none is.
 */
export function withReplacedEdges<E extends { replaced?: boolean }, M extends { readonly edges?: ReadonlyMap<string, E> | undefined }>(
  markup: M | undefined,
  replaced: ReadonlySet<string>,
): M | { edges: ReadonlyMap<string, E | { replaced: boolean }> } | undefined {
  if (replaced.size === 0) return markup;
  const edges = new Map<string, E | { replaced: boolean }>(markup?.edges ?? []);
  for (const id of replaced) edges.set(id, { ...markup?.edges?.get(id), replaced: true });
  return markup ? { ...markup, edges } : { edges };
}

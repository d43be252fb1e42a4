// Above this many members a group is joined as a chain instead of all pairs: the chain already connects every
// member, and a hostile catalog (thousands of namespaces for one topic) cannot blow up into millions of candidates.
const MAX_ALL_PAIRS = 50;

/** Index pairs (i < j) to compare within a group of `n` look-alikes: all pairs, or a chain for large groups. */
export function groupPairs(n: number): [number, number][] {
  const out: [number, number][] = [];
  if (n > MAX_ALL_PAIRS) {
    for (let i = 1; i < n; i++) out.push([i - 1, i]);
    return out;
  }
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) out.push([i, j]);
  return out;
}

import type { DatasetIdentity } from './catalog.ts';
import { identityKey } from './catalog.ts';

/** How a name a `columnLineage` facet uses matches a dataset an event reports. */
export interface FacetNameMatch {
  reported: DatasetIdentity;
  /** 0..1: how sure the match is. */
  confidence: number;
  /** Why, in words. */
  evidence: string;
}

// Path and table names split the same way: `/warehouse/db/t`, `db/t` and `catalog.db.t` all end in `db`, `t`.
const parts = (name: string): string[] => name.split(/[/.]+/).filter((p) => p.length > 0);

function endsWith(long: string[], short: string[]): boolean {
  return short.length > 0 && short.length <= long.length && short.every((p, i) => long[long.length - short.length + i] === p);
}

/**
 * Whether `named` (an input a facet names) is probably `reported` (a dataset an event reports), and how sure:
 * names equal but for slashes (0.9), one name a whole-segment suffix of the other in the same namespace — a
 * shorter or longer spelling of the same table or path (0.8), the same name in another namespace (0.6), only the
 * last segment equal in the same namespace (0.5). Null when none holds or both are the same identity.
 */
export function matchFacetName(named: DatasetIdentity, reported: DatasetIdentity): FacetNameMatch | null {
  if (identityKey(named) === identityKey(reported)) return null;
  const a = parts(named.name);
  const b = parts(reported.name);
  if (a.length === 0 || b.length === 0) return null;
  const sameNs = named.namespace === reported.namespace;
  const shown = `${reported.namespace} ${reported.name}`;
  if (sameNs && a.length === b.length && endsWith(a, b)) {
    return { reported, confidence: 0.9, evidence: `the facet names ${named.name}, an event reports ${shown}: equal but for separators` };
  }
  if (sameNs && (endsWith(a, b) || endsWith(b, a))) {
    const shorter = a.length < b.length ? 'shorter' : 'longer';
    return { reported, confidence: 0.8, evidence: `the facet names ${named.name}, a ${shorter} spelling of ${shown} in the same namespace` };
  }
  if (!sameNs && named.name === reported.name) {
    return { reported, confidence: 0.6, evidence: `the facet names ${named.namespace} ${named.name}; an event reports the same name as ${shown}` };
  }
  if (sameNs && a[a.length - 1] === b[b.length - 1]) {
    return { reported, confidence: 0.5, evidence: `the facet names ${named.name}; ${shown} has the same last segment` };
  }
  return null;
}

/**
 * The reported dataset a facet-only name most likely is: the best {@link matchFacetName} among `preferred` (the
 * writing job's own inputs, when known), else among `all`. Ties go to the first in the given order.
 */
export function likelyReportedDataset(
  named: DatasetIdentity,
  preferred: readonly DatasetIdentity[],
  all: readonly DatasetIdentity[] = [],
): FacetNameMatch | null {
  for (const pool of [preferred, all]) {
    let best: FacetNameMatch | null = null;
    for (const ref of pool) {
      const m = matchFacetName(named, ref);
      if (m && (!best || m.confidence > best.confidence)) best = m;
    }
    if (best) return best;
  }
  return null;
}

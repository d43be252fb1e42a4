import type { Catalog, DatasetIdentity } from './catalog.ts';
import { compareIdentities, identityKey } from './catalog.ts';
import { catalogResolver } from './catalog-resolver.ts';
import { LineageReach } from './lineage-reach.ts';
import { icebergStitches } from './rule-iceberg.ts';
import { kafkaStitches } from './rule-kafka.ts';
import { facetInputStitches } from './rule-facet-input.ts';
import { storagePathStitches } from './rule-storage-path.ts';
import { symlinkStitches } from './rule-symlink.ts';
import type { ProposedStitch, StitchCandidate } from './stitch-candidate.ts';
import { STITCH_RULES } from './stitch-candidate.ts';

function clamp01(x: number): number {
  if (!Number.isFinite(x)) return 0;
  return Math.round(Math.min(1, Math.max(0, x)) * 100) / 100;
}

// The stitched edge should read in the flow of data: from the name a job writes to the name a job reads.
function orient(p: ProposedStitch, reach: LineageReach): [DatasetIdentity, DatasetIdentity] {
  const xw = reach.isWritten(p.x);
  const yw = reach.isWritten(p.y);
  if (xw !== yw) return xw ? [p.x, p.y] : [p.y, p.x];
  const xr = reach.isRead(p.x);
  const yr = reach.isRead(p.y);
  if (xr !== yr) return yr ? [p.x, p.y] : [p.y, p.x];
  return compareIdentities(p.x, p.y) <= 0 ? [p.x, p.y] : [p.y, p.x];
}

function better(a: ProposedStitch, b: ProposedStitch): boolean {
  if (a.confidence !== b.confidence) return a.confidence > b.confidence;
  return STITCH_RULES.indexOf(a.rule) < STITCH_RULES.indexOf(b.rule);
}

/**
 * Datasets that are probably the same but that lineage does not connect (issue 6): (a) symlink identifiers,
 * (b) Kafka namespaces differing only in bootstrap servers, (c) Iceberg location vs catalog name, (d) storage
 * paths differing by slashes or scheme alias, (e) a name only a columnLineage facet uses vs the reported dataset it
 * most likely is.
 *
 * One candidate per unordered pair (the most confident rule wins), never a dataset with itself, never a pair
 * lineage already connects (an alias row of the same Marquez dataset, or a directed path through jobs).
 * Sorted by confidence (descending), rule, then `a` and `b`, so equal catalogs give equal lists.
 */
export function findStitchCandidates(catalog: Catalog): StitchCandidate[] {
  const resolver = catalogResolver(catalog);
  const reach = new LineageReach(catalog, resolver.canonical);
  const best = new Map<string, ProposedStitch>();
  const proposals = [
    ...symlinkStitches(catalog),
    ...kafkaStitches(catalog),
    ...icebergStitches(catalog),
    ...storagePathStitches(catalog),
    ...facetInputStitches(catalog),
  ];
  for (const raw of proposals) {
    // Marquez lists an alias as its own row (docs/marquez-behaviours.md#symlinks-and-aliases): fold it onto its
    // dataset, so an alias is never "stitched" to the table it already belongs to.
    const x = resolver.dataset(raw.x)?.ref ?? raw.x;
    const y = resolver.dataset(raw.y)?.ref ?? raw.y;
    const p = { ...raw, x, y, confidence: clamp01(raw.confidence) };
    const kx = identityKey(p.x);
    const ky = identityKey(p.y);
    if (kx === ky) continue;
    const pairKey = kx < ky ? `${kx}\u0001${ky}` : `${ky}\u0001${kx}`;
    const seen = best.get(pairKey);
    if (seen && !better(p, seen)) continue;
    if (!seen && reach.connected(p.x, p.y)) continue;
    best.set(pairKey, p);
  }

  const out: StitchCandidate[] = [];
  for (const p of best.values()) {
    const [a, b] = orient(p, reach);
    out.push({ a, b, rule: p.rule, confidence: p.confidence, hint: p.hint, evidence: p.evidence });
  }
  return out.sort(
    (m, n) =>
      n.confidence - m.confidence || STITCH_RULES.indexOf(m.rule) - STITCH_RULES.indexOf(n.rule) || compareIdentities(m.a, n.a) || compareIdentities(m.b, n.b),
  );
}

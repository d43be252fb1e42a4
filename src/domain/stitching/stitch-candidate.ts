import type { DatasetIdentity } from './catalog.ts';

/** Which heuristic proposed a stitch (issue 6 (a)–(d); `facet-input`: issue 16). */
export type StitchRule = 'symlink' | 'kafka-bootstrap' | 'iceberg-location' | 'storage-path' | 'facet-input';

/** Rule priority when two rules propose the same pair with equal confidence: the more explicit evidence first. */
export const STITCH_RULES: readonly StitchRule[] = ['symlink', 'kafka-bootstrap', 'iceberg-location', 'storage-path', 'facet-input'];

/**
 * Two datasets that are probably the same thing but that lineage does not connect.
 *
 * `a` is the side lineage writes into when that is known (so a stitched edge reads `a → b` in the flow of data);
 * otherwise the pair is in identity order.
 */
export interface StitchCandidate {
  a: DatasetIdentity;
  b: DatasetIdentity;
  rule: StitchRule;
  /** 0..1: how sure the heuristic is that `a` and `b` name one dataset. */
  confidence: number;
  /** What to change in the producers so the break disappears. */
  hint: string;
  /** Why the rule fired, in words (the matching keys). */
  evidence: string;
}

/** A rule's raw proposal, before pairs lineage already connects are dropped and the pair is oriented. */
export interface ProposedStitch {
  x: DatasetIdentity;
  y: DatasetIdentity;
  rule: StitchRule;
  confidence: number;
  hint: string;
  evidence: string;
}

/** Formats an identity for hints and evidence: `namespace` + `name` as a person reads them. */
export function showIdentity(ref: DatasetIdentity): string {
  return `${ref.namespace} ${ref.name}`;
}

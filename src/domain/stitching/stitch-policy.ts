import type { StitchCandidate } from './stitch-candidate.ts';

// The stitch policy: which candidate pairs join two datasets on the graph, the trace, impact and the CLIs. One home,
// so a decision means the same thing in every view.

/** What a person decided about one stitch candidate. */
export type StitchDecision = 'accepted' | 'rejected';

/** Candidates at least this confident count as accepted until someone rejects them (the Boundaries brief). */
export const AUTO_ACCEPT_CONFIDENCE = 0.8;

/**
 * A stable key for a candidate pair, independent of rule and confidence (which a heuristic change may move) and of
 * orientation: a decision is about "these two names are one dataset".
 */
export function stitchKey(c: Pick<StitchCandidate, 'a' | 'b'>): string {
  const a = `${c.a.namespace}\u0000${c.a.name}`;
  const b = `${c.b.namespace}\u0000${c.b.name}`;
  return a < b ? `${a}\u0001${b}` : `${b}\u0001${a}`;
}

/**
 * Whether a candidate is accepted: the person's decision, else accepted when at least `minConfidence` sure (the
 * UI's stated default; the trace CLI takes it as `--stitch-min-confidence`).
 */
export function isStitchAccepted(c: StitchCandidate, decisions: Readonly<Record<string, StitchDecision>>, minConfidence = AUTO_ACCEPT_CONFIDENCE): boolean {
  const d = decisions[stitchKey(c)];
  return d === undefined ? c.confidence >= minConfidence : d === 'accepted';
}

/** The candidates to join when stitching is on (`stitch=1`). */
export function acceptedStitches(
  candidates: readonly StitchCandidate[],
  decisions: Readonly<Record<string, StitchDecision>>,
  minConfidence = AUTO_ACCEPT_CONFIDENCE,
): StitchCandidate[] {
  return candidates.filter((c) => isStitchAccepted(c, decisions, minConfidence));
}

/** One accepted stitch as the loaders and the canvas use it: the two dataset node ids joined as one dataset. */
export interface StitchLink {
  a: string;
  b: string;
}

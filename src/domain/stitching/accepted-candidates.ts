import type { Catalog } from './catalog.ts';
import { findStitchCandidates } from './find-stitch-candidates.ts';
import type { StitchCandidate } from './stitch-candidate.ts';
import { acceptedStitches, AUTO_ACCEPT_CONFIDENCE, type StitchDecision } from './stitch-policy.ts';

// Apart from stitch-policy.ts because it pulls in every stitching rule: the queries import it lazily, so the rules
// stay out of the initial JS while the policy (keys, decisions in the URL) is everywhere.

/** The accepted candidates of a catalog: the rules' candidates, then the person's decisions and the threshold. */
export function acceptedCandidates(
  catalog: Catalog,
  decisions: Readonly<Record<string, StitchDecision>>,
  minConfidence = AUTO_ACCEPT_CONFIDENCE,
): StitchCandidate[] {
  return acceptedStitches(findStitchCandidates(catalog), decisions, minConfidence);
}

import { useCallback, useMemo } from 'react';
import type { StitchCandidate } from '../domain/stitching/stitch-candidate.ts';
import { useInvestigationParams } from '../lib/use-investigation-params.ts';
import { selectDecide, selectDecisions } from '../state/selectors.ts';
import { useTributaryStore } from '../state/store.ts';
import { decisionsFromPairs, pairsFromDecisions, stitchKey, type StitchDecision } from '../domain/stitching/stitch-policy.ts';

export interface InvestigationStitchDecisions {
  decisions: Readonly<Record<string, StitchDecision>>;
  decide: (c: Pick<StitchCandidate, 'a' | 'b'>, decision: StitchDecision | null) => void;
  /** Turns stitching on or off; turning it on in a link without decisions seeds the link with the remembered ones. */
  setStitch: (on: boolean) => void;
}

/**
 * The stitch decisions of this investigation: exactly the URL's (`acc`/`rej`), so a link gives the same stitched graph
 * and trace in any browser (no decisions: undecided candidates accepted at 0.8). This browser's remembered decisions
 * only seed the URL, in the very change that turns stitching on. Deciding writes both: the URL, and the remembered
 * decisions for the next investigation.
 */
export function useInvestigationStitchDecisions(): InvestigationStitchDecisions {
  const { params, setParams } = useInvestigationParams();
  const remembered = useTributaryStore(selectDecisions);
  const remember = useTributaryStore(selectDecide);
  const { acc, rej } = params;
  const inUrl = acc.length + rej.length > 0;
  const decisions = useMemo(() => decisionsFromPairs(acc, rej), [acc, rej]);
  const decide = useCallback(
    (c: Pick<StitchCandidate, 'a' | 'b'>, decision: StitchDecision | null) => {
      remember(c, decision);
      const next = { ...decisions };
      if (decision === null) delete next[stitchKey(c)];
      else next[stitchKey(c)] = decision;
      setParams(pairsFromDecisions(next), { replace: true });
    },
    [decisions, remember, setParams],
  );
  const setStitch = useCallback(
    (on: boolean) => setParams({ stitch: on, ...(on && !inUrl ? pairsFromDecisions(remembered) : {}) }, { replace: true }),
    [inUrl, remembered, setParams],
  );
  return { decisions, decide, setStitch };
}

import { useCallback, useMemo } from 'react';
import type { StitchCandidate } from '../domain/stitching/stitch-candidate.ts';
import { useInvestigationParams } from '../lib/use-investigation-params.ts';
import { selectDecide, selectDecisions } from '../state/selectors.ts';
import { useTributaryStore } from '../state/store.ts';
import { decisionsFromPairs, pairsFromDecisions, stitchKey, type StitchDecision } from '../domain/stitching/stitch-policy.ts';

export interface InvestigationStitchDecisions {
  decisions: Readonly<Record<string, StitchDecision>>;
  decide: (c: Pick<StitchCandidate, 'a' | 'b'>, decision: StitchDecision | null) => void;
}

/**
 * The stitch decisions of this investigation. The URL holds them (`acc`/`rej`) once any is made, so a link gives the
 * same stitched graph and trace in any browser; this browser's remembered decisions are only the default for a URL
 * without any. Deciding writes both: the URL, and the remembered default for the next investigation.
 */
export function useInvestigationStitchDecisions(): InvestigationStitchDecisions {
  const { params, setParams } = useInvestigationParams();
  const remembered = useTributaryStore(selectDecisions);
  const remember = useTributaryStore(selectDecide);
  const { acc, rej } = params;
  const inUrl = acc.length + rej.length > 0;
  const decisions = useMemo(() => (inUrl ? decisionsFromPairs(acc, rej) : remembered), [inUrl, acc, rej, remembered]);
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
  return { decisions, decide };
}

import { useCallback, useMemo } from 'react';
import type { StitchCandidate } from '../domain/stitching/stitch-candidate.ts';
import type { StitchPairParam } from '../lib/investigation-params.ts';
import { useInvestigationParams } from '../lib/use-investigation-params.ts';
import { selectDecide, selectDecisions } from '../state/selectors.ts';
import { useTributaryStore } from '../state/store.ts';
import { stitchKey, type StitchDecision } from '../domain/stitching/stitch-policy.ts';

/** Decisions keyed by {@link stitchKey}, from the URL's `acc`/`rej` pairs. */
export function decisionsFromPairs(acc: readonly StitchPairParam[], rej: readonly StitchPairParam[]): Record<string, StitchDecision> {
  const out: Record<string, StitchDecision> = {};
  for (const p of acc) out[stitchKey(p)] = 'accepted';
  for (const p of rej) out[stitchKey(p)] = 'rejected';
  return out;
}

/** The URL's `acc`/`rej` pairs for decisions, back from their keys (`ns\0name\1ns\0name`). */
export function pairsFromDecisions(decisions: Readonly<Record<string, StitchDecision>>): { acc: StitchPairParam[]; rej: StitchPairParam[] } {
  const acc: StitchPairParam[] = [];
  const rej: StitchPairParam[] = [];
  for (const [key, decision] of Object.entries(decisions).sort(([x], [y]) => (x < y ? -1 : 1))) {
    const [a, b] = key.split('\u0001');
    const [an, aName] = (a ?? '').split('\u0000');
    const [bn, bName] = (b ?? '').split('\u0000');
    if (!an || !aName || !bn || !bName) continue;
    (decision === 'accepted' ? acc : rej).push({ a: { namespace: an, name: aName }, b: { namespace: bn, name: bName } });
  }
  return { acc, rej };
}

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

import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { StitchCandidate } from '../../domain/stitching/stitch-candidate.ts';
import { pairsFromDecisions } from '../../domain/stitching/stitch-policy.ts';
import { acceptedStitchesQueryOptions } from '../../investigation/accepted-stitches-query.ts';
import { useInvestigationParams } from '../../lib/use-investigation-params.ts';
import { useInvestigationStitchDecisions } from '../../hooks/use-stitch-decisions.ts';

const NONE: readonly StitchCandidate[] = [];

export interface AcceptedStitches {
  /** The accepted candidates once the catalog is read; none without stitching, while loading, or when it failed. */
  stitches: readonly StitchCandidate[];
  /** The accepted set is known (or could not be: then it is empty). Always true without stitching. */
  settled: boolean;
  /**
   * The pairs this investigation's link accepts (`acc`), known at once: the canvas loads the lineage beyond them
   * while the catalog, which adds the confident undecided ones, still loads.
   */
  decided: readonly Pick<StitchCandidate, 'a' | 'b'>[];
}

/**
 * The accepted stitch candidates when stitching is on (`stitch=1`): the one accepted-stitches query the trace,
 * impact and Boundaries read too, on the view's catalog.
 */
export function useAcceptedStitches(enabled: boolean): AcceptedStitches {
  const { decisions } = useInvestigationStitchDecisions();
  const { view, since, until } = useInvestigationParams().params;
  const query = useQuery({ ...acceptedStitchesQueryOptions({ source: { view, since, until }, decisions }), enabled });
  const decided = useMemo(() => (enabled ? pairsFromDecisions(decisions).acc : []), [enabled, decisions]);
  const stitches = enabled ? (query.data ?? NONE) : NONE;
  const settled = !enabled || query.isSuccess || query.isError;
  return useMemo(() => ({ stitches, settled, decided }), [stitches, settled, decided]);
}

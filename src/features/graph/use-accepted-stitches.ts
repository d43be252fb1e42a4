import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { catalogQueryOptions } from '../../api/get-catalog.ts';
import { retryMarquez } from '../../api/client.ts';
import type { StitchCandidate } from '../../domain/stitching/stitch-candidate.ts';
import { stitchKeys } from '../../lib/query-keys.ts';
import { retryCancelledJoin } from '../../investigation/retry-cancelled-join.ts';
import { useInvestigationStitchDecisions } from '../../hooks/use-stitch-decisions.ts';
import { pairsFromDecisions } from '../../domain/stitching/stitch-policy.ts';

const NONE: readonly StitchCandidate[] = [];

export interface AcceptedStitches {
  /** The accepted candidates once the catalog is read; none without stitching, while loading, or when it failed. */
  stitches: readonly StitchCandidate[];
  /** The accepted set is known (or could not be: then it is empty). Always true without stitching. */
  settled: boolean;
  /**
   * The pairs this investigation's decisions accept (the link's `acc`, else this browser's), known at once: the
   * canvas loads the lineage beyond them while the catalog, which adds the confident undecided ones, still loads.
   */
  decided: readonly Pick<StitchCandidate, 'a' | 'b'>[];
}

/**
 * The accepted stitch candidates when stitching is on (`stitch=1`). The catalog query is shared with the Boundaries
 * view; the stitching rules load lazily with the trace code.
 */
export function useAcceptedStitches(enabled: boolean): AcceptedStitches {
  const { decisions } = useInvestigationStitchDecisions();
  const query = useQuery({
    queryKey: stitchKeys.accepted(decisions),
    queryFn: async ({ client }) => {
      const { acceptedCandidates } = await import('../../domain/stitching/accepted-candidates.ts');
      return acceptedCandidates(await client.fetchQuery(catalogQueryOptions()), decisions);
    },
    enabled,
    staleTime: 60_000,
    ...retryCancelledJoin(retryMarquez),
  });
  const decided = useMemo(() => (enabled ? pairsFromDecisions(decisions).acc : []), [enabled, decisions]);
  const stitches = enabled ? (query.data ?? NONE) : NONE;
  const settled = !enabled || query.isSuccess || query.isError;
  return useMemo(() => ({ stitches, settled, decided }), [stitches, settled, decided]);
}

import { useQuery } from '@tanstack/react-query';
import { catalogQueryOptions } from '../api/get-catalog.ts';
import type { StitchCandidate } from '../domain/stitching/stitch-candidate.ts';
import { stitchKeys } from '../lib/query-keys.ts';
import { useInvestigationStitchDecisions } from './use-stitch-decisions.ts';

const NONE: readonly StitchCandidate[] = [];

/**
 * The accepted stitch candidates when stitching is on (`stitch=1`), else none. The catalog query is shared with the
 * Boundaries view; the stitching rules load lazily with the trace code.
 */
export function useAcceptedStitches(enabled: boolean): readonly StitchCandidate[] {
  const { decisions } = useInvestigationStitchDecisions();
  const query = useQuery({
    queryKey: stitchKeys.accepted(decisions),
    queryFn: async ({ client }) => {
      const { acceptedCandidates } = await import('./compute-trace.ts');
      return acceptedCandidates(await client.fetchQuery(catalogQueryOptions()), decisions);
    },
    enabled,
    staleTime: 60_000,
  });
  return enabled ? (query.data ?? NONE) : NONE;
}

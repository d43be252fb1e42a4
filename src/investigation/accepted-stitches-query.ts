import { queryOptions } from '@tanstack/react-query';
import { retryMarquez } from '../api/client.ts';
import { STALE_TIME } from '../api/stale-times.ts';
import type { StitchCandidate } from '../domain/stitching/stitch-candidate.ts';
import { AUTO_ACCEPT_CONFIDENCE, type StitchDecision } from '../domain/stitching/stitch-policy.ts';
import { stitchKeys } from '../lib/query-keys.ts';
import { investigationCatalogQueryOptions } from './catalog-query.ts';
import type { LineageSource } from './lineage-source.ts';
import { retryCancelledJoin } from './retry-cancelled-join.ts';

export interface AcceptedStitchesInput {
  /** The investigation's view and window: candidates come from the catalog Boundaries shows for it. */
  source: LineageSource;
  decisions: Readonly<Record<string, StitchDecision>>;
  /** Undecided candidates at least this sure count as accepted (default: the UI's stated 0.8). */
  minConfidence?: number;
}

/**
 * The accepted stitch candidates of an investigation, for the graph, the trace, its evidence, impact and Boundaries
 * alike: the view's catalog (run-level by default), its candidates, then the decisions. The stitching rules load
 * lazily, so they stay out of the initial JS.
 */
export function acceptedStitchesQueryOptions(input: AcceptedStitchesInput) {
  const { view, since, until } = input.source;
  const minConfidence = input.minConfidence ?? AUTO_ACCEPT_CONFIDENCE;
  const { decisions } = input;
  return queryOptions({
    queryKey: stitchKeys.accepted({ view, since, until, decisions, minConfidence }),
    queryFn: async ({ client }): Promise<StitchCandidate[]> => {
      const [{ acceptedCandidates }, catalog] = await Promise.all([
        import('../domain/stitching/accepted-candidates.ts'),
        client.fetchQuery(investigationCatalogQueryOptions({ view, since, until })),
      ]);
      return acceptedCandidates(catalog, decisions, minConfidence);
    },
    staleTime: STALE_TIME.list,
    ...retryCancelledJoin(retryMarquez),
  });
}

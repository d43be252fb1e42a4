import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { LineageComparison } from '../../domain/time-travel/compare-lineage.ts';
import { useInvestigationParams } from '../../lib/use-investigation-params.ts';
import type { AsOfComputation } from '../../investigation/as-of.ts';
import { asOfQueryOptions, comparisonQueryOptions } from '../../investigation/as-of-query.ts';
import type { TraceLineageSource } from '../../investigation/trace-inputs.ts';
import { useTraceResult } from '../../hooks/use-trace-result.ts';

export type { AsOfComputation } from '../../investigation/as-of.ts';

export interface AsOfTraceState {
  /** The traced field from the URL, or null. */
  target: { namespace: string; dataset: string; field: string } | null;
  /** The URL's `asof`, or null (then the query is idle). */
  asof: string | null;
  inferred: boolean;
  source?: TraceLineageSource;
  query: UseQueryResult<AsOfComputation>;
}

/**
 * The upstream trace of the URL's field as of the URL's `asof` (a time or a runId): the same cached inputs as the
 * trace, plus every path dataset's versions. Stitching is not applied here.
 */
export function useAsOfTrace(): AsOfTraceState {
  const { params } = useInvestigationParams();
  const { target, inferred, source } = useTraceResult();
  const query = useQuery(asOfQueryOptions({ target, asof: params.asof, inferred, source }));
  return { target, asof: params.asof, inferred, source, query };
}

/** "Compare with": the path's lineage at `other` (ISO time, date or runId) against the as-of point. */
export function useLineageComparison(state: AsOfTraceState, other: string | null): UseQueryResult<LineageComparison> {
  return useQuery(comparisonQueryOptions(state, other));
}

import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { STALE_TIME } from '../api/stale-times.ts';
import type { LineageComparison } from '../domain/time-travel/compare-lineage.ts';
import { datasetNodeId } from '../domain/node-id.ts';
import { useInvestigationParams } from '../lib/use-investigation-params.ts';
import type { AsOfComputation } from '../investigation/as-of.ts';
import { loadTraceInputs, type TraceLineageSource } from '../investigation/trace-inputs.ts';
import { traceKeys } from '../lib/query-keys.ts';
import { useTraceResult } from './use-trace-result.ts';

export type { AsOfComputation } from '../investigation/as-of.ts';

type Target = { namespace: string; dataset: string; field: string };

export interface AsOfTraceState {
  /** The traced field from the URL, or null. */
  target: Target | null;
  /** The URL's `asof`, or null (then the query is idle). */
  asof: string | null;
  inferred: boolean;
  source?: TraceLineageSource;
  query: UseQueryResult<AsOfComputation>;
}

const NO_TARGET: Target = { namespace: '', dataset: '', field: '' };

interface AsOfInput {
  target: Target | null;
  asof: string | null;
  inferred: boolean;
  source?: TraceLineageSource;
}

/** The as-of trace as a query: the trace's cached inputs, then the path's versions; the domain loads lazily. */
export function asOfQueryOptions(input: AsOfInput) {
  const { target, asof, inferred, source } = input;
  return queryOptions({
    queryKey: traceKeys.asOf({ target: target ?? NO_TARGET, asof: asof ?? '', inferred, source: source ?? null }),
    queryFn: async ({ client }): Promise<AsOfComputation> => {
      if (!target || !asof) throw new Error('No trace or as-of point.');
      const compute = await import('../investigation/as-of.ts');
      const inputs = await loadTraceInputs(client, datasetNodeId({ namespace: target.namespace, name: target.dataset }), 'upstream', [], source);
      return compute.computeAsOf(client, inputs, target, asof, inferred);
    },
    enabled: target !== null && asof !== null,
    staleTime: STALE_TIME.lineage,
    // An unknown run or field is an answer; retrying cannot make it appear.
    retry: false,
  });
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

/** Query options for "compare with": reads the as-of result from the cache, then compares the path at `other`. */
export function comparisonQueryOptions(input: AsOfInput, other: string | null) {
  const { target, asof, inferred, source } = input;
  return queryOptions({
    queryKey: traceKeys.compare({ target: target ?? NO_TARGET, asof: asof ?? '', inferred, other: other ?? '', source: source ?? null }),
    queryFn: async ({ client }): Promise<LineageComparison> => {
      if (!other) throw new Error('Nothing to compare.');
      const [data, compute] = await Promise.all([
        client.fetchQuery(asOfQueryOptions({ target, asof, inferred, ...(source ? { source } : {}) })),
        import('../investigation/as-of.ts'),
      ]);
      return compute.compareWith(data, other);
    },
    enabled: target !== null && asof !== null && other !== null,
    staleTime: STALE_TIME.lineage,
    retry: false,
  });
}

/** "Compare with": the path's lineage at `other` (ISO time, date or runId) against the as-of point. */
export function useLineageComparison(state: AsOfTraceState, other: string | null): UseQueryResult<LineageComparison> {
  return useQuery(comparisonQueryOptions(state, other));
}

import { queryOptions } from '@tanstack/react-query';
import { STALE_TIME } from '../api/stale-times.ts';
import type { LineageComparison } from '../domain/time-travel/compare-lineage.ts';
import { datasetNodeId } from '../domain/node-id.ts';
import { traceKeys } from '../lib/query-keys.ts';
import type { AsOfComputation } from './as-of.ts';
import { loadTraceInputs, type TraceLineageSource } from './trace-inputs.ts';

type Target = { namespace: string; dataset: string; field: string };

const NO_TARGET: Target = { namespace: '', dataset: '', field: '' };

export interface AsOfInput {
  target: Target | null;
  asof: string | null;
  inferred: boolean;
  source?: TraceLineageSource;
  /** SQL the user supplied for jobs that report none (the CLI's `--sql`): `namespace/job` → SQL text. */
  sql?: Readonly<Record<string, string>>;
}

/**
 * The as-of trace as a query, for the time-travel panel and `tributary trace --as-of` alike: the trace's cached inputs,
 * then the path's versions; the domain loads lazily.
 */
export function asOfQueryOptions(input: AsOfInput) {
  const { target, asof, inferred, source, sql } = input;
  return queryOptions({
    queryKey: traceKeys.asOf({ target: target ?? NO_TARGET, asof: asof ?? '', inferred, source: source ?? null, ...(sql ? { sql } : {}) }),
    queryFn: async ({ client }): Promise<AsOfComputation> => {
      if (!target || !asof) throw new Error('No trace or as-of point.');
      const compute = await import('./as-of.ts');
      const inputs = await loadTraceInputs(client, datasetNodeId({ namespace: target.namespace, name: target.dataset }), 'upstream', [], source, sql);
      return compute.computeAsOf(client, inputs, target, asof, inferred);
    },
    enabled: target !== null && asof !== null,
    staleTime: STALE_TIME.lineage,
    // An unknown run or field is an answer; retrying cannot make it appear.
    retry: false,
  });
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
        import('./as-of.ts'),
      ]);
      return compute.compareWith(data, other);
    },
    enabled: target !== null && asof !== null && other !== null,
    staleTime: STALE_TIME.lineage,
    retry: false,
  });
}

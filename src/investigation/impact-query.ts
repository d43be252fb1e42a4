import { queryOptions } from '@tanstack/react-query';
import { STALE_TIME } from '../api/stale-times.ts';
import { traceKeys } from '../lib/query-keys.ts';
import type { ImpactAnswer, ImpactRequest } from './impact.ts';
import { retryCancelledJoin } from './retry-cancelled-join.ts';

/** Key of the impact query: every input `loadImpact` reads, under the trace's prefix (it is a downstream trace). */
export function impactKey(req: ImpactRequest) {
  return [...traceKeys.all, 'impact', { ...req, decisions: req.stitchMinConfidence === null ? null : (req.decisions ?? {}) }] as const;
}

/**
 * The impact list as a query, for the impact panel and `tributary impact` alike: the trace's loader and walk through
 * the query function's client (the shared cache), the domain code loaded lazily as the trace's is.
 */
export function impactQueryOptions(req: ImpactRequest) {
  return queryOptions({
    queryKey: impactKey(req),
    queryFn: async ({ client }): Promise<ImpactAnswer> => {
      // Dynamic: the walk and the SQL parser stay out of the app's first load.
      const { loadImpact } = await import('./impact.ts');
      return loadImpact(client, req);
    },
    staleTime: STALE_TIME.lineage,
    // Rows hold plain JSON, but thousands of them: comparing a refetch row by row buys nothing.
    structuralSharing: false,
    ...retryCancelledJoin(),
  });
}

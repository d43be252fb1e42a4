import { queryOptions, skipToken } from '@tanstack/react-query';
import { STALE_TIME } from '../api/stale-times.ts';
import { traceKeys } from '../lib/query-keys.ts';
import type { ImpactAnswer, ImpactRequest } from './impact.ts';
import type { ReadProgress } from './reach-entities.ts';
import { retryCancelledJoin } from './retry-cancelled-join.ts';

/** Key of the impact query: every input `loadImpact` reads, under the trace's prefix (it is a downstream trace). */
export function impactKey(req: ImpactRequest) {
  return [...traceKeys.all, 'impact', { ...req, decisions: req.stitchMinConfidence === null ? null : (req.decisions ?? {}) }] as const;
}

/** Where an impact's entity reads stand while it loads: null until the walk's reach is known. */
export type ImpactProgress = ReadProgress | null;

/** Beside the impact's key rather than under it, so invalidating or cancelling impacts never touches it. */
const impactProgressKey = (req: ImpactRequest) => [...traceKeys.all, 'impact-progress', impactKey(req)[2]] as const;

/**
 * An impact's read progress as a query the list can watch: the impact's query function writes it into the shared
 * cache as its reads come in (no function of its own), so the view needs no channel besides the cache.
 */
export function impactProgressQueryOptions(req: ImpactRequest) {
  return queryOptions<ImpactProgress>({ queryKey: impactProgressKey(req), queryFn: skipToken, staleTime: Infinity });
}

// About a hundred updates whatever the reach: each one re-renders the list's progress line.
const PROGRESS_STEPS = 100;

/**
 * The impact list as a query, for the impact panel and `tributary impact` alike: the trace's loader and walk through
 * the query function's client (the shared cache), the domain code loaded lazily as the trace's is. Its signal stops
 * the entity reads when the list is closed before it is ready; what was read stays cached for the next opening.
 */
export function impactQueryOptions(req: ImpactRequest) {
  return queryOptions({
    queryKey: impactKey(req),
    queryFn: async ({ client, signal }): Promise<ImpactAnswer> => {
      // Dynamic: the walk and the SQL parser stay out of the app's first load.
      const { loadImpact } = await import('./impact.ts');
      const key = impactProgressQueryOptions(req).queryKey;
      client.setQueryData(key, null);
      let shown = -1;
      const onProgress = ({ read, total }: ReadProgress) => {
        if (read < total && read - shown < Math.max(1, Math.ceil(total / PROGRESS_STEPS))) return;
        shown = read;
        client.setQueryData(key, (): ImpactProgress => ({ read, total }));
      };
      // Batched: thousands of rows' entities in a few dozen requests to Tributary's server, where it has the route.
      return loadImpact(client, req, { signal, onProgress, batched: true });
    },
    staleTime: STALE_TIME.lineage,
    // Rows hold plain JSON, but thousands of them: comparing a refetch row by row buys nothing.
    structuralSharing: false,
    ...retryCancelledJoin(),
  });
}

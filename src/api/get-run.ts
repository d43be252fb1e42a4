import { queryOptions } from '@tanstack/react-query';
import type { Facets, MqRun } from '../domain/marquez-shapes.ts';
import { callOf, marquezGet, type CallOptions } from './client.ts';
import { runKeys } from '../lib/query-keys.ts';
import { runFacetsSchema } from './schemas/job.ts';
import { runSchema } from './schemas/common.ts';
import { STALE_TIME } from './stale-times.ts';
import { apiPath } from './url.ts';

/** GET /jobs/runs/{runId} */
export async function getRun(runId: string, options?: CallOptions): Promise<MqRun> {
  return marquezGet({ endpoint: 'GET /jobs/runs/{runId}', path: apiPath`/jobs/runs/${runId}`, schema: runSchema }, options);
}

export interface RunFacetsParams {
  runId: string;
  type: 'run' | 'job';
}

export interface RunFacets {
  runId: string;
  facets: Facets;
}

/** GET /jobs/runs/{runId}/facets?type=run|job. Marquez sends an empty body when nothing is stored: that reads as `{}`. */
export async function getRunFacets(params: RunFacetsParams, options?: CallOptions): Promise<RunFacets> {
  return marquezGet(
    {
      endpoint: 'GET /jobs/runs/{runId}/facets',
      path: apiPath`/jobs/runs/${params.runId}/facets`,
      query: { type: params.type },
      schema: runFacetsSchema,
      onEmpty: () => ({ runId: params.runId, facets: {} }),
    },
    options,
  );
}

/** Query options for {@link getRunFacets}: a finished run's facets never change, a running one's may, so run staleness. */
export function runFacetsQueryOptions(params: RunFacetsParams) {
  const p = { runId: params.runId, type: params.type };
  return queryOptions({
    queryKey: runKeys.facets(p),
    queryFn: (ctx) => getRunFacets(p, callOf(ctx)),
    staleTime: STALE_TIME.run,
  });
}

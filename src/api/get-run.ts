import type { Facets, MqRun } from '../domain/marquez-shapes.ts';
import { marquezGet, type CallOptions } from './client.ts';
import { runFacetsSchema } from './schemas/job.ts';
import { runSchema } from './schemas/common.ts';
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

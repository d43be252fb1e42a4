import { queryOptions } from '@tanstack/react-query';
import type { MqRun } from '../domain/marquez-shapes.ts';
import { callOf, marquezGet, type CallOptions } from './client.ts';
import { jobKeys, type PageParams } from '../lib/query-keys.ts';
import type { Page } from './schemas/common.ts';
import { runListSchema } from './schemas/job.ts';
import { DEFAULT_PAGE, STALE_TIME } from './stale-times.ts';
import { apiPath } from './url.ts';

export interface JobRunsParams extends Partial<PageParams> {
  namespace: string;
  name: string;
}

/** GET /namespaces/{namespace}/jobs/{name}/runs, newest `startedAt` first (slow on large installs, #2686). */
export async function getJobRuns(params: JobRunsParams, options?: CallOptions): Promise<Page<MqRun>> {
  const { namespace, name, ...page } = params;
  return marquezGet(
    {
      endpoint: 'GET /namespaces/{namespace}/jobs/{name}/runs',
      path: apiPath`/namespaces/${namespace}/jobs/${name}/runs`,
      query: { ...DEFAULT_PAGE, ...page },
      schema: runListSchema,
    },
    options,
  );
}

/** Query options for {@link getJobRuns}; runs change state, so they go stale quickly. */
export function jobRunsQueryOptions(params: JobRunsParams) {
  const p = { ...DEFAULT_PAGE, ...params };
  return queryOptions({
    queryKey: jobKeys.runs(p),
    queryFn: (ctx) => getJobRuns(p, callOf(ctx)),
    staleTime: STALE_TIME.run,
  });
}

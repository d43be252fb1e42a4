import { queryOptions } from '@tanstack/react-query';
import type { MqJob } from '../domain/marquez-shapes.ts';
import { callOf, marquezGet, type CallOptions } from './client.ts';
import { jobKeys, type PageParams } from '../lib/query-keys.ts';
import type { Page } from './schemas/common.ts';
import { jobListSchema } from './schemas/job.ts';
import { DEFAULT_PAGE, STALE_TIME } from './stale-times.ts';
import { apiPath } from './url.ts';

export interface JobListParams extends Partial<PageParams> {
  namespace: string;
}

/** GET /namespaces/{namespace}/jobs (an unknown namespace gives an empty page, not 404). */
export async function getJobs(params: JobListParams, options?: CallOptions): Promise<Page<MqJob>> {
  const { namespace, ...page } = params;
  return marquezGet(
    {
      endpoint: 'GET /namespaces/{namespace}/jobs',
      path: apiPath`/namespaces/${namespace}/jobs`,
      query: { ...DEFAULT_PAGE, ...page },
      schema: jobListSchema,
    },
    options,
  );
}

/** Query options for {@link getJobs} (one page per key). */
export function jobsQueryOptions(params: JobListParams) {
  const p = { ...DEFAULT_PAGE, ...params };
  return queryOptions({
    queryKey: jobKeys.list(p),
    queryFn: (ctx) => getJobs(p, callOf(ctx)),
    staleTime: STALE_TIME.list,
  });
}

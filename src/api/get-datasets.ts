import { queryOptions } from '@tanstack/react-query';
import type { MqDataset } from '../domain/marquez-shapes.ts';
import { callOf, marquezGet, type CallOptions } from './client.ts';
import { datasetKeys, type PageParams } from '../lib/query-keys.ts';
import type { Page } from './schemas/common.ts';
import { datasetListSchema } from './schemas/dataset.ts';
import { DEFAULT_PAGE, STALE_TIME } from './stale-times.ts';
import { apiPath } from './url.ts';

export interface DatasetListParams extends Partial<PageParams> {
  namespace: string;
}

/** GET /namespaces/{namespace}/datasets (404 for an unknown namespace). */
export async function getDatasets(params: DatasetListParams, options?: CallOptions): Promise<Page<MqDataset>> {
  const { namespace, ...page } = params;
  return marquezGet(
    {
      endpoint: 'GET /namespaces/{namespace}/datasets',
      path: apiPath`/namespaces/${namespace}/datasets`,
      query: { ...DEFAULT_PAGE, ...page },
      schema: datasetListSchema,
    },
    options,
  );
}

/** Query options for {@link getDatasets} (one page per key). */
export function datasetsQueryOptions(params: DatasetListParams) {
  const p = { ...DEFAULT_PAGE, ...params };
  return queryOptions({
    queryKey: datasetKeys.list(p),
    queryFn: (ctx) => getDatasets(p, callOf(ctx)),
    staleTime: STALE_TIME.list,
  });
}

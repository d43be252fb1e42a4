import { queryOptions } from '@tanstack/react-query';
import type { MqDatasetVersion } from '../domain/marquez-shapes.ts';
import { callOf, marquezGet, type CallOptions } from './client.ts';
import { datasetKeys, type PageParams } from '../lib/query-keys.ts';
import type { Page } from './schemas/common.ts';
import { datasetVersionListSchema, datasetVersionSchema } from './schemas/dataset.ts';
import { DEFAULT_PAGE, STALE_TIME } from './stale-times.ts';
import { apiPath } from './url.ts';

export interface DatasetVersionsParams extends Partial<PageParams> {
  namespace: string;
  name: string;
}

/** GET …/datasets/{name}/versions. `version` there is the row uuid, same as the column-lineage `#version`. */
export async function getDatasetVersions(params: DatasetVersionsParams, options?: CallOptions): Promise<Page<MqDatasetVersion>> {
  const { namespace, name, ...page } = params;
  return marquezGet(
    {
      endpoint: 'GET /namespaces/{namespace}/datasets/{name}/versions',
      path: apiPath`/namespaces/${namespace}/datasets/${name}/versions`,
      query: { ...DEFAULT_PAGE, ...page },
      schema: datasetVersionListSchema,
    },
    options,
  );
}

/** Query options for {@link getDatasetVersions} (one page per key). */
export function datasetVersionsQueryOptions(params: DatasetVersionsParams) {
  const p = { ...DEFAULT_PAGE, ...params };
  return queryOptions({
    queryKey: datasetKeys.versions(p),
    queryFn: (ctx) => getDatasetVersions(p, callOf(ctx)),
    staleTime: STALE_TIME.list,
  });
}

export interface DatasetVersionParams {
  namespace: string;
  name: string;
  version: string;
}

/** GET …/datasets/{name}/versions/{version} */
export async function getDatasetVersion(params: DatasetVersionParams, options?: CallOptions): Promise<MqDatasetVersion> {
  return marquezGet(
    {
      endpoint: 'GET /namespaces/{namespace}/datasets/{name}/versions/{version}',
      path: apiPath`/namespaces/${params.namespace}/datasets/${params.name}/versions/${params.version}`,
      schema: datasetVersionSchema,
    },
    options,
  );
}

import { queryOptions } from '@tanstack/react-query';
import type { MqDataset } from '../domain/marquez-shapes.ts';
import type { DatasetRef } from '../domain/node-id.ts';
import { callOf, marquezGet, type CallOptions } from './client.ts';
import { datasetKeys } from '../lib/query-keys.ts';
import { datasetSchema } from './schemas/dataset.ts';
import { STALE_TIME } from './stale-times.ts';
import { apiPath } from './url.ts';

/** The dataset's GET as a request: also what a batched read (get-entities.ts) asks for and checks each answer with. */
export function datasetRequest(ref: DatasetRef) {
  return {
    endpoint: 'GET /namespaces/{namespace}/datasets/{name}',
    path: apiPath`/namespaces/${ref.namespace}/datasets/${ref.name}`,
    schema: datasetSchema,
  };
}

/** GET /namespaces/{namespace}/datasets/{name}, with `facets` and `columnLineage`. */
export async function getDataset(ref: DatasetRef, options?: CallOptions): Promise<MqDataset> {
  return marquezGet(datasetRequest(ref), options);
}

/** Query options for {@link getDataset}, keyed by the dataset identity only. */
export function datasetQueryOptions(ref: DatasetRef) {
  // Only the identity: a caller may pass a whole dataset/job object as the ref.
  const identity = { namespace: ref.namespace, name: ref.name };
  return queryOptions({
    queryKey: datasetKeys.detail(identity),
    queryFn: (ctx) => getDataset(identity, callOf(ctx)),
    staleTime: STALE_TIME.entity,
  });
}

/**
 * Options for `useQueries({ queries: datasetsQueries(refs) })`: the graph and the trace need the facets of every
 * dataset node. One entry per distinct dataset, in first-seen order (duplicate keys would share one cache entry anyway).
 */
export function datasetsQueries(refs: readonly DatasetRef[]) {
  const seen = new Set<string>();
  const unique: DatasetRef[] = [];
  for (const ref of refs) {
    const id = JSON.stringify([ref.namespace, ref.name]);
    if (seen.has(id)) continue;
    seen.add(id);
    unique.push(ref);
  }
  return unique.map(datasetQueryOptions);
}

import { queryOptions } from '@tanstack/react-query';
import type { MqLineageGraph } from '../domain/marquez-shapes.ts';
import { callOf, marquezGet, type CallOptions } from './client.ts';
import { lineageKeys } from '../lib/query-keys.ts';
import { lineageGraphSchema } from './schemas/lineage.ts';
import { STALE_TIME } from './stale-times.ts';

export interface LineageParams {
  /** `dataset:NS:NAME` or `job:NS:NAME`, raw: it is encoded once here. */
  nodeId: string;
  /** Job hops, undirected (docs/marquez-api.md#lineage-is-undirected). */
  depth: number;
}

/** GET /lineage?nodeId=&depth= */
export async function getLineage(params: LineageParams, options?: CallOptions): Promise<MqLineageGraph> {
  return marquezGet({ endpoint: 'GET /lineage', path: '/lineage', query: { nodeId: params.nodeId, depth: params.depth }, schema: lineageGraphSchema }, options);
}

/** Query options for {@link getLineage}: one cache entry per (nodeId, depth). */
export function lineageQueryOptions(params: LineageParams) {
  const p = { nodeId: params.nodeId, depth: params.depth };
  return queryOptions({
    queryKey: lineageKeys.graph(p),
    queryFn: (ctx) => getLineage(p, callOf(ctx)),
    staleTime: STALE_TIME.lineage,
  });
}

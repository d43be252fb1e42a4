import { queryOptions } from '@tanstack/react-query';
import type { MqLineageGraph } from '../domain/marquez-shapes.ts';
import { callOf, marquezGet, type CallOptions } from './client.ts';
import { lineageKeys } from '../lib/query-keys.ts';
import { lineageGraphSchema } from './schemas/lineage.ts';
import { STALE_TIME } from './stale-times.ts';
import { lineageAnswerSize, oversizedLineage } from '../domain/graph/lineage-size-limit.ts';

export interface LineageParams {
  /** `dataset:NS:NAME` or `job:NS:NAME`, raw: it is encoded once here. */
  nodeId: string;
  /** Job hops, undirected (docs/marquez-api.md#lineage-is-undirected). */
  depth: number;
}

/** Counted before validation: an answer too large to draw is refused without validating every node of it. */
function refuseOversized(json: unknown): string | null {
  const over = oversizedLineage(lineageAnswerSize(json) ?? 0);
  return over ? `${over.nodes.toLocaleString('en-US')} nodes, more than the ${over.limit.toLocaleString('en-US')} Tributary draws` : null;
}

/** GET /lineage?nodeId=&depth= */
export async function getLineage(params: LineageParams, options?: CallOptions): Promise<MqLineageGraph> {
  return marquezGet(
    { endpoint: 'GET /lineage', path: '/lineage', query: { nodeId: params.nodeId, depth: params.depth }, schema: lineageGraphSchema, refuse: refuseOversized },
    options,
  );
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

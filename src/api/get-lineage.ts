import { queryOptions } from '@tanstack/react-query';
import type { MqLineageGraph } from '../domain/marquez-shapes.ts';
import { callOf, DEFAULT_BASE_URL, marquezGet, validateAnswer, type CallOptions } from './client.ts';
import { queryString } from './url.ts';
import { lineageKeys } from '../lib/query-keys.ts';
import { lineageGraphSchema } from './schemas/lineage.ts';
import { arePlainLineageNodes, isPlainLineageGraph } from './schemas/lineage-fast-check.ts';
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

const lineageRequest = (params: LineageParams) =>
  ({
    endpoint: 'GET /lineage',
    path: '/lineage',
    query: { nodeId: params.nodeId, depth: params.depth },
    schema: lineageGraphSchema,
    refuse: refuseOversized,
    // The common shape without zod: a 10,000-node answer's parse was ~1 s of long tasks on the page.
    accept: isPlainLineageGraph,
    // Parsed and checked as it arrives: 22 MB parsed at once was a task of 0.3–1.5 s on the page.
    streamed: { key: 'graph', acceptItems: arePlainLineageNodes },
  }) as const;

/** GET /lineage?nodeId=&depth= */
export async function getLineage(params: LineageParams, options?: CallOptions): Promise<MqLineageGraph> {
  return marquezGet(lineageRequest(params), options);
}

/**
 * A `/lineage` answer that did not come through `fetch` (the first view in the page), through the same gate as
 * {@link getLineage}'s: throws the same errors for the same answers.
 */
export function validateLineageAnswer(params: LineageParams, json: unknown): MqLineageGraph {
  const request = lineageRequest(params);
  return validateAnswer(request, json, { url: `${DEFAULT_BASE_URL}${request.path}${queryString(request.query)}`, status: 200 });
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

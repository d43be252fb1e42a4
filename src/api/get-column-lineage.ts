import { queryOptions } from '@tanstack/react-query';
import type { MqColumnLineageGraph } from '../domain/marquez-shapes.ts';
import { callOf, marquezGet, type CallOptions } from './client.ts';
import { columnLineageKeys } from '../lib/query-keys.ts';
import { columnLineageGraphSchema } from './schemas/lineage.ts';
import { STALE_TIME } from './stale-times.ts';

export interface ColumnLineageParams {
  /** `datasetField:…`, `dataset:…` or `job:…`, optionally with `#<version>`; raw, encoded once here. */
  nodeId: string;
  /** Counts edges (docs/marquez-api.md#get-column-lineage). */
  depth: number;
  /** Marquez answers 400 for a versioned nodeId with `withDownstream=true`. */
  withDownstream?: boolean;
}

/** GET /column-lineage. The answer's `inEdges` point the wrong way (origin = self); normalise in the domain. */
export async function getColumnLineage(params: ColumnLineageParams, options?: CallOptions): Promise<MqColumnLineageGraph> {
  return marquezGet(
    {
      endpoint: 'GET /column-lineage',
      path: '/column-lineage',
      query: { nodeId: params.nodeId, depth: params.depth, withDownstream: params.withDownstream ?? false },
      schema: columnLineageGraphSchema,
    },
    options,
  );
}

/** Query options for {@link getColumnLineage}: one cache entry per (nodeId, depth, withDownstream). */
export function columnLineageQueryOptions(params: ColumnLineageParams) {
  const p = { nodeId: params.nodeId, depth: params.depth, withDownstream: params.withDownstream ?? false };
  return queryOptions({
    queryKey: columnLineageKeys.graph(p),
    queryFn: (ctx) => getColumnLineage(p, callOf(ctx)),
    staleTime: STALE_TIME.lineage,
  });
}

import { queryOptions } from '@tanstack/react-query';
import type { MqLineageGraph } from '../domain/marquez-shapes.ts';
import { lineageQueryOptions } from './get-lineage.ts';
import { loadRunLineage } from './load-run-lineage.ts';
import { lineageKeys } from './query-keys.ts';
import { cachedSource } from './run-lineage-source.ts';
import { STALE_TIME } from './stale-times.ts';

/** `runs`: lineage as it happened (the default); `marquez`: Marquez's `/lineage` exactly as it answers. */
export type LineageView = 'runs' | 'marquez';

export interface InvestigationLineageParams {
  nodeId: string;
  depth: number;
  view: LineageView;
  since?: string | null;
  until?: string | null;
}

/** Run-level lineage around a node (src/api/load-run-lineage.ts), each page it reads shared through the cache. */
export function runLineageQueryOptions(params: Omit<InvestigationLineageParams, 'view'>) {
  const p = { nodeId: params.nodeId, depth: params.depth, since: params.since ?? null, until: params.until ?? null };
  return queryOptions({
    queryKey: lineageKeys.runs(p),
    queryFn: async ({ client, signal }): Promise<MqLineageGraph> => (await loadRunLineage(cachedSource(client, signal), p)).graph,
    staleTime: STALE_TIME.lineage,
  });
}

/**
 * The lineage every view draws and traces: run-level by default, Marquez's own answer with `view=marquez`. Both
 * are one `MqLineageGraph`, so the canvas, the trace and every other consumer take either unchanged.
 */
export function investigationLineageQueryOptions(params: InvestigationLineageParams) {
  if (params.view === 'marquez') return lineageQueryOptions({ nodeId: params.nodeId, depth: params.depth });
  return runLineageQueryOptions(params);
}

import { queryOptions } from '@tanstack/react-query';
import type { MqLineageGraph } from '../domain/marquez-shapes.ts';
import { lineageQueryOptions } from '../api/get-lineage.ts';
import { loadRunLineage } from './run-lineage.ts';
import { lineageKeys } from '../lib/query-keys.ts';
import { cachedSource } from './run-source.ts';
import { STALE_TIME } from '../api/stale-times.ts';

/** `runs`: lineage as it happened (the default); `marquez`: Marquez's `/lineage` exactly as it answers. */
export type LineageView = 'runs' | 'marquez';

export interface InvestigationLineageParams {
  nodeId: string;
  depth: number;
  view: LineageView;
  since?: string | null;
  until?: string | null;
}

/**
 * The lineage every view draws and traces: run-level by default (src/investigation/run-lineage.ts), Marquez's own
 * answer with `view=marquez`. Both are one `MqLineageGraph` under one key shape, so the canvas, the trace and
 * every other consumer take either unchanged; each page either reads is shared through the cache.
 */
export function investigationLineageQueryOptions(params: InvestigationLineageParams) {
  const p = { nodeId: params.nodeId, depth: params.depth, view: params.view, since: params.since ?? null, until: params.until ?? null };
  return queryOptions({
    queryKey: lineageKeys.view(p),
    queryFn: async ({ client, signal }): Promise<MqLineageGraph> =>
      p.view === 'marquez'
        ? client.fetchQuery(lineageQueryOptions({ nodeId: p.nodeId, depth: p.depth }))
        : (await loadRunLineage(cachedSource(client, signal), p)).graph,
    staleTime: STALE_TIME.lineage,
  });
}

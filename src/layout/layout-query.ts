import { queryOptions } from '@tanstack/react-query';
import type { ElkNode } from 'elkjs/lib/elk-api';
import { TRIBUTARY_ELK_OPTIONS } from './elk-options.ts';
import { layoutKeys } from '../lib/query-keys.ts';
import { layoutHash } from './graph-hash.ts';
import type { LayoutEngine } from './layout-engine.ts';

/**
 * Query options for one layout. The key is the content hash of graph + options; the layout never goes stale (same
 * input, same output); react-query's abort signal reaches the engine, so a layout nobody waits for any more (the key
 * changed, the view unmounted, or `cancelQueries`) stops and its result is dropped.
 */
export function layoutQueryOptions(engine: LayoutEngine, graph: ElkNode, layoutOptions: Readonly<Record<string, string>> = TRIBUTARY_ELK_OPTIONS) {
  return queryOptions({
    queryKey: layoutKeys.byHash(layoutHash(graph, layoutOptions)),
    // The engine's caches key by the same hash: read from the query key, not computed again.
    queryFn: ({ signal, queryKey: [, contentHash] }) => engine.layout(graph, { signal, layoutOptions: { ...layoutOptions }, contentHash }),
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    // A layout that failed once fails again on the same input.
    retry: false,
  });
}

import type { ElkNode } from 'elkjs/lib/elk-api';
import { TRIBUTARY_ELK_OPTIONS } from './elk-options.ts';
import { layoutCacheKey } from './layout-cache-key.ts';
import { layoutAbortError, type LayoutEngine, type LayoutRequestOptions, type LayoutResult } from './layout-engine.ts';
import type { LayoutStore } from './layout-store.ts';
import { isLayoutOf } from './remote-layout.ts';

/** Where a layout came from, cheapest first: this browser's store, our server, ELK in the browser's worker. */
export type LayoutSource = 'stored' | 'server' | 'worker';

export interface LayoutCaches {
  store: LayoutStore;
  /** The server's layout, or null to lay out locally (see `fetchRemoteLayout`). */
  remote: (graph: ElkNode, layoutOptions: Readonly<Record<string, string>>, signal?: AbortSignal) => Promise<LayoutResult | null>;
  /** Told where each delivered layout came from (the canvas marks it for tests and the benchmark). */
  onSource?: (source: LayoutSource, key: string) => void;
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw layoutAbortError();
}

/**
 * The one layout interface with its caches in front (docs/architecture.md#layout-where-it-is-cheapest): a layout
 * stored by an earlier visit (keyed by the content hash of the ELK input and options, so a changed graph or option
 * never meets an old layout), else our server's warm, cached ELK, else the browser's worker. Every layout that did
 * not come from the store is stored.
 */
export function withLayoutCaches(inner: LayoutEngine, { store, remote, onSource }: LayoutCaches): LayoutEngine {
  return {
    warm: () => {
      store.warm();
      inner.warm();
    },
    dispose: () => inner.dispose(),
    async layout(graph: ElkNode, options: LayoutRequestOptions = {}): Promise<LayoutResult> {
      const { signal } = options;
      const layoutOptions = options.layoutOptions ?? TRIBUTARY_ELK_OPTIONS;
      const key = layoutCacheKey(graph, layoutOptions, options.contentHash);
      throwIfAborted(signal);
      const stored = await store.get(key);
      throwIfAborted(signal);
      // A stored record that does not cover this graph (a hash collision, a damaged entry) is ignored.
      if (stored !== undefined && isLayoutOf(graph, stored)) {
        onSource?.('stored', key);
        return stored;
      }
      let source: LayoutSource = 'server';
      let result = await remote(graph, layoutOptions, signal);
      throwIfAborted(signal);
      if (result === null) {
        source = 'worker';
        result = await inner.layout(graph, options);
      }
      void store.put(key, result);
      onSource?.(source, key);
      return result;
    },
  };
}

import type { ElkNode } from 'elkjs/lib/elk-api';
import { TRIBUTARY_ELK_OPTIONS } from './elk-options.ts';
import { layoutCacheKey } from './layout-cache-key.ts';
import { layoutAbortError, type LayoutEngine, type LayoutRequestOptions, type LayoutResult } from './layout-engine.ts';
import type { LayoutStore } from './layout-store.ts';
import { isLayoutOf, REMOTE_LAYOUT_TIMEOUT_MS } from './remote-layout.ts';

/**
 * Where a layout came from, cheapest first: the page itself (our server put the first view's layout in it), this
 * browser's store, our server, ELK in the browser's worker.
 */
export type LayoutSource = 'page' | 'stored' | 'server' | 'worker';

/** The layout the page came with, by its layout cache key (src/app/first-view.ts); checked against the graph here. */
export interface PageLayout {
  key: string;
  result: unknown;
}

export interface LayoutCaches {
  /** A layout that came with the page under this key (src/app/first-view.ts), unchecked: it is checked here. */
  seeded?: (key: string) => unknown;
  store: LayoutStore;
  /**
   * The server's layout, or null to lay out locally (see `fetchRemoteLayout`); `onRunning` when the server says it
   * was already laying this graph out when asked.
   */
  remote: (graph: ElkNode, layoutOptions: Readonly<Record<string, string>>, signal?: AbortSignal, onRunning?: () => void) => Promise<LayoutResult | null>;
  /** Told where each delivered layout came from (the canvas marks it for tests and the benchmark). */
  onSource?: (source: LayoutSource, key: string) => void;
  /** How long the server is waited for alone before the worker lays out too; default {@link REMOTE_LAYOUT_TIMEOUT_MS}. */
  hedgeAfterMs?: number;
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw layoutAbortError();
}

interface Delivered {
  source: LayoutSource;
  result: LayoutResult;
}

/** Aborts on `signal` too; `stop` removes the link. */
function linkedController(signal: AbortSignal | undefined): { controller: AbortController; stop: () => void } {
  const controller = new AbortController();
  const forward = () => controller.abort();
  signal?.addEventListener('abort', forward, { once: true });
  return { controller, stop: () => signal?.removeEventListener('abort', forward) };
}

/**
 * Our server's layout, else the worker's: the server alone for `hedgeAfterMs`, then both, the first layout wins and
 * the other is stopped (an aborted worker restarts). A server that fails (null) leaves the worker alone, at once.
 * A server that was already laying the graph out when asked (a first view's layout, begun with its read) is waited
 * for alone: it is ahead of a worker starting from scratch, and on one machine the two would share its cores.
 */
async function serverOrWorker(
  inner: LayoutEngine,
  remote: LayoutCaches['remote'],
  hedgeAfterMs: number,
  graph: ElkNode,
  layoutOptions: Readonly<Record<string, string>>,
  options: LayoutRequestOptions,
): Promise<Delivered> {
  const toServer = linkedController(options.signal);
  const toWorker = linkedController(options.signal);
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const hedge = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), hedgeAfterMs)));
    const server = remote(graph, layoutOptions, toServer.controller.signal, () => clearTimeout(timer)).then((result): Delivered | null =>
      result ? { source: 'server', result } : null,
    );
    const early = await Promise.race([server, hedge]);
    throwIfAborted(options.signal);
    if (early) return early;
    const worker = inner.layout(graph, { ...options, signal: toWorker.controller.signal }).then((result): Delivered => ({ source: 'worker', result }));
    return await Promise.race([worker, server.then((answer): Delivered | Promise<Delivered> => answer ?? worker)]);
  } finally {
    clearTimeout(timer);
    toServer.stop();
    toWorker.stop();
    // The loser stops: the server's request is cancelled, the worker's layout (if still running) aborted.
    toServer.controller.abort();
    toWorker.controller.abort();
  }
}

/**
 * The one layout interface with its caches in front (docs/architecture.md#layout-where-it-is-cheapest): a layout
 * stored by an earlier visit (keyed by the content hash of the ELK input and options, so a changed graph or option
 * never meets an old layout), else our server's warm, cached ELK, else (or, after a while, also) the browser's worker; before them all, the
 * layout the page came with, when its key is this graph's. Every layout that did not come from the store is stored.
 */
export function withLayoutCaches(
  inner: LayoutEngine,
  { seeded, store, remote, onSource, hedgeAfterMs = REMOTE_LAYOUT_TIMEOUT_MS }: LayoutCaches,
): LayoutEngine {
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
      // Before the store: no IndexedDB to open on a first visit, which is when the page carries a layout.
      const fromPage = seeded?.(key);
      if (fromPage !== undefined && isLayoutOf(graph, fromPage)) {
        void store.put(key, fromPage);
        onSource?.('page', key);
        return fromPage;
      }
      const stored = await store.get(key);
      throwIfAborted(signal);
      // A stored record that does not cover this graph (a hash collision, a damaged entry) is ignored.
      if (stored !== undefined && isLayoutOf(graph, stored)) {
        onSource?.('stored', key);
        return stored;
      }
      const { source, result } = await serverOrWorker(inner, remote, hedgeAfterMs, graph, layoutOptions, options);
      throwIfAborted(signal);
      void store.put(key, result);
      onSource?.(source, key);
      return result;
    },
  };
}

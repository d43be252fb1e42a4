import type { ElkNode } from 'elkjs/lib/elk-api';
import { withLayoutCaches, type LayoutCaches, type LayoutSource, type PageLayout } from '../../layout/cached-layout-engine.ts';
import { layoutCacheKey } from '../../layout/layout-cache-key.ts';
import type { LayoutEngine, LayoutResult } from '../../layout/layout-engine.ts';
import { createIndexedDbLayoutStore, type LayoutStore } from '../../layout/layout-store.ts';
import { fetchRemoteLayout, isLayoutOf } from '../../layout/remote-layout.ts';
import { createWorkerLayoutEngine } from '../../layout/worker-layout-engine.ts';

let engine: LayoutEngine | null = null;
let store: LayoutStore | null = null;
let pageLayout: PageLayout | null = null;

const layoutStore = (): LayoutStore => (store ??= createIndexedDbLayoutStore());

// Where the last layout came from, on the document element: the e2e cache tests and the benchmark read it.
const markSource = (source: LayoutSource): void => {
  document.documentElement.dataset.layoutSource = source;
};

/** The layout the page came with (src/app/first-view.ts): the engine serves it when a graph's key is its key. */
export function seedPageLayout(layout: PageLayout): void {
  pageLayout = layout;
}

/**
 * The page's layout for this graph, at once, when its key is this graph's and it covers every node: the layout
 * query's initial data, so the canvas's first render already places its nodes (no render of hidden nodes while a
 * promise settles). Stored like any layout that did not come from the store, for a later visit.
 */
export function pageLayoutFor(graph: ElkNode, contentHash: string): LayoutResult | undefined {
  const key = layoutCacheKey(graph, {}, contentHash);
  const seed = pageLayout;
  if (seed?.key !== key || !isLayoutOf(graph, seed.result)) return undefined;
  markSource('page');
  void layoutStore().put(key, seed.result);
  return seed.result;
}

/**
 * `remote`, starting ELK's worker as it asks: a layout that reaches the server was neither in the page nor in this
 * browser's store, and the worker lays it out too if the server is slow, fails or is not asked (a graph over its
 * limit). A page that came with its layout (boot-worker.ts) starts the worker here, at its first such layout — an
 * expand, another depth or direction, "Show all" — so the engine's start overlaps the server's answer; a page
 * that only looks never starts it. `warm` is once per engine, so every later call is free.
 */
export function startingWorkerOnAsk(worker: Pick<LayoutEngine, 'warm'>, remote: LayoutCaches['remote']): LayoutCaches['remote'] {
  return (graph, layoutOptions, signal, onRunning) => {
    worker.warm();
    return remote(graph, layoutOptions, signal, onRunning);
  };
}

/**
 * What a page that opens on a graph readies at start (warm-start.ts): this browser's store, and ELK's worker unless
 * the page came with its layout (then the worker waits for a layout the page does not have: {@link startingWorkerOnAsk}).
 */
export function warmAtStart(pageCameWithLayout: boolean, warm: { store: () => void; engine: () => void }): void {
  if (pageCameWithLayout) warm.store();
  else warm.engine();
}

/** {@link warmAtStart} for this page. */
export function warmLayouts(): void {
  warmAtStart(pageLayout !== null, { store: () => layoutStore().warm(), engine: () => layoutEngine().warm() });
}

/**
 * The tab's one layout engine (one ELK worker), created on first use, behind this browser's persistent layout store
 * and our server's layout cache. Layouts are content-cached by react-query too, so sharing the worker across
 * remounts costs nothing and saves re-parsing ELK's 1.6 MB engine.
 */
export function layoutEngine(): LayoutEngine {
  if (engine) return engine;
  const worker = createWorkerLayoutEngine();
  engine = withLayoutCaches(worker, {
    seeded: (key) => (pageLayout?.key === key ? pageLayout.result : undefined),
    store: layoutStore(),
    remote: startingWorkerOnAsk(worker, (graph, layoutOptions, signal, onRunning) =>
      fetchRemoteLayout(graph, layoutOptions, { ...(signal ? { signal } : {}), ...(onRunning ? { onRunning } : {}) }),
    ),
    onSource: markSource,
  });
  return engine;
}

import { withLayoutCaches, type PageLayout } from '../../layout/cached-layout-engine.ts';
import type { LayoutEngine } from '../../layout/layout-engine.ts';
import { createIndexedDbLayoutStore } from '../../layout/layout-store.ts';
import { fetchRemoteLayout } from '../../layout/remote-layout.ts';
import { createWorkerLayoutEngine } from '../../layout/worker-layout-engine.ts';

let engine: LayoutEngine | null = null;
let pageLayout: PageLayout | null = null;

/** The layout the page came with (src/app/first-view.ts): the engine serves it when a graph's key is its key. */
export function seedPageLayout(layout: PageLayout): void {
  pageLayout = layout;
}

/**
 * The tab's one layout engine (one ELK worker), created on first use, behind this browser's persistent layout store
 * and our server's layout cache. Layouts are content-cached by react-query too, so sharing the worker across
 * remounts costs nothing and saves re-parsing ELK's 1.6 MB engine.
 */
export function layoutEngine(): LayoutEngine {
  engine ??= withLayoutCaches(createWorkerLayoutEngine(), {
    seeded: (key) => (pageLayout?.key === key ? pageLayout.result : undefined),
    store: createIndexedDbLayoutStore(),
    remote: (graph, layoutOptions, signal) => fetchRemoteLayout(graph, layoutOptions, signal ? { signal } : {}),
    // Where the last layout came from, on the document element: the e2e re-visit test and the benchmark read it.
    onSource: (source) => {
      document.documentElement.dataset.layoutSource = source;
    },
  });
  return engine;
}

import type { QueryClient } from '@tanstack/react-query';
import { investigationLineageQueryOptions } from '../investigation/lineage-query.ts';
import { layoutEngine } from '../features/graph/layout-engine-instance.ts';
import { opensOnGraph } from '../lib/graph-paths.ts';
import { LINEAGE_PATH, parseInvestigationParams } from '../lib/investigation-params.ts';
import { preloadGraphView } from './routes/graph-slot.tsx';
import { VIEW_ROUTES } from './routes/view-routes.tsx';

export interface WarmStartDeps {
  client: QueryClient;
  /** The graph screen's chunks: loaded here in parallel, where lazy components would load one after another. */
  preloadGraphScreen: () => Promise<unknown>;
  warmLayout: () => void;
}

export interface WarmStart {
  started: string[];
  /** Settles when the chunks this page's first screen needs are loaded (at once when there are none). Never rejects. */
  screenReady: Promise<void>;
}

const defaultDeps = (client: QueryClient): WarmStartDeps => ({
  client,
  preloadGraphScreen: () => Promise.all([VIEW_ROUTES.find((r) => r.path === LINEAGE_PATH)?.Screen.preload(), preloadGraphView()]),
  warmLayout: () => layoutEngine().warm(),
});

/**
 * A link to a graph is the common way in (a shared investigation, a talk's step). Left to React, its work is a
 * waterfall: route chunk → canvas chunk → `/lineage` → ELK's worker → layout, ~1 s on a cold load. Started here,
 * before the first render, the `/lineage` request, both chunks and ELK's start-up overlap.
 */
export function warmStart(location: Pick<Location, 'pathname' | 'search'>, client: QueryClient, deps: WarmStartDeps = defaultDeps(client)): WarmStart {
  const started: string[] = [];
  const none: WarmStart = { started, screenReady: Promise.resolve() };
  if (!opensOnGraph(location.pathname)) return none;
  deps.warmLayout();
  started.push('layout');
  if (location.pathname !== LINEAGE_PATH) return none;
  // A failed chunk is reported where the screen renders (its error boundary offers Retry), not here.
  const screenReady = deps.preloadGraphScreen().then(
    () => undefined,
    () => undefined,
  );
  started.push('chunks');
  const params = parseInvestigationParams(location.search);
  if (params.node) {
    // The same query options the canvas uses, so its `useQuery` finds this request in flight and waits for it.
    void deps.client.prefetchQuery(
      investigationLineageQueryOptions({ nodeId: params.node, depth: params.depth, view: params.view, since: params.since, until: params.until }),
    );
    started.push('lineage');
  }
  return { started, screenReady };
}

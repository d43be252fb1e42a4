import type { QueryClient } from '@tanstack/react-query';
import { firstDrawingQueryOptions } from '../api/get-first-drawing.ts';
import { lineageQueryOptions } from '../api/get-lineage.ts';
import { investigationLineageQueryOptions } from '../investigation/lineage-query.ts';
import { drawsMarquezFirst } from '../investigation/lineage-source.ts';
import { firstDrawingGate } from '../lib/first-drawing-gate.ts';
import { warmLayouts } from '../features/graph/layout-engine-instance.ts';
import { firstViewQuery } from '../lib/first-view.ts';
import { opensOnGraph } from '../lib/graph-paths.ts';
import { LINEAGE_PATH, parseInvestigationParams } from '../lib/investigation-params.ts';
import { preloadGraphView } from './routes/graph-slot.tsx';
import { VIEW_ROUTES } from './routes/view-routes.tsx';

export interface WarmStartDeps {
  client: QueryClient;
  /** The graph screen's chunks: loaded here in parallel, where lazy components would load one after another. */
  preloadGraphScreen: () => Promise<unknown>;
  warmLayout: () => void;
  /** Holds back the work the first drawing does not need until it is on screen (first-drawing-gate.ts). */
  holdUntilDrawn: () => void;
  /** Says the first drawing's answer is on its way, until the returned release: the hold does not time out meanwhile. */
  drawingOnItsWay: () => () => void;
}

export interface WarmStart {
  started: string[];
  /** Settles when the chunks this page's first screen needs are loaded (at once when there are none). Never rejects. */
  screenReady: Promise<void>;
}

const defaultDeps = (client: QueryClient): WarmStartDeps => ({
  client,
  preloadGraphScreen: () => Promise.all([VIEW_ROUTES.find((r) => r.path === LINEAGE_PATH)?.Screen.preload(), preloadGraphView()]),
  warmLayout: warmLayouts,
  holdUntilDrawn: () => firstDrawingGate.hold(),
  drawingOnItsWay: () => firstDrawingGate.working(),
});

/** The server's first drawing, else (none came) the whole answer at once: the canvas may not be mounted yet to ask. */
async function prefetchHandOver(
  client: QueryClient,
  handOver: ReturnType<typeof firstDrawingQueryOptions>,
  whole: ReturnType<typeof lineageQueryOptions>,
): Promise<void> {
  await client.prefetchQuery(handOver);
  if (!client.getQueryData(handOver.queryKey)) await client.prefetchQuery(whole);
}

/**
 * A link to a graph is the common way in (a shared investigation, a talk's step). Left to React, its work is a
 * waterfall: route chunk → canvas chunk → `/lineage` → ELK's worker → layout, ~1 s on a cold load. Started here,
 * before the first render, the `/lineage` request, both chunks and ELK's start-up overlap (ELK's only when the page
 * did not come with its layout: `warmLayouts`); and what the first drawing does not need (evidence, versions, the
 * run-level upgrade) is held until it is on screen.
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
    deps.holdUntilDrawn();
    started.push('hold');
    // The same query options the canvas uses, so its `useQuery` finds this request in flight and waits for it. A
    // run-level view draws Marquez's answer first (use-lineage-data.ts) and upgrades it only once drawn: only that
    // answer is asked for here (none when the page came with it), not the upgrade's job lists.
    // Until that answer is in (prefetchQuery never rejects), the hold waits for it: a 22 MB answer on a busy machine
    // takes longer than the hold's usual timeout, and the held reads would compete with it.
    // A plain link the page did not come with asks the server for its first drawing instead (the answer may be too big
    // to carry: a 10,000-node answer is 22 MB, its capped drawing ~500 boxes); the canvas reads the whole answer once
    // that is drawn, or at once when the server has none (use-lineage-data.ts).
    const { node: nodeId, depth, view, since, until } = params;
    const release = deps.drawingOnItsWay();
    const marquez = lineageQueryOptions({ nodeId, depth });
    const handOver = firstViewQuery(location.pathname, location.search) !== null && deps.client.getQueryData(marquez.queryKey) === undefined;
    const asked = !drawsMarquezFirst({ view, since, until })
      ? deps.client.prefetchQuery(investigationLineageQueryOptions({ nodeId, depth, view, since, until }))
      : handOver
        ? prefetchHandOver(deps.client, firstDrawingQueryOptions({ nodeId, depth, dir: params.dir, search: location.search }), marquez)
        : deps.client.prefetchQuery(marquez);
    void asked.finally(release);
    started.push('lineage');
  }
  return { started, screenReady };
}

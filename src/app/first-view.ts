import type { QueryClient } from '@tanstack/react-query';
import { lineageQueryOptions, validateLineageAnswer } from '../api/get-lineage.ts';
import { STALE_TIME } from '../api/stale-times.ts';
import type { PageLayout } from '../layout/cached-layout-engine.ts';
import { FIRST_VIEW_VERSION, firstViewQuery } from '../lib/first-view.ts';
import { isRecord } from '../domain/facets/read-facet.ts';
import { drawnFacets } from '../domain/graph/lineage-graph.ts';
import type { Facets, MqLineageGraph } from '../domain/marquez-shapes.ts';

/** The payload's drawn facets by nodeId (src/lib/first-view.ts), untrusted: only the drawn facets' objects are kept. */
function readFacets(raw: unknown): Record<string, Facets> | null {
  if (!isRecord(raw)) return null;
  const kept = Object.entries(raw).flatMap(([id, facets]) => {
    const drawn = drawnFacets(facets);
    return drawn ? [[id, drawn] as const] : [];
  });
  return kept.length > 0 ? Object.fromEntries(kept) : null;
}

/**
 * Takes in the first view the server put in the page (src/lib/first-view.ts): its `/lineage` answer goes through
 * the same zod gate as a fetched one into the query cache, under the very key the canvas and run-level lineage read,
 * so neither asks for it again. Anything off — no element, another version, another view than this URL's, an
 * answer older than the lineage's stale time, one the gate refuses — is ignored without a word: the page then
 * fetches as it always did (and reports a bad answer itself). Returns the layout that came with it, if any.
 */
export function adoptFirstView(
  text: string | null | undefined,
  location: Pick<Location, 'pathname' | 'search'>,
  client: QueryClient,
  now = Date.now(),
): PageLayout | null {
  const query = firstViewQuery(location.pathname, location.search);
  if (!text || !query) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(payload) || payload.v !== FIRST_VIEW_VERSION || payload.nodeId !== query.nodeId || payload.depth !== query.depth) return null;
  const { fetchedAt } = payload;
  if (typeof fetchedAt !== 'number' || !(now - fetchedAt < STALE_TIME.lineage)) return null;
  try {
    const checked = validateLineageAnswer(query, payload.lineage);
    // The facets the server read for the frame draw the same datasets in the canvas's first drawing.
    const facets = readFacets(payload.facets);
    const answer: MqLineageGraph = facets ? { ...checked, facets } : checked;
    // The server's clock may run ahead of this one: never dated in this page's future.
    client.setQueryData(lineageQueryOptions(query).queryKey, answer, { updatedAt: Math.min(fetchedAt, now) });
  } catch {
    return null;
  }
  const { layout } = payload;
  return isRecord(layout) && typeof layout.key === 'string' ? { key: layout.key, result: layout.result } : null;
}

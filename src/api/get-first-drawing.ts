import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { FirstDrawingHandOver } from '../domain/graph/first-drawing-hand-over.ts';
import { FIRST_DRAWING_PATH } from '../lib/first-view.ts';
import { validateLineageAnswer, type LineageParams } from './get-lineage.ts';

// The cap over the answer's hidden nodes (first-drawing-hand-over.ts), checked as strictly as any answer: the names in
// it come from Marquez.
const capSchema = z.object({
  synthetic: z.array(
    z.object({
      kind: z.literal('more'),
      id: z.string(),
      groupKey: z.string(),
      side: z.enum(['upstream', 'downstream', 'around']),
      distance: z.number().nullable(),
      hiddenIds: z.array(z.string()),
    }),
  ),
  syntheticEdges: z.array(z.object({ id: z.string(), source: z.string(), target: z.string(), multiplicity: z.number() })),
  totalNodes: z.number(),
  hiddenNodes: z.number(),
});

/**
 * A large view's first drawing from our server (src/server/shared-lineage-fetch.ts), for the link `search` the page
 * was opened with: its drawn nodes through the `/lineage` gate and its cap; null when the server has none (no route,
 * no read held for this page, an answer the page reads whole) or sent something off — the page then reads the whole
 * answer, as it did without. Rejects only with the caller's own abort.
 */
export async function getFirstDrawing(params: LineageParams & { search: string }, signal?: AbortSignal): Promise<FirstDrawingHandOver | null> {
  const query = new URLSearchParams({ nodeId: params.nodeId, depth: String(params.depth), search: params.search });
  try {
    const res = await fetch(`${FIRST_DRAWING_PATH}?${query.toString()}`, { ...(signal ? { signal } : {}), priority: 'high' });
    if (res.status !== 200) return null;
    const body = (await res.json()) as { answer?: unknown; cap?: unknown };
    return { answer: validateLineageAnswer(params, body.answer), cap: capSchema.parse(body.cap) };
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

/**
 * Query options for {@link getFirstDrawing}, keyed by the view it draws (its direction too: the server drew the link's
 * own): asked once, by the page's warm start, with the link's `search`; the canvas only reads what it got.
 */
export function firstDrawingQueryOptions(params: LineageParams & { dir: string; search: string }) {
  const p = { nodeId: params.nodeId, depth: params.depth };
  // Not keyed by `search`: the canvas reads the drawing by the view it draws, not knowing the link the page opened with.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the link's search only tells the server which drawing
  return queryOptions({
    queryKey: ['first-drawing', { ...p, dir: params.dir }] as const,
    queryFn: ({ signal }) => getFirstDrawing({ ...p, search: params.search }, signal),
    staleTime: Infinity,
    retry: false,
  });
}

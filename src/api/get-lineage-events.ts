import { queryOptions } from '@tanstack/react-query';
import type { OlRunEvent } from '../domain/marquez-shapes.ts';
import { callOf, marquezGet, type CallOptions } from './client.ts';
import { eventKeys, type PageParams } from '../lib/query-keys.ts';
import type { Page } from './schemas/common.ts';
import { runEventListSchema } from './schemas/event.ts';
import { DEFAULT_PAGE, STALE_TIME } from './stale-times.ts';

export interface LineageEventsParams extends Partial<PageParams> {
  /** ISO date-time; Marquez defaults to 2030-01-01. */
  before?: string | null;
  /** ISO date-time; Marquez defaults to 1970-01-01. */
  after?: string | null;
  sortDirection?: 'asc' | 'desc';
}

function normalise(params: LineageEventsParams) {
  return {
    before: params.before ?? null,
    after: params.after ?? null,
    sortDirection: params.sortDirection ?? 'desc',
    limit: params.limit ?? DEFAULT_PAGE.limit,
    offset: params.offset ?? DEFAULT_PAGE.offset,
  } as const;
}

/** GET /events/lineage: RunEvents as stored (Dataset and Job events are not listed). */
export async function getLineageEvents(params: LineageEventsParams = {}, options?: CallOptions): Promise<Page<OlRunEvent>> {
  return marquezGet({ endpoint: 'GET /events/lineage', path: '/events/lineage', query: normalise(params), schema: runEventListSchema }, options);
}

/** Query options for {@link getLineageEvents}. */
export function lineageEventsQueryOptions(params: LineageEventsParams = {}) {
  const p = normalise(params);
  return queryOptions({
    queryKey: eventKeys.list(p),
    queryFn: (ctx) => getLineageEvents(p, callOf(ctx)),
    staleTime: STALE_TIME.events,
  });
}

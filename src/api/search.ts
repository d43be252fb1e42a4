import { queryOptions } from '@tanstack/react-query';
import type { MqSearchResult } from '../domain/marquez-shapes.ts';
import { callOf, marquezGet, type CallOptions } from './client.ts';
import { searchKeys } from '../lib/query-keys.ts';
import { searchResponseSchema } from './schemas/search.ts';
import { STALE_TIME } from './stale-times.ts';

export type SearchSort = 'NAME' | 'UPDATE_AT';

export interface SearchParams {
  /** Case-insensitive substring of dataset and job names; `%` and `_` act as wildcards in Marquez. */
  q: string;
  filter?: 'DATASET' | 'JOB' | null;
  /** Applied here: Marquez accepts `sort` but ignores it (docs/marquez-api.md#search). Default `NAME`. */
  sort?: SearchSort;
  /** Marquez's default is 10. */
  limit?: number;
  namespace?: string | null;
  /** `YYYY-MM-DD` */
  before?: string | null;
  /** `YYYY-MM-DD` */
  after?: string | null;
}

function normalise(params: SearchParams) {
  return {
    q: params.q,
    filter: params.filter ?? null,
    sort: params.sort ?? 'NAME',
    limit: params.limit ?? 10,
    namespace: params.namespace ?? null,
    before: params.before ?? null,
    after: params.after ?? null,
  } as const;
}

/** GET /search, results sorted on the client. */
export async function search(params: SearchParams, options?: CallOptions): Promise<MqSearchResult[]> {
  const p = normalise(params);
  const body = await marquezGet(
    {
      endpoint: 'GET /search',
      path: '/search',
      query: { q: p.q, filter: p.filter, limit: p.limit, namespace: p.namespace, before: p.before, after: p.after },
      schema: searchResponseSchema,
    },
    options,
  );
  return sortSearchResults(body.results, p.sort);
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function byIdentity(a: MqSearchResult, b: MqSearchResult): number {
  return byText(a.name, b.name) || byText(a.namespace, b.namespace) || byText(a.type, b.type);
}

function updatedMs(r: MqSearchResult): number {
  const ms = r.updatedAt ? Date.parse(r.updatedAt) : Number.NaN;
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
}

/**
 * Sorts a copy: `NAME` by name (code-point order, so stable across locales), `UPDATE_AT` newest first with
 * missing dates last. Ties fall back to name, namespace, type, so the order is total.
 */
export function sortSearchResults<T extends MqSearchResult>(results: readonly T[], sort: SearchSort): T[] {
  const copy = [...results];
  if (sort === 'NAME') return copy.sort(byIdentity);
  return copy.sort((a, b) => updatedMs(b) - updatedMs(a) || byIdentity(a, b));
}

/** Query options for {@link search}; disabled while `q` is blank. */
export function searchQueryOptions(params: SearchParams) {
  const p = normalise(params);
  return queryOptions({
    queryKey: searchKeys.results(p),
    queryFn: (ctx) => search(p, callOf(ctx)),
    staleTime: STALE_TIME.search,
    // Marquez answers 400 when `q` is missing; an empty box is no query.
    enabled: p.q.trim().length > 0,
  });
}

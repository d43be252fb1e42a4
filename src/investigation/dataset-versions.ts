import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { datasetVersionsQueryOptions } from '../api/get-dataset-versions.ts';
import type { Page } from '../api/schemas/common.ts';
import type { MqDatasetVersion } from '../domain/marquez-shapes.ts';

/**
 * The page size of every dataset versions read (the as-of trace, the trace's writers, the canvas's writers): one size,
 * so the newest page is one cache entry whoever asks first.
 */
export const VERSIONS_PAGE = 100;

/**
 * A dataset's versions, newest first, page by page through the query cache: every page (as-of), or at most
 * `maxPages`, stopping early once `enough` says the pages so far suffice (the trace's writers). Without `orNull`, a
 * failed page rejects; with it, a page it maps to null ends the read with what came before.
 */
export async function loadVersionPages(
  queryClient: QueryClient,
  ref: { namespace: string; name: string },
  options: {
    maxPages?: number;
    enough?: (sofar: readonly MqDatasetVersion[]) => boolean;
    orNull?: <T>(load: Promise<T>) => Promise<T | null>;
  } = {},
): Promise<MqDatasetVersion[]> {
  const all: MqDatasetVersion[] = [];
  for (let page = 0; page < (options.maxPages ?? Infinity); page++) {
    const load = queryClient.fetchQuery(datasetVersionsQueryOptions({ ...ref, limit: VERSIONS_PAGE, offset: page * VERSIONS_PAGE }));
    const got = options.orNull ? await options.orNull(load) : await load;
    if (!got) break;
    all.push(...got.items);
    if (got.items.length < VERSIONS_PAGE || options.enough?.(all)) break;
  }
  return all;
}

/**
 * The page size of the reads that show a dataset's newest versions on the canvas page: the failed-check marks (every
 * dataset drawn), the details panel's versions and the time-travel timeline (the focus). One size, so on a canvas
 * link the focus's versions are one request and one validation, not three; each shows its own first few.
 */
export const NEWEST_VERSIONS = 50;

type VersionsPage = Page<MqDatasetVersion>;
// One selector per size, so React Query keeps each view's result while the page is unchanged.
const firstOf = new Map<number, (page: VersionsPage) => VersionsPage>();
function selectFirst(shown: number): (page: VersionsPage) => VersionsPage {
  let select = firstOf.get(shown);
  if (!select) {
    select = (page) => (page.items.length <= shown ? page : { ...page, items: page.items.slice(0, shown) });
    firstOf.set(shown, select);
  }
  return select;
}

/**
 * A dataset's `shown` newest versions (at most {@link NEWEST_VERSIONS}), read as the shared newest page and cut to
 * size: the same items a page of `shown` would hold (Marquez lists newest first), and the same `totalCount`.
 */
export function newestVersionsQueryOptions(ref: { namespace: string; name: string }, shown: number = NEWEST_VERSIONS) {
  return queryOptions({
    ...datasetVersionsQueryOptions({ ...ref, limit: NEWEST_VERSIONS, offset: 0 }),
    select: selectFirst(Math.min(shown, NEWEST_VERSIONS)),
  });
}

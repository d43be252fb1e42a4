import type { QueryClient } from '@tanstack/react-query';
import { datasetVersionsQueryOptions } from '../api/get-dataset-versions.ts';
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

import { QueryClient } from '@tanstack/react-query';
import { MARQUEZ_CLIENT_META, type MarquezClient } from '../api/client.ts';

/**
 * A QueryClient for one command-line run: the same query options as the browser, answered by `client` (carried in
 * the queries' default `meta`). No retries — a CLI reports a failure at once — and nothing expires mid-run.
 */
export function createCliQueryClient(client: MarquezClient): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { meta: { [MARQUEZ_CLIENT_META]: client }, retry: false, staleTime: Infinity, gcTime: Infinity } },
  });
}

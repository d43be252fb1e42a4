import { QueryClient } from '@tanstack/react-query';
import { retryMarquez } from '../api/client.ts';

/**
 * The app's one QueryClient (rule `stable-query-client`). Lineage metadata changes when a run finishes, not
 * while someone reads it: a minute of freshness and no refetch on focus keep the canvas still during a talk.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      retry: retryMarquez,
    },
  },
});

import { QueryClient } from '@tanstack/react-query';
import { retryMarquez } from '../api/client.ts';
import { retryCancelledJoin } from '../investigation/retry-cancelled-join.ts';

/**
 * The app's one QueryClient (rule `stable-query-client`). Lineage metadata changes when a run finishes, not
 * while someone reads it: a minute of freshness and no refetch on focus keep the canvas still during a talk. Every
 * query restarts a read it joined that was cancelled under it (`retryCancelledJoin`), not only the trace's: a loader
 * that awaits shared queries would otherwise stay pending for good when their last observer goes away mid-flight.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      ...retryCancelledJoin(retryMarquez),
    },
  },
});

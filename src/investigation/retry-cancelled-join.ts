import { CancelledError } from '@tanstack/react-query';

/** Fresh starts of a joined query before the error stands: a cancellation is a hiccup, not a loop. */
const MAX_RESTARTS = 3;

/** React Query's own default delay between retries. */
const backoff = (failureCount: number) => Math.min(1000 * 2 ** failureCount, 30_000);

/**
 * Retry options for a query function that awaits other queries through `client.fetchQuery` (the trace, the accepted
 * stitches, the lineage beyond them). `fetchQuery` joins a fetch already in flight; when that fetch is cancelled
 * (its last observer went away: a component unmounted, a list of queries changed, React's strict-mode remount), the
 * join rejects with React Query's `CancelledError`. React Query then records nothing on the joining query unless it
 * retries: no data, no error, "fetching" for good. The canvas, waiting on it, never frames its step. A cancellation
 * thrown by the function can only come from a joined query (a cancel of this one ends its fetch before any retry),
 * so it is retried at once, which starts the joined query afresh. Other errors keep `otherwise`.
 */
export function retryCancelledJoin(otherwise: (failureCount: number, error: Error) => boolean = () => false) {
  return {
    retry: (failureCount: number, error: Error) => (error instanceof CancelledError ? failureCount < MAX_RESTARTS : otherwise(failureCount, error)),
    retryDelay: (failureCount: number, error: Error) => (error instanceof CancelledError ? 0 : backoff(failureCount)),
  };
}

/**
 * At most `limit` requests in flight; the rest wait in arrival order. A view that needs thousands of entities
 * (a 10,000-row impact, a whole-graph evidence read) would otherwise hand them all to the network stack at once:
 * Chromium then fails the excess with ERR_INSUFFICIENT_RESOURCES, and every queued request's timeout runs while it
 * waits. Waiting here, before the request's own timer starts, keeps the timeout about the answer, not the queue.
 */
export interface RequestGate {
  /** Resolves once a slot is free (call the returned release exactly once); rejects if `signal` aborts first. */
  acquire(signal?: AbortSignal): Promise<() => void>;
}

export function createRequestGate(limit: number): RequestGate {
  let inFlight = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else inFlight -= 1;
  };
  const once = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  };

  return {
    acquire(signal) {
      if (signal?.aborted) return Promise.reject(signal.reason);
      if (inFlight < limit) {
        inFlight += 1;
        return Promise.resolve(once());
      }
      return new Promise((resolve, reject) => {
        // The slot passes straight from the releasing request to this one, so inFlight stays as it is.
        const grant = () => {
          signal?.removeEventListener('abort', onAbort);
          resolve(once());
        };
        const onAbort = () => {
          const at = waiting.indexOf(grant);
          if (at >= 0) waiting.splice(at, 1);
          reject(signal?.reason);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        waiting.push(grant);
      });
    },
  };
}

import { getLineageEvents } from '../../api/get-lineage-events.ts';

/** The embedded server's stream of "new lineage" messages (mocks/server/live-events.ts). */
export const LIVE_STREAM_URL = '/api/tributary/live';
/** A real Marquez pushes nothing: ask for its newest event this often, only while the page is visible. */
export const POLL_MS = 15_000;

export type LiveSource = 'push' | 'poll';

export interface LiveWatch {
  stop: () => void;
}

export interface LiveDeps {
  /** EventSource, or undefined where there is none (tests, old browsers): then it polls. */
  EventSource?: typeof EventSource | undefined;
  /** The newest stored event's identity, or null when there is none. */
  newest?: (signal: AbortSignal) => Promise<string | null>;
  setInterval?: typeof setInterval;
  clearInterval?: typeof clearInterval;
  visible?: () => boolean;
}

/**
 * Marquez's event count and newest RunEvent: changes whenever an event is stored, a replayed old one included
 * (it counts, though it does not sort first).
 */
export async function newestEventSignature(signal: AbortSignal): Promise<string | null> {
  const page = await getLineageEvents({ limit: 1, sortDirection: 'desc' }, { signal });
  const e = page.items[0];
  return e ? `${page.totalCount ?? ''} ${e.eventTime} ${e.run.runId} ${e.eventType ?? ''}` : null;
}

/**
 * Watches for new lineage and calls `onNew` when some arrived: the embedded server pushes it (server-sent events);
 * where the stream is refused (a real Marquez behind the proxy answers 404), a quiet poll of `/events/lineage`
 * notices a newer event. `onSource` says which of the two is in use.
 */
export function watchLineage(onNew: (source: LiveSource) => void, onSource: (source: LiveSource) => void, deps: LiveDeps = {}): LiveWatch {
  const ES = 'EventSource' in deps ? deps.EventSource : typeof EventSource === 'undefined' ? undefined : EventSource;
  const newest = deps.newest ?? newestEventSignature;
  const every = deps.setInterval ?? setInterval;
  const clear = deps.clearInterval ?? clearInterval;
  const visible = deps.visible ?? (() => typeof document === 'undefined' || document.visibilityState !== 'hidden');
  let stopped = false;
  let timer: ReturnType<typeof setInterval> | null = null;
  let last: string | null | undefined;
  let inFlight: AbortController | null = null;

  const poll = () => {
    onSource('poll');
    const tick = () => {
      if (stopped || inFlight || !visible()) return;
      const controller = new AbortController();
      inFlight = controller;
      newest(controller.signal)
        .then((sig) => {
          // The first answer is the baseline; only a later, different one is new lineage.
          if (last !== undefined && sig !== last && !stopped) onNew('poll');
          last = sig;
        })
        .catch(() => {
          // Marquez unreachable for a moment: the next tick tries again; the views show their own errors.
        })
        .finally(() => {
          if (inFlight === controller) inFlight = null;
        });
    };
    tick();
    timer = every(tick, POLL_MS);
  };

  let source: EventSource | null = null;
  if (ES) {
    source = new ES(LIVE_STREAM_URL);
    source.addEventListener('open', () => onSource('push'));
    source.addEventListener('lineage', () => onNew('push'));
    source.addEventListener('error', () => {
      // CLOSED: the server refused the stream (not the embedded one); CONNECTING: it is retrying on its own.
      if (!stopped && source && source.readyState === 2 && timer === null) {
        source.close();
        source = null;
        poll();
      }
    });
  } else {
    poll();
  }

  return {
    stop: () => {
      stopped = true;
      source?.close();
      if (timer !== null) clear(timer);
      inFlight?.abort();
    },
  };
}

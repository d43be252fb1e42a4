import { ingestEvent } from './ingest/ingest.ts';
import { empty, error, type EmulatorResponse } from './http.ts';
import { parseInstant } from './time.ts';
import { route } from './router.ts';
import { createStore, type Store } from './store.ts';

export type { EmulatorResponse } from './http.ts';

export interface EmulatorRequest {
  method: string;
  /** Raw path + query, still percent-encoded, e.g. `/api/v1/namespaces/kafka%3A%2F%2Fb%3A9092/datasets`. */
  url: string;
  body?: string;
}

export interface LoadResult {
  loaded: number;
  rejected: { index: number; reasons: string[] }[];
}

/** An in-memory Marquez 0.51 answering its HTTP API from ingested OpenLineage events (issue 3). */
export interface Emulator {
  /** POST /api/v1/lineage: 201 empty, 400, or 422 `{"errors":[…]}`; a rejected event changes nothing. */
  ingest(body: unknown): { status: number; body: string };
  /** Any `/api/v1/**` request. */
  handle(req: EmulatorRequest): Promise<EmulatorResponse>;
  /** Ingests many events sorted by `eventTime` first (unparseable times last, original order kept on ties). */
  loadEvents(events: unknown[]): LoadResult;
  /** The tables, for tests that assert nothing changed. */
  readonly store: Store;
}

function eventTimeOf(e: unknown): number {
  const t = typeof e === 'object' && e !== null ? (e as { eventTime?: unknown }).eventTime : undefined;
  return typeof t === 'string' ? (parseInstant(t) ?? Infinity) : Infinity;
}

/** Creates an empty emulator; `clock` stands in for Marquez's wall clock (`updatedAt` on COMPLETE, etc.). */
export function createEmulator(opts: { clock?: () => Date } = {}): Emulator {
  const store = createStore();
  const wall = () => (opts.clock ? opts.clock() : new Date()).getTime();
  const ingest = (body: unknown) => ingestEvent(store, body, wall);
  return {
    store,
    ingest,
    async handle(req) {
      try {
        const res = route(req.method, req.url, req.body ?? '', {
          store,
          now: wall(),
          ingest: (body) => {
            const r = ingest(body);
            return r.status === 201 ? empty(201) : { status: r.status, headers: { 'content-type': 'application/json' }, body: r.body };
          },
        });
        return await Promise.resolve(res);
      } catch (e) {
        console.error('[emulator] uncaught', e);
        return error(500, 'There was an error processing your request. It has been logged.');
      }
    },
    loadEvents(events) {
      const order = events.map((e, index) => ({ e, index, t: eventTimeOf(e) })).sort((a, b) => a.t - b.t || a.index - b.index);
      const rejected: LoadResult['rejected'] = [];
      let loaded = 0;
      for (const { e, index } of order) {
        const r = ingest(e);
        if (r.status === 201) loaded++;
        else rejected.push({ index, reasons: reasonsOf(r.body) });
      }
      return { loaded, rejected: rejected.sort((a, b) => a.index - b.index) };
    },
  };
}

function reasonsOf(body: string): string[] {
  try {
    const parsed = JSON.parse(body) as { errors?: string[]; message?: string };
    return parsed.errors ?? (parsed.message ? [parsed.message] : [body]);
  } catch {
    return [body];
  }
}

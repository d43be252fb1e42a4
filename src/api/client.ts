import type { z } from 'zod';
import { MarquezApiError, errorFromResponse, errorFromSchema } from './marquez-api-error.ts';
import { createRequestGate } from './request-gate.ts';
import { queryString, type QueryValue } from './url.ts';

/**
 * Same origin: Marquez has no CORS, so the dev and production servers proxy `/api`
 * (docs/marquez-api.md#no-cors-a-same-origin-proxy).
 */
export const DEFAULT_BASE_URL = '/api/v1';
export const DEFAULT_TIMEOUT_MS = 15_000;
/** Requests in flight per client: twice what a browser opens to one host over HTTP/1.1, so the pipe stays full. */
export const DEFAULT_MAX_IN_FLIGHT = 12;

/** The part of `fetch` the client uses, so tests and the in-process emulator can stand in for it. */
export type FetchLike = (url: string, init: { headers: Record<string, string>; signal: AbortSignal }) => Promise<Pick<Response, 'ok' | 'status' | 'text'>>;

export interface MarquezClientOptions {
  /** `/api/v1` in the browser; an absolute URL from Node (CLI, tests against a real Marquez). */
  baseUrl?: string;
  timeoutMs?: number;
  /** Defaults to the global `fetch`, looked up per call so tests can stub it. */
  fetch?: FetchLike;
  /** At most this many requests in flight; the rest wait (their timeout starts when they are sent). */
  maxInFlight?: number;
}

export interface GetRequest<S extends z.ZodType> {
  /** Route template used in errors and logs, e.g. `GET /namespaces/{namespace}/datasets/{name}`. */
  endpoint: string;
  /** Already-encoded path below the base URL (build it with `apiPath`). */
  path: string;
  query?: Readonly<Record<string, QueryValue>>;
  schema: S;
  /** Value to return for a 2xx with an empty body (run facets); without it an empty body is `malformed`. */
  onEmpty?: () => z.output<S>;
  /** Why the parsed body is refused before validation (an answer too large to draw), or null to go on. */
  refuse?: (json: unknown) => string | null;
}

export interface CallOptions {
  /** react-query's cancellation signal; aborting it rejects with its reason, not with a MarquezApiError. */
  signal?: AbortSignal;
  timeoutMs?: number;
  client?: MarquezClient;
}

export interface MarquezClient {
  readonly baseUrl: string;
  get<S extends z.ZodType>(request: GetRequest<S>, options?: CallOptions): Promise<z.output<S>>;
}

class TimeoutSignal extends Error {}

/**
 * Creates the fetch client every `src/api` fetcher goes through: timeout (composable with a caller's signal),
 * JSON parse, zod validation, and every failure as one {@link MarquezApiError}.
 */
export function createMarquezClient(options: MarquezClientOptions = {}): MarquezClient {
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const defaultTimeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const gate = createRequestGate(options.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT);

  async function get<S extends z.ZodType>(request: GetRequest<S>, call: CallOptions = {}): Promise<z.output<S>> {
    const { endpoint } = request;
    if (call.signal?.aborted) throw call.signal.reason;
    const url = `${baseUrl}${request.path}${queryString(request.query ?? {})}`;
    // A name that is `.` or `..` becomes a dot segment that fetch would resolve away (even as %2E),
    // silently asking for another resource; refuse it instead.
    if (new URL(request.path, 'http://marquez.invalid').pathname !== request.path) {
      throw new MarquezApiError({ kind: 'bad-request', endpoint, url, message: `${endpoint}: a name of "." or ".." cannot be sent in a URL path` });
    }
    const release = await gate.acquire(call.signal);
    // The caller may have aborted while this call waited for a slot (or for the microtask that grants one).
    if (call.signal?.aborted) {
      release();
      throw call.signal.reason;
    }
    const controller = new AbortController();
    const timeoutMs = call.timeoutMs ?? defaultTimeout;
    // setTimeout rather than AbortSignal.timeout so fake timers drive it in tests.
    const timer = setTimeout(() => controller.abort(new TimeoutSignal()), timeoutMs);
    const forwardAbort = () => controller.abort(call.signal?.reason);
    call.signal?.addEventListener('abort', forwardAbort, { once: true });

    const fail = (error: unknown): never => {
      if (controller.signal.reason instanceof TimeoutSignal) {
        throw new MarquezApiError({ kind: 'timeout', endpoint, url, message: `${endpoint}: no answer within ${timeoutMs} ms` }, { cause: error });
      }
      if (call.signal?.aborted) throw call.signal.reason;
      throw new MarquezApiError(
        { kind: 'network', endpoint, url, message: `${endpoint}: ${error instanceof Error ? error.message : String(error)}` },
        { cause: error },
      );
    };

    try {
      const fetchImpl: FetchLike = options.fetch ?? globalThis.fetch;
      const response = await fetchImpl(url, { headers: { Accept: 'application/json' }, signal: controller.signal }).catch(fail);
      // The body read stays under the same signal: a stalled body times out too.
      const text = await response.text().catch(fail);
      if (!response.ok) throw errorFromResponse(endpoint, url, response.status, text);
      if (text.trim() === '') {
        if (request.onEmpty) return request.onEmpty();
        throw new MarquezApiError({ kind: 'malformed', status: response.status, endpoint, url, message: `${endpoint}: empty response body` });
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch (error) {
        throw new MarquezApiError(
          { kind: 'malformed', status: response.status, endpoint, url, message: `${endpoint}: response is not JSON` },
          { cause: error },
        );
      }
      return validateAnswer(request, json, { url, status: response.status });
    } finally {
      clearTimeout(timer);
      call.signal?.removeEventListener('abort', forwardAbort);
      release();
    }
  }

  return { baseUrl, get };
}

/**
 * The gate every answer passes, fetched or not (the first view the server put in the page, src/app/first-view.ts):
 * the request's refusal, then its zod schema, each failure as a {@link MarquezApiError}.
 */
export function validateAnswer<S extends z.ZodType>(
  request: Pick<GetRequest<S>, 'endpoint' | 'schema' | 'refuse'>,
  json: unknown,
  { url, status }: { url: string; status: number },
): z.output<S> {
  const { endpoint } = request;
  const refusal = request.refuse?.(json) ?? null;
  if (refusal !== null) throw new MarquezApiError({ kind: 'too-large', status, endpoint, url, message: `${endpoint}: ${refusal}` });
  const parsed = request.schema.safeParse(json);
  if (!parsed.success) throw errorFromSchema(endpoint, url, parsed.error.issues);
  return parsed.data;
}

/** The same-origin client the query options use unless a call passes its own. */
export const defaultMarquezClient: MarquezClient = createMarquezClient();

/** The `meta` key under which a QueryClient carries the Marquez client its queries use (the CLIs set it). */
export const MARQUEZ_CLIENT_META = 'marquezClient';

/**
 * Call options for a query function: react-query's signal, and the client the QueryClient was made with (its
 * default `meta`), so the browser and the command-line tools run the very same query options.
 */
export function callOf(ctx: { signal: AbortSignal; meta?: Record<string, unknown> | undefined }): CallOptions {
  const client = ctx.meta?.[MARQUEZ_CLIENT_META] as MarquezClient | undefined;
  return client ? { signal: ctx.signal, client } : { signal: ctx.signal };
}

/** Runs a request on `options.client` or the default client. */
export function marquezGet<S extends z.ZodType>(request: GetRequest<S>, options: CallOptions = {}): Promise<z.output<S>> {
  return (options.client ?? defaultMarquezClient).get(request, options);
}

const RETRYABLE = new Set(['network', 'timeout', 'server']);

/**
 * A react-query `retry` function: retries transient failures (network, timeout, 5xx) twice, never 4xx or
 * malformed/schema answers, which would fail the same way again.
 */
export function retryMarquez(failureCount: number, error: unknown): boolean {
  return failureCount < 2 && error instanceof MarquezApiError && RETRYABLE.has(error.kind);
}

import type { z } from 'zod';
import { checkAnswer, createJsonClient, type FetchLike, type GetRequest, type JsonCallOptions, type JsonClient, type JsonErrors } from './json-client.ts';
import { MarquezApiError, errorFromResponse, errorFromSchema } from './marquez-api-error.ts';

/**
 * Same origin: Marquez has no CORS, so the dev and production servers proxy `/api`
 * (docs/marquez-api.md#no-cors-a-same-origin-proxy).
 */
export const DEFAULT_BASE_URL = '/api/v1';
/** Requests in flight per client: twice what a browser opens to one host over HTTP/1.1, so the pipe stays full. */
export const DEFAULT_MAX_IN_FLIGHT = 12;

export type { FetchLike } from './json-client.ts';

export interface MarquezClientOptions {
  /** `/api/v1` in the browser; an absolute URL from Node (CLI, tests against a real Marquez). */
  baseUrl?: string;
  timeoutMs?: number;
  /** Defaults to the global `fetch`, looked up per call so tests can stub it. */
  fetch?: FetchLike;
  /** At most this many requests in flight; the rest wait (their timeout starts when they are sent). */
  maxInFlight?: number;
}

export interface CallOptions extends JsonCallOptions {
  /** react-query's cancellation signal; aborting it rejects with its reason, not with a MarquezApiError. */
  signal?: AbortSignal;
  client?: MarquezClient;
}

export type MarquezClient = JsonClient;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Every failure of a Marquez call as one {@link MarquezApiError} whose message starts with the endpoint. */
export const marquezErrors: JsonErrors = {
  badPath: ({ endpoint, url }) =>
    new MarquezApiError({ kind: 'bad-request', endpoint, url, message: `${endpoint}: a name of "." or ".." cannot be sent in a URL path` }),
  timeout: ({ endpoint, url }, timeoutMs, cause) =>
    new MarquezApiError({ kind: 'timeout', endpoint, url, message: `${endpoint}: no answer within ${timeoutMs} ms` }, { cause }),
  network: ({ endpoint, url }, cause) => new MarquezApiError({ kind: 'network', endpoint, url, message: `${endpoint}: ${message(cause)}` }, { cause }),
  status: ({ endpoint, url }, status, text) => errorFromResponse(endpoint, url, status, text),
  empty: ({ endpoint, url }, status) => new MarquezApiError({ kind: 'malformed', status, endpoint, url, message: `${endpoint}: empty response body` }),
  notJson: ({ endpoint, url }, status, cause) =>
    new MarquezApiError({ kind: 'malformed', status, endpoint, url, message: `${endpoint}: response is not JSON` }, { cause }),
  refused: ({ endpoint, url }, status, reason) => new MarquezApiError({ kind: 'too-large', status, endpoint, url, message: `${endpoint}: ${reason}` }),
  // Marquez's schema errors carry no status: the answer was a 2xx, what failed is its shape.
  schema: ({ endpoint, url }, _status, issues) => errorFromSchema(endpoint, url, issues),
};

/**
 * Creates the Marquez client every `src/api` fetcher goes through: the JSON client's timeout (composable with a
 * caller's signal), gate, JSON parse and zod validation, every failure as one {@link MarquezApiError}.
 */
export function createMarquezClient(options: MarquezClientOptions = {}): MarquezClient {
  return createJsonClient({
    service: 'Marquez',
    baseUrl: options.baseUrl ?? DEFAULT_BASE_URL,
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    maxInFlight: options.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT,
    errors: marquezErrors,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

/**
 * The gate every answer passes, fetched or not (the first view the server put in the page, src/app/first-view.ts):
 * the request's refusal, then its zod schema, each failure as a {@link MarquezApiError}.
 */
export function validateAnswer<S extends z.ZodType>(
  request: Pick<GetRequest<S>, 'endpoint' | 'schema' | 'refuse' | 'accept'>,
  json: unknown,
  { url, status }: { url: string; status: number },
): z.output<S> {
  return checkAnswer(request, json, { endpoint: request.endpoint, url, baseUrl: '' }, status, marquezErrors);
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

import type { z } from 'zod';
import { createRequestGate } from './request-gate.ts';
import { streamedArrayParser, type StreamedArrayParser } from './streamed-json-array.ts';
import { queryString, type QueryValue } from './url.ts';

/**
 * The one JSON-over-HTTP pipeline every client goes through — Marquez (`client.ts`), Kafka Connect and the Schema
 * Registry (`service-client.ts`): a timeout on silence — from sending until the answer starts, then between the body's chunks (composable
 * with a caller's signal), at most N requests in flight, JSON parse, zod validation. Each instance words its own failures through
 * `errors`, so Marquez keeps its error kinds and the services their messages.
 */

/** The part of `fetch` the clients use, so tests and the in-process emulator can stand in for it. */
export type FetchLike = (
  url: string,
  init: { method?: string; headers: Record<string, string>; body?: string; signal: AbortSignal },
) => Promise<Pick<Response, 'ok' | 'status' | 'text'> & { body?: ReadableStream<Uint8Array> | null }>;

/** Main-thread work between yields while a body is read and parsed: well under the 50 ms of a long task. */
const READ_BUDGET_MS = 30;
/** Characters a sink is given at once: parsed in a few ms. */
const SINK_SLICE = 128 * 1024;

/** Lets the page paint and handle input: `scheduler.yield` where the browser has it, else a macrotask. */
const yieldToEventLoop = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

/**
 * The body as text; a streamed body calls `progress` for every chunk that arrives (fakes without a stream just read).
 * A `sink` gets each decoded piece as it arrives (a large answer parsed while it streams in), with a yield after each
 * {@link READ_BUDGET_MS} of that work, so chunks that queued up while the thread was busy are not read in one task;
 * when the sink parsed the body, the text is not joined (22 MB copied for nothing).
 */
async function readBody(response: Awaited<ReturnType<FetchLike>>, progress: () => void, sink?: StreamedArrayParser): Promise<string> {
  // Nothing arrives piece by piece (a test's fake, the server's teed read): parsed whole by the caller.
  if (!response.body) return response.text();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let worked = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    progress();
    const part = decoder.decode(value, { stream: true });
    parts.push(part);
    if (!sink) continue;
    // A read may hand over megabytes that piled up while the thread was busy: fed in slices, with yields between.
    for (let at = 0; at < part.length; at += SINK_SLICE) {
      const started = performance.now();
      sink.push(part.length <= SINK_SLICE ? part : part.slice(at, at + SINK_SLICE));
      worked += performance.now() - started;
      if (worked > READ_BUDGET_MS) {
        worked = 0;
        await yieldToEventLoop();
      }
    }
  }
  const last = decoder.decode();
  parts.push(last);
  sink?.push(last);
  return sink?.end() ? '' : parts.join('');
}

/** Where a failed request went: the route template shown in errors, the URL sent and the client's base URL. */
export interface Where {
  endpoint: string;
  url: string;
  baseUrl: string;
}

/** Builds each failure the pipeline can meet; `cause` is what the transport threw. */
export interface JsonErrors {
  /** A path with a `.` or `..` segment, refused before sending. */
  badPath(where: Where): Error;
  timeout(where: Where, timeoutMs: number, cause: unknown): Error;
  network(where: Where, cause: unknown): Error;
  /** A non-2xx answer with its body text. */
  status(where: Where, status: number, text: string): Error;
  /** A 2xx with an empty body, for a request without `onEmpty`. */
  empty(where: Where, status: number): Error;
  notJson(where: Where, status: number, cause: unknown): Error;
  /** The request's `refuse` said why the body is not taken (an answer too large to draw). */
  refused(where: Where, status: number, reason: string): Error;
  schema(where: Where, status: number, issues: readonly z.core.$ZodIssue[]): Error;
}

export interface JsonAuth {
  /** `user:password` for HTTP basic auth. */
  basic?: string;
  /** Extra request headers (`Authorization: Bearer …`, a proxy's API key). */
  headers?: Record<string, string>;
}

export interface JsonClientOptions {
  /** Who answers (`Marquez`, `Kafka Connect`): for the error builders and logs. */
  service: string;
  baseUrl: string;
  timeoutMs?: number;
  /** Defaults to the global `fetch`, looked up per call so tests can stub it. */
  fetch?: FetchLike;
  auth?: JsonAuth;
  errors: JsonErrors;
  /** At most this many requests in flight; the rest wait (their timeout starts when they are sent). Default: no limit. */
  maxInFlight?: number;
}

export interface GetRequest<S extends z.ZodType> {
  /** Route template used in errors and logs, e.g. `GET /namespaces/{namespace}/datasets/{name}`. */
  endpoint: string;
  /** Already-encoded path below the base URL (build it with `apiPath`). */
  path: string;
  query?: Readonly<Record<string, QueryValue>>;
  schema: S;
  /** Value to return for a 2xx with an empty body (run facets); without it an empty body is a failure. */
  onEmpty?: () => z.output<S>;
  /** Why the parsed body is refused before validation (an answer too large to draw), or null to go on. */
  refuse?: (json: unknown) => string | null;
  /**
   * A check cheaper than `schema` for large answers: true only when the schema would accept the body and return it
   * unchanged, so the body is taken as is; false sends it through the schema as usual. One gateway still: what the
   * schema refuses, this never accepts (a property test per check).
   */
  accept?: (json: unknown) => boolean;
  /**
   * A large answer shaped `{"<key>": [...]}` is parsed as it arrives, a batch of whole items at a time
   * (streamed-json-array.ts), never in one task; any other body is parsed whole as usual. `acceptItems` is `accept`
   * for a batch of those items: `accept` of such a body must be true exactly when every batch passes it.
   */
  streamed?: { key: string; acceptItems?: (items: readonly unknown[]) => boolean };
}

export interface PostRequest {
  endpoint: string;
  path: string;
  /** Sent as JSON. */
  body: unknown;
}

/** An HTTP answer as it came: a write's caller judges it (OpenLineage writers report each refused event). */
export interface HttpAnswer {
  ok: boolean;
  status: number;
  text: string;
}

export interface JsonCallOptions {
  /** Cancellation; aborting rejects with the signal's reason, not with a built error. */
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface JsonClient {
  readonly baseUrl: string;
  readonly service: string;
  get<S extends z.ZodType>(request: GetRequest<S>, call?: JsonCallOptions): Promise<z.output<S>>;
  /** POSTs `body` as JSON; resolves with any HTTP answer, rejects only when none came (timeout, network, abort). */
  post(request: PostRequest, call?: JsonCallOptions): Promise<HttpAnswer>;
  /** The same pipeline (transport, auth, timeout, errors) at another base URL: a sibling service on the same server. */
  at(baseUrl: string): JsonClient;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

class TimeoutSignal extends Error {}

const base64 = (text: string): string =>
  typeof Buffer !== 'undefined' ? Buffer.from(text, 'utf8').toString('base64') : btoa(String.fromCharCode(...new TextEncoder().encode(text)));

function headersOf(auth: JsonAuth | undefined): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', ...(auth?.headers ?? {}) };
  if (auth?.basic) headers.Authorization = `Basic ${base64(auth.basic)}`;
  return headers;
}

/**
 * The parsed body's last gate, fetched or not (the first view the server put in the page): the request's refusal,
 * then its zod schema, each failure built by `errors`.
 */
export function checkAnswer<S extends z.ZodType>(
  request: Pick<GetRequest<S>, 'schema' | 'refuse' | 'accept'>,
  json: unknown,
  where: Where,
  status: number,
  errors: JsonErrors,
  /** `request.accept(json)`, when already known (a body parsed as it arrived was checked batch by batch). */
  accepted?: boolean,
): z.output<S> {
  const refusal = request.refuse?.(json) ?? null;
  if (refusal !== null) throw errors.refused(where, status, refusal);
  if (accepted ?? request.accept?.(json)) return json as z.output<S>;
  const parsed = request.schema.safeParse(json);
  if (!parsed.success) throw errors.schema(where, status, parsed.error.issues);
  return parsed.data;
}

export function createJsonClient(options: JsonClientOptions): JsonClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const { service, errors } = options;
  const defaultTimeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const gate = options.maxInFlight === undefined ? null : createRequestGate(options.maxInFlight);
  const headers = headersOf(options.auth);

  /** Sends one request and reads its body: the gate, the timeout, the caller's abort, network failures. `path` is the request's own. */
  async function send(
    where: Where,
    path: string,
    init: { method?: string; headers: Record<string, string>; body?: string },
    call: JsonCallOptions,
    sink?: StreamedArrayParser,
  ): Promise<HttpAnswer> {
    const { signal } = call;
    if (signal?.aborted) throw signal.reason;
    // A name that is `.` or `..` becomes a dot segment that fetch would resolve away (even as %2E),
    // silently asking for another resource; refuse it instead.
    const bare = path.replace(/[?#].*$/s, '');
    if (new URL(bare, 'http://client.invalid').pathname !== bare) throw errors.badPath(where);
    const release = gate ? await gate.acquire(signal) : () => undefined;
    // The caller may have aborted while this call waited for a slot (or for the microtask that grants one).
    if (signal?.aborted) {
      release();
      throw signal.reason;
    }
    const controller = new AbortController();
    const timeoutMs = call.timeoutMs ?? defaultTimeout;
    // setTimeout rather than AbortSignal.timeout so fake timers drive it in tests.
    let timer = setTimeout(() => controller.abort(new TimeoutSignal()), timeoutMs);
    // The timeout is for silence, not for size: each chunk of a body that is arriving restarts it, so a large answer
    // that keeps coming (a 10,000-node /lineage on a busy machine) is not abandoned and asked for again, while a
    // server that stops sending mid-body still times out.
    const progress = () => {
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort(new TimeoutSignal()), timeoutMs);
    };
    const forwardAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', forwardAbort, { once: true });
    const fail = (error: unknown): never => {
      if (controller.signal.reason instanceof TimeoutSignal) throw errors.timeout(where, timeoutMs, error);
      if (signal?.aborted) throw signal.reason;
      throw errors.network(where, error);
    };
    try {
      const fetchImpl: FetchLike = options.fetch ?? globalThis.fetch;
      const response = await fetchImpl(where.url, { ...init, signal: controller.signal }).catch(fail);
      // The body read stays under the same signal: a stalled body times out too.
      // Only a 2xx body is parsed as it arrives: an error's text is quoted whole.
      const text = await readBody(response, progress, response.ok ? sink : undefined).catch(fail);
      return { ok: response.ok, status: response.status, text };
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
      release();
    }
  }

  async function get<S extends z.ZodType>(request: GetRequest<S>, call: JsonCallOptions = {}): Promise<z.output<S>> {
    const where = { endpoint: request.endpoint, url: `${baseUrl}${request.path}${queryString(request.query ?? {})}`, baseUrl };
    const sink = request.streamed ? streamedArrayParser(request.streamed.key, request.streamed.acceptItems) : undefined;
    const answer = await send(where, request.path, { headers }, call, sink);
    if (!answer.ok) throw errors.status(where, answer.status, answer.text);
    const streamed = sink?.end();
    if (streamed) return checkAnswer(request, streamed.value, where, answer.status, errors, streamed.accepted);
    if (answer.text.trim() === '') {
      if (request.onEmpty) return request.onEmpty();
      throw errors.empty(where, answer.status);
    }
    let json: unknown;
    try {
      json = JSON.parse(answer.text);
    } catch (error) {
      throw errors.notJson(where, answer.status, error);
    }
    return checkAnswer(request, json, where, answer.status, errors);
  }

  function post(request: PostRequest, call: JsonCallOptions = {}): Promise<HttpAnswer> {
    const where = { endpoint: request.endpoint, url: `${baseUrl}${request.path}`, baseUrl };
    return send(where, request.path, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(request.body) }, call);
  }

  // Its own gate, if any: a sibling's few requests need not queue behind this client's.
  const at = (other: string): JsonClient => createJsonClient({ ...options, baseUrl: other });
  return { baseUrl, service, get, post, at };
}

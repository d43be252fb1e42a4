import type { IncomingMessage } from 'node:http';
import { QueryClient } from '@tanstack/react-query';
import { createMarquezClient, MARQUEZ_CLIENT_META } from '../api/client.ts';
import { lineageQueryOptions } from '../api/get-lineage.ts';
import type { FetchLike } from '../api/json-client.ts';
import { MarquezApiError } from '../api/marquez-api-error.ts';
import type { MqLineageGraph } from '../domain/marquez-shapes.ts';
import type { FirstViewQuery } from '../lib/first-view.ts';
import type { ApiHandler } from './http-server.ts';
import { inProcessFetch } from './in-process-fetch.ts';
import { timeline } from './server-timing.ts';

/** One `/lineage` read made for a page: the answer as Marquez sent it, and as the browser's gate takes it. */
export interface LineageRead {
  /** Marquez's HTTP status; 0 when no answer came (network, timeout). */
  status: number;
  /** The body as sent (held for the page's own request, embedded without serialising it again). */
  text: string;
  /** The answer through the same gate as the browser's (`lineageQueryOptions`), or null when it refused it. */
  answer: MqLineageGraph | null;
}

/**
 * Reads a view's `/lineage` for a page; `onHeaders` is told the answer's declared size in bytes (its Content-Length,
 * null when it declares none) as soon as its headers are in, `onBody` its status and body as soon as the body is in,
 * before the gate. `onBody` returning false says no one needs the gated answer: the read then ends with the body and
 * `answer: null`, without the gate (a 22 MB answer's parse held the server's thread 0.4–3.7 s, and with it the
 * page's copy of that very answer).
 */
export type LineageReader = (
  query: FirstViewQuery,
  req: IncomingMessage,
  onHeaders?: (bytes: number | null) => void,
  onBody?: (status: number, text: string) => boolean | void,
) => Promise<LineageRead>;

/** Where the server's reads go: Marquez itself when configured, else the server's own `/api` handler, in-process. */
export interface LineageBackend {
  marquezUrl?: string;
  api: ApiHandler;
}

/** What a page's read carries of its request: the same caller, so the same answer Marquez would give the page. */
export function callerHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  if (req.headers.cookie) headers.cookie = req.headers.cookie;
  if (req.headers.authorization) headers.authorization = req.headers.authorization;
  return headers;
}

/** A response as the transports give it; Marquez's over HTTP has its headers (the in-process emulator's has none). */
type TransportResponse = Awaited<ReturnType<FetchLike>> & { headers?: Pick<Headers, 'get'> };

export function transportFor(
  backend: LineageBackend,
  caller: Record<string, string>,
): { baseUrl: string; fetch: (...args: Parameters<FetchLike>) => Promise<TransportResponse> } {
  if (backend.marquezUrl === undefined) return { baseUrl: 'http://in-process/api/v1', fetch: inProcessFetch(backend.api, caller) };
  return {
    baseUrl: `${backend.marquezUrl.replace(/\/+$/, '')}/api/v1`,
    fetch: (url, init) => fetch(url, { ...init, headers: { ...caller, ...init.headers } }),
  };
}

/**
 * Reads a view's `/lineage` for a page as the page itself would (issue 32): `lineageQueryOptions`, the Marquez client
 * and its gate (size refusal, zod), with the caller's cookie and authorization. No HTTP request to this server: the
 * read goes to the configured Marquez directly, or to the embedded emulator's handler in-process. The body is kept as
 * it came, whatever the gate said: the page's own request may be answered with it, and the page's gate then says the
 * same.
 */
export function createLineageReader(backend: LineageBackend): LineageReader {
  return async (query, req, onHeaders, onBody) => {
    const transport = transportFor(backend, callerHeaders(req));
    const seen = { status: 0, text: '' };
    let ungated = false;
    // Tees the body as it passes: the client reads it once, the server keeps it.
    const mark = timeline('lineage-read', { node: query.nodeId });
    const teeing: FetchLike = async (url, init) => {
      const response = await transport.fetch(url, init);
      const declared = Number(response.headers?.get('content-length') ?? Number.NaN);
      mark('headers', { status: response.status, bytes: declared });
      onHeaders?.(Number.isFinite(declared) ? declared : null);
      seen.status = response.status;
      seen.text = await response.text();
      mark('body', { bytes: seen.text.length });
      if (onBody) {
        ungated = onBody(response.status, seen.text) === false;
        if (ungated) throw new Error('the gated answer is not needed');
        // One turn of the event loop before the gate (a 22 MB answer's parse holds this thread for a while): the
        // page's copy, handed to its socket by `onBody`, starts on its way first.
        await new Promise((ok) => setImmediate(ok));
      }
      return { ok: response.ok, status: response.status, text: () => Promise.resolve(seen.text) };
    };
    const client = createMarquezClient({ baseUrl: transport.baseUrl, fetch: teeing });
    // One QueryClient per read: answers are per caller (their credentials), never shared between visitors.
    const queries = new QueryClient({ defaultOptions: { queries: { meta: { [MARQUEZ_CLIENT_META]: client }, retry: false, gcTime: 0 } } });
    try {
      const answer = await queries.fetchQuery(lineageQueryOptions(query));
      mark('gated');
      return { ...seen, answer };
    } catch (error) {
      if (ungated || (error instanceof MarquezApiError && seen.status !== 0)) return { ...seen, answer: null };
      return { status: 0, text: '', answer: null };
    } finally {
      queries.clear();
    }
  };
}

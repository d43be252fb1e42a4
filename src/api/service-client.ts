import type { z } from 'zod';
import { formatJsonPath } from './marquez-api-error.ts';

/**
 * A JSON GET client for the services connect-lineage reads besides Marquez (Kafka Connect's REST API, the Schema
 * Registry): the same timeout / JSON / zod pipeline as `client.ts`, plus basic auth and extra headers, and every
 * failure as one {@link ServiceApiError} whose message starts with the service and endpoint.
 */

export type ServiceErrorKind = 'unauthorized' | 'not-found' | 'bad-request' | 'server' | 'network' | 'timeout' | 'malformed' | 'schema';

export class ServiceApiError extends Error {
  override readonly name = 'ServiceApiError';
  readonly kind: ServiceErrorKind;
  readonly service: string;
  readonly endpoint: string;
  readonly status?: number;
  readonly url: string;

  constructor(
    init: { kind: ServiceErrorKind; service: string; endpoint: string; url: string; message: string; status?: number },
    options?: { cause?: unknown },
  ) {
    super(init.message, options);
    this.kind = init.kind;
    this.service = init.service;
    this.endpoint = init.endpoint;
    this.url = init.url;
    if (init.status !== undefined) this.status = init.status;
  }
}

export type ServiceFetch = (url: string, init: { headers: Record<string, string>; signal: AbortSignal }) => Promise<Pick<Response, 'ok' | 'status' | 'text'>>;

export interface ServiceAuth {
  /** `user:password` for HTTP basic auth. */
  basic?: string;
  /** Extra request headers (`Authorization: Bearer …`, a proxy's API key). */
  headers?: Record<string, string>;
}

export interface ServiceClientOptions {
  /** Shown in errors: `Kafka Connect`, `Schema Registry`. */
  service: string;
  baseUrl: string;
  auth?: ServiceAuth;
  timeoutMs?: number;
  fetch?: ServiceFetch;
}

export interface ServiceClient {
  readonly baseUrl: string;
  /** `path` is already encoded; `endpoint` is the route template used in errors. */
  get<S extends z.ZodType>(endpoint: string, path: string, schema: S, signal?: AbortSignal): Promise<z.output<S>>;
}

class Timeout extends Error {}

const base64 = (text: string): string =>
  typeof Buffer !== 'undefined' ? Buffer.from(text, 'utf8').toString('base64') : btoa(String.fromCharCode(...new TextEncoder().encode(text)));

const clip = (s: string) => (s.length > 300 ? `${s.slice(0, 300)}…` : s);

export function createServiceClient(options: ServiceClientOptions): ServiceClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const { service } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...(options.auth?.headers ?? {}) };
  if (options.auth?.basic) headers.Authorization = `Basic ${base64(options.auth.basic)}`;

  async function get<S extends z.ZodType>(endpoint: string, path: string, schema: S, signal?: AbortSignal): Promise<z.output<S>> {
    const url = `${baseUrl}${path}`;
    const where = `${service} ${endpoint}`;
    const controller = new AbortController();
    const timeoutMs = options.timeoutMs ?? 15_000;
    const timer = setTimeout(() => controller.abort(new Timeout()), timeoutMs);
    const forward = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', forward, { once: true });
    const fail = (error: unknown): never => {
      if (controller.signal.reason instanceof Timeout) {
        throw new ServiceApiError({ kind: 'timeout', service, endpoint, url, message: `${where}: no answer within ${timeoutMs} ms` }, { cause: error });
      }
      if (signal?.aborted) throw signal.reason;
      const why = error instanceof Error ? (error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message) : String(error);
      throw new ServiceApiError({ kind: 'network', service, endpoint, url, message: `${where}: cannot reach ${baseUrl}: ${why}` }, { cause: error });
    };
    try {
      const response = await (options.fetch ?? globalThis.fetch)(url, { headers, signal: controller.signal }).catch(fail);
      const text = await response.text().catch(fail);
      if (!response.ok) {
        const status = response.status;
        let detail = text.trim();
        try {
          const body = JSON.parse(text) as { message?: unknown };
          if (typeof body.message === 'string') detail = body.message;
        } catch {
          // Not JSON: the text itself says why.
        }
        const kind: ServiceErrorKind =
          status === 401 || status === 403 ? 'unauthorized' : status === 404 ? 'not-found' : status >= 500 ? 'server' : 'bad-request';
        const hint = kind === 'unauthorized' ? ' (check the credentials: basic auth or headers)' : '';
        throw new ServiceApiError({ kind, service, endpoint, url, status, message: `${where}: HTTP ${status}${detail ? ` ${clip(detail)}` : ''}${hint}` });
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch (error) {
        throw new ServiceApiError(
          { kind: 'malformed', service, endpoint, url, status: response.status, message: `${where}: response is not JSON` },
          { cause: error },
        );
      }
      const parsed = schema.safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const at = issue ? formatJsonPath(issue.path) : '';
        throw new ServiceApiError({
          kind: 'schema',
          service,
          endpoint,
          url,
          status: response.status,
          message: `${where}: unexpected answer${at ? ` at ${at}` : ''}: ${issue?.message ?? 'invalid'}`,
        });
      }
      return parsed.data;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forward);
    }
  }
  return { baseUrl, get };
}

/** Basic auth and headers from flags or the environment (`<PREFIX>_BASIC_AUTH=user:pass`, `<PREFIX>_HEADERS=K: v; K2: v2`). */
export function authFrom(
  basic: string | undefined,
  headerList: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  prefix: string,
): ServiceAuth {
  const headers: Record<string, string> = {};
  const all = [...(env[`${prefix}_HEADERS`] ?? '').split(';'), ...headerList];
  for (const h of all) {
    const i = h.indexOf(':');
    if (i > 0) headers[h.slice(0, i).trim()] = h.slice(i + 1).trim();
  }
  const b = basic ?? env[`${prefix}_BASIC_AUTH`];
  return { ...(b ? { basic: b } : {}), ...(Object.keys(headers).length > 0 ? { headers } : {}) };
}

import type { z } from 'zod';
import { createJsonClient, type FetchLike, type JsonAuth, type JsonErrors, type Where } from './json-client.ts';
import { formatJsonPath } from './marquez-api-error.ts';

/**
 * A JSON GET client for the services connect-lineage reads besides Marquez (Kafka Connect's REST API, the Schema
 * Registry): the JSON client (`json-client.ts`) with basic auth and extra headers, and every failure as one
 * {@link ServiceApiError} whose message starts with the service and endpoint.
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

export type ServiceFetch = FetchLike;
export type ServiceAuth = JsonAuth;

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

const clip = (s: string) => (s.length > 300 ? `${s.slice(0, 300)}…` : s);

const statusKind = (status: number): ServiceErrorKind =>
  status === 401 || status === 403 ? 'unauthorized' : status === 404 ? 'not-found' : status >= 500 ? 'server' : 'bad-request';

/** A non-2xx: the service's `message` when it sends one, else its text; a 401/403 hints at the credentials. */
function statusError(service: string, { endpoint, url }: Where, status: number, text: string): ServiceApiError {
  let detail = text.trim();
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string') detail = body.message;
  } catch {
    // Not JSON: the text itself says why.
  }
  const kind = statusKind(status);
  const hint = kind === 'unauthorized' ? ' (check the credentials: basic auth or headers)' : '';
  return new ServiceApiError({
    kind,
    service,
    endpoint,
    url,
    status,
    message: `${service} ${endpoint}: HTTP ${status}${detail ? ` ${clip(detail)}` : ''}${hint}`,
  });
}

/** Every failure as one {@link ServiceApiError} whose message starts with the service and endpoint. */
function serviceErrors(service: string): JsonErrors {
  const at = (where: Where) => `${service} ${where.endpoint}`;
  const error = (kind: ServiceErrorKind, where: Where, message: string, status?: number, cause?: unknown) =>
    new ServiceApiError(
      { kind, service, endpoint: where.endpoint, url: where.url, message: `${at(where)}: ${message}`, ...(status !== undefined ? { status } : {}) },
      cause === undefined ? undefined : { cause },
    );
  const notJson = (where: Where, status: number, cause?: unknown) => error('malformed', where, 'response is not JSON', status, cause);
  return {
    badPath: (where) => error('bad-request', where, 'a name of "." or ".." cannot be sent in a URL path'),
    timeout: (where, timeoutMs, cause) => error('timeout', where, `no answer within ${timeoutMs} ms`, undefined, cause),
    network: (where, cause) => {
      const why = cause instanceof Error ? (cause.cause instanceof Error ? `${cause.message} (${cause.cause.message})` : cause.message) : String(cause);
      return error('network', where, `cannot reach ${where.baseUrl}: ${why}`, undefined, cause);
    },
    status: (where, status, text) => statusError(service, where, status, text),
    // An empty body is no JSON either.
    empty: (where, status) => notJson(where, status),
    notJson,
    refused: (where, status, reason) => error('schema', where, reason, status),
    schema: (where, status, issues) => {
      const issue = issues[0];
      const path = issue ? formatJsonPath(issue.path) : '';
      return error('schema', where, `unexpected answer${path ? ` at ${path}` : ''}: ${issue?.message ?? 'invalid'}`, status);
    },
  };
}

/** A JSON client for a service that is not Marquez, with its own error wording. */
export function createServiceClient(options: ServiceClientOptions): ServiceClient {
  const { service, auth, timeoutMs, fetch } = options;
  const http = createJsonClient({
    service,
    baseUrl: options.baseUrl,
    errors: serviceErrors(service),
    ...(auth ? { auth } : {}),
    ...(timeoutMs !== undefined ? { timeoutMs } : {}),
    ...(fetch ? { fetch } : {}),
  });
  return {
    baseUrl: http.baseUrl,
    get: (endpoint, path, schema, signal) => http.get({ endpoint, path, schema }, signal ? { signal } : {}),
  };
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

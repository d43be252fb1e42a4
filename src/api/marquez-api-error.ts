import type { z } from 'zod';

export type MarquezErrorKind = 'not-found' | 'bad-request' | 'validation' | 'server' | 'network' | 'timeout' | 'malformed' | 'schema' | 'too-large';

export interface MarquezApiErrorInit {
  kind: MarquezErrorKind;
  endpoint: string;
  message: string;
  status?: number;
  path?: string;
  details?: string[];
  url?: string;
}

/**
 * The one error the Marquez client throws. `endpoint` is the route template (`GET /namespaces/{namespace}/datasets/{name}`),
 * `url` the request actually sent, `path` the JSON path of a schema error, `details` Marquez's `errors[]` or every
 * schema issue. The message always starts with the endpoint so a log line says where it came from.
 */
export class MarquezApiError extends Error {
  override readonly name = 'MarquezApiError';
  readonly kind: MarquezErrorKind;
  readonly endpoint: string;
  readonly status?: number;
  readonly path?: string;
  readonly details?: string[];
  readonly url?: string;

  constructor(init: MarquezApiErrorInit, options?: { cause?: unknown }) {
    super(init.message, options);
    this.kind = init.kind;
    this.endpoint = init.endpoint;
    if (init.status !== undefined) this.status = init.status;
    if (init.path !== undefined) this.path = init.path;
    if (init.details !== undefined) this.details = init.details;
    if (init.url !== undefined) this.url = init.url;
  }
}

/** Narrows an unknown (react-query `error`) to the client error. */
export function isMarquezApiError(error: unknown): error is MarquezApiError {
  return error instanceof MarquezApiError;
}

const MAX_TEXT = 300;

/**
 * Maps a non-OK response to a {@link MarquezApiError}. Marquez (Dropwizard) answers `{code,message}` for not-found and
 * uncaught errors, `{errors:[…]}` for validation (400 query params, 422 bodies), and HTTP 500 with `"code":400` for a
 * `JsonProcessingException` (docs/marquez-api.md#errors): that one is the client's fault, so it maps to `bad-request`.
 */
export function errorFromResponse(endpoint: string, url: string, status: number, bodyText: string): MarquezApiError {
  const body = tryParseJson(bodyText);
  const code = isRecord(body) && typeof body.code === 'number' ? body.code : undefined;
  const errors = isRecord(body) && Array.isArray(body.errors) ? body.errors.map(String) : undefined;
  const serverMessage = isRecord(body) && typeof body.message === 'string' ? body.message : undefined;

  const summary = serverMessage ?? (errors && errors.length > 0 ? errors.join('; ') : bodyText.trim() ? truncate(bodyText.trim()) : `HTTP ${status}`);
  const details = errors ?? (serverMessage !== undefined ? [serverMessage] : undefined);
  return new MarquezApiError({
    kind: kindForStatus(status, code),
    status,
    endpoint,
    url,
    message: `${endpoint}: ${summary}`,
    ...(details ? { details } : {}),
  });
}

function kindForStatus(status: number, bodyCode: number | undefined): MarquezErrorKind {
  if (status === 404) return 'not-found';
  if (status === 422) return 'validation';
  if (status >= 500 && bodyCode !== undefined && bodyCode >= 400 && bodyCode < 500) return 'bad-request';
  if (status >= 500) return 'server';
  return 'bad-request';
}

/** Formats a zod issue path the way a reader writes it: `graph[3].data.fields[0].name`. */
export function formatJsonPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    const text = String(key);
    if (/^[A-Za-z_$][\w$]*$/.test(text)) return out ? `${out}.${text}` : text;
    return `${out}[${JSON.stringify(text)}]`;
  }, '');
}

function issueText(issue: z.core.$ZodIssue): string {
  return issue.message.replace(/^Invalid input: /, '');
}

const MAX_ISSUES = 20;

/** A response that parsed as JSON but does not match the endpoint's schema. */
export function errorFromSchema(endpoint: string, url: string, issues: readonly z.core.$ZodIssue[]): MarquezApiError {
  const lines = issues.slice(0, MAX_ISSUES).map((issue) => {
    const path = formatJsonPath(issue.path);
    return path ? `${path}: ${issueText(issue)}` : issueText(issue);
  });
  const first = issues[0];
  return new MarquezApiError({
    kind: 'schema',
    endpoint,
    url,
    message: `${endpoint}: ${lines[0] ?? 'unexpected response'}`,
    path: first ? formatJsonPath(first.path) : '',
    details: lines,
  });
}

function tryParseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function truncate(text: string): string {
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
}

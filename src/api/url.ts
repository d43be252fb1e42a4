import { encodePathSegment, encodeQueryValue } from '../domain/node-id.ts';

/**
 * Builds an API path, percent-encoding every interpolated value as ONE path segment
 * (`apiPath\`/namespaces/${ns}/datasets/${name}\`` → `/namespaces/s3:%2F%2Fbucket/datasets/a%2Fb`).
 */
export function apiPath(strings: TemplateStringsArray, ...segments: readonly string[]): string {
  return strings.reduce((out, literal, i) => out + literal + (i < segments.length ? encodePathSegment(segments[i] ?? '') : ''), '');
}

export type QueryValue = string | number | boolean | null | undefined;

/**
 * `?a=1&b=x%20y` from the defined entries, in insertion order; `''` when none. Values are encoded once with
 * `%20` for spaces (URLSearchParams would write `+`).
 */
export function queryString(params: Readonly<Record<string, QueryValue>>): string {
  const parts = Object.entries(params)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null)
    .map(([key, value]) => `${encodeQueryValue(key)}=${encodeQueryValue(String(value))}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

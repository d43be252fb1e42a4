import { error, errors, HttpError } from '../http.ts';

export type Query = URLSearchParams;

/**
 * An integer query param: non-numeric fails JAX-RS conversion (404), `@Min` violations give 400
 * (docs/marquez-api.md#errors).
 */
export function intParam(query: Query, name: string, fallback: number, min = 0): number {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^[+-]?\d+$/.test(raw.trim())) throw new HttpError(error(404, 'HTTP 404 Not Found'));
  const value = Number(raw.trim());
  if (value < min) throw new HttpError(errors(400, [`query param ${name} must be greater than or equal to ${min}`]));
  return value;
}

/** Dropwizard's fuzzy enum converter: case-insensitive, anything else is 400 (docs/marquez-api.md#errors). */
export function enumParam<T extends string>(query: Query, name: string, allowed: readonly T[]): T | null {
  const raw = query.get(name);
  if (raw === null || raw === '') return null;
  const hit = allowed.find((a) => a.toLowerCase() === raw.trim().toLowerCase().replace(/-/g, '_'));
  if (!hit) throw new HttpError(errors(400, [`query param ${name} must be one of [${allowed.join(', ')}]`]));
  return hit;
}

export function requiredParam(query: Query, name: string): string {
  const raw = query.get(name);
  if (raw === null) throw new HttpError(errors(400, [`query param ${name} must not be null`]));
  return raw;
}

export function page<T>(items: T[], query: Query, defaultLimit = 100): T[] {
  const limit = intParam(query, 'limit', defaultLimit);
  const offset = intParam(query, 'offset', 0);
  return items.slice(offset, offset + limit);
}

/** An ISO date-time query param; unparseable values fail conversion like any JAX-RS param (404). */
export function instantParam(query: Query, name: string, fallback: number, parse: (s: string) => number | null): number {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  const value = parse(raw);
  if (value === null) throw new HttpError(error(404, 'HTTP 404 Not Found'));
  return value;
}

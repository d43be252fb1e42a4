/**
 * Safe readers for untrusted OpenLineage facets. Facets arrive as `unknown` JSON from any producer, so every
 * access is checked instead of cast.
 */

/** True for a plain JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `obj[key]` when it is a non-empty string, else null. */
export function readString(obj: unknown, key: string): string | null {
  if (!isRecord(obj)) return null;
  const v = obj[key];
  return typeof v === 'string' && v.length > 0 ? v : null;
}

/** `obj[key]` when it is an array, else an empty array. */
export function readArray(obj: unknown, key: string): unknown[] {
  if (!isRecord(obj)) return [];
  const v = obj[key];
  return Array.isArray(v) ? v : [];
}

/** `obj[key]` when it is an object, else null. */
export function readRecord(obj: unknown, key: string): Record<string, unknown> | null {
  if (!isRecord(obj)) return null;
  const v = obj[key];
  return isRecord(v) ? v : null;
}

import { z } from 'zod';

/**
 * Building blocks of the facet parsers (docs/openlineage-facets.md#how-tributary-reads-a-facet). A facet is
 * untrusted JSON from any producer: every parser takes `unknown`, never throws, and returns plain data — strings
 * as text, links only when they are http(s). A malformed item of a list is skipped, not the whole facet, so one bad
 * entry never hides the others.
 */

/** Lists longer than this are cut: a facet is metadata, and a hostile one must not cost unbounded work. */
export const MAX_ITEMS = 5_000;
/** Strings longer than this are cut (a 1,000-character name is legitimate, a megabyte is not). */
export const MAX_TEXT = 10_000;

const cut = (s: string): string => (s.length > MAX_TEXT ? s.slice(0, MAX_TEXT) : s);

/** A non-empty string, kept as text. */
export const text = z.string().min(1).transform(cut);

/** An optional string: anything else (a number, an object, an empty string) reads as null. */
export const optionalText = z
  .unknown()
  .optional()
  .transform((v): string | null => (typeof v === 'string' && v.length > 0 ? cut(v) : null));

/** An optional boolean: anything else reads as null. */
export const optionalBoolean = z
  .unknown()
  .optional()
  .transform((v): boolean | null => (typeof v === 'boolean' ? v : null));

/** A list whose well-formed items are kept and malformed ones skipped; a non-list reads as `[]`. */
export function listOf<T extends z.ZodType>(item: T) {
  return z
    .unknown()
    .optional()
    .transform((v): z.output<T>[] => {
      if (!Array.isArray(v)) return [];
      const out: z.output<T>[] = [];
      for (const x of v.slice(0, MAX_ITEMS)) {
        const r = item.safeParse(x);
        if (r.success) out.push(r.data);
      }
      return out;
    });
}

/**
 * An object's entries whose values parse, as a Map: a producer's keys (`__proto__` included) never become
 * properties of an object of ours. A non-object reads as an empty Map.
 */
export function mapOf<T extends z.ZodType>(value: T) {
  return z
    .unknown()
    .optional()
    .transform((v): Map<string, z.output<T>> => {
      const out = new Map<string, z.output<T>>();
      if (typeof v !== 'object' || v === null || Array.isArray(v)) return out;
      for (const [k, x] of Object.entries(v).slice(0, MAX_ITEMS)) {
        if (k.length === 0) continue;
        const r = value.safeParse(x);
        if (r.success) out.set(cut(k), r.data);
      }
      return out;
    });
}

/** The link to show for a URI, only when it is an absolute http(s) URL (a `javascript:` or `jdbc:` one is text). */
export function httpHref(uri: string | null): string | null {
  if (!uri || !/^https?:\/\//i.test(uri)) return null;
  try {
    const url = new URL(uri);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Parses `raw` with `schema`; null when it does not fit (or is absent). Never throws. */
export function parseFacet<T extends z.ZodType>(schema: T, raw: unknown): z.output<T> | null {
  if (raw === null || raw === undefined) return null;
  const r = schema.safeParse(raw);
  return r.success ? r.data : null;
}

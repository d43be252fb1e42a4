import { z } from 'zod';
import { listOf, optionalText, parseFacet, text } from './facet-values.ts';

/**
 * The `tags` facets (TagsJobFacet, TagsDatasetFacet and TagsRunFacet 1-0-0; docs/openlineage-facets.md#dataset-type-hierarchy-and-tags-facets):
 * key/value tags on a job, a run, a dataset or — with `field` — one field of a dataset.
 */
export interface Tag {
  key: string;
  value: string;
  /** Who set it: INTEGRATION, USER, DBT CORE, SPARK… */
  source: string | null;
  /** Dataset tags only: the field the tag applies to; null for the whole dataset. */
  field: string | null;
}

const tag = z
  .looseObject({ key: text, value: z.unknown().optional(), source: optionalText, field: optionalText })
  // The schema types `value` as a string; a boolean or number (`"pii": true`) is still a tag, shown as written.
  .refine((t) => typeof t.value === 'string' || typeof t.value === 'number' || typeof t.value === 'boolean')
  .transform((t): Tag => ({ key: t.key, value: String(t.value), source: t.source, field: t.field }));

const schema = z.looseObject({ tags: z.array(z.unknown()) }).transform((f) => listOf(tag).parse(f.tags));

/**
 * A `tags` facet's tags, or null without a `tags` list. `scope` is where the facet sits: only a dataset's tags
 * may name a field.
 */
export function parseTagsFacet(raw: unknown, scope: 'job' | 'run' | 'dataset'): Tag[] | null {
  const tags = parseFacet(schema, raw);
  return tags && scope !== 'dataset' ? tags.map((t) => ({ ...t, field: null })) : tags;
}

/** `key=value` (or the key alone when the value is empty): how a tag is shown and searched. */
export function tagText(t: Pick<Tag, 'key' | 'value'>): string {
  return t.value.length > 0 ? `${t.key}=${t.value}` : t.key;
}

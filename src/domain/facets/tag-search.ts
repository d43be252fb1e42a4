import { datasetTagsOf, jobTagsOf } from './node-facets.ts';
import { tagText, type Tag } from './tags-facet.ts';

/**
 * Finding datasets and jobs by their tags (docs/openlineage-facets.md#dataset-type-hierarchy-and-tags-facets):
 * Marquez's `/search` matches names only, so the palette looks through the tags of what is already loaded.
 */

export interface TaggedEntity {
  kind: 'dataset' | 'job';
  namespace: string;
  name: string;
  facets?: unknown;
}

export interface TagMatch {
  kind: 'dataset' | 'job';
  namespace: string;
  name: string;
  /** The matching tags as shown (`pii=true`, `pii=true on email` for a field's tag), in the facet's order. */
  matched: string[];
}

/** Tag matches shown at most: a palette row list, not a report. */
export const TAG_MATCH_LIMIT = 25;

const shown = (t: Tag) => (t.field ? `${tagText(t)} on ${t.field}` : tagText(t));

/**
 * The entities carrying a tag whose key, value or `key=value` contains `query` (case-insensitive), exact key or
 * value first, then by name; each entity once, however many of its tags match. An empty query matches nothing.
 */
export function matchTags(entities: Iterable<TaggedEntity>, query: string): TagMatch[] {
  const q = query.trim().toLowerCase();
  if (q.length === 0) return [];
  const out: (TagMatch & { exact: boolean })[] = [];
  const seen = new Set<string>();
  for (const e of entities) {
    const id = JSON.stringify([e.kind, e.namespace, e.name]);
    if (seen.has(id)) continue;
    const tags = e.kind === 'job' ? jobTagsOf(e.facets) : datasetTagsOf(e.facets);
    const hits = tags.filter((t) => tagText(t).toLowerCase().includes(q) || t.value.toLowerCase().includes(q));
    if (hits.length === 0) continue;
    seen.add(id);
    const exact = hits.some((t) => t.key.toLowerCase() === q || t.value.toLowerCase() === q || tagText(t).toLowerCase() === q);
    out.push({ kind: e.kind, namespace: e.namespace, name: e.name, matched: [...new Set(hits.map(shown))], exact });
  }
  out.sort((a, b) => Number(b.exact) - Number(a.exact) || a.name.localeCompare(b.name) || a.namespace.localeCompare(b.namespace));
  return out.map(({ exact: _exact, ...m }) => m);
}

import { z } from 'zod';
import { listOf, parseFacet, text } from './facet-values.ts';

/**
 * The `hierarchy` dataset facet (HierarchyDatasetFacet 1-0-0; docs/openlineage-facets.md#dataset-type-hierarchy-and-tags-facets): the
 * containers a dataset sits in, highest first (DATABASE → SCHEMA → TABLE).
 */
export interface HierarchyLevel {
  type: string;
  name: string;
}

const schema = z
  .looseObject({ hierarchy: z.array(z.unknown()) })
  .transform((f): HierarchyLevel[] =>
    listOf(z.looseObject({ type: text, name: text }).transform((l): HierarchyLevel => ({ type: l.type, name: l.name }))).parse(f.hierarchy),
  );

/** The levels of the dataset's `hierarchy` facet (malformed levels skipped), or null without a `hierarchy` list. */
export function parseHierarchyFacet(raw: unknown): HierarchyLevel[] | null {
  return parseFacet(schema, raw);
}

/**
 * The containers above the dataset itself, as a path a group can be keyed by (`DATABASE my_db / SCHEMA my_schema`):
 * the last level is the dataset when the producer lists it, so it is left out when its name ends the dataset's name.
 */
export function hierarchyContainers(levels: readonly HierarchyLevel[], datasetName: string): HierarchyLevel[] {
  const last = levels[levels.length - 1];
  return last && datasetName.endsWith(last.name) ? levels.slice(0, -1) : [...levels];
}

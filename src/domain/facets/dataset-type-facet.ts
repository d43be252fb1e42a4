import { z } from 'zod';
import { optionalText, parseFacet, text } from './facet-values.ts';

/**
 * The `datasetType` dataset facet (DatasetTypeDatasetFacet 1-0-1; docs/openlineage-facets.md#dataset-type-hierarchy-and-tags-facets):
 * what kind of thing a dataset is, as its producer says.
 */

/** The kinds the spec lists; anything else is `OTHER`, with the producer's word kept in `label`. */
export const DATASET_TYPES = ['TABLE', 'VIEW', 'FILE', 'TOPIC', 'STREAM', 'MODEL', 'JOB_OUTPUT'] as const;
export type DatasetTypeKind = (typeof DATASET_TYPES)[number] | 'OTHER';

export interface DatasetTypeInfo {
  kind: DatasetTypeKind;
  /** The producer's own spelling, for display (`view`, `MATERIALIZED_VIEW`…). */
  label: string;
  /** MATERIALIZED, EXTERNAL, TEMPORARY… */
  subType: string | null;
}

const known = new Set<string>(DATASET_TYPES);

const schema = z.looseObject({ datasetType: text, subType: optionalText }).transform((f): DatasetTypeInfo => {
  const upper = f.datasetType.trim().toUpperCase();
  return { kind: known.has(upper) ? (upper as DatasetTypeKind) : 'OTHER', label: f.datasetType, subType: f.subType };
});

/** The dataset's `datasetType` facet, or null without a `datasetType` string. */
export function parseDatasetTypeFacet(raw: unknown): DatasetTypeInfo | null {
  return parseFacet(schema, raw);
}

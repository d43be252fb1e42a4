/** One transformation of an input field (OpenLineage columnLineage 1-1-0+). Unknown subtypes stay opaque strings. */
export interface Transformation {
  type: string;
  subtype: string | null;
  description: string | null;
  masking: boolean | null;
}

/** An input field of an output column, as the facet names it (possibly by a symlink identity). */
export interface ColumnLineageInput {
  namespace: string;
  name: string;
  field: string;
  /** Empty when the producer reported none (facet 1-0-x, or Marquez's reduced API shape). */
  transformations: readonly Transformation[];
}

/**
 * Column lineage of one dataset, from whichever source had it. `facet` = the full OpenLineage facet from the
 * dataset's raw `facets`; `marquez` = the reduced `columnLineage` of the dataset GET (no per-input transformations,
 * no `dataset[]`, docs/marquez-api.md#per-input-transformations-are-dropped).
 */
export interface DatasetColumnLineage {
  source: 'facet' | 'marquez';
  /** Output column → its input fields. */
  fields: ReadonlyMap<string, readonly ColumnLineageInput[]>;
  /** Dataset-wide dependencies (facet 1-2-0 `dataset[]`): they influence every column. */
  dataset: readonly ColumnLineageInput[];
}

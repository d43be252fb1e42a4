import type { ColumnLineageInput } from '../column-lineage/column-lineage-types.ts';

/**
 * Column lineage DERIVED from a job's SQL (issue 18), in the columnLineage facet's own terms so the trace, Coverage,
 * the CLI and the write-back (`npm run enrich`) read one shape. JSON-plain on purpose (records, not maps).
 */

/** A dataset of the job as its OpenLineage event names it, with what SQL table names may match it. */
export interface SqlJobDataset {
  namespace: string;
  name: string;
  /** Field names the event's schema facet reports (empty when unknown). */
  fields: readonly string[];
  /** Other names the dataset goes by (symlinks), matched against table names in the SQL. */
  aliases: readonly string[];
}

export interface SqlJobDatasets {
  inputs: readonly SqlJobDataset[];
  outputs: readonly SqlJobDataset[];
}

/** Derived lineage of one output dataset: the facet's `fields` and `dataset` parts. */
export interface DerivedOutput {
  namespace: string;
  name: string;
  /** Output column → its input fields, DIRECT (IDENTITY/TRANSFORMATION/AGGREGATION) and INDIRECT (JOIN/FILTER/GROUP_BY/WINDOW/SORT…). */
  fields: Readonly<Record<string, readonly ColumnLineageInput[]>>;
  /** INDIRECT inputs that influence every column of the output (facet 1-2-0 `dataset[]`). */
  dataset: readonly ColumnLineageInput[];
}

export interface DerivedSqlLineage {
  /** Which parser produced it, e.g. "dt-sql-parser 4.5.1 (FlinkSQL)". */
  parser: string;
  outputs: readonly DerivedOutput[];
  /** A table the SQL reads or writes that could not be mapped to one of the job's datasets: reported, never invented. */
  unmapped: readonly { table: string; reason: string }[];
  /** Statements the deriver could not handle (parse error, MATCH_RECOGNIZE, …), with why. */
  unsupported: readonly { statement: string; reason: string }[];
}

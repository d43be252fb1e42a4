import type { Engine } from '../engine/engine-types.ts';
import { ENGINE_LABELS } from '../engine/engine-types.ts';

// What each engine can report (docs/openlineage-facets.md#column-lineage-by-engine), so a reader learns whether the gap
// is the engine's or the job's.
const NO_COLUMN_LINEAGE: Readonly<Record<Engine, string>> = {
  flink: 'Flink job reports dataset-level lineage only — no columnLineage facet (neither the OpenLineage Flink listener nor FLIP-314 models columns)',
  'kafka-connect': 'Kafka Connect / Debezium reports dataset-level lineage only — no columnLineage facet',
  spark: 'Spark reported no columnLineage for this output (streaming queries, RDD/foreachBatch plans and some write commands lose it)',
  hive: 'Hive reported no columnLineage for this output (the hook only derives it for queries it can analyse)',
  trino: 'Trino reported no columnLineage for this output',
  dbt: 'dbt reported no columnLineage for this output (the SQL parser could not resolve its columns)',
  airflow: 'the Airflow task reports no columnLineage for this output (its operator’s extractor gives datasets only)',
  other: 'the job reports no columnLineage facet for this output — dataset-level lineage only',
};

/** Why an output of a job of `engine` has no column lineage, in words a person understands. */
export function noColumnLineageReason(engine: Engine, outputHasSchema: boolean): string {
  const base = NO_COLUMN_LINEAGE[engine];
  return outputHasSchema ? base : `${base}; the output has no schema either, so Marquez would drop column lineage for it`;
}

/** Why some output columns of a job with column lineage have none. */
export function partialColumnLineageReason(engine: Engine, covered: number, total: number): string {
  return `${ENGINE_LABELS[engine]} columnLineage covers ${covered} of ${total} output fields; the others are dataset-level only`;
}

/** Why an output cannot be assessed: Marquez has no such dataset (or the catalog did not list it). */
export const MISSING_OUTPUT_REASON = 'the output dataset is not in the catalog, so its fields and column lineage are unknown';

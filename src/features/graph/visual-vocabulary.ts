import type { DatasetKind, Engine, ProcessingType } from '../../domain/engine/engine-types.ts';
import type { RunState } from '../../domain/marquez-shapes.ts';

/**
 * How the canvas names and colours things. Every colour is a theme variable and always travels with a text label
 * (colour is never the only signal: docs/ui-conventions.md#visual-language).
 */
export interface Vocabulary {
  label: string;
  /** Short form for tight spots (the badge inside a node). */
  short: string;
  color: string;
}

export const ENGINE_VOCABULARY: Readonly<Record<Engine, Vocabulary>> = {
  'kafka-connect': { label: 'Kafka Connect / Debezium', short: 'Kafka Connect', color: 'var(--tb-engine-connect)' },
  flink: { label: 'Flink', short: 'Flink', color: 'var(--tb-engine-flink)' },
  spark: { label: 'Spark', short: 'Spark', color: 'var(--tb-engine-spark)' },
  hive: { label: 'Hive', short: 'Hive', color: 'var(--tb-engine-hive)' },
  trino: { label: 'Trino', short: 'Trino', color: 'var(--tb-engine-trino)' },
  dbt: { label: 'dbt', short: 'dbt', color: 'var(--tb-engine-dbt)' },
  airflow: { label: 'Airflow', short: 'Airflow', color: 'var(--tb-engine-airflow)' },
  other: { label: 'Other job', short: 'Job', color: 'var(--tb-engine-other)' },
};

export const DATASET_VOCABULARY: Readonly<Record<DatasetKind, Vocabulary>> = {
  'kafka-topic': { label: 'Kafka topic', short: 'Kafka topic', color: 'var(--tb-engine-kafka)' },
  'iceberg-table': { label: 'Iceberg table', short: 'Iceberg table', color: 'var(--tb-engine-iceberg)' },
  's3-path': { label: 'S3 path', short: 'S3 path', color: 'var(--tb-engine-s3)' },
  'postgres-table': { label: 'Postgres table', short: 'Postgres table', color: 'var(--tb-engine-other)' },
  other: { label: 'Other dataset', short: 'Dataset', color: 'var(--tb-engine-other)' },
};

export const RUN_STATE_VOCABULARY: Readonly<Record<RunState, Vocabulary>> = {
  COMPLETED: { label: 'Last run completed', short: 'Completed', color: 'var(--tb-run-completed)' },
  RUNNING: { label: 'Running', short: 'Running', color: 'var(--tb-run-running)' },
  FAILED: { label: 'Last run failed', short: 'Failed', color: 'var(--tb-run-failed)' },
  ABORTED: { label: 'Last run aborted', short: 'Aborted', color: 'var(--tb-run-aborted)' },
  NEW: { label: 'Run created, not started', short: 'New', color: 'var(--tb-run-new)' },
};

export const PROCESSING_LABELS: Readonly<Record<ProcessingType, string>> = {
  STREAMING: 'Streaming',
  BATCH: 'Batch',
  SERVICE: 'Service',
};

/** Lineage level of an edge, as the trace feature reports it. */
export type EdgeLevel = 'column' | 'derived' | 'dataset' | 'inferred' | 'stitched';

export const EDGE_LEVEL_VOCABULARY: Readonly<Record<EdgeLevel, Vocabulary>> = {
  column: { label: 'Column lineage', short: 'column', color: 'var(--tb-level-column)' },
  derived: { label: "Derived from the job's SQL", short: 'derived', color: 'var(--tb-level-derived)' },
  dataset: { label: 'Dataset-level only', short: 'dataset', color: 'var(--tb-level-dataset)' },
  inferred: { label: 'Inferred (no lineage event)', short: 'inferred', color: 'var(--tb-level-inferred)' },
  stitched: { label: 'Stitched across a boundary', short: 'stitched', color: 'var(--tb-level-stitched)' },
};

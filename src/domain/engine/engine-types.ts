/**
 * Engines the UI badges: one per OpenLineage integration that runs or schedules work. Debezium is reported as
 * `kafka-connect`: it runs as a Kafka Connect source.
 */
export type Engine = 'kafka-connect' | 'flink' | 'spark' | 'hive' | 'trino' | 'dbt' | 'airflow' | 'other';

/** Upstream-to-downstream order of a typical stack, so tables, charts and impact lists read like the pipeline. */
export const ENGINE_ORDER: readonly Engine[] = ['kafka-connect', 'flink', 'spark', 'hive', 'trino', 'dbt', 'airflow', 'other'];

/** Which signal decided the engine, strongest first (issue 4). */
export type EngineRule = 'jobType.integration' | 'processing_engine' | 'producer' | 'namespace' | 'none';

export interface EngineClassification {
  engine: Engine;
  rule: EngineRule;
  /** The value that matched, e.g. `jobType.integration=FLINK`, shown in the details panel. */
  evidence: string;
}

/** Human labels, used in degradation reasons and the legend. */
export const ENGINE_LABELS: Readonly<Record<Engine, string>> = {
  'kafka-connect': 'Kafka Connect',
  flink: 'Flink',
  spark: 'Spark',
  hive: 'Hive',
  trino: 'Trino',
  dbt: 'dbt',
  airflow: 'Airflow',
  other: 'Other',
};

export type ProcessingType = 'STREAMING' | 'BATCH' | 'SERVICE';

export type DatasetKind = 'kafka-topic' | 'iceberg-table' | 's3-path' | 'postgres-table' | 'other';

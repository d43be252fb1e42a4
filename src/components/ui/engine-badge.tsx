import type { DatasetKind, Engine } from '../../domain/engine/engine-types.ts';
import { ENGINE_LABELS } from '../../domain/engine/engine-types.ts';
import { Badge } from './badge.tsx';

/** The theme variable of each engine's colour (Okabe–Ito, docs/ui-conventions.md#visual-language). */
export const ENGINE_COLOR_VAR: Readonly<Record<Engine, string>> = {
  'kafka-connect': 'var(--tb-engine-connect)',
  flink: 'var(--tb-engine-flink)',
  spark: 'var(--tb-engine-spark)',
  hive: 'var(--tb-engine-hive)',
  trino: 'var(--tb-engine-trino)',
  dbt: 'var(--tb-engine-dbt)',
  airflow: 'var(--tb-engine-airflow)',
  other: 'var(--tb-engine-other)',
};

export const DATASET_KIND_LABELS: Readonly<Record<DatasetKind, string>> = {
  'kafka-topic': 'Kafka topic',
  'iceberg-table': 'Iceberg table',
  's3-path': 'S3 path',
  'postgres-table': 'Postgres table',
  other: 'Dataset',
};

export const DATASET_KIND_COLOR_VAR: Readonly<Record<DatasetKind, string>> = {
  'kafka-topic': 'var(--tb-engine-kafka)',
  'iceberg-table': 'var(--tb-engine-iceberg)',
  's3-path': 'var(--tb-engine-s3)',
  'postgres-table': 'var(--tb-engine-iceberg)',
  other: 'var(--tb-engine-other)',
};

/** Engine label with its colour swatch; `title` says which rule decided it. */
export function EngineBadge({ engine, evidence }: { engine: Engine; evidence?: string }) {
  return (
    <Badge swatch={ENGINE_COLOR_VAR[engine]} title={evidence}>
      {ENGINE_LABELS[engine]}
    </Badge>
  );
}

export function DatasetKindBadge({ kind }: { kind: DatasetKind }) {
  return <Badge swatch={DATASET_KIND_COLOR_VAR[kind]}>{DATASET_KIND_LABELS[kind]}</Badge>;
}

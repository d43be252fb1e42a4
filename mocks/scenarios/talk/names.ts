/**
 * The talk scenario's names, so tests, e2e and the presenter import them instead of repeating strings.
 * Pipeline: Postgres → Debezium → Kafka → (S3 sink, Flink fraud job, Flink SQL enrichment → Iceberg) → Spark
 * daily revenue (Iceberg) → Spark revenue report (Iceberg).
 */

const ns = {
  postgres: 'postgres://orders-db:5432',
  kafka: 'kafka://broker:9092',
  rawArchive: 's3://raw-archive',
  lakehouse: 's3://lakehouse',
  /** Where Spark's Iceberg TABLE symlinks point: the Hive metastore of the `spark_catalog` Iceberg catalog. */
  metastore: 'hive://metastore:9083',
  kafkaConnect: 'kafka-connect',
  flink: 'flink',
  spark: 'spark',
} as const;

const datasets = {
  ordersTable: { namespace: ns.postgres, name: 'shop.public.orders' },
  ordersTopic: { namespace: ns.kafka, name: 'shop.public.orders' },
  ordersArchive: { namespace: ns.rawArchive, name: 'topics/shop.public.orders' },
  fraudAlerts: { namespace: ns.kafka, name: 'fraud.alerts' },
  fxRates: { namespace: ns.kafka, name: 'fx_rates' },
  ordersEnriched: { namespace: ns.lakehouse, name: 'warehouse/lakehouse/orders_enriched' },
  dailyRevenue: { namespace: ns.lakehouse, name: 'warehouse/lakehouse/daily_revenue' },
  revenueSummary: { namespace: ns.lakehouse, name: 'warehouse/reporting/revenue_summary' },
} as const;

/** Catalog names Spark declares as TABLE symlinks of the Iceberg locations (Marquez stores them as aliases). */
const aliases = {
  ordersEnriched: { namespace: ns.metastore, name: 'lakehouse.orders_enriched' },
  dailyRevenue: { namespace: ns.metastore, name: 'lakehouse.daily_revenue' },
  revenueSummary: { namespace: ns.metastore, name: 'reporting.revenue_summary' },
  /**
   * Flink 2 SQL Kafka tables add a TABLE symlink to the Flink catalog table (docs/openlineage-facets.md#kafka-naming).
   */
  ordersTopicFlinkTable: { namespace: ns.kafka, name: 'default_catalog.default_database.orders' },
  fxRatesFlinkTable: { namespace: ns.kafka, name: 'default_catalog.default_database.fx_rates' },
} as const;

const jobs = {
  ordersCdc: { namespace: ns.kafkaConnect, name: 'orders-cdc' },
  ordersArchive: { namespace: ns.kafkaConnect, name: 'orders-archive' },
  fraudDetector: { namespace: ns.flink, name: 'fraud-detector' },
  ordersEnrichment: { namespace: ns.flink, name: 'orders-enrichment' },
  // Spark names action jobs `{app}.{command}` (appendDatasetName=false here); the application job is the parent.
  dailyRevenue: { namespace: ns.spark, name: 'daily_revenue.overwrite_partitions_dynamic' },
  revenueReport: { namespace: ns.spark, name: 'revenue_report.append_data' },
} as const;

/** Spark application-level parent jobs: they have runs but no datasets. */
const sparkApps = {
  dailyRevenue: { namespace: ns.spark, name: 'daily_revenue' },
  revenueReport: { namespace: ns.spark, name: 'revenue_report' },
} as const;

type JobKey = keyof typeof jobs;

/**
 * Which engine each job is, and the strongest signal its events carry: `jobType.integration` > `processing_engine` >
 * producer URL > namespace/name words. connect-lineage's events say KAFKA_CONNECT in `jobType.integration`; the
 * namespace rule is left to the unit tests of classify-engine.
 */
const engines: Readonly<
  Record<JobKey, { engine: 'kafka-connect' | 'flink' | 'spark'; rule: 'jobType.integration' | 'processing_engine' | 'producer' | 'namespace' }>
> = {
  ordersCdc: { engine: 'kafka-connect', rule: 'jobType.integration' },
  ordersArchive: { engine: 'kafka-connect', rule: 'jobType.integration' },
  fraudDetector: { engine: 'flink', rule: 'processing_engine' },
  ordersEnrichment: { engine: 'flink', rule: 'jobType.integration' },
  dailyRevenue: { engine: 'spark', rule: 'jobType.integration' },
  revenueReport: { engine: 'spark', rule: 'producer' },
};

const days = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'] as const;

export const TALK = {
  namespaces: ns,
  datasets,
  aliases,
  jobs,
  sparkApps,
  engines,
  days,
  /** The day `amount` switched from dollars to cents on the topic; that day's revenue is 100× too high. */
  badDay: '2026-11-24',
  /** When the schema change reached the topic: the registry's version 2, seen by connect-lineage's next poll. */
  schemaChangeAt: '2026-11-24T09:12:00.000Z',
  /** The rollback: orders-cdc redeployed with a changed config (a new run) and the dollar schema (a new topic version). */
  rollbackAt: '2026-11-25T08:05:00.000Z',
  /** Outputs that carry `columnLineage`: Spark's, and Kafka Connect's as connect-lineage captures them; Flink's do not. */
  columnLineageOutputs: [datasets.ordersTopic, datasets.ordersArchive, datasets.dailyRevenue, datasets.revenueSummary],
  /** Where the talk's trace starts: the bad value in the Spark summary. */
  traceStart: { namespace: datasets.dailyRevenue.namespace, dataset: datasets.dailyRevenue.name, field: 'total_revenue_usd' },
  /** The failed `dataQualityAssertions` entry: an input facet of the bad day's revenue_report run on daily_revenue. */
  failedAssertion: {
    job: jobs.revenueReport,
    dataset: datasets.dailyRevenue,
    column: 'total_revenue_usd',
    assertion: 'max_daily_revenue_usd',
    day: '2026-11-24',
  },
  /** The source column whose unit changed. */
  changedField: { ...datasets.ordersTopic, field: 'amount', before: 'DECIMAL(12,2)', after: 'BIGINT' },
} as const;

export type TalkJobKey = JobKey;

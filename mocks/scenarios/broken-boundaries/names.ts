/**
 * The broken-boundaries scenario: the talk's shape with disjoint names (both load into one emulator) and the
 * naming breaks the talk warns about, so lineage from the Spark output reaches the source only when stitched.
 */

const ns = {
  postgres: 'postgres://payments-db:5432',
  /** The connector's first bootstrap server. */
  kafkaConnector: 'kafka://broker-1:9092',
  /** The Flink job lists the same cluster in another order; OpenLineage keeps only the first server. */
  kafkaFlink: 'kafka://broker-2:9092',
  lakehouse: 's3://lakehouse',
  metastore: 'hive://metastore:9083',
  rawArchive: 's3://raw-archive',
  kafkaConnect: 'kafka-connect',
  flink: 'flink',
  spark: 'spark',
  hive: 'hive',
} as const;

const datasets = {
  paymentsTable: { namespace: ns.postgres, name: 'billing.public.payments' },
  /** The topic as the connector names it. */
  paymentsTopic: { namespace: ns.kafkaConnector, name: 'billing.public.payments' },
  /** The same topic as the Flink job names it. */
  paymentsTopicViaBroker2: { namespace: ns.kafkaFlink, name: 'billing.public.payments' },
  /** The Iceberg table as Flink writes it: by location, no symlink. */
  paymentsEnriched: { namespace: ns.lakehouse, name: 'warehouse/lakehouse/payments_enriched' },
  /** The same table as the old Spark job reads it: catalog name only. */
  paymentsEnrichedByCatalog: { namespace: ns.metastore, name: 'lakehouse.payments_enriched' },
  monthlyBilling: { namespace: ns.metastore, name: 'lakehouse.monthly_billing' },
  paymentsArchive: { namespace: ns.rawArchive, name: 'topics/billing.public.payments' },
  /** A Hive external table over the archive, first seen as its own dataset. */
  paymentsArchiveTable: { namespace: ns.metastore, name: 'raw.payments_archive' },
  paymentAnomalies: { namespace: ns.metastore, name: 'audit.payment_anomalies' },
} as const;

const jobs = {
  paymentsCdc: { namespace: ns.kafkaConnect, name: 'payments-cdc' },
  paymentsArchive: { namespace: ns.kafkaConnect, name: 'payments-archive' },
  paymentsEnrichment: { namespace: ns.flink, name: 'payments-enrichment' },
  monthlyBilling: { namespace: ns.spark, name: 'monthly_billing.append_data' },
  paymentsAudit: { namespace: ns.hive, name: 'payments_audit' },
} as const;

export const BROKEN = {
  namespaces: ns,
  datasets,
  jobs,
  days: ['2026-11-20', '2026-11-21', '2026-11-22'] as const,
  /** Where the stitched trace starts. */
  traceStart: { namespace: datasets.monthlyBilling.namespace, dataset: datasets.monthlyBilling.name, field: 'total_billed_usd' },
  /**
   * The two breaks on the trace's path, in the shape of a stitch candidate (`a` = the side lineage writes into).
   * `rule` names the stitching heuristic expected to find each one (src/domain/stitching).
   */
  expectedStitches: [
    { a: datasets.paymentsTopic, b: datasets.paymentsTopicViaBroker2, rule: 'kafka-bootstrap' },
    { a: datasets.paymentsEnriched, b: datasets.paymentsEnrichedByCatalog, rule: 'iceberg-location' },
  ],
  /**
   * The alias declared too late: a DatasetEvent adds `raw.payments_archive` as a TABLE symlink of the S3 archive after
   * the Hive job already created `raw.payments_archive` as its own dataset, so Marquez does not merge them (#2738).
   * It comes after the archive's last run so its version (and symlinks facet) is the current one on dataset GET.
   */
  lateAlias: {
    a: datasets.paymentsArchive,
    b: datasets.paymentsArchiveTable,
    rule: 'symlink',
    declaredAt: '2026-11-23T10:00:00.000Z',
  },
} as const;

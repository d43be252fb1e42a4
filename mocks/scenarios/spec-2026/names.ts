import { seededUuid } from '../kit/seeded-uuid.ts';

/** The spec-2026 scenario's names, so tests and other code never repeat strings. */

const WAREHOUSE = 'postgresql://warehouse:5432';
const LAKE = 's3://lake';
const KAFKA = 'kafka://broker:9092';
const JOBS = 'airflow://production';

const ds = (namespace: string, name: string) => ({ namespace, name });
const job = (name: string) => ({ namespace: JOBS, name });

export const SPEC_2026 = {
  namespaces: { warehouse: WAREHOUSE, lake: LAKE, kafka: KAFKA, jobs: JOBS },
  datasets: {
    orderEvents: ds(KAFKA, 'orders.events'),
    customers: ds(WAREHOUSE, 'public.customers'),
    orders: ds(WAREHOUSE, 'public.orders'),
    stagingOrders: ds(WAREHOUSE, 'public.staging_orders'),
    fxRates: ds(WAREHOUSE, 'public.fx_rates'),
    dailySummary: ds(WAREHOUSE, 'public.daily_summary'),
    customerView: ds(WAREHOUSE, 'public.customer_view'),
    tableA: ds(WAREHOUSE, 'public.table_a'),
    tableB: ds(WAREHOUSE, 'public.table_b'),
    tableC: ds(WAREHOUSE, 'public.table_c'),
    tableD: ds(WAREHOUSE, 'public.table_d'),
    /** An Iceberg table named by location (Spark's primary identity), with a catalog facet naming every field. */
    revenueReport: ds(LAKE, 'warehouse/analytics/revenue_report'),
    churnModel: ds(LAKE, 'models/churn'),
    customerScores: ds(WAREHOUSE, 'public.customer_scores'),
  },
  jobs: {
    extract: job('daily.extract'),
    load: job('daily.load'),
    bulk: job('bulk_etl'),
    report: job('reporting.refresh'),
    train: job('ml.train_churn'),
    score: job('ml.score_customers'),
  },
  catalog: {
    name: 'lake_catalog',
    uri: 'https://polaris.example.com/api/catalog',
    table: 'lake_catalog.analytics.revenue_report',
  },
  runs: {
    extract: seededUuid('spec-2026/daily.extract/2026-11-22'),
    load: seededUuid('spec-2026/daily.load/2026-11-22'),
    bulk: seededUuid('spec-2026/bulk_etl/2026-11-22'),
    report: seededUuid('spec-2026/reporting.refresh/2026-11-22'),
    train: seededUuid('spec-2026/ml.train_churn/2026-11-23'),
    score: seededUuid('spec-2026/ml.score_customers/2026-11-23'),
  },
} as const;

type Ref = { namespace: string; name: string };
const pair = (input: Ref, output: Ref) => ({ input, output });
const { datasets: d } = SPEC_2026;

/** What the scenario states on purpose, for tests to hold the reading to. */
export const SPEC_2026_EXPECTED = {
  /** bulk_etl reads a and b and writes c and d, and its lineage facet states only a → c and b → d. */
  bulkStated: [pair(d.tableA, d.tableC), pair(d.tableB, d.tableD)],
  bulkUnstated: [pair(d.tableA, d.tableD), pair(d.tableB, d.tableC)],
  /** daily.load: its JobEvent declares fx_rates → daily_summary; its run observed customers → daily_summary instead. */
  declaredOnly: pair(d.fxRates, d.dailySummary),
  observedOnly: pair(d.customers, d.dailySummary),
  agreed: pair(d.stagingOrders, d.dailySummary),
  /** The view: a DatasetEvent's lineage facet, no job. */
  viewInputs: [d.customers, d.orders],
  /** Job-to-job flow without a dataset between: the model handed over in memory. */
  jobToJob: { from: SPEC_2026.jobs.train, to: SPEC_2026.jobs.score },
} as const;

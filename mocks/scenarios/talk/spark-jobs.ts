import { evidenceFacetsOf } from '../kit/evidence-facets.ts';
import { facetsOf, from, type DatasetRef, type FieldSpec } from '../kit/facets.ts';
import { runEvent, type DatasetInEvent, type EventType } from '../kit/events.ts';
import { PRODUCERS } from '../kit/producers.ts';
import { seededUuid } from '../kit/seeded-uuid.ts';
import { addDays, at } from '../kit/time.ts';
import { TALK } from './names.ts';
import { DAILY_REVENUE, ORDERS_ENRICHED_SPARK, REVENUE_SUMMARY } from './schemas.ts';

type Event = Record<string, unknown>;
const { datasets: D, aliases: A, jobs: J, sparkApps: APPS, days } = TALK;
const spark = facetsOf(PRODUCERS.spark);
const evidence = evidenceFacetsOf(PRODUCERS.spark);

/** Daily revenue per region in USD; the bad day is 100× because `amount` arrived in cents. */
const REVENUE_BY_DAY: Readonly<Record<string, number>> = {
  '2026-11-20': 1_843_220.17,
  '2026-11-21': 1_902_118.4,
  '2026-11-22': 1_655_903.02,
  '2026-11-23': 1_711_466.85,
  '2026-11-24': 176_342_910.5,
  '2026-11-25': 1_798_004.33,
  '2026-11-26': 1_866_731.9,
};
export const MAX_DAILY_REVENUE_USD = 2_500_000;

/** Orders per day in `orders_enriched`'s day partition: the bad day's count is normal, only its unit changed. */
const ORDERS_BY_DAY: Readonly<Record<string, number>> = {
  '2026-11-20': 41_230,
  '2026-11-21': 42_118,
  '2026-11-22': 38_904,
  '2026-11-23': 39_977,
  '2026-11-24': 40_512,
  '2026-11-25': 41_876,
  '2026-11-26': 42_390,
};

/** Each region's share of a day's revenue (NA, EU, APAC): the three rows `daily_revenue` gets per day. */
const REGION_SHARES = [0.45, 0.35, 0.2] as const;

/**
 * Who runs the Spark jobs, as Spark sends it: `spark.openlineage.job.owners.team=…` becomes the job's `ownership`
 * facet (the setting's key is the owner type) and `spark.openlineage.job.tags=oncall:…;domain:…` its `tags` facet.
 */
const SPARK_OWNERS = {
  dailyRevenue: {
    ownership: evidence.jobOwnership([{ name: 'analytics-eng', type: 'team' }]),
    tags: evidence.jobTags([
      { key: 'oncall', value: '#analytics-oncall' },
      { key: 'domain', value: 'finance' },
    ]),
  },
  revenueReport: { ownership: evidence.jobOwnership([{ name: 'finance-reporting', type: 'team' }]) },
} as const;

/**
 * Spark's Iceberg naming: the location is the identity, the catalog name a TABLE symlink
 * (docs/openlineage-facets.md#iceberg-naming-across-engines).
 */
function icebergDataset(ref: DatasetRef, alias: DatasetRef, fields: FieldSpec[], snapshot: string | null): DatasetInEvent {
  return {
    ...ref,
    facets: {
      dataSource: spark.dataSource(ref.namespace, ref.namespace),
      schema: spark.schema(fields),
      symlinks: spark.symlinks([{ ...alias, type: 'TABLE' }]),
      catalog: spark.catalog({
        framework: 'iceberg',
        type: 'hive',
        name: 'spark_catalog',
        metadataUri: 'thrift://metastore:9083',
        warehouseUri: 's3://lakehouse/warehouse',
        source: 'spark',
      }),
      storage: spark.storage('iceberg', 'parquet'),
      ...(snapshot ? { version: spark.version(snapshot) } : {}),
    },
  };
}

const snapshotId = (table: string, day: string): string => String(BigInt(`0x${seededUuid(`${table}:${day}`).slice(0, 13).replace('-', '')}`));

const DAILY_REVENUE_SQL = (day: string) => `INSERT OVERWRITE lakehouse.daily_revenue
SELECT order_date, region, SUM(amount_usd) AS total_revenue_usd, COUNT(order_id) AS order_count
FROM lakehouse.orders_enriched
WHERE order_date = DATE'${day}' AND status = 'COMPLETED'
GROUP BY order_date, region`;

function dailyRevenueLineage(day: string) {
  const oe = D.ordersEnriched;
  return spark.columnLineage(
    {
      order_date: [from(oe, 'order_date', 'DIRECT', 'IDENTITY', 'order_date')],
      region: [from(oe, 'region', 'DIRECT', 'IDENTITY', 'region')],
      total_revenue_usd: [from(oe, 'amount_usd', 'DIRECT', 'AGGREGATION', 'sum(amount_usd) AS total_revenue_usd')],
      order_count: [from(oe, 'order_id', 'DIRECT', 'AGGREGATION', 'count(order_id) AS order_count', true)],
    },
    [
      from(oe, 'order_date', 'INDIRECT', 'GROUP_BY', 'GROUP BY order_date, region'),
      from(oe, 'region', 'INDIRECT', 'GROUP_BY', 'GROUP BY order_date, region'),
      from(oe, 'order_date', 'INDIRECT', 'FILTER', `WHERE (order_date = DATE '${day}')`),
      from(oe, 'status', 'INDIRECT', 'FILTER', "WHERE (status = 'COMPLETED')"),
    ],
  );
}

interface SparkRun {
  day: string;
  app: DatasetRef;
  job: DatasetRef;
  appRunId: string;
  runId: string;
  /** Which facets this deployment emits: `spark.openlineage.facets.disabled` can drop jobType and processing_engine. */
  typed: boolean;
  /** The job facets its `spark.openlineage.job.owners.*` and `job.tags` settings give every event, app and action. */
  owners: Record<string, unknown>;
}

function sparkRunFacets(run: SparkRun, parent: boolean): Record<string, unknown> {
  return {
    ...(parent ? { parent: spark.parent(run.appRunId, run.app) } : {}),
    nominalTime: spark.nominalTime(at(run.day, '00:00:00'), at(addDays(run.day, 1), '00:00:00')),
    ...(run.typed ? { processing_engine: spark.processingEngine('spark', '3.5.3', '1.52.0') } : {}),
    spark_properties: spark.custom({ properties: { 'spark.master': 'k8s://https://kubernetes.default.svc', 'spark.app.name': run.app.name } }),
  };
}

function appEvent(run: SparkRun, eventType: EventType, time: string): Event {
  return runEvent({
    eventType,
    eventTime: at(run.day, time),
    producer: PRODUCERS.spark,
    runId: run.appRunId,
    runFacets: sparkRunFacets(run, false),
    job: { ...run.app, facets: { ...(run.typed ? { jobType: spark.jobType('BATCH', 'SPARK', 'APPLICATION') } : {}), ...run.owners } },
  });
}

function dailyRevenueRun(day: string): Event[] {
  const run: SparkRun = {
    day,
    app: APPS.dailyRevenue,
    job: J.dailyRevenue,
    appRunId: seededUuid(`talk:daily_revenue:app:${day}`),
    runId: seededUuid(`talk:daily_revenue:${day}`),
    typed: true,
    owners: SPARK_OWNERS.dailyRevenue,
  };
  const jobFacets = { jobType: spark.jobType('BATCH', 'SPARK', 'SQL_JOB'), sql: spark.sql(DAILY_REVENUE_SQL(day), 'spark'), ...run.owners };
  const orders = ORDERS_BY_DAY[day] ?? 0;
  const action = (eventType: EventType, time: string): Event => {
    const output = icebergDataset(D.dailyRevenue, A.dailyRevenue, DAILY_REVENUE, eventType === 'COMPLETE' ? snapshotId('daily_revenue', day) : null);
    output.facets = { ...output.facets, columnLineage: dailyRevenueLineage(day) };
    // Spark's statistics arrive with the action's end: rows, bytes and files written; and, for an Iceberg scan, what
    // the scan's data files hold (here the day's partition).
    if (eventType === 'COMPLETE') output.outputFacets = { outputStatistics: evidence.outputStatistics(REGION_SHARES.length, 6_144, 1) };
    const input = icebergDataset(D.ordersEnriched, A.ordersEnriched, ORDERS_ENRICHED_SPARK, snapshotId('orders_enriched', day));
    if (eventType === 'COMPLETE') input.inputFacets = { inputStatistics: evidence.inputStatistics(orders, orders * 212, 24) };
    return runEvent({
      eventType,
      eventTime: at(day, time),
      producer: PRODUCERS.spark,
      runId: run.runId,
      runFacets: sparkRunFacets(run, true),
      job: { ...run.job, facets: jobFacets },
      inputs: [input],
      outputs: [output],
    });
  };
  return [appEvent(run, 'START', '23:30:00'), action('START', '23:30:20'), action('COMPLETE', '23:36:10'), appEvent(run, 'COMPLETE', '23:36:30')];
}

function revenueAssertions(day: string) {
  const actual = REVENUE_BY_DAY[day] ?? 0;
  return spark.assertions([
    {
      assertion: 'max_daily_revenue_usd',
      success: actual <= MAX_DAILY_REVENUE_USD,
      column: 'total_revenue_usd',
      severity: 'error',
      name: 'daily revenue within plausible range',
      description: 'Total daily revenue across regions stays under the historical maximum',
      expected: `<= ${MAX_DAILY_REVENUE_USD.toFixed(2)}`,
      actual: actual.toFixed(2),
      content: 'SELECT SUM(total_revenue_usd) FROM lakehouse.daily_revenue WHERE order_date = :day',
      contentType: 'sql',
    },
    { assertion: 'not_null', success: true, column: 'region', severity: 'warn' },
    { assertion: 'row_count', success: true, severity: 'error', name: 'one row per region', expected: '3', actual: '3' },
  ]);
}

/** The metrics the report's check step computes on what it reads (the day's three region rows). */
function revenueMetrics(day: string) {
  const total = REVENUE_BY_DAY[day] ?? 0;
  const regions = REGION_SHARES.map((share) => Math.round(total * share * 100) / 100);
  return evidence.qualityMetrics(regions.length, {
    total_revenue_usd: { nullCount: 0, count: regions.length, sum: total, min: Math.min(...regions), max: Math.max(...regions) },
    region: { nullCount: 0, distinctCount: regions.length },
    order_count: { nullCount: 0, sum: ORDERS_BY_DAY[day] ?? 0 },
  });
}

const REVENUE_REPORT_SQL = `INSERT INTO reporting.revenue_summary
SELECT order_date AS report_date, region, total_revenue_usd AS revenue_usd,
  AVG(total_revenue_usd) OVER (PARTITION BY region ORDER BY order_date ROWS BETWEEN 6 PRECEDING AND CURRENT ROW) AS revenue_7d_avg_usd
FROM lakehouse.daily_revenue`;

function revenueReportLineage() {
  const dr = D.dailyRevenue;
  return spark.columnLineage(
    {
      report_date: [from(dr, 'order_date', 'DIRECT', 'IDENTITY', 'order_date AS report_date')],
      region: [from(dr, 'region', 'DIRECT', 'IDENTITY', 'region')],
      revenue_usd: [from(dr, 'total_revenue_usd', 'DIRECT', 'IDENTITY', 'total_revenue_usd AS revenue_usd')],
      revenue_7d_avg_usd: [from(dr, 'total_revenue_usd', 'DIRECT', 'AGGREGATION', 'avg(total_revenue_usd) AS revenue_7d_avg_usd')],
    },
    [
      from(dr, 'region', 'INDIRECT', 'WINDOW', 'PARTITION BY region'),
      from(dr, 'order_date', 'INDIRECT', 'WINDOW', 'ORDER BY order_date ROWS BETWEEN 6 PRECEDING AND CURRENT ROW'),
    ],
  );
}

function revenueReportRun(day: string): Event[] {
  const run: SparkRun = {
    day,
    app: APPS.revenueReport,
    job: J.revenueReport,
    appRunId: seededUuid(`talk:revenue_report:app:${day}`),
    runId: seededUuid(`talk:revenue_report:${day}`),
    // This cluster sets spark.openlineage.facets.disabled=[jobType;processing_engine]: only producer URLs say "Spark".
    typed: false,
    owners: SPARK_OWNERS.revenueReport,
  };
  // The report reads the whole table (its 7-day window): every day's three rows so far.
  const daysSoFar = (days as readonly string[]).indexOf(day) + 1;
  const rowsSoFar = daysSoFar * REGION_SHARES.length;
  const action = (eventType: EventType, time: string): Event => {
    const input = icebergDataset(D.dailyRevenue, A.dailyRevenue, DAILY_REVENUE, snapshotId('daily_revenue', day));
    // dataQualityAssertions is an input facet (spec): the report checks what it reads before publishing it.
    if (eventType === 'COMPLETE') {
      input.inputFacets = {
        dataQualityAssertions: revenueAssertions(day),
        dataQualityMetrics: revenueMetrics(day),
        inputStatistics: evidence.inputStatistics(rowsSoFar, rowsSoFar * 2_048, daysSoFar),
      };
    }
    const output = icebergDataset(D.revenueSummary, A.revenueSummary, REVENUE_SUMMARY, eventType === 'COMPLETE' ? snapshotId('revenue_summary', day) : null);
    output.facets = { ...output.facets, columnLineage: revenueReportLineage() };
    if (eventType === 'COMPLETE') output.outputFacets = { outputStatistics: evidence.outputStatistics(REGION_SHARES.length, 4_096, 1) };
    return runEvent({
      eventType,
      eventTime: at(day, time),
      producer: PRODUCERS.spark,
      runId: run.runId,
      runFacets: sparkRunFacets(run, true),
      job: { ...run.job, facets: { sql: spark.sql(REVENUE_REPORT_SQL, 'spark'), ...run.owners } },
      inputs: [input],
      outputs: [output],
    });
  };
  return [appEvent(run, 'START', '23:50:00'), action('START', '23:50:15'), action('COMPLETE', '23:53:40'), appEvent(run, 'COMPLETE', '23:54:00')];
}

/** Spark `daily_revenue` (column lineage 1-2-0 with transformations and dataset[]) and its consumer `revenue_report`. */
export function sparkEvents(): Event[] {
  return days.flatMap((day) => [...dailyRevenueRun(day), ...revenueReportRun(day)]);
}

export { REVENUE_BY_DAY };

import { facetsOf, from, type DatasetRef, type FieldSpec } from '../kit/facets.ts';
import { runEvent, type DatasetInEvent, type EventType } from '../kit/events.ts';
import { PRODUCERS } from '../kit/producers.ts';
import { at } from '../kit/time.ts';
import { REAL_STREAMS } from './names.ts';
import { POSTGRES_REFUNDS, SPARK_FX_RATES, SPARK_PAYMENTS_ARCHIVE, SPARK_PAYMENTS_ENRICHED, SPARK_REFUNDS, SPARK_REVENUE_SUMMARY } from './schemas.ts';

type Event = Record<string, unknown>;
const { datasets: D, jobs: J, runs: R, days } = REAL_STREAMS;
const spark = facetsOf(PRODUCERS.spark);

function dataset(ref: DatasetRef, fields: FieldSpec[], extra: Record<string, unknown> = {}): DatasetInEvent {
  return { ...ref, facets: { schema: spark.schema(fields), ...extra } };
}

const iceberg = (ref: DatasetRef, fields: FieldSpec[]) => dataset(ref, fields, { storage: spark.storage('iceberg', 'parquet') });

interface SparkRun {
  job: DatasetRef;
  runId: string;
  day: string;
  inputs: DatasetInEvent[];
  outputs: DatasetInEvent[];
}

/** START and COMPLETE of one Spark action, both with the datasets, as the Spark integration sends them. */
function sparkRun(run: SparkRun, start: string, end: string): Event[] {
  const event = (eventType: EventType, time: string) =>
    runEvent({
      eventType,
      eventTime: at(run.day, time),
      producer: PRODUCERS.spark,
      runId: run.runId,
      runFacets: { processing_engine: spark.processingEngine('spark', '3.5.3', '1.52.0') },
      job: { ...run.job, facets: { jobType: spark.jobType('BATCH', 'SPARK', 'SQL_JOB') } },
      inputs: run.inputs,
      outputs: run.outputs,
    });
  return [event('START', start), event('COMPLETE', end)];
}

/** refunds-loader: JDBC read of the refunds table into Iceberg, once, before the first daily-revenue run. */
function refundsLoaderEvents(): Event[] {
  return sparkRun(
    {
      job: J.refundsLoader,
      runId: R.refundsLoader,
      day: '2026-11-20',
      inputs: [dataset(D.refundsTable, POSTGRES_REFUNDS)],
      outputs: [iceberg(D.refunds, SPARK_REFUNDS)],
    },
    '02:50:00',
    '03:00:00',
  );
}

/** payments-backfill: replays the archive into the table the Flink job writes (its second writer); no column lineage. */
function paymentsBackfillEvents(): Event[] {
  return sparkRun(
    {
      job: J.paymentsBackfill,
      runId: R.paymentsBackfill,
      day: '2026-11-21',
      inputs: [dataset(D.paymentsArchive, SPARK_PAYMENTS_ARCHIVE, { storage: spark.storage('parquet', 'parquet') })],
      outputs: [iceberg(D.paymentsEnriched, SPARK_PAYMENTS_ENRICHED)],
    },
    '02:00:00',
    '02:20:00',
  );
}

function revenueLineage() {
  const pe = D.paymentsEnriched;
  return spark.columnLineage(
    {
      day: [from(pe, 'created_at', 'DIRECT', 'TRANSFORMATION', 'to_date(created_at) AS day')],
      currency: [from(pe, 'currency', 'DIRECT', 'IDENTITY', 'currency')],
      revenue_usd: [
        from(pe, 'amount_usd', 'DIRECT', 'AGGREGATION', 'sum(amount_usd * fx.rate) AS revenue_usd'),
        from(D.fxRates, 'rate', 'DIRECT', 'TRANSFORMATION', 'sum(amount_usd * fx.rate) AS revenue_usd'),
      ],
      payments: [from(pe, 'payment_id', 'DIRECT', 'AGGREGATION', 'count(payment_id) AS payments', true)],
    },
    [
      from(pe, 'created_at', 'INDIRECT', 'GROUP_BY', 'GROUP BY to_date(created_at), currency'),
      from(pe, 'currency', 'INDIRECT', 'GROUP_BY', 'GROUP BY to_date(created_at), currency'),
    ],
  );
}

/** daily-revenue: one run a day; the first three also read `lake.refunds`, so its job version changes on 11-23. */
function dailyRevenueEvents(): Event[] {
  return days.flatMap((day) => {
    const inputs = [iceberg(D.paymentsEnriched, SPARK_PAYMENTS_ENRICHED), iceberg(D.fxRates, SPARK_FX_RATES)];
    if (day < REAL_STREAMS.refundsDroppedFrom) inputs.push(iceberg(D.refunds, SPARK_REFUNDS));
    const output = iceberg(D.revenueSummary, SPARK_REVENUE_SUMMARY);
    output.facets = { ...output.facets, columnLineage: revenueLineage() };
    return sparkRun({ job: J.dailyRevenue, runId: R.dailyRevenue[day], day, inputs, outputs: [output] }, '04:00:00', '04:15:00');
  });
}

export function sparkEvents(): Event[] {
  return [...refundsLoaderEvents(), ...paymentsBackfillEvents(), ...dailyRevenueEvents()];
}

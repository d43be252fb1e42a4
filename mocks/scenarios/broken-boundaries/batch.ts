import { facetsOf, from } from '../kit/facets.ts';
import { datasetEvent, runEvent, type EventType } from '../kit/events.ts';
import { PRODUCERS } from '../kit/producers.ts';
import { seededUuid } from '../kit/seeded-uuid.ts';
import { at } from '../kit/time.ts';
import { BROKEN } from './names.ts';
import { MONTHLY_BILLING, PAYMENTS_ARCHIVE_TABLE, PAYMENTS_ENRICHED_SPARK, PAYMENT_ANOMALIES, TOPIC_PAYMENTS } from './schemas.ts';

type Event = Record<string, unknown>;
const { datasets: D, jobs: J, days } = BROKEN;
const oldSpark = facetsOf(PRODUCERS.sparkOld);
const hive = facetsOf(PRODUCERS.hive);
const sync = facetsOf(PRODUCERS.pythonClient);

function billingEvent(eventType: EventType, day: string, time: string): Event {
  const src = D.paymentsEnrichedByCatalog;
  return runEvent({
    eventType,
    eventTime: at(day, time),
    producer: PRODUCERS.sparkOld,
    runId: seededUuid(`broken:monthly_billing:${day}`),
    runFacets: {
      nominalTime: oldSpark.nominalTime(at('2026-11-01', '00:00:00'), at('2026-12-01', '00:00:00')),
      processing_engine: oldSpark.processingEngine('spark', '3.4.1', '1.17.1'),
    },
    job: { ...J.monthlyBilling, facets: { jobType: oldSpark.jobType('BATCH', 'SPARK', 'SQL_JOB') } },
    // openlineage-spark before 1.18 names the Iceberg table by catalog name only, with no location symlink.
    inputs: [{ ...src, facets: { schema: oldSpark.schema(PAYMENTS_ENRICHED_SPARK) } }],
    outputs: [
      {
        ...D.monthlyBilling,
        facets: {
          schema: oldSpark.schema(MONTHLY_BILLING),
          columnLineage: oldSpark.columnLineage(
            {
              billing_month: [from(src, 'paid_at', 'DIRECT', 'TRANSFORMATION', "date_format(paid_at, 'yyyy-MM') AS billing_month")],
              customer_id: [from(src, 'customer_id', 'DIRECT', 'IDENTITY', 'customer_id')],
              total_billed_usd: [from(src, 'amount_usd', 'DIRECT', 'AGGREGATION', 'sum(amount_usd) AS total_billed_usd')],
            },
            [
              from(src, 'customer_id', 'INDIRECT', 'GROUP_BY', 'GROUP BY billing_month, customer_id'),
              from(src, 'paid_at', 'INDIRECT', 'GROUP_BY', 'GROUP BY billing_month, customer_id'),
            ],
          ),
        },
      },
    ],
  });
}

function auditEvent(eventType: EventType, time: string): Event {
  return runEvent({
    eventType,
    eventTime: at('2026-11-21', time),
    producer: PRODUCERS.hive,
    runId: seededUuid('broken:payments_audit:2026-11-21'),
    runFacets: { processing_engine: hive.processingEngine('hive', '4.0.1', '1.52.0') },
    job: {
      ...J.paymentsAudit,
      facets: {
        jobType: hive.jobType('BATCH', 'HIVE', 'QUERY'),
        sql: hive.sql("INSERT INTO audit.payment_anomalies SELECT payment_id, 'negative amount' FROM raw.payments_archive WHERE amount < 0", 'hive'),
      },
    },
    inputs: [{ ...D.paymentsArchiveTable, facets: { schema: hive.schema(PAYMENTS_ARCHIVE_TABLE) } }],
    outputs: [{ ...D.paymentAnomalies, facets: { schema: hive.schema(PAYMENT_ANOMALIES) } }],
  });
}

/** Someone "fixes" the split by declaring the symlink now; Marquez keeps the first owner of an identity (#2738). */
function lateAliasEvent(): Event {
  return datasetEvent(BROKEN.lateAlias.declaredAt, PRODUCERS.pythonClient, {
    ...D.paymentsArchive,
    facets: {
      // The schema rides along: a DatasetEvent version without one would leave the dataset with no fields.
      schema: sync.schema(TOPIC_PAYMENTS),
      symlinks: sync.symlinks([{ ...D.paymentsArchiveTable, type: 'TABLE' }]),
    },
  });
}

/** Spark `monthly_billing` (catalog naming), the Hive audit over the archive, and the late alias DatasetEvent. */
export function batchEvents(): Event[] {
  return [
    ...days.flatMap((day) => [billingEvent('START', day, '23:30:20'), billingEvent('COMPLETE', day, '23:34:05')]),
    auditEvent('START', '03:00:00'),
    auditEvent('COMPLETE', '03:02:10'),
    lateAliasEvent(),
  ];
}

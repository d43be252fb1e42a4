import { facetsOf } from '../kit/facets.ts';
import { runEvent, type EventType } from '../kit/events.ts';
import { PRODUCERS } from '../kit/producers.ts';
import { seededUuid } from '../kit/seeded-uuid.ts';
import { addDays, at } from '../kit/time.ts';
import { BROKEN } from './names.ts';
import { FLINK_SQL_PAYMENTS, PAYMENTS_ENRICHED_FLINK, POSTGRES_PAYMENTS, TOPIC_PAYMENTS } from './schemas.ts';

type Event = Record<string, unknown>;
const { datasets: D, jobs: J, days } = BROKEN;
const dbz = facetsOf(PRODUCERS.debezium);
const f2 = facetsOf(PRODUCERS.flink2);
const client = facetsOf(PRODUCERS.javaClient);

function cdcEvent(eventType: EventType, eventTime: string, runId: string): Event {
  return runEvent({
    eventType,
    eventTime,
    producer: PRODUCERS.debezium,
    runId,
    runFacets: {
      processing_engine: dbz.processingEngine('Debezium', '3.2.0.Final', '1.38.0'),
      debezium_config: dbz.custom({
        configs: [
          'connector.class=io.debezium.connector.postgresql.PostgresConnector',
          'topic.prefix=billing',
          'bootstrap.servers=broker-1:9092,broker-2:9092',
        ],
      }),
    },
    job: { ...J.paymentsCdc, facets: { jobType: dbz.jobType('STREAMING', 'DEBEZIUM', 'TASK') } },
    inputs: [{ ...D.paymentsTable, facets: { schema: dbz.schema(POSTGRES_PAYMENTS) } }],
    outputs: [{ ...D.paymentsTopic, facets: { schema: dbz.schema(TOPIC_PAYMENTS) } }],
  });
}

function enrichmentEvent(eventType: EventType, eventTime: string, runId: string): Event {
  return runEvent({
    eventType,
    eventTime,
    producer: PRODUCERS.flink2,
    runId,
    runFacets: {
      processing_engine: f2.processingEngine('flink', '2.1.0', '1.52.0'),
      flink_job: f2.custom({ jobId: seededUuid(`flink-job:${runId}`).replaceAll('-', '') }),
    },
    job: {
      ...J.paymentsEnrichment,
      facets: {
        jobType: f2.jobType('STREAMING', 'FLINK', 'JOB'),
        sql: f2.sql('INSERT INTO lakehouse.payments_enriched SELECT payment_id, customer_id, amount * 1.0 AS amount_usd, paid_at FROM payments', 'flink'),
      },
    },
    // 'properties.bootstrap.servers' = 'broker-2:9092,broker-1:9092': the first server becomes the namespace.
    inputs: [{ ...D.paymentsTopicViaBroker2, facets: { schema: f2.schema(FLINK_SQL_PAYMENTS) } }],
    // By location, no symlink and no catalog facet (as Flink 1's Iceberg sink): nothing ties it to the catalog name.
    outputs: [{ ...D.paymentsEnriched, facets: { schema: f2.schema(PAYMENTS_ENRICHED_FLINK) } }],
  });
}

function archiveEvent(eventType: EventType, day: string, eventTime: string): Event {
  return runEvent({
    eventType,
    eventTime,
    producer: PRODUCERS.javaClient,
    runId: seededUuid(`broken:payments-archive:${day}`),
    runFacets: { nominalTime: client.nominalTime(at(day, '00:00:00'), at(addDays(day, 1), '00:00:00')) },
    job: { ...J.paymentsArchive },
    inputs: [{ ...D.paymentsTopic, facets: { schema: client.schema(TOPIC_PAYMENTS) } }],
    outputs: [{ ...D.paymentsArchive, facets: { schema: client.schema(TOPIC_PAYMENTS), storage: client.storage('s3', 'parquet') } }],
  });
}

/** Debezium `payments-cdc`, Flink SQL `payments-enrichment` (via broker-2) and the S3 sink `payments-archive`. */
export function streamingEvents(): Event[] {
  const cdcRun = seededUuid('broken:payments-cdc:run-1');
  const flinkRun = seededUuid('broken:payments-enrichment:run-1');
  const out: Event[] = [cdcEvent('START', at(days[0], '00:00:05'), cdcRun), enrichmentEvent('START', at(days[0], '00:02:00'), flinkRun)];
  for (const day of days) {
    out.push(cdcEvent('RUNNING', at(day, '06:00:00'), cdcRun));
    out.push(enrichmentEvent('RUNNING', at(day, '12:30:00'), flinkRun));
    out.push(archiveEvent('START', day, at(day, '00:00:30')));
    out.push(archiveEvent('COMPLETE', day, at(addDays(day, 1), '00:01:30')));
  }
  return out;
}

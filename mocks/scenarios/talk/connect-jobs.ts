import { facetsOf, type FieldSpec } from '../kit/facets.ts';
import { runEvent, type EventType } from '../kit/events.ts';
import { PRODUCERS } from '../kit/producers.ts';
import { seededUuid } from '../kit/seeded-uuid.ts';
import { addDays, at, plus, MINUTE } from '../kit/time.ts';
import { TALK } from './names.ts';
import { capturedColumnLineage } from './connect-capture.ts';
import { ARCHIVE_ORDERS, POSTGRES_ORDERS_CENTS, POSTGRES_ORDERS_DOLLARS, TOPIC_ORDERS_CENTS, TOPIC_ORDERS_DOLLARS } from './schemas.ts';

type Event = Record<string, unknown>;
const { datasets: D, jobs: J, days } = TALK;

const dbz = facetsOf(PRODUCERS.debezium);

function cdcEvent(eventType: EventType, eventTime: string, runId: string, cents: boolean, captured: boolean): Event {
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
          'database.hostname=orders-db',
          'database.port=5432',
          'database.dbname=shop',
          'topic.prefix=shop',
          'table.include.list=public.orders',
          'decimal.handling.mode=precise',
          'openlineage.integration.job.namespace=kafka-connect',
        ],
      }),
    },
    job: {
      ...J.ordersCdc,
      facets: {
        jobType: dbz.jobType('STREAMING', 'DEBEZIUM', 'TASK'),
        documentation: dbz.jobDocumentation('CDC of the shop orders table into Kafka'),
        ownership: dbz.jobOwnership([{ name: 'team:checkout', type: 'maintainer' }]),
      },
    },
    inputs: [{ ...D.ordersTable, facets: { schema: dbz.schema(cents ? POSTGRES_ORDERS_CENTS : POSTGRES_ORDERS_DOLLARS) } }],
    outputs: [
      {
        ...D.ordersTopic,
        facets: {
          schema: dbz.schema(cents ? TOPIC_ORDERS_CENTS : TOPIC_ORDERS_DOLLARS),
          dataSource: dbz.dataSource('kafka', 'kafka://broker:9092'),
          ...(captured ? { columnLineage: capturedColumnLineage('orders-cdc', cents) } : {}),
        },
      },
    ],
  });
}

/**
 * Debezium source `orders-cdc`: one long run that sees the `amount` migration (a RUNNING event after the DDL carries
 * the new schema, so the topic gets a new version), is stopped for the rollback, and a second run with dollars.
 * `captured`: the topic also carries the column lineage connect-lineage derives from the connector's config and
 * registry schema (the `talk-captured` scenario); without it, Kafka Connect is dataset-level as Debezium reports it.
 */
export function ordersCdcEvents(captured = false): Event[] {
  const run1 = seededUuid('talk:orders-cdc:run-1');
  const run2 = seededUuid('talk:orders-cdc:run-2');
  const out: Event[] = [cdcEvent('START', at(days[0], '00:00:05'), run1, false, captured)];
  for (const day of days) {
    const heartbeat = at(day, '06:00:00');
    if (heartbeat < TALK.rollbackAt) out.push(cdcEvent('RUNNING', heartbeat, run1, heartbeat > TALK.schemaChangeAt, captured));
    else out.push(cdcEvent('RUNNING', heartbeat, run2, false, captured));
  }
  out.push(cdcEvent('RUNNING', TALK.schemaChangeAt, run1, true, captured));
  out.push(cdcEvent('COMPLETE', plus(TALK.rollbackAt, -10 * MINUTE), run1, true, captured));
  out.push(cdcEvent('START', TALK.rollbackAt, run2, false, captured));
  return out;
}

const client = facetsOf(PRODUCERS.javaClient);

function archiveEvent(eventType: EventType, eventTime: string, runId: string, day: string, topicFields: FieldSpec[], captured: boolean): Event {
  return runEvent({
    eventType,
    eventTime,
    producer: PRODUCERS.javaClient,
    runId,
    // No jobType and no processing_engine: the platform team's emitter only says what it read and wrote, so the
    // namespace is the one engine hint left.
    runFacets: { nominalTime: client.nominalTime(at(day, '00:00:00'), at(addDays(day, 1), '00:00:00')) },
    job: { ...J.ordersArchive, facets: { documentation: client.jobDocumentation('Confluent S3 sink: one run per daily partition of the orders topic') } },
    inputs: [{ ...D.ordersTopic, facets: { schema: client.schema(topicFields) } }],
    outputs: [
      {
        ...D.ordersArchive,
        facets: {
          schema: client.schema(topicFields),
          storage: client.storage('s3', 'parquet'),
          ...(captured ? { columnLineage: capturedColumnLineage('orders-archive', topicFields === TOPIC_ORDERS_CENTS) } : {}),
        },
        ...(eventType === 'COMPLETE' ? { outputFacets: { outputStatistics: client.outputStatistics(48_000, 3_200_000) } } : {}),
      },
    ],
  });
}

/** S3 sink `orders-archive`: one batch-like run per daily partition; the last day's partition is still open. */
export function ordersArchiveEvents(captured = false): Event[] {
  const out: Event[] = [];
  days.forEach((day, i) => {
    const runId = seededUuid(`talk:orders-archive:${day}`);
    out.push(archiveEvent('START', at(day, '00:00:30'), runId, day, ARCHIVE_ORDERS, captured));
    if (i === days.length - 1) return;
    // A partition closes just before the next one opens. The bad day's closes with the cents schema it saw last,
    // so that run writes two versions of the archive.
    const fields = day === TALK.badDay ? TOPIC_ORDERS_CENTS : ARCHIVE_ORDERS;
    out.push(archiveEvent('COMPLETE', at(addDays(day, 1), '00:00:20'), runId, day, fields, captured));
  });
  return out;
}

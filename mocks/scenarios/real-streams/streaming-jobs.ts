import { facetsOf } from '../kit/facets.ts';
import { runEvent, type DatasetInEvent, type EventType } from '../kit/events.ts';
import { PRODUCERS } from '../kit/producers.ts';
import { seededUuid } from '../kit/seeded-uuid.ts';
import { at } from '../kit/time.ts';
import { REAL_STREAMS } from './names.ts';
import {
  FLINK_PAYMENTS,
  ICEBERG_AUCTION_ORDERS,
  ICEBERG_BIDS,
  ICEBERG_FX_RATES,
  ICEBERG_PAYMENTS_ENRICHED,
  POSTGRES_PAYMENTS,
  TOPIC_AUCTION_ORDERS,
  TOPIC_BIDS,
  TOPIC_FX_RATES,
  TOPIC_PAYMENTS,
} from './schemas.ts';

type Event = Record<string, unknown>;
const { datasets: D, jobs: J, runs: R, days } = REAL_STREAMS;

const smt = facetsOf(PRODUCERS.kafkaConnectSmt);

/** payments-cdc: the SMT reports a RUNNING heartbeat each morning and never a START (it sees records, not the task). */
function paymentsCdcEvents(): Event[] {
  return days.map((day) =>
    runEvent({
      eventType: 'RUNNING',
      eventTime: at(day, '06:00:00'),
      producer: PRODUCERS.kafkaConnectSmt,
      runId: R.paymentsCdc,
      runFacets: {
        processing_engine: smt.processingEngine('kafka-connect', '3.9.0', '0.6.1'),
        kafka_connect: smt.custom({ connector: 'payments-cdc', connectorClass: 'io.debezium.connector.postgresql.PostgresConnector', task: 0 }),
      },
      job: { ...J.paymentsCdc, facets: { jobType: smt.jobType('STREAMING', 'KAFKA_CONNECT', 'TASK') } },
      inputs: [{ ...D.paymentsTable, facets: { schema: smt.schema(POSTGRES_PAYMENTS) } }],
      outputs: [{ ...D.paymentsTopic, facets: { schema: smt.schema(TOPIC_PAYMENTS) } }],
    }),
  );
}

const flink = facetsOf(PRODUCERS.flink2);
const ENRICHER_START = '2026-11-20T00:05:00.000Z';

function enricherEvent(eventType: EventType, eventTime: string, withDatasets: boolean): Event {
  const inputs: DatasetInEvent[] = [{ ...D.paymentsTopic, facets: { schema: flink.schema(FLINK_PAYMENTS) } }];
  const outputs: DatasetInEvent[] = [{ ...D.paymentsEnriched, facets: { schema: flink.schema(ICEBERG_PAYMENTS_ENRICHED) } }];
  return runEvent({
    eventType,
    eventTime,
    producer: PRODUCERS.flink2,
    runId: R.paymentsEnricher,
    runFacets: {
      processing_engine: flink.processingEngine('flink', '1.20.1', '1.52.0'),
      flink_job: flink.custom({ jobId: seededUuid(`flink-job:${R.paymentsEnricher}`).replaceAll('-', '') }),
    },
    job: { ...J.paymentsEnricher, facets: { jobType: flink.jobType('STREAMING', 'FLINK', 'JOB') } },
    // The listener's cancellation event carries no datasets: Marquez clears the job's current edges on it, since
    // only COMPLETE and FAIL count as terminal there (docs/marquez-behaviours.md "Job versions and current edges").
    ...(withDatasets ? { inputs, outputs } : {}),
  });
}

/** payments-enricher: one run, START, a RUNNING a day at noon until 11-21, then a minimal ABORT; never restarted. */
function paymentsEnricherEvents(): Event[] {
  return [
    enricherEvent('START', ENRICHER_START, true),
    enricherEvent('RUNNING', at('2026-11-20', '12:00:00'), true),
    enricherEvent('RUNNING', at('2026-11-21', '12:00:00'), true),
    enricherEvent('ABORT', REAL_STREAMS.enricherAbortAt, false),
  ];
}

// Hand-built events from the Table API job's own code: the Java client's producer and no jobType facet, so Marquez
// files the job as BATCH and, its run never finishing, never connects it.
const client = facetsOf(PRODUCERS.javaClient);

export const FX_RATES_SYNC_SQL = `INSERT INTO lake.fx_rates
SELECT currency, rate, valid_from FROM \`fx-rates\``;

function fxRatesSyncEvent(eventType: EventType, eventTime: string): Event {
  return runEvent({
    eventType,
    eventTime,
    producer: PRODUCERS.javaClient,
    runId: R.fxRatesSync,
    runFacets: { processing_engine: client.processingEngine('flink', '1.20.1') },
    job: { ...J.fxRatesSync, facets: { sql: client.sql(FX_RATES_SYNC_SQL, 'flink') } },
    inputs: [{ ...D.fxRatesTopic, facets: { schema: client.schema(TOPIC_FX_RATES) } }],
    outputs: [{ ...D.fxRates, facets: { schema: client.schema(ICEBERG_FX_RATES) } }],
  });
}

/** fx-rates-sync: START and one RUNNING a day later, then silence (executeAsync: no final event ever). */
function fxRatesSyncEvents(): Event[] {
  return [fxRatesSyncEvent('START', at('2026-11-20', '08:00:00')), fxRatesSyncEvent('RUNNING', REAL_STREAMS.fxRatesSyncLastEventAt)];
}

/**
 * auction-sink: one Iceberg sink connector over two topics, a RUNNING heartbeat a day through the SMT, which reports
 * the task's topics as inputs and its tables as outputs: every topic → every table, though each topic feeds only its
 * own table (the shape that made name inference guess `auction.bids.supplier → lake.orders.supplier`).
 */
function auctionSinkEvents(): Event[] {
  return days.map((day) =>
    runEvent({
      eventType: 'RUNNING',
      eventTime: at(day, '05:00:00'),
      producer: PRODUCERS.kafkaConnectSmt,
      runId: R.auctionSink,
      runFacets: {
        processing_engine: smt.processingEngine('kafka-connect', '3.9.0', '0.6.1'),
        kafka_connect: smt.custom({ connector: 'auction-sink', connectorClass: 'io.tabular.iceberg.connect.IcebergSinkConnector', task: 0 }),
      },
      job: { ...J.auctionSink, facets: { jobType: smt.jobType('STREAMING', 'KAFKA_CONNECT', 'TASK') } },
      inputs: [
        { ...D.bidsTopic, facets: { schema: smt.schema(TOPIC_BIDS) } },
        { ...D.auctionOrdersTopic, facets: { schema: smt.schema(TOPIC_AUCTION_ORDERS) } },
      ],
      outputs: [
        { ...D.bidsTable, facets: { schema: smt.schema(ICEBERG_BIDS) } },
        { ...D.auctionOrdersTable, facets: { schema: smt.schema(ICEBERG_AUCTION_ORDERS) } },
      ],
    }),
  );
}

export function streamingEvents(): Event[] {
  return [...paymentsCdcEvents(), ...paymentsEnricherEvents(), ...fxRatesSyncEvents(), ...auctionSinkEvents()];
}

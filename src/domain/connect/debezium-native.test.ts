import { describe, expect, it } from 'vitest';
import * as C from '../../../mocks/connect/connectors.ts';
import { debeziumNativeEvents } from '../../../mocks/connect/debezium-native-events.ts';
import { snapshotOf, standInContext } from '../../../mocks/connect/stand-in-data.ts';
import { CONNECT_LINEAGE_PRODUCER, connectorEvent, runIdOf } from './connect-events.ts';
import { debeziumEvidence, debeziumKafkaNamespace, debeziumNativeJobs, nativeDecision } from './debezium-native.ts';
import { mapConnector } from './map-connector.ts';

// Debezium (3.2+) emits OpenLineage itself: job `<topic.prefix>.<task>`, producer github.com/debezium/debezium.
const enabled = { ...C.ORDERS_CDC.config, 'openlineage.integration.enabled': 'true', 'openlineage.integration.config.file.path': '/kafka/openlineage.yml' };
const snapshot = { ...snapshotOf(C.ORDERS_CDC), config: { ...enabled, name: C.ORDERS_CDC.name } };
const [start, tableEvent] = debeziumNativeEvents({
  topicPrefix: 'shop',
  runId: '0197ad84-7a0d-7527-9f8a-a08602319b4d',
  config: enabled,
  tables: [{ namespace: 'postgres://orders-db:5432', name: 'shop.public.orders', columns: [['order_id', 'int8']] }],
  topics: [],
  startTime: '2026-11-20T00:00:00.000Z',
});
/** The job as Marquez answers it after that event: the job's facets, and its latest run's facets. */
const asMarquezJob = (event: Record<string, unknown> | undefined) => {
  const e = event as { job: { facets: unknown }; run: { facets: unknown } };
  return { facets: e.job.facets, latestRun: { facets: e.run.facets } };
};

describe("Debezium's own OpenLineage", () => {
  it('names the job as Debezium does: topic.prefix and task id, namespace from the config or the prefix', () => {
    expect(debeziumNativeJobs(snapshot)).toEqual([{ namespace: 'shop', name: 'shop.0' }]);
    const ns = { ...snapshot, config: { ...snapshot.config, 'openlineage.integration.job.namespace': 'cdc' } };
    expect(debeziumNativeJobs(ns)).toEqual([{ namespace: 'cdc', name: 'shop.0' }]);
    expect(debeziumNativeJobs(snapshotOf(C.ORDERS_CDC))).toEqual([]);
    const sink = { ...snapshotOf(C.ORDERS_TO_WAREHOUSE), config: { ...C.ORDERS_TO_WAREHOUSE.config, 'openlineage.integration.enabled': 'true' } };
    expect(debeziumNativeJobs(sink)).toEqual([]);
    const dbzSink = { ...sink, config: { ...sink.config, 'connector.class': 'io.debezium.connector.jdbc.JdbcSinkConnector', name: 'dw-sink' } };
    expect(debeziumNativeJobs(dbzSink)).toEqual([{ namespace: 'dw-sink', name: 'dw-sink.0' }]);
    expect(debeziumKafkaNamespace({ ...snapshot, config: { ...snapshot.config, 'schema.history.internal.kafka.bootstrap.servers': 'kafka:29092' } })).toBe(
      'kafka://kafka:29092',
    );
  });

  it('recognises a Debezium-shaped native event by its producer, and not our own', () => {
    expect(debeziumEvidence(asMarquezJob(start))).toMatch(/^its documentation facet's producer is https:\/\/github\.com\/debezium\/debezium\/tree\/v3\./);
    expect(debeziumEvidence(asMarquezJob(tableEvent))).not.toBeNull();
    const ctx = standInContext(C.DEMO_CONNECTORS, C.DEMO_SUBJECTS);
    const ours = connectorEvent('START', snapshotOf(C.ORDERS_CDC), mapConnector(snapshotOf(C.ORDERS_CDC), ctx), {
      jobNamespace: 'kafka-connect',
      cluster: 'c',
      producer: CONNECT_LINEAGE_PRODUCER,
      eventTime: '2026-11-20T00:00:00.000Z',
    });
    expect(debeziumEvidence(asMarquezJob(ours))).toBeNull();
    expect(debeziumEvidence({ facets: { jobType: { integration: 'DEBEZIUM' } } })).toBe('its jobType facet says integration DEBEZIUM');
  });

  it('enriches the one task job Marquez holds; several task jobs are skipped; none seen or not looked up: drawn as its own', () => {
    const jobs = debeziumNativeJobs(snapshot);
    expect(nativeDecision(jobs, new Map([['shop/shop.0', 'evidence']]), []).kind).toBe('enrich');
    expect(nativeDecision(jobs, new Map(), []).kind).toBe('not-seen');
    expect(nativeDecision(jobs, undefined, []).kind).toBe('not-seen');
    const two = [...jobs, { namespace: 'shop', name: 'shop.1' }];
    const skip = nativeDecision(
      two,
      new Map([
        ['shop/shop.0', 'e'],
        ['shop/shop.1', 'e'],
      ]),
      [],
    );
    expect(skip.kind).toBe('skip');
    expect(nativeDecision([], undefined, []).kind).toBe('none');
  });

  it("the enriching event is Debezium's job, its type kept, in a run of its own", () => {
    const ctx = standInContext(C.DEMO_CONNECTORS, C.DEMO_SUBJECTS);
    const options = { jobNamespace: 'kafka-connect', cluster: 'c', producer: CONNECT_LINEAGE_PRODUCER, eventTime: '2026-11-20T00:00:00.000Z' };
    const job = { namespace: 'shop', name: 'shop.0' };
    const e = connectorEvent('START', snapshot, mapConnector(snapshot, ctx), options, job) as {
      job: { namespace: string; name: string; facets: { jobType: { integration: string } } };
      run: { runId: string };
      outputs: { facets: Record<string, unknown> }[];
    };
    expect([e.job.namespace, e.job.name, e.job.facets.jobType.integration]).toEqual(['shop', 'shop.0', 'DEBEZIUM']);
    expect(e.outputs[0]?.facets.columnLineage).toBeDefined();
    expect(e.run.runId).not.toBe(runIdOf(snapshot, 'kafka-connect', 'c'));
    expect(e.run.runId).not.toBe('0197ad84-7a0d-7527-9f8a-a08602319b4d');
  });
});

import { describe, expect, it } from 'vitest';
import * as C from '../../../mocks/connect/connectors.ts';
import { snapshotOf, standInContext } from '../../../mocks/connect/stand-in-data.ts';
import { loadOpenLineageValidator } from '../../../mocks/scenarios/test-support/openlineage-validator.ts';
import { HAS_SHARED, SHARED_SKIP_REASON } from '../../test/shared-fixtures.ts';
import type { ConnectorSnapshot } from './connect-types.ts';
import { CONNECT_LINEAGE_PRODUCER, lifecycleEvents, redactConfig, type EventOptions, type Observation, type RunMemory } from './connect-events.ts';
import { mapConnector } from './map-connector.ts';

const ctx = standInContext(C.DEMO_CONNECTORS, C.DEMO_SUBJECTS);
const options = (eventTime: string): EventOptions => ({
  jobNamespace: 'kafka-connect',
  cluster: 'http://connect:8083',
  producer: CONNECT_LINEAGE_PRODUCER,
  eventTime,
  connectVersion: '3.9.0',
});
const observe = (s: ConnectorSnapshot): Observation => ({ snapshot: s, lineage: mapConnector(s, ctx) });
const types = (events: Record<string, unknown>[]) => events.map((e) => `${String(e.eventType)} ${(e.job as { name: string }).name}`);
const runId = (e: Record<string, unknown> | undefined) => (e?.run as { runId: string }).runId;

describe('connector lifecycle', () => {
  const orders = snapshotOf(C.ORDERS_CDC);

  it('START, then RUNNING with the full datasets on every poll; stable run ids', () => {
    const first = lifecycleEvents(new Map(), [observe(orders)], options('2026-11-20T00:00:00.000Z'));
    expect(types(first.events)).toEqual(['START orders-cdc']);
    const again = lifecycleEvents(new Map(), [observe(orders)], options('2026-11-20T00:00:00.000Z'));
    expect(again.events).toEqual(first.events);
    const second = lifecycleEvents(first.memory, [observe(orders)], options('2026-11-20T00:01:00.000Z'));
    expect(types(second.events)).toEqual(['RUNNING orders-cdc']);
    expect(runId(second.events[0])).toBe(runId(first.events[0]));
    expect((second.events[0]?.outputs as unknown[]).length).toBe(1);
    expect((second.events[0]?.inputs as unknown[]).length).toBe(1);
  });

  it('a config change completes the old run and starts a new one; a deleted connector completes', () => {
    const first = lifecycleEvents(new Map(), [observe(orders)], options('2026-11-20T00:00:00.000Z'));
    const changed = { ...orders, config: { ...orders.config, 'table.include.list': 'public.orders,public.refunds' } };
    const next = lifecycleEvents(first.memory, [observe(changed)], options('2026-11-20T00:01:00.000Z'));
    expect(types(next.events)).toEqual(['COMPLETE orders-cdc', 'START orders-cdc']);
    expect(runId(next.events[0])).toBe(runId(first.events[0]));
    expect(runId(next.events[1])).not.toBe(runId(first.events[0]));
    const gone = lifecycleEvents(next.memory, [], options('2026-11-20T00:02:00.000Z'));
    expect(types(gone.events)).toEqual(['COMPLETE orders-cdc']);
    expect((gone.events[0]?.outputs as { name: string }[]).map((o) => o.name)).toEqual(['shop.public.orders', 'shop.public.refunds']);
  });

  it('FAIL with the task trace in errorMessage; paused stays RUNNING with its state in the run facet', () => {
    const failed = lifecycleEvents(new Map(), [observe(snapshotOf(C.SESSIONS_SINK_FAILED))], options('2026-11-20T00:00:00.000Z'));
    expect(types(failed.events)).toEqual(['START sessions-jdbc', 'FAIL sessions-jdbc']);
    const facets = (failed.events[1]?.run as { facets: Record<string, Record<string, unknown>> }).facets;
    expect(facets.errorMessage?.message).toMatch(/^1 of 1 tasks FAILED: org\.apache\.kafka\.connect\.errors\.ConnectException/);
    expect(facets.errorMessage?.stackTrace).toContain('relation "sessions" does not exist');
    const again = lifecycleEvents(failed.memory, [observe(snapshotOf(C.SESSIONS_SINK_FAILED))], options('2026-11-20T00:01:00.000Z'));
    expect(again.events).toEqual([]);
    const paused = lifecycleEvents(new Map<string, RunMemory>(), [observe(snapshotOf(C.PAGEVIEWS_GCS))], options('2026-11-20T00:00:00.000Z'));
    const kc = (paused.events[0]?.run as { facets: Record<string, Record<string, unknown>> }).facets.kafka_connect;
    expect(kc?.state).toBe('PAUSED');
  });

  it('credentials never leave: passwords, keys and URL passwords are redacted', () => {
    const r = redactConfig(snapshotOf(C.USERS_JDBC_SOURCE).config);
    expect(r['connection.url']).toBe('jdbc:postgresql://legacy-db:5432/legacy?user=app&password=[redacted]');
    expect(redactConfig(snapshotOf(C.PAGEVIEWS_AZURE).config)['azblob.account.key']).toBe('[redacted]');
    expect(redactConfig(snapshotOf(C.ORDERS_CDC).config)['database.password']).toBe('[redacted]');
    expect(redactConfig(snapshotOf(C.ORDERS_CDC).config)['key.converter']).toBe('io.confluent.connect.avro.AvroConverter');
    expect(redactConfig({ 'value.converter.basic.auth.user.info': 'connectorSA:pw' })['value.converter.basic.auth.user.info']).toBe('[redacted]');
  });

  it('credentials quoted by a message or written in a URL reach no event: not in problems, namespaces or the config facet', () => {
    const leaky: ConnectorSnapshot[] = [
      {
        ...snapshotOf(C.ORDERS_TO_WAREHOUSE),
        name: 'bad-url',
        config: { ...C.ORDERS_TO_WAREHOUSE.config, 'connection.url': 'jdbc:weird://warehouse/analytics?user=loader&password=s3cret-url' },
      },
      {
        ...snapshotOf(C.PRODUCTS_SEARCH),
        name: 'es-userinfo',
        config: { ...C.PRODUCTS_SEARCH.config, 'connection.url': 'https://elastic:s3cret-es@elasticsearch:9200', 'connection.password': 's3cret-pw' },
      },
    ];
    const { events } = lifecycleEvents(new Map(), leaky.map(observe), options('2026-11-20T00:00:00.000Z'));
    const text = JSON.stringify(events);
    expect(text).not.toMatch(/s3cret/);
    expect(text).toContain('elasticsearch://elasticsearch:9200');
    expect(text).toContain('password=[redacted]');
  });

  it.skipIf(!HAS_SHARED)(
    `every event of every stand-in connector validates against OpenLineage 2-0-2 and its facets ${HAS_SHARED ? '' : SHARED_SKIP_REASON}`,
    () => {
      const validator = loadOpenLineageValidator();
      const all = C.DEMO_CONNECTORS.map((c) => observe(snapshotOf(c)));
      const first = lifecycleEvents(new Map(), all, options('2026-11-20T00:00:00.000Z'));
      const second = lifecycleEvents(first.memory, all.slice(1), options('2026-11-20T00:01:00.000Z'));
      const events = [...first.events, ...second.events];
      expect(events.length).toBeGreaterThan(C.DEMO_CONNECTORS.length);
      expect(events.flatMap((e, i) => validator.problems(e).map((p) => `#${i} ${p}`))).toEqual([]);
    },
  );
});

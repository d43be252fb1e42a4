import { afterEach, describe, expect, it } from 'vitest';
import { ORDERS_CDC, TALK_SUBJECTS, type StandInConnector } from '../../mocks/connect/connectors.ts';
import { debeziumNativeEvents } from '../../mocks/connect/debezium-native-events.ts';
import { snapshotOf, standInContext } from '../../mocks/connect/stand-in-data.ts';
import { startStandIn } from '../../mocks/connect/stand-in-server.ts';
import { startTestEmulator } from '../../mocks/server/test-server.ts';
import { CONNECT_LINEAGE_PRODUCER, lifecycleEvents } from '../domain/connect/connect-events.ts';
import { mapConnector } from '../domain/connect/map-connector.ts';
import { runCatalogCli } from './catalog-cli.ts';
import { runConnectLineageCli } from './connect-lineage-cli.ts';
import { renderCoverage } from './render-coverage.ts';

// Debezium's own OpenLineage beside connect-lineage, measured on the emulator (Marquez's ingest rules): what the
// graph, the column trace and Coverage show when Marquez holds Debezium's events for orders-cdc and connect-lineage
// (a) also draws the connector as its own job — the behaviour before issue 28, (b) skips it, (c) enriches
// Debezium's job. docs/kafka-connect-lineage.md reports these figures and why (c) is what connect-lineage does.
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

const CDC: StandInConnector = {
  ...ORDERS_CDC,
  config: {
    ...ORDERS_CDC.config,
    'openlineage.integration.enabled': 'true',
    'openlineage.integration.config.file.path': '/kafka/openlineage.yml',
    transforms: 'unwrap,openlineage',
    'transforms.openlineage.type': 'io.debezium.transforms.openlineage.OpenLineage',
  },
};
const TOPIC = 'kafka://broker:9092:shop.public.orders';
const TABLE = 'postgres://orders-db:5432:shop.public.orders';
const AT = '2026-11-20T00:00:00.000Z';
const RUN_1 = '0197ad84-7a0d-7527-9f8a-a08602319b4d';
const RUN_2 = '0197ad84-7a0d-7527-9f8a-a08602319b4e';

const native = debeziumNativeEvents({
  topicPrefix: 'shop',
  runId: RUN_1,
  config: CDC.config,
  tables: [
    {
      namespace: 'postgres://orders-db:5432',
      name: 'shop.public.orders',
      columns: ['order_id:int8', 'customer_id:int8', 'amount:numeric', 'currency:varchar', 'status:varchar', 'created_at:timestamptz'].map(
        (c) => c.split(':') as [string, string],
      ),
    },
  ],
  topics: [
    {
      namespace: 'kafka://broker:9092',
      name: 'shop.public.orders',
      fields: ['order_id:INT64', 'customer_id:INT64', 'amount:BYTES', 'currency:STRING', 'status:STRING', 'created_at:INT64'].map(
        (c) => c.split(':') as [string, string],
      ),
    },
  ],
  startTime: AT,
});

async function emulatorWith(events: Record<string, unknown>[]) {
  const e = await startTestEmulator({ scenario: 'none' });
  cleanups.push(() => e.close());
  for (const event of events) {
    const res = await fetch(`${e.url}/api/v1/lineage`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event) });
    expect(res.status, await res.text()).toBeLessThan(300);
  }
  return e.url;
}

/** What a user sees: jobs drawn beside the topic, whether the topic's amount traces to the table column, Coverage. */
async function measure(url: string) {
  const graph = (await (await fetch(`${url}/api/v1/lineage?nodeId=${encodeURIComponent(`dataset:${TOPIC}`)}&depth=2`)).json()) as { graph: { id: string }[] };
  const jobs = graph.graph.map((n) => n.id).filter((id) => id.startsWith('job:'));
  const column = (await (await fetch(`${url}/api/v1/column-lineage?nodeId=${encodeURIComponent(`datasetField:${TOPIC}:amount`)}&depth=2`)).json()) as {
    graph: { id: string }[];
  };
  const out: string[] = [];
  await runCatalogCli({ command: 'coverage', summary: '', render: renderCoverage }, ['--marquez', url, '--json'], {
    out: (t) => out.push(t),
    err: () => undefined,
  });
  const report = JSON.parse(out.join('\n')) as { jobs: { name: string; engine: string; hasColumnLineage: boolean }[] };
  const connect = report.jobs.filter((j) => j.engine === 'kafka-connect');
  return {
    jobs: jobs.sort(),
    traced: column.graph.some((n) => n.id === `datasetField:${TABLE}:amount`),
    coverage: connect.map((j) => `${j.name}:${j.hasColumnLineage ? 'column' : 'dataset'}`).sort(),
  };
}

const ourEvents = (job?: { namespace: string; name: string }) => {
  const snapshot = snapshotOf(CDC);
  const lineage = mapConnector(snapshot, standInContext([CDC], TALK_SUBJECTS));
  const options = { jobNamespace: 'kafka-connect', cluster: 'http://connect:8083', producer: CONNECT_LINEAGE_PRODUCER, eventTime: '2026-11-20T00:05:00.000Z' };
  return lifecycleEvents(new Map(), [{ snapshot, lineage, ...(job ? { job } : {}) }], options).events;
};

describe("connect-lineage beside Debezium's own OpenLineage", () => {
  it('measured: drawing it twice gives two jobs; skipping leaves no column trace; enriching gives one job traced to the column', async () => {
    const twice = await measure(await emulatorWith([...native, ...ourEvents()]));
    const skipped = await measure(await emulatorWith(native));
    const enriched = await measure(await emulatorWith([...native, ...ourEvents({ namespace: 'shop', name: 'shop.0' })]));
    // Twice: two Kafka Connect jobs for one connector, both writing the topic — Coverage counts both, and credits
    // Debezium's with the column lineage connect-lineage wrote on the topic's current version.
    expect(twice).toEqual({ jobs: ['job:kafka-connect:orders-cdc', 'job:shop:shop.0'], traced: true, coverage: ['orders-cdc:column', 'shop.0:column'] });
    expect(skipped).toEqual({ jobs: ['job:shop:shop.0'], traced: false, coverage: ['shop.0:dataset'] });
    expect(enriched).toEqual({ jobs: ['job:shop:shop.0'], traced: true, coverage: ['shop.0:column'] });
  }, 60_000);

  it("measured: a restart of Debezium's task unlinks its job from the datasets in the graph; the column trace holds", async () => {
    const restart = native.map((e) => ({ ...e, run: { ...(e.run as object), runId: RUN_2 }, eventTime: '2026-11-20T01:00:00.000Z' }));
    const url = await emulatorWith([...native, ...ourEvents({ namespace: 'shop', name: 'shop.0' }), ...restart]);
    // Debezium's START without datasets clears the job's current edges (Marquez's rule for an event without inputs
    // or outputs), and its later events bring a dataset set the job already had a version for, which Marquez does
    // not make current again; the column lineage stays on the topic.
    expect(await measure(url)).toEqual({ jobs: [], traced: true, coverage: ['shop.0:column'] });
  }, 60_000);

  it("the CLI finds Debezium's job in Marquez by its producer and enriches it, saying so on the connector's line", async () => {
    const s = await startStandIn({ connectors: [CDC], subjects: TALK_SUBJECTS });
    cleanups.push(() => s.close());
    const url = await emulatorWith(native);
    const lines: string[] = [];
    const code = await runConnectLineageCli(
      ['--connect', s.connectUrl, '--schema-registry', s.registryUrl, '--marquez', url, '--kafka-namespace', 'kafka://broker:9092'],
      { out: (t) => lines.push(t), err: (t) => lines.push(`ERR ${t}`), env: {}, now: () => '2026-11-20T00:05:00.000Z' },
    );
    expect(code, lines.join('\n')).toBe(0);
    expect(lines.join('\n')).toMatch(
      /Debezium reports this connector itself as job shop\/shop\.0 \(its documentation facet's producer is https:\/\/github\.com\/debezium/,
    );
    expect(await measure(url)).toEqual({ jobs: ['job:shop:shop.0'], traced: true, coverage: ['shop.0:column'] });
    // Without Marquez to look in, it cannot know: drawn as its own job, and said.
    const dry: string[] = [];
    await runConnectLineageCli(['--connect', s.connectUrl, '--schema-registry', s.registryUrl, '--dry-run', '--kafka-namespace', 'kafka://broker:9092'], {
      out: (t) => dry.push(t),
      err: (t) => dry.push(t),
      env: {},
    });
    expect(dry.join('\n')).toMatch(/turns on Debezium's own OpenLineage \(job shop\/shop\.0\); Marquez was not read/);
  }, 60_000);
});

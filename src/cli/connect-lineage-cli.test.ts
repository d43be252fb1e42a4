import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_CONNECTORS, DEMO_SUBJECTS, ORDERS_CDC, type StandInConnector } from '../../mocks/connect/connectors.ts';
import { startStandIn, type StandIn } from '../../mocks/connect/stand-in-server.ts';
import { startTestEmulator, type RunningEmulator } from '../../mocks/server/test-server.ts';
import { CONNECT_LINEAGE_EXIT, parseInterval, runConnectLineageCli, type ConnectLineageIo } from './connect-lineage-cli.ts';

// connect-lineage end to end in Node: the stand-in Connect + Registry → the CLI → the emulator (or a file).
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function standIn(options: Partial<Parameters<typeof startStandIn>[0]> = {}): Promise<StandIn> {
  const s = await startStandIn({ connectors: DEMO_CONNECTORS, subjects: DEMO_SUBJECTS, ...options });
  cleanups.push(() => s.close());
  return s;
}

async function emulator(): Promise<RunningEmulator> {
  const e = await startTestEmulator({ scenario: 'none' });
  cleanups.push(() => e.close());
  return e;
}

function io(extra: Partial<ConnectLineageIo> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (t: string) => out.push(t), err: (t: string) => err.push(t), env: {}, now: () => '2026-11-20T00:00:00.000Z', ...extra } };
}

const KAFKA = ['--kafka-namespace', 'kafka://broker:9092'];

describe('connect-lineage', () => {
  it('stand-ins → CLI → emulator: every event accepted, column lineage readable back through the Marquez API', async () => {
    const s = await standIn();
    const e = await emulator();
    const t = io();
    const code = await runConnectLineageCli(['--connect', s.connectUrl, '--schema-registry', s.registryUrl, '--marquez', e.url, ...KAFKA], t.io);
    expect(t.err).toEqual([]);
    expect(code).toBe(CONNECT_LINEAGE_EXIT.ok);
    expect(t.out.at(-1)).toBe(`sent 16 of 16 events to ${e.url}/api/v1/lineage`);
    expect(t.out).toContain('15 connectors, 11 at column level');
    const res = await fetch(
      `${e.url}/api/v1/column-lineage?nodeId=${encodeURIComponent('datasetField:postgres://warehouse-db:5432:analytics.staging.orders:amount_usd')}&depth=2`,
    );
    const body = (await res.json()) as { graph: { id: string }[] };
    expect(body.graph.map((n) => n.id)).toContain('datasetField:kafka://broker:9092:shop.public.orders:amount');
    // Only the read endpoints, never a record: the subjects the mapping needs, once each.
    expect(s.requests.filter((r) => r.includes('/versions/latest')).sort()).toEqual(
      ['erp.customers', 'inventory.inventory.products', 'legacy-users', 'pageviews', 'sessions', 'shop.public.orders'].map(
        (t) => `/registry/subjects/${t}-value/versions/latest`,
      ),
    );
  });

  it('re-running is idempotent (same run ids); --out appends NDJSON', async () => {
    const s = await standIn();
    const file = join(mkdtempSync(join(tmpdir(), 'connect-lineage-')), 'events.ndjson');
    const args = ['--connect', s.connectUrl, '--schema-registry', s.registryUrl, '--out', file, ...KAFKA];
    await runConnectLineageCli(args, io().io);
    await runConnectLineageCli(args, io().io);
    const lines = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { run: { runId: string } });
    expect(lines.length).toBe(32);
    expect(lines.slice(0, 16).map((l) => l.run.runId)).toEqual(lines.slice(16).map((l) => l.run.runId));
  });

  it('--watch: RUNNING on later polls, a new run on a config change, COMPLETE on delete; stops on abort', async () => {
    const s = await standIn({ connectors: [ORDERS_CDC], subjects: DEMO_SUBJECTS });
    const controller = new AbortController();
    const batches: string[] = [];
    let polls = 0;
    const t = io({
      signal: controller.signal,
      out: (line: string) => {
        if (!line.startsWith('dry run:')) return;
        batches.push(line);
        polls++;
        const c = s.connectors.get('orders-cdc') as StandInConnector;
        if (polls === 2) c.config['table.include.list'] = 'public.orders,public.refunds';
        if (polls === 3) s.connectors.delete('orders-cdc');
        if (polls === 4) controller.abort();
      },
    });
    const code = await runConnectLineageCli(['--connect', s.connectUrl, '--schema-registry', s.registryUrl, '--dry-run', '--watch', '100ms', ...KAFKA], t.io);
    expect(code).toBe(0);
    expect(batches).toEqual([
      'dry run: 1 events not sent (START orders-cdc)',
      'dry run: 1 events not sent (RUNNING orders-cdc)',
      'dry run: 2 events not sent (COMPLETE orders-cdc, START orders-cdc)',
      'dry run: 1 events not sent (COMPLETE orders-cdc)',
    ]);
  });

  it('401 without credentials, read with them; an unreachable Connect exits 1', async () => {
    const s = await standIn({ basicAuth: 'ops:s3cret' });
    const denied = io();
    expect(await runConnectLineageCli(['--connect', s.connectUrl, '--dry-run', ...KAFKA], denied.io)).toBe(CONNECT_LINEAGE_EXIT.unreadable);
    expect(denied.err.join('\n')).toMatch(/Kafka Connect GET \/: HTTP 401 Unauthorized \(check the credentials/);
    const allowed = io({ env: { CONNECT_BASIC_AUTH: 'ops:s3cret' } });
    expect(
      await runConnectLineageCli(
        ['--connect', s.connectUrl, '--schema-registry', s.registryUrl, '--registry-basic-auth', 'ops:s3cret', '--dry-run', ...KAFKA],
        allowed.io,
      ),
    ).toBe(0);
    expect(allowed.out).toContain('15 connectors, 11 at column level');
    const gone = io();
    expect(await runConnectLineageCli(['--connect', 'http://127.0.0.1:9', '--dry-run', ...KAFKA], gone.io)).toBe(CONNECT_LINEAGE_EXIT.unreadable);
    expect(gone.err[0]).toMatch(/^connect-lineage: Kafka Connect GET \/: cannot reach http:\/\/127\.0\.0\.1:9/);
  });

  it('an unreachable registry: warned once, every connector still emitted dataset-level', async () => {
    const s = await standIn();
    const t = io();
    expect(await runConnectLineageCli(['--connect', s.connectUrl, '--schema-registry', 'http://127.0.0.1:9', '--dry-run', ...KAFKA], t.io)).toBe(0);
    expect(t.err).toHaveLength(1);
    expect(t.err[0]).toMatch(/Schema Registry GET \/subjects: cannot reach .*every connector is reported dataset-level/);
    expect(t.out).toContain('15 connectors, 0 at column level');
    expect(t.out.at(-1)).toMatch(/^dry run: 16 events not sent/);
  });

  it('1,000 connectors: all mapped, each reported', async () => {
    const many = Array.from({ length: 1000 }, (_, i): StandInConnector => ({ ...ORDERS_CDC, name: `orders-cdc-${String(i).padStart(4, '0')}` }));
    const s = await standIn({ connectors: many });
    const t = io();
    expect(await runConnectLineageCli(['--connect', s.connectUrl, '--schema-registry', s.registryUrl, '--dry-run', ...KAFKA], t.io)).toBe(0);
    expect(t.out).toContain('1000 connectors, 1000 at column level');
    expect(s.requests.filter((r) => r.includes('/versions/latest'))).toHaveLength(1);
  }, 30_000);

  it('bad arguments exit 2 with the usage; the Kafka cluster comes from a Debezium config when not given', async () => {
    const t = io();
    expect(await runConnectLineageCli(['--connect', 'http://x'], t.io)).toBe(CONNECT_LINEAGE_EXIT.usage);
    expect(t.err[0]).toMatch(/exactly one of --marquez/);
    expect(await runConnectLineageCli(['--connect', 'http://x', '--dry-run', '--kafka-namespace', 'broker:9092'], t.io)).toBe(2);
    expect(parseInterval('5m')).toBe(300_000);
    expect(parseInterval('soon')).toBeNull();
    const s = await standIn();
    const derived = io();
    expect(await runConnectLineageCli(['--connect', s.connectUrl, '--dry-run'], derived.io)).toBe(0);
    expect(derived.out[0]).toBe('Kafka cluster kafka://broker:9092 (from a Debezium schema history config; --kafka-namespace to override)');
  });
});

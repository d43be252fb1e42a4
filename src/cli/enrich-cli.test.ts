import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOpenLineageValidator } from '../../mocks/scenarios/test-support/openlineage-validator.ts';
import { startTestEmulator, type RunningEmulator } from '../../mocks/server/test-server.ts';
import { HAS_SHARED, SHARED_SKIP_REASON } from '../test/shared-fixtures.ts';
import { ENRICH_EXIT, runEnrichCli, type EnrichIo } from './enrich-cli.ts';

// npm run enrich end to end in Node: the talk scenario in the embedded emulator → derive → events → the emulator.
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function emulator(): Promise<RunningEmulator> {
  const e = await startTestEmulator({ scenario: 'talk' });
  cleanups.push(() => e.close());
  return e;
}

function io(extra: Partial<EnrichIo> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (t: string) => out.push(t), err: (t: string) => err.push(t), env: {}, now: () => '2026-11-26T18:00:00.000Z', ...extra } };
}

const get = async <T>(e: RunningEmulator, path: string): Promise<T> => (await fetch(`${e.url}/api/v1${path}`)).json() as Promise<T>;
const JOB = '/namespaces/flink/jobs/orders-enrichment';
const ENRICHED = `/namespaces/${encodeURIComponent('s3://lakehouse')}/datasets/${encodeURIComponent('warehouse/lakehouse/orders_enriched')}`;

interface ColumnLineageFacet {
  fields: Record<string, { inputFields: { namespace: string; name: string; field: string; transformations: { type: string; subtype?: string }[] }[] }>;
  dataset: { name: string; field: string; transformations: { subtype?: string }[] }[];
}

describe('enrich', () => {
  it('--dry-run prints one RUNNING event for the Flink SQL job, with its derived columnLineage, and sends nothing', async () => {
    const e = await emulator();
    const t = io();
    const code = await runEnrichCli(['--marquez', e.url, '--dry-run'], t.io);
    expect(code).toBe(ENRICH_EXIT.ok);
    expect(t.out).toHaveLength(1);
    const event = JSON.parse(t.out[0] ?? '{}') as {
      eventType?: string;
      run: { runId: string };
      job: { name: string; facets: Record<string, { processingType?: string }> };
      inputs: { name: string }[];
      outputs: { name: string; facets: { columnLineage?: ColumnLineageFacet } }[];
    };
    expect(event.eventType).toBe('RUNNING');
    expect(event.job.name).toBe('orders-enrichment');
    expect(event.job.facets.jobType?.processingType).toBe('STREAMING');
    expect(event.inputs.map((i) => i.name).sort()).toEqual(['fx_rates', 'shop.public.orders']);
    const facet = event.outputs[0]?.facets.columnLineage;
    expect(facet?.fields.amount_usd?.inputFields.map((i) => `${i.name}.${i.field} ${i.transformations[0]?.subtype}`).sort()).toEqual([
      'fx_rates.rate TRANSFORMATION',
      'shop.public.orders.amount TRANSFORMATION',
    ]);
    expect(facet?.dataset.map((i) => `${i.name}.${i.field} ${i.transformations[0]?.subtype}`).sort()).toEqual([
      'fx_rates.currency JOIN',
      'shop.public.orders.created_at JOIN',
      'shop.public.orders.currency JOIN',
    ]);
    // Spark's jobs have SQL too, but not Flink SQL (and Spark reports its own column lineage): no event for them.
    expect(t.err.filter((l) => l.includes('spark/'))).toEqual([]);
    expect(t.err.at(-1)).toBe('dry run: 1 events not sent');
    const run = await get<{ latestRun: { id: string } }>(e, JOB);
    expect(event.run.runId).toBe(run.latestRun.id);
  });

  it.skipIf(!HAS_SHARED)(`the event validates against OpenLineage 2-0-2 and its facet schemas ${HAS_SHARED ? '' : SHARED_SKIP_REASON}`, async () => {
    const e = await emulator();
    const t = io();
    await runEnrichCli(['--marquez', e.url, '--dry-run'], t.io);
    expect(loadOpenLineageValidator().problems(JSON.parse(t.out[0] ?? '{}'))).toEqual([]);
  });

  it('sent to the emulator: the column lineage is readable back, and the run, its state and its edges are unchanged', async () => {
    const e = await emulator();
    const before = await get<{ type: string; latestRun: { id: string; state: string } }>(e, JOB);
    const edges = async () => {
      const lineage = await get<{ graph: { id: string; inEdges: unknown[]; outEdges: unknown[] }[] }>(
        e,
        `/lineage?nodeId=${encodeURIComponent('job:flink:orders-enrichment')}&depth=1`,
      );
      const node = lineage.graph.find((n) => n.id === 'job:flink:orders-enrichment');
      return JSON.stringify([node?.inEdges, node?.outEdges]);
    };
    const edgesBefore = await edges();
    const lineageOf = async () =>
      (await get<{ columnLineage?: { name: string; inputFields: { dataset: string; field: string }[] }[] | null }>(e, ENRICHED)).columnLineage ?? [];
    // Flink reports no column lineage: nothing there before.
    expect((await lineageOf()).map((c) => c.name)).not.toContain('amount_usd');
    const t = io();
    const code = await runEnrichCli(['--marquez', e.url], t.io);
    expect(t.err).toEqual([]);
    expect(code).toBe(ENRICH_EXIT.ok);
    expect(t.out.at(-1)).toBe(`sent 1 of 1 events to ${e.url}/api/v1/lineage`);
    const after = await get<{ type: string; latestRun: { id: string; state: string } }>(e, JOB);
    expect([after.type, after.latestRun.id, after.latestRun.state]).toEqual([before.type, before.latestRun.id, 'RUNNING']);
    expect(await edges()).toBe(edgesBefore);
    const amountUsd = (await lineageOf()).find((c) => c.name === 'amount_usd');
    // One row per field row Marquez has: the orders topic lists `amount` once per producer's type, so dedupe.
    expect([...new Set(amountUsd?.inputFields.map((i) => `${i.dataset}.${i.field}`))].sort()).toEqual(['fx_rates.rate', 'shop.public.orders.amount']);
  });

  it('--sql derives a job whose events carry no sql facet; --job limits the run to it', async () => {
    const e = await emulator();
    const file = join(mkdtempSync(join(tmpdir(), 'enrich-')), 'fraud.sql');
    writeFileSync(file, 'INSERT INTO fraud.alerts SELECT order_id, customer_id, amount FROM orders WHERE amount > 10000');
    const t = io();
    const code = await runEnrichCli(['--marquez', e.url, '--dry-run', '--job', 'flink/fraud-detector', '--sql', `flink/fraud-detector=${file}`], t.io);
    expect(code).toBe(ENRICH_EXIT.ok);
    expect(t.err[0]).toMatch(/^✓ flink\/fraud-detector \(SQL file\): run \S+ RUNNING, 3 columns derived/);
    expect(t.out.map((l) => (JSON.parse(l) as { job: { name: string } }).job.name)).toEqual(['fraud-detector']);
  });

  it('sends nothing for a job whose SQL maps to none of its datasets, and says why', async () => {
    const e = await emulator();
    const file = join(mkdtempSync(join(tmpdir(), 'enrich-')), 'other.sql');
    writeFileSync(file, 'INSERT INTO payments_out SELECT id FROM payments');
    const t = io();
    expect(await runEnrichCli(['--marquez', e.url, '--dry-run', '--job', 'flink/fraud-detector', '--sql', `flink/fraud-detector=${file}`], t.io)).toBe(
      ENRICH_EXIT.ok,
    );
    expect(t.out).toEqual([]);
    expect(t.err).toContain('    ! table payments_out not mapped: no DDL in the script names it, and no dataset of the job is named like it');
    expect(t.err).toContain('    ! table payments not mapped: no DDL in the script names it, and no dataset of the job is named like it');
    expect(t.err).toContain('    nothing derived: no event for flink/fraud-detector');
  });

  it('says what is wrong with the arguments (exit 2) and when Marquez does not answer (exit 1)', async () => {
    const none = io();
    expect(await runEnrichCli([], none.io)).toBe(ENRICH_EXIT.usage);
    expect(none.err[0]).toMatch(/^enrich: --marquez <url> is required/);
    const notUrl = io();
    expect(await runEnrichCli(['--marquez', 'localhost:5000'], notUrl.io)).toBe(ENRICH_EXIT.usage);
    expect(notUrl.err[0]).toMatch(/^enrich: --marquez must be an http\(s\) URL, got "localhost:5000"/);
    const bad = io();
    expect(await runEnrichCli(['--marquez', 'http://127.0.0.1:9', '--sql', 'nofile'], bad.io)).toBe(ENRICH_EXIT.usage);
    expect(bad.err[0]).toMatch(/--sql needs <namespace\/job>=<file>/);
    const down = io();
    expect(await runEnrichCli(['--marquez', 'http://127.0.0.1:9', '--dry-run'], down.io)).toBe(ENRICH_EXIT.marquez);
    expect(down.err[0]).toMatch(/^enrich: Marquez at http:\/\/127\.0\.0\.1:9 did not answer/);
  });
});

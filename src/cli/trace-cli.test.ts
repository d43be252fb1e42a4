import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../mocks/emulator/index.ts';
import { scenarioEvents } from '../../mocks/scenarios/index.ts';
import { TALK } from '../../mocks/scenarios/talk/names.ts';
import type { FetchLike } from '../api/client.ts';
import type { AsOfTraceResult } from '../domain/time-travel/trace-as-of.ts';
import type { TraceResult } from '../domain/trace/trace-types.ts';
import { EXIT, runTraceCli } from './trace-cli.ts';

const MARQUEZ = 'http://marquez.test';
const emulator = createEmulator({ clock: () => new Date('2026-11-29T00:00:00Z') });
emulator.loadEvents(scenarioEvents('talk'));

async function run(argv: string[]): Promise<{ code: number; out: string; err: string; urls: string[] }> {
  const urls: string[] = [];
  const fetch: FetchLike = async (url) => {
    const u = new URL(url);
    urls.push(u.pathname + u.search);
    const r = await emulator.handle({ method: 'GET', url: u.pathname + u.search });
    return { ok: r.status < 300, status: r.status, text: async () => r.body };
  };
  let out = '';
  let err = '';
  const code = await runTraceCli(argv, { out: (t) => (out += t), err: (t) => (err += t), fetch, env: {} });
  return { code, out, err, urls };
}

const { datasets: D, jobs: J, traceStart } = TALK;
const startArgs = ['--marquez', MARQUEZ, '--namespace', traceStart.namespace, '--dataset', traceStart.dataset, '--field', traceStart.field];

describe('npm run trace on the talk scenario (emulator)', () => {
  it('traces total_revenue_usd back to the Postgres column, column-level through the Flink SQL job by its derived lineage', async () => {
    const { code, out, urls } = await run([...startArgs, '--json', '--view', 'marquez']);
    expect(code).toBe(EXIT.ok);
    const r = JSON.parse(out) as TraceResult;

    const spark = r.hops.find((h) => h.to.dataset === D.dailyRevenue.name && h.to.field === 'total_revenue_usd' && h.level === 'column');
    expect(spark?.from).toEqual({ namespace: D.ordersEnriched.namespace, dataset: D.ordersEnriched.name, field: 'amount_usd' });
    expect(spark?.job).toEqual(J.dailyRevenue);
    expect(spark?.transformations.map((t) => `${t.type}/${t.subtype}`)).toContain('DIRECT/AGGREGATION');

    // Flink reports no column lineage; the job's SQL (`o.amount * r.rate AS amount_usd … ON o.currency = r.currency`)
    // gives it: amount and rate are the sources, the join keys influence it; no degrade point, no guess, no
    // dataset-level hop at the Flink SQL job.
    const flinkHops = r.hops.filter((h) => h.job?.name === J.ordersEnrichment.name);
    expect(flinkHops.map((h) => `${h.from.dataset}.${h.from.field} -> ${h.to.field} [${h.level}]`).sort()).toEqual([
      `${D.fxRates.name}.rate -> amount_usd [derived]`,
      `${D.ordersTopic.name}.amount -> amount_usd [derived]`,
    ]);
    expect(flinkHops.every((h) => h.evidence.startsWith(`derived from ${J.ordersEnrichment.name}'s SQL`))).toBe(true);
    // Each says how: the output column's expression as the SQL writes it.
    expect(flinkHops.map((h) => h.transformations.map((t) => t.description))).toEqual([['o.amount * r.rate'], ['o.amount * r.rate']]);
    expect(flinkHops.every((h) => h.evidence.endsWith('(amount_usd = o.amount * r.rate)'))).toBe(true);
    const joinKeys = r.influencers.filter((h) => h.job?.name === J.ordersEnrichment.name && h.transformations.some((t) => t.subtype === 'JOIN'));
    expect(joinKeys.map((h) => `${h.from.dataset}.${h.from.field}`)).toEqual(
      expect.arrayContaining([`${D.ordersTopic.name}.currency`, `${D.fxRates.name}.currency`]),
    );
    expect(joinKeys.every((h) => h.level === 'derived')).toBe(true);
    expect(r.degradations.map((d) => d.job?.name)).not.toContain(J.ordersEnrichment.name);
    expect(r.hops.filter((h) => h.level === 'inferred')).toEqual([]);

    // Kafka Connect as connect-lineage captures it: the topic's amount is the orders table's, field for field.
    expect(r.degradations.map((d) => d.job?.name)).not.toContain(J.ordersCdc.name);
    const cdc = r.hops.find((h) => h.job?.name === J.ordersCdc.name && h.level === 'column');
    expect(cdc && [cdc.from, cdc.to, cdc.transformations.map((t) => t.subtype)]).toEqual([
      { namespace: D.ordersTable.namespace, dataset: D.ordersTable.name, field: TALK.changedField.field },
      { namespace: D.ordersTopic.namespace, dataset: D.ordersTopic.name, field: TALK.changedField.field },
      ['IDENTITY'],
    ]);
    expect(r.roots).toContainEqual({ namespace: D.ordersTable.namespace, dataset: D.ordersTable.name, field: TALK.changedField.field });

    const touched = r.hops.flatMap((h) => [h.from.dataset, h.to.dataset]);
    expect(touched).not.toContain(D.fraudAlerts.name);
    expect(touched).not.toContain(D.ordersArchive.name);

    // Few round trips: one /lineage, then at most one GET per dataset and per job of the answer (only those the
    // walk can reach), none twice.
    const lineageUrl = urls.find((u) => u.startsWith('/api/v1/lineage?'));
    const answer = JSON.parse((await emulator.handle({ method: 'GET', url: lineageUrl ?? '' })).body) as { graph: unknown[] };
    expect(urls.filter((u) => u.startsWith('/api/v1/lineage'))).toHaveLength(1);
    expect(urls.length).toBeLessThanOrEqual(1 + answer.graph.length);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('lists the S3 archive and fraud.alerts in the downstream impact of the topic', async () => {
    const { code, out } = await run(['--marquez', MARQUEZ, `datasetField:${D.ordersTopic.namespace}:${D.ordersTopic.name}:amount`, '--downstream', '--json']);
    expect(code).toBe(EXIT.ok);
    const reached = (JSON.parse(out) as TraceResult).hops.map((h) => h.to.dataset);
    expect(reached).toEqual(expect.arrayContaining([D.ordersArchive.name, D.fraudAlerts.name, D.dailyRevenue.name]));
  });

  it('prints a Markdown hop table by default and drops inferred hops with --no-inferred', async () => {
    const { code, out } = await run([...startArgs, '--no-inferred']);
    expect(code).toBe(EXIT.ok);
    expect(out).toContain('| # | from | to | job | level | transformations | evidence |');
    expect(out).toMatch(/\| `flink orders-enrichment` \| derived \|/);
    expect(out).not.toMatch(/\| inferred \|/);
  });

  it('stays dataset-level through the Flink DataStream job downstream, with its reason', async () => {
    const { code, out } = await run(['--marquez', MARQUEZ, `datasetField:${D.ordersTopic.namespace}:${D.ordersTopic.name}:amount`, '--downstream', '--json']);
    expect(code).toBe(EXIT.ok);
    const r = JSON.parse(out) as TraceResult;
    const fraud = r.hops.filter((h) => h.job?.name === J.fraudDetector.name);
    expect(fraud.map((h) => [h.to.dataset, h.to.field, h.level])).toEqual([[D.fraudAlerts.name, null, 'dataset']]);
    expect(r.degradations.find((d) => d.job?.name === J.fraudDetector.name)?.reason).toBe(
      'Flink job reports dataset-level lineage only — no columnLineage facet, and no SQL to derive it from',
    );
  });

  it("--sql derives a job's column lineage from a file when its events carry no sql facet", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'trace-sql-'));
    const file = join(dir, 'fraud.sql');
    // What the DataStream job does, as SQL a person wrote for it: amount feeds the score. Tables named as the events'
    // datasets end (no DDL): the deriver maps them by name.
    writeFileSync(file, 'INSERT INTO alerts (order_id, score) SELECT order_id, amount * 2 FROM orders');
    const target = `datasetField:${D.fraudAlerts.namespace}:${D.fraudAlerts.name}:score`;
    const plain = JSON.parse((await run(['--marquez', MARQUEZ, target, '--json'])).out) as TraceResult;
    expect(plain.hops.filter((h) => h.level === 'derived')).toEqual([]);
    const { code, out } = await run(['--marquez', MARQUEZ, target, '--json', '--sql', `${J.fraudDetector.namespace}/${J.fraudDetector.name}=${file}`]);
    expect(code).toBe(EXIT.ok);
    const r = JSON.parse(out) as TraceResult;
    expect(r.hops.filter((h) => h.level === 'derived').map((h) => `${h.from.dataset}.${h.from.field} -> ${h.to.field}`)).toEqual([
      `${D.ordersTopic.name}.amount -> score`,
    ]);
    expect(r.degradations.map((d) => d.job?.name)).not.toContain(J.fraudDetector.name);
    const missing = await run([...startArgs, '--sql', `${J.fraudDetector.namespace}/${J.fraudDetector.name}=${join(dir, 'nope.sql')}`]);
    expect(missing.code).toBe(EXIT.badArgs);
    expect(missing.err).toMatch(/Could not read a --sql file/);
    expect((await run([...startArgs, '--sql', 'no-slash=x.sql'])).err).toMatch(/--sql needs <namespace\/job>=<file>/);
  });

  it('exits 3 with a clear message when the field or dataset is unknown', async () => {
    const field = await run([...startArgs.slice(0, -1), 'no_such_field']);
    expect(field.code).toBe(EXIT.notFound);
    expect(field.err).toMatch(/Field "no_such_field" is not in .*daily_revenue/);
    const dataset = await run(['--marquez', MARQUEZ, '--namespace', 'nowhere', '--dataset', 'nothing', '--field', 'x']);
    expect(dataset.code).toBe(EXIT.notFound);
    expect(dataset.err).toMatch(/not known to Marquez/);
  });

  it('exits 2 on bad arguments, with usage', async () => {
    for (const argv of [
      [],
      ['--marquez', MARQUEZ, '--namespace', 'n'],
      [...startArgs, '--json', '--markdown'],
      [...startArgs, '--bogus'],
      ['--marquez', 'ftp://x', 'datasetField:n:d:f'],
    ]) {
      const r = await run(argv);
      expect(r.code).toBe(EXIT.badArgs);
      expect(r.err).toContain('Usage: npm run trace');
      expect(r.urls).toEqual([]);
    }
  });
});

describe('npm run trace --as-of on the talk scenario (issue 10)', () => {
  type AsOf = AsOfTraceResult;
  const topicEnd = (r: AsOf) => r.hops.flatMap((h) => [h.from, h.to]).find((e) => e.namespace === D.ordersTopic.namespace && e.dataset === D.ordersTopic.name);

  it('shows the dollars → cents change at the topic when tracing the bad day', async () => {
    const { code, out } = await run([...startArgs, '--as-of', `${TALK.badDay}T23:59:00Z`, '--json']);
    expect(code).toBe(EXIT.ok);
    const r = JSON.parse(out) as AsOf;
    const topic = topicEnd(r);
    expect(topic?.version).toBeTruthy();
    expect(topic?.run).toBeTruthy();
    expect(topic?.schemaChange?.changed).toContainEqual({
      name: 'amount',
      before: expect.objectContaining({ type: TALK.changedField.before }),
      after: expect.objectContaining({ type: TALK.changedField.after }),
    });
    expect(r.hops.every((h) => 'version' in h.from && 'run' in h.to)).toBe(true);
  });

  it('shows no change at the topic the day before, and resolves a runId to its version', async () => {
    const before = JSON.parse((await run([...startArgs, '--as-of', '2026-11-23T23:59:00Z', '--json'])).out) as AsOf;
    expect(topicEnd(before)?.schemaChange).toBeUndefined();
    const badRun = (JSON.parse((await run([...startArgs, '--as-of', `${TALK.badDay}T23:59:00Z`, '--json'])).out) as AsOf).hops[0]?.to.run;
    expect(badRun).toBeTruthy();
    const byRun = JSON.parse((await run([...startArgs, '--as-of', badRun!, '--json'])).out) as AsOf;
    expect(byRun.asOf.runId).toBe(badRun);
    expect(topicEnd(byRun)?.schemaChange?.changed.map((c) => c.name)).toEqual(['amount']);
  });

  it('rejects an unreadable --as-of with exit 2', async () => {
    const r = await run([...startArgs, '--as-of', 'yesterday']);
    expect(r.code).toBe(EXIT.badArgs);
    expect(r.err).toMatch(/--as-of must be an ISO time/);
  });
});

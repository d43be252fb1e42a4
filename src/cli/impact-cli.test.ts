import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../mocks/emulator/index.ts';
import { scenarioEvents, type ScenarioName } from '../../mocks/scenarios/index.ts';
import { HOSTILE } from '../../mocks/scenarios/hostile/names.ts';
import { REAL_STREAMS } from '../../mocks/scenarios/real-streams/names.ts';
import { TALK } from '../../mocks/scenarios/talk/names.ts';
import type { FetchLike } from '../api/client.ts';
import { IMPACT_CSV_COLUMNS } from '../domain/impact/impact-csv.ts';
import type { DatasetEvidence } from '../domain/evidence/evidence-index.ts';
import type { ImpactRow } from '../domain/impact/impact-types.ts';
import { parseCsv } from '../domain/impact/parse-csv.ts';
import type { TraceResult } from '../domain/trace/trace-types.ts';
import { runImpactCli } from './impact-cli.ts';
import { EXIT, runTraceCli } from './trace-cli.ts';

const MARQUEZ = 'http://marquez.test';
const emulators = new Map<ScenarioName, ReturnType<typeof createEmulator>>();
function emulatorFor(scenario: ScenarioName) {
  let em = emulators.get(scenario);
  if (!em) {
    em = createEmulator({ clock: () => new Date('2026-11-29T00:00:00Z') });
    em.loadEvents(scenarioEvents(scenario));
    emulators.set(scenario, em);
  }
  return em;
}

function fetchFrom(scenario: ScenarioName, urls: string[]): FetchLike {
  return async (url) => {
    const u = new URL(url);
    urls.push(u.pathname + u.search);
    const r = await emulatorFor(scenario).handle({ method: 'GET', url: u.pathname + u.search });
    return { ok: r.status < 300, status: r.status, text: async () => r.body };
  };
}

async function impact(argv: string[], scenario: ScenarioName = 'talk') {
  const urls: string[] = [];
  const chunks: string[] = [];
  let err = '';
  const code = await runImpactCli(['--marquez', MARQUEZ, ...argv], {
    write: (c) => void chunks.push(c),
    err: (t) => (err += t),
    fetch: fetchFrom(scenario, urls),
    env: {},
  });
  return { code, out: chunks.join(''), chunks, err, urls };
}

const rowsOf = (out: string) => (JSON.parse(out) as { rows: ImpactRow[] }).rows;
const { datasets: D, jobs: J, changedField: F } = TALK;
const AMOUNT = ['--namespace', F.namespace, '--dataset', F.name, '--field', F.field];

// The first walk across the Flink SQL job pays the SQL parser's first parse (seconds on a loaded machine).
describe('tributary impact on the talk scenario (emulator)', { timeout: 120_000 }, () => {
  it("lists what the topic's amount reaches, with the owners, checks, runs and statistics the talk's facets carry", async () => {
    const { code, out } = await impact([...AMOUNT, '--json']);
    expect(code).toBe(EXIT.ok);
    const rows = rowsOf(out);
    const row = (ref: { namespace: string; name: string }) => rows.find((r) => r.namespace === ref.namespace && r.name === ref.name);

    const daily = row(D.dailyRevenue)!;
    // Derived through the Flink SQL job, then Spark's reported column lineage: the path is as sure as its weakest hop.
    expect([daily.kind, daily.distance, daily.level, daily.engine, daily.fields]).toEqual(['dataset', 2, 'derived', 'spark', ['total_revenue_usd']]);
    expect([daily.owners, daily.ownerVia]).toEqual([['analytics-eng', '#analytics-oncall'], 'writer']);
    // The newest version passed its checks; the bad day's failure is still the first clue.
    expect([daily.quality, daily.lastFailure?.assertion, daily.lastFailure?.column, daily.lastFailure?.at?.slice(0, 10)]).toEqual([
      'passed',
      TALK.failedAssertion.assertion,
      TALK.failedAssertion.column,
      TALK.failedAssertion.day,
    ]);
    expect([daily.freshness, daily.lastRun?.state, daily.volume]).toEqual(['completed', 'COMPLETED', 'steady']);
    // Its evidence names facet, job, run and version: the traced column's check first.
    const checks = (daily.evidence as DatasetEvidence).quality.checks;
    expect(checks.map((c) => c.column)).toEqual(['total_revenue_usd', 'region', null]);
    expect(checks[0]?.source).toMatchObject({
      facet: 'dataQualityAssertions',
      on: 'input',
      job: J.revenueReport,
      version: (daily.evidence as DatasetEvidence).freshness.version?.version,
    });
    expect((daily.evidence as DatasetEvidence).volume.latest?.source).toMatchObject({
      facet: 'outputStatistics',
      job: J.dailyRevenue,
      runId: daily.lastRun?.runId,
    });
    expect(daily.path.filter((s) => s.kind === 'job').map((s) => s.name)).toEqual([J.ordersEnrichment.name, J.dailyRevenue.name]);

    const enriched = row(D.ordersEnriched)!;
    // Flink sends no statistics and no checks run on its output: missing, not healthy.
    expect([enriched.owners, enriched.quality, enriched.volume, enriched.freshness, enriched.engine]).toEqual([
      ['streaming-platform'],
      'missing',
      'missing',
      'running',
      'flink',
    ]);
    const alerts = row(D.fraudAlerts)!;
    expect([alerts.level, alerts.owners, alerts.ownerVia]).toEqual(['dataset', [], null]);
    expect(row(D.ordersArchive)?.level).toBe('column');
    expect(
      rows
        .filter((r) => r.kind === 'job')
        .map((r) => r.name)
        .sort(),
    ).toEqual([J.ordersArchive, J.fraudDetector, J.ordersEnrichment, J.dailyRevenue, J.revenueReport].map((j) => j.name).sort());
  });

  it('reads exactly what `trace --downstream` reads, and lists exactly the datasets its hops reach (one loader, one walk)', async () => {
    const traceUrls: string[] = [];
    let traced = '';
    const code = await runTraceCli(['--marquez', MARQUEZ, ...AMOUNT, '--downstream', '--json'], {
      out: (t) => (traced += t),
      err: () => undefined,
      fetch: fetchFrom('talk', traceUrls),
      env: {},
    });
    expect(code).toBe(EXIT.ok);
    const { out, urls } = await impact([...AMOUNT, '--json']);
    expect([...new Set(urls)].sort()).toEqual([...new Set(traceUrls)].sort());
    const reached = new Set((JSON.parse(traced) as TraceResult).hops.map((h) => `${h.to.namespace} ${h.to.dataset}`));
    expect(
      new Set(
        rowsOf(out)
          .filter((r) => r.kind === 'dataset')
          .map((r) => `${r.namespace} ${r.name}`),
      ),
    ).toEqual(reached);
  });

  it('exports CSV that reads back row for row as the JSON rows, streamed one chunk per row', async () => {
    const [json, csv] = await Promise.all([impact([...AMOUNT, '--json']), impact([...AMOUNT, '--csv'])]);
    const records = parseCsv(csv.out);
    expect(records[0]).toEqual([...IMPACT_CSV_COLUMNS]);
    expect(csv.chunks).toHaveLength(records.length);
    const at = (r: string[], name: (typeof IMPACT_CSV_COLUMNS)[number]) => r[IMPACT_CSV_COLUMNS.indexOf(name)];
    const pick = (r: string[]) => (['kind', 'namespace', 'name', 'distance', 'level', 'owners', 'quality'] as const).map((c) => at(r, c));
    expect(records.slice(1).map(pick)).toEqual(
      rowsOf(json.out).map((r) => [r.kind, r.namespace, r.name, String(r.distance), r.level, r.owners.join('; '), r.quality]),
    );
  });

  it('filters by level, engine and owner and sorts by freshness', async () => {
    const flinkDatasetLevel = rowsOf((await impact([...AMOUNT, '--json', '--level', 'dataset', '--engine', 'flink'])).out);
    expect(flinkDatasetLevel.map((r) => r.name).sort()).toEqual([D.fraudAlerts.name, J.fraudDetector.name].sort());
    expect(
      rowsOf((await impact([...AMOUNT, '--json', '--owner', 'FINANCE'])).out)
        .map((r) => r.name)
        .sort(),
    ).toEqual([D.revenueSummary.name, J.revenueReport.name].sort());
    const fresh = rowsOf((await impact([...AMOUNT, '--json', '--sort', 'freshness'])).out);
    const times = fresh.map((r) => Date.parse(r.lastRun?.at ?? '')).filter((t) => !Number.isNaN(t));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("lists a whole dataset's impact, what no traced column reaches included", async () => {
    const { code, out } = await impact(['--namespace', D.ordersTopic.namespace, '--dataset', D.ordersTopic.name, '--json']);
    expect(code).toBe(EXIT.ok);
    const names = rowsOf(out)
      .filter((r) => r.kind === 'dataset')
      .map((r) => r.name);
    expect(names.sort()).toEqual([D.ordersArchive, D.fraudAlerts, D.ordersEnriched, D.dailyRevenue, D.revenueSummary].map((d) => d.name).sort());
  });

  it('prints a Markdown table by default, and says what is wrong with a bad call', async () => {
    const md = await impact(AMOUNT);
    expect(md.out).toMatch(/^# Impact of kafka:\/\/broker:9092\/shop\.public\.orders\.amount\n/);
    expect(md.out).toContain(`| 2 | dataset | ${D.dailyRevenue.namespace}/${D.dailyRevenue.name} | derived |`);
    expect((await impact(['--namespace', F.namespace, '--dataset', F.name, '--field', 'nope'])).code).toBe(EXIT.notFound);
    expect((await impact([...AMOUNT, '--level', 'bogus'])).code).toBe(EXIT.badArgs);
    expect((await impact([...AMOUNT, '--csv', '--json'])).code).toBe(EXIT.badArgs);
    expect((await impact(['--help'])).out).toMatch(/^Usage: npm run impact/);
  });
});

describe('tributary impact where no facet carries evidence, and where every facet is hostile', { timeout: 60_000 }, () => {
  it('claims no health on real-streams: no owners, no passed checks, no steady volume', async () => {
    const t = REAL_STREAMS.datasets.paymentsTopic;
    const { code, out } = await impact(['--namespace', t.namespace, '--dataset', t.name, '--json'], 'real-streams');
    expect(code).toBe(EXIT.ok);
    const rows = rowsOf(out);
    expect(rows.length).toBeGreaterThan(2);
    expect(rows.filter((r) => r.owners.length > 0 || r.quality !== 'missing' || r.volume !== 'missing')).toEqual([]);
  });

  it('keeps hostile owners, checks and names as inert text in CSV and JSON', async () => {
    const s = HOSTILE.datasets.source;
    const [csv, json] = await Promise.all([
      impact(['--namespace', s.namespace, '--dataset', s.name, '--csv'], 'hostile'),
      impact(['--namespace', s.namespace, '--dataset', s.name, '--json'], 'hostile'),
    ]);
    expect([csv.code, json.code]).toEqual([EXIT.ok, EXIT.ok]);
    const records = parseCsv(csv.out);
    expect(records.flat().filter((c) => /^[=+\-@\t\r]/.test(c))).toEqual([]);
    const staged = rowsOf(json.out).find((r) => r.name === HOSTILE.datasets.staged.name);
    // The JSON keeps every owner verbatim; the CSV row holds the same text, made inert where it starts a formula.
    expect(staged?.owners).toEqual(expect.arrayContaining([HOSTILE.payloads.img, HOSTILE.payloads.svg, '=HYPERLINK("javascript:window.__xss=1")']));
    const col = (name: (typeof IMPACT_CSV_COLUMNS)[number]) => IMPACT_CSV_COLUMNS.indexOf(name);
    const record = records.find((r) => r[col('name')] === HOSTILE.datasets.staged.name);
    expect(record?.[col('owners')]).toBe(staged?.owners.join('; '));
    expect(records.find((r) => r[col('name')] === HOSTILE.jobs.ingest.name)?.[col('owners')]).toBe(staged?.owners.join('; '));
  });
});

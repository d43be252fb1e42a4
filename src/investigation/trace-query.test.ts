import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { loadedEmulator } from '../../mocks/scenarios/test-support/emulator-client.ts';
import { TALK } from '../../mocks/scenarios/talk/names.ts';
import { BROKEN } from '../../mocks/scenarios/broken-boundaries/names.ts';
import type { Emulator } from '../../mocks/emulator/index.ts';
import { stitchKey, type StitchDecision } from '../domain/stitching/stitch-policy.ts';
import { traceQueryOptions, type TraceQueryInput } from './trace-query.ts';
import { serveEmulator } from './emulator-fetch-test-support.ts';

let urls: string[] = [];

function serve(emulator: Emulator): void {
  urls = serveEmulator(emulator);
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const input = (over: Partial<TraceQueryInput>): TraceQueryInput => ({
  target: TALK.traceStart,
  tdir: 'upstream',
  inferred: true,
  stitch: false,
  decisions: {},
  ...over,
});
const kinds = (list: string[]) => ({
  lineage: list.filter((u) => u.includes('/lineage')).length,
  datasets: list.filter((u) => u.includes('/datasets/')).length,
  jobs: list.filter((u) => u.includes('/jobs/')).length,
  total: list.length,
});

beforeEach(() => {
  urls = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// The first trace of a file pays the SQL deriver's parser start (tens of seconds on a loaded two-core machine, close
// to vitest's 30 s default), which says nothing about the trace.
describe('the trace query against the emulator (talk)', { timeout: 90_000 }, () => {
  it('traces total_revenue_usd upstream in 1 lineage request + one GET per dataset and job on the path', async () => {
    serve(loadedEmulator(['talk']));
    // The clock stands still (timers stay real): "asks nothing new" is about the shared cache keys, and must not turn
    // into "the first trace took longer than the answers' stale time" on a busy machine.
    vi.useFakeTimers({ toFake: ['Date'] });
    const qc = client();
    const result = await qc.fetchQuery(traceQueryOptions(input({ source: { view: 'marquez', since: null, until: null } })));
    // Upstream of daily_revenue: daily_revenue, orders_enriched, the topic, fx_rates, the postgres table; jobs:
    // the Spark action, the Flink enrichment, the CDC connector. Nothing downstream (revenue_summary, S3 archive,
    // fraud.alerts) is fetched.
    expect(kinds(urls)).toEqual({ lineage: 1, datasets: 5, jobs: 3, total: 9 });
    const up = result.upstream!;
    expect(up.hops[0]).toMatchObject({ level: 'column', from: { dataset: TALK.datasets.ordersEnriched.name, field: 'amount_usd' } });
    expect(up.roots.map((r) => `${r.namespace} ${r.dataset}`)).toContain(`${TALK.datasets.ordersTable.namespace} ${TALK.datasets.ordersTable.name}`);
    expect(result.downstream).toBeNull();

    // A second trace of the same field (the canvas and the panel share it) asks Marquez nothing new.
    const before = urls.length;
    await qc.fetchQuery(traceQueryOptions(input({ inferred: false, source: { view: 'marquez', since: null, until: null } })));
    expect(urls.length).toBe(before);
  });

  it('run-level (the default) adds only the job lists of the namespaces involved and the runs they need', async () => {
    serve(loadedEmulator(['talk']));
    const result = await client().fetchQuery(traceQueryOptions(input({})));
    const lists = urls.filter((u) => /\/namespaces\/[^/]+\/jobs\?/.test(u));
    const runs = urls.filter((u) => /\/jobs\/[^/]+\/runs\?/.test(u));
    const rest = urls.filter((u) => !lists.includes(u) && !runs.includes(u));
    expect(lists.length).toBeGreaterThan(0);
    expect(new Set(urls).size).toBe(urls.length);
    // Everything else is what Marquez's view needs too: one /lineage and one GET per node on the path.
    expect(kinds(rest)).toEqual({ lineage: 1, datasets: 5, jobs: 3, total: 9 });
    expect(result.upstream?.hops.every((h) => h.job === null || h.inMarquezView === true)).toBe(true);
  });

  it('downstream from the topic lists the archive and fraud.alerts as impact', async () => {
    serve(loadedEmulator(['talk']));
    const qc = client();
    const topic = TALK.datasets.ordersTopic;
    const result = await qc.fetchQuery(
      traceQueryOptions(input({ target: { namespace: topic.namespace, dataset: topic.name, field: 'amount' }, tdir: 'downstream' })),
    );
    const affected = result.impact.flatMap((g) => g.datasets.map((d) => d.dataset));
    expect(affected).toEqual(expect.arrayContaining([TALK.datasets.ordersArchive.name, TALK.datasets.fraudAlerts.name, TALK.datasets.dailyRevenue.name]));
    expect(kinds(urls).lineage).toBe(1);
  });
});

describe('the trace query across accepted stitches (broken-boundaries)', () => {
  const start = BROKEN.traceStart;
  const sourceName = `${BROKEN.datasets.paymentsTable.namespace} ${BROKEN.datasets.paymentsTable.name}`;
  const accepted: Record<string, StitchDecision> = Object.fromEntries(BROKEN.expectedStitches.map((s) => [stitchKey(s), 'accepted' as const]));

  it('reaches the source only with stitching on, fetching lineage around the far ends', async () => {
    serve(loadedEmulator(['broken-boundaries']));
    const qc = client();
    const plain = await qc.fetchQuery(traceQueryOptions(input({ target: start })));
    expect(plain.upstream!.roots.map((r) => `${r.namespace} ${r.dataset}`)).not.toContain(sourceName);
    expect(plain.upstream!.hops.some((h) => h.level === 'stitched')).toBe(false);

    const stitched = await qc.fetchQuery(traceQueryOptions(input({ target: start, stitch: true, decisions: accepted })));
    expect(stitched.upstream!.roots.map((r) => `${r.namespace} ${r.dataset}`)).toContain(sourceName);
    const crossed = new Set(stitched.upstream!.hops.filter((h) => h.level === 'stitched').map((h) => [h.from.dataset, h.to.dataset].sort().join(' = ')));
    expect([...crossed].sort()).toEqual(BROKEN.expectedStitches.map((s) => [s.a.name, s.b.name].sort().join(' = ')).sort());
    // Two breaks on the path: one more /lineage each beyond the target's.
    expect(urls.filter((u) => u.includes('/lineage?')).length).toBe(3);
  });
});

import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../mocks/emulator/index.ts';
import { REAL_STREAMS, scenarioEvents } from '../../mocks/scenarios/index.ts';
import { createMarquezClient, type FetchLike } from '../api/client.ts';
import type { TraceResult } from '../domain/trace/trace-types.ts';
import { traceQueryOptions } from '../investigation/trace-query.ts';
import { createCliQueryClient } from './cli-query-client.ts';
import { traceCliJson } from '../test/trace-cli-json.ts';

const MARQUEZ = 'http://marquez.test';
const emulator = createEmulator({ clock: () => new Date('2026-11-29T00:00:00Z') });
emulator.loadEvents(scenarioEvents('real-streams'));
const fetch: FetchLike = async (url) => {
  const u = new URL(url, MARQUEZ);
  const r = await emulator.handle({ method: 'GET', url: u.pathname + u.search });
  return { ok: r.status < 300, status: r.status, text: async () => r.body };
};

const { datasets: D, jobs: J } = REAL_STREAMS;
const target = { namespace: D.revenueSummary.namespace, dataset: D.revenueSummary.name, field: 'revenue_usd' };

const cli = (extra: string[]) => traceCliJson(MARQUEZ, fetch, target, extra);

const writersOf = (r: TraceResult, dataset: string) => [...new Set(r.hops.filter((h) => h.to.dataset === dataset && h.job).map((h) => h.job!.name))].sort();

describe('trace over run-level lineage (real-streams)', () => {
  it('lists the Flink writer whose last event was a minimal ABORT among the writers of the Iceberg table', async () => {
    const r = await cli([]);
    expect(writersOf(r, D.paymentsEnriched.name)).toEqual([J.paymentsBackfill.name, J.paymentsEnricher.name].sort());
    const flink = r.hops.find((h) => h.job?.name === J.paymentsEnricher.name);
    expect(flink).toMatchObject({ inMarquezView: false, seen: { runs: expect.any(Number), lastRunId: REAL_STREAMS.runs.paymentsEnricher } });
    const backfill = r.hops.find((h) => h.job?.name === J.paymentsBackfill.name);
    expect(backfill?.inMarquezView).toBe(true);
    expect(backfill?.staleRun).toBeUndefined();
    // The Flink Table API job never sent a final event: its hop says so.
    const fx = r.hops.find((h) => h.job?.name === J.fxRatesSync.name);
    expect(fx).toMatchObject({
      inMarquezView: false,
      staleRun: { runId: REAL_STREAMS.runs.fxRatesSync, lastEventTime: expect.stringMatching(/^2026-11-21T08:00/) },
    });
  });

  it('--view marquez walks only what Marquez draws: the Flink writer is missing', async () => {
    const r = await cli(['--view', 'marquez']);
    expect(writersOf(r, D.paymentsEnriched.name)).toEqual([J.paymentsBackfill.name]);
    expect(r.hops.some((h) => 'inMarquezView' in h)).toBe(false);
  });

  it('gives the UI path (the query the trace panel runs) the same hops as the CLI', async () => {
    const fromCli = await cli([]);
    // The browser's QueryClient: the default Marquez client answers through the global fetch.
    const client = createMarquezClient({ baseUrl: `${MARQUEZ}/api/v1`, fetch });
    const ui = await createCliQueryClient(client).fetchQuery(
      traceQueryOptions({ target, tdir: 'upstream', inferred: true, stitch: false, decisions: {}, source: { view: 'runs', since: null, until: null } }),
    );
    expect(ui.upstream).toEqual(fromCli);
    expect(new QueryClient()).toBeDefined();
  });

  it('a window that ends before the ABORT still shows the writer, and one before any run of it does not', async () => {
    const before = await cli(['--until', '2026-11-21T13:00:00Z']);
    expect(writersOf(before, D.paymentsEnriched.name)).toContain(J.paymentsEnricher.name);
    const none = await cli(['--since', '2026-11-23T00:00:00Z']);
    expect(writersOf(none, D.paymentsEnriched.name)).toEqual([J.paymentsBackfill.name]);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../../emulator/index.ts';
import type { MqJob, MqLineageGraph, MqRun } from '../../../src/domain/marquez-shapes.ts';
import { HAS_SHARED, SHARED_SKIP_REASON } from '../../../src/test/shared-fixtures.ts';
import { datasetId, enc, getJson, jobId, jobPath, loadedEmulator } from '../test-support/emulator-client.ts';
import { loadOpenLineageValidator } from '../test-support/openlineage-validator.ts';
import { realStreamsEvents, REAL_STREAMS } from './index.ts';

const D = REAL_STREAMS.datasets;
const J = REAL_STREAMS.jobs;
const R = REAL_STREAMS.runs;
type Ref = { namespace: string; name: string };

// What Marquez draws for this scenario follows its job-version rules (docs/marquez-behaviours.md "Job versions and
// current edges"); each expectation below names the rule that produces it.
describe("real-streams scenario through the emulator (Marquez's view)", () => {
  let em: Emulator;
  const lineage = (nodeId: string, depth = 20) => getJson<MqLineageGraph>(em, `/api/v1/lineage?nodeId=${enc(nodeId)}&depth=${depth}`);
  const edgesOf = async (job: Ref) => {
    const node = (await lineage(jobId(job), 0)).graph.find((n) => n.id === jobId(job));
    return { inputs: (node?.inEdges ?? []).map((e) => e.origin).sort(), outputs: (node?.outEdges ?? []).map((e) => e.destination).sort() };
  };
  const runsOf = async (job: Ref) => (await getJson<{ runs: MqRun[] }>(em, `${jobPath(job)}/runs?limit=100`)).runs;
  // A run that read a topic on several days lists one dataset version per day: compare datasets, not versions.
  const names = (versions: { datasetVersionId: Ref }[] | null | undefined) => [...new Set((versions ?? []).map((v) => datasetId(v.datasetVersionId)))].sort();

  beforeAll(() => {
    em = loadedEmulator(['real-streams']);
  });

  it('is deterministic, sorted oldest first, inside 2026-11-20 … 2026-11-24, all jobs in one namespace', () => {
    const events = realStreamsEvents();
    expect(events).toEqual(realStreamsEvents());
    const times = events.map((e) => Date.parse(String(e.eventTime)));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Date(Math.min(...times)).toISOString().slice(0, 10)).toBe('2026-11-20');
    expect(new Date(Math.max(...times)).toISOString()).toBe(REAL_STREAMS.newestEventAt);
    const jobNamespaces = new Set(events.map((e) => (e.job as Ref).namespace));
    expect([...jobNamespaces]).toEqual([REAL_STREAMS.namespaces.jobs]);
    expect(new Set(events.map((e) => (e.job as Ref).name))).toEqual(new Set(Object.values(J).map((j) => j.name)));
  });

  it('files the jobs as Marquez would: STREAM only where a jobType facet says STREAMING', async () => {
    const types = await Promise.all(Object.values(J).map(async (j) => [j.name, (await getJson<MqJob>(em, jobPath(j))).type]));
    expect(Object.fromEntries(types)).toEqual({
      'payments-cdc': 'STREAM',
      'payments-enricher': 'STREAM',
      'fx-rates-sync': 'BATCH',
      'payments-backfill': 'BATCH',
      'daily-revenue': 'BATCH',
      'refunds-loader': 'BATCH',
      'auction-sink': 'STREAM',
    });
  });

  it('does not draw payments-enricher (minimal ABORT) nor fx-rates-sync (RUNNING batch) around lake.payments_enriched', async () => {
    const ids = (await lineage(datasetId(D.paymentsEnriched))).graph.map((n) => n.id);
    expect(ids).not.toContain(jobId(J.paymentsEnricher));
    expect(ids).not.toContain(jobId(J.fxRatesSync));
    expect(ids).toEqual(expect.arrayContaining([jobId(J.paymentsBackfill), jobId(J.dailyRevenue), datasetId(D.paymentsArchive)]));
    // The Kafka side survives only through payments-cdc: nothing connects the topic to the lake.
    expect(ids).not.toContain(datasetId(D.paymentsTopic));
    expect(await edgesOf(J.paymentsEnricher)).toEqual({ inputs: [], outputs: [] });
    expect(await edgesOf(J.fxRatesSync)).toEqual({ inputs: [], outputs: [] });
    expect((await getJson<MqJob>(em, jobPath(J.fxRatesSync))).currentVersion).toBeNull();
  });

  it("draws daily-revenue with its last version's inputs only: lake.refunds is gone", async () => {
    expect(await edgesOf(J.dailyRevenue)).toEqual({
      inputs: [datasetId(D.fxRates), datasetId(D.paymentsEnriched)],
      outputs: [datasetId(D.revenueSummary)],
    });
    const refundsGraph = (await lineage(datasetId(D.refunds))).graph.map((n) => n.id);
    expect(refundsGraph).not.toContain(jobId(J.dailyRevenue));
    expect(refundsGraph).toContain(jobId(J.refundsLoader));
    // lake.fx_rates is drawn only as daily-revenue's input; its real writer is missing.
    expect((await lineage(datasetId(D.fxRates))).graph.map((n) => n.id)).not.toContain(jobId(J.fxRatesSync));
  });

  it('still lists every run with what it read and wrote', async () => {
    const enricher = await runsOf(J.paymentsEnricher);
    expect(enricher.map((r) => [r.id, r.state])).toEqual([[R.paymentsEnricher, 'ABORTED']]);
    expect(names(enricher[0]?.inputDatasetVersions)).toEqual([datasetId(D.paymentsTopic)]);
    expect(names(enricher[0]?.outputDatasetVersions)).toEqual([datasetId(D.paymentsEnriched)]);
    expect(enricher[0]?.endedAt && Date.parse(enricher[0].endedAt)).toBe(Date.parse(REAL_STREAMS.enricherAbortAt));

    const fx = await runsOf(J.fxRatesSync);
    expect(fx.map((r) => [r.id, r.state])).toEqual([[R.fxRatesSync, 'RUNNING']]);
    expect(names(fx[0]?.outputDatasetVersions)).toEqual([datasetId(D.fxRates)]);

    const daily = await runsOf(J.dailyRevenue);
    expect(daily).toHaveLength(REAL_STREAMS.days.length);
    const inputsOn = (day: keyof typeof R.dailyRevenue) => names(daily.find((r) => r.id === R.dailyRevenue[day])?.inputDatasetVersions);
    expect(inputsOn('2026-11-22')).toContain(datasetId(D.refunds));
    expect(inputsOn('2026-11-23')).not.toContain(datasetId(D.refunds));
  });

  it('names a stale run: fx-rates-sync last spoke more than 24 h before the newest event', () => {
    const [stale] = REAL_STREAMS.staleRuns;
    expect(Date.parse(REAL_STREAMS.newestEventAt) - Date.parse(stale.lastEventTime)).toBeGreaterThan(24 * 3_600_000);
    const last = realStreamsEvents()
      .filter((e) => (e.run as { runId: string }).runId === stale.runId)
      .at(-1);
    expect(last).toMatchObject({ eventType: 'RUNNING', eventTime: stale.lastEventTime });
  });

  it('lists as dropped exactly the edges some run read or wrote and Marquez does not draw', async () => {
    for (const edge of REAL_STREAMS.droppedEdges) {
      const drawn = await edgesOf(edge.job);
      expect(edge.direction === 'input' ? drawn.inputs : drawn.outputs).not.toContain(datasetId(edge.dataset));
      const run = (await runsOf(edge.job)).find((r) => r.id === edge.lastRunId);
      expect(names(edge.direction === 'input' ? run?.inputDatasetVersions : run?.outputDatasetVersions)).toContain(datasetId(edge.dataset));
    }
  });

  it('keeps column lineage on the Spark summary, from payments_enriched and fx_rates', async () => {
    const ds = await getJson<{ facets?: { columnLineage?: { fields: Record<string, { inputFields: { name: string; field: string }[] }> } } }>(
      em,
      `/api/v1/namespaces/${enc(D.revenueSummary.namespace)}/datasets/${enc(D.revenueSummary.name)}`,
    );
    const revenue = ds.facets?.columnLineage?.fields.revenue_usd?.inputFields.map((i) => `${i.name}.${i.field}`);
    expect(revenue).toEqual([`${D.paymentsEnriched.name}.amount_usd`, `${D.fxRates.name}.rate`]);
  });
});

describe.skipIf(!HAS_SHARED)(`real-streams events validate against OpenLineage 2-0-2 ${HAS_SHARED ? '' : SHARED_SKIP_REASON}`, () => {
  it('has no schema problem', () => {
    const validator = loadOpenLineageValidator();
    const problems = realStreamsEvents().flatMap((e, i) => validator.problems(e).map((p) => `#${i} ${p}`));
    expect(problems).toEqual([]);
  });
});

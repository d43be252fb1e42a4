import { beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../../emulator/index.ts';
import type { MqDataset, MqDatasetVersion, MqJob, MqLineageGraph, MqColumnLineageGraph, MqRun } from '../../../src/domain/marquez-shapes.ts';
import { classifyEngine } from '../../../src/domain/engine/classify-engine.ts';
import { datasetId, datasetPath, enc, getJson, jobId, jobPath, loadedEmulator } from '../test-support/emulator-client.ts';
import { runIdOf } from '../../../src/domain/connect/connect-events.ts';
import { TALK_CONNECTORS } from '../../connect/connectors.ts';
import { ORDERS_VALUE_AVRO } from '../../connect/schemas.ts';
import { snapshotOf } from '../../connect/stand-in-data.ts';
import { TALK_CAPTURE } from './connect-jobs.ts';
import { talkEvents, TALK } from './index.ts';

const D = TALK.datasets;
const J = TALK.jobs;

// One emulator loaded with the talk for the whole file: both describes only read it.
let em: Emulator;
let graph: MqLineageGraph;
beforeAll(async () => {
  em = loadedEmulator(['talk']);
  graph = await getJson<MqLineageGraph>(em, `/api/v1/lineage?nodeId=${enc(datasetId(D.dailyRevenue))}&depth=20`);
});

describe('talk scenario through the emulator: the graph and its column lineage', () => {
  it('is deterministic: two builds give identical events, sorted oldest first', () => {
    const a = talkEvents();
    expect(a).toEqual(talkEvents());
    const times = a.map((e) => Date.parse(String(e.eventTime)));
    expect(times).toEqual([...times].sort((x, y) => x - y));
  });

  it('draws every dataset and job of the pipeline and nothing else', () => {
    const expected = [...Object.values(D).map(datasetId), ...Object.values(J).map(jobId)].sort();
    expect(graph.graph.map((n) => n.id).sort()).toEqual(expected);
  });

  it('connects them with exactly the pipeline edges', () => {
    const edges = graph.graph.flatMap((n) => n.outEdges.map((e) => `${e.origin} -> ${e.destination}`)).sort();
    const hop = (from: { namespace: string; name: string }, to: { namespace: string; name: string }, fromJob: boolean) =>
      `${fromJob ? jobId(from) : datasetId(from)} -> ${fromJob ? datasetId(to) : jobId(to)}`;
    expect(edges).toEqual(
      [
        hop(D.ordersTable, J.ordersCdc, false),
        hop(J.ordersCdc, D.ordersTopic, true),
        hop(D.ordersTopic, J.ordersArchive, false),
        hop(J.ordersArchive, D.ordersArchive, true),
        hop(D.ordersTopic, J.fraudDetector, false),
        hop(J.fraudDetector, D.fraudAlerts, true),
        hop(D.ordersTopic, J.ordersEnrichment, false),
        hop(D.fxRates, J.ordersEnrichment, false),
        hop(J.ordersEnrichment, D.ordersEnriched, true),
        hop(D.ordersEnriched, J.dailyRevenue, false),
        hop(J.dailyRevenue, D.dailyRevenue, true),
        hop(D.dailyRevenue, J.revenueReport, false),
        hop(J.revenueReport, D.revenueSummary, true),
      ].sort(),
    );
  });

  it('has column lineage on the Kafka Connect and Spark outputs, none on the Flink ones', async () => {
    const withCll: string[] = [];
    for (const ref of Object.values(D)) {
      const ds = await getJson<MqDataset>(em, datasetPath(ref));
      if ((ds.columnLineage ?? []).length > 0) withCll.push(datasetId(ref));
    }
    expect(withCll.sort()).toEqual(TALK.columnLineageOutputs.map(datasetId).sort());
  });

  it('keeps the 1-2-0 facet whole on daily_revenue: typed transformations and dataset-wide INDIRECT inputs', async () => {
    const ds = await getJson<MqDataset>(em, datasetPath(D.dailyRevenue));
    const cll = ds.facets?.columnLineage as {
      fields: Record<string, { inputFields: { name: string; field: string; transformations: { type: string; subtype: string }[] }[] }>;
      dataset: { field: string; transformations: { type: string; subtype: string }[] }[];
    };
    const total = cll.fields.total_revenue_usd?.inputFields ?? [];
    expect(total.map((i) => [i.name, i.field, i.transformations[0]?.type, i.transformations[0]?.subtype])).toEqual([
      [D.ordersEnriched.name, 'amount_usd', 'DIRECT', 'AGGREGATION'],
    ]);
    expect(cll.fields.order_date?.inputFields[0]?.transformations[0]?.subtype).toBe('IDENTITY');
    expect(cll.fields.region?.inputFields[0]?.transformations[0]?.subtype).toBe('IDENTITY');
    const indirect = cll.dataset.map((d) => `${d.field}:${d.transformations[0]?.subtype}`).sort();
    expect(indirect).toEqual(['order_date:FILTER', 'order_date:GROUP_BY', 'region:GROUP_BY', 'status:FILTER']);
    expect(cll.dataset.every((d) => d.transformations.every((t) => t.type === 'INDIRECT'))).toBe(true);
  });

  it('degrades to dataset level upstream of orders_enriched: the column trace stops at the Flink output', async () => {
    const f = TALK.traceStart;
    const cl = await getJson<MqColumnLineageGraph>(em, `/api/v1/column-lineage?nodeId=${enc(`datasetField:${f.namespace}:${f.dataset}:${f.field}`)}&depth=20`);
    const datasets = new Set(cl.graph.map((n) => n.data?.dataset));
    expect([...datasets].sort()).toEqual([D.dailyRevenue.name, D.ordersEnriched.name].sort());
  });

  it("resolves Spark's catalog-name symlink to the location-named table Flink wrote", async () => {
    const byAlias = await getJson<MqDataset>(em, datasetPath(TALK.aliases.ordersEnriched));
    expect(byAlias.name).toBe(TALK.aliases.ordersEnriched.name);
    const g = await getJson<MqLineageGraph>(em, `/api/v1/lineage?nodeId=${enc(datasetId(TALK.aliases.ordersEnriched))}&depth=1`);
    expect(g.graph.map((n) => n.id)).toContain(datasetId(D.ordersEnriched));
  });
});

describe('talk scenario through the emulator: versions, facets, runs and capture', () => {
  it('records the bad day on the topic: a BIGINT cents version between two DECIMAL dollar versions', async () => {
    const { versions } = await getJson<{ versions: MqDatasetVersion[] }>(em, `${datasetPath(D.ordersTopic)}/versions?limit=100`);
    const amount = (v: MqDatasetVersion) => v.fields?.find((x) => x.name === 'amount');
    const timeline = [...versions].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt)).map((v) => [v.createdAt, amount(v)?.type]);
    expect(timeline).toEqual(
      [
        [TALK.days[0] + 'T00:00:05Z', TALK.changedField.before],
        [TALK.schemaChangeAt.replace('.000Z', 'Z'), TALK.changedField.after],
        [TALK.rollbackAt.replace('.000Z', 'Z'), TALK.changedField.before],
      ].map(([t, type]) => [expect.stringContaining(String(t).slice(0, 16)), type]),
    );
    const cents = versions.find((v) => amount(v)?.type === TALK.changedField.after);
    expect(amount(cents!)?.description).toMatch(/cents/);
  });

  it('carries exactly one failed dataQualityAssertions entry: total_revenue_usd on the bad day', async () => {
    const { runs } = await getJson<{ runs: MqRun[] }>(em, `${jobPath(J.revenueReport)}/runs?limit=100`);
    expect(runs).toHaveLength(TALK.days.length);
    const failures = runs.flatMap((run) =>
      (run.inputDatasetVersions ?? []).flatMap((iv) => {
        const dqa = iv.facets?.dataQualityAssertions as { assertions: { assertion: string; success: boolean; column?: string }[] } | undefined;
        return (dqa?.assertions ?? [])
          .filter((a) => !a.success)
          .map((a) => ({
            day: String((run.facets?.nominalTime as { nominalStartTime: string }).nominalStartTime).slice(0, 10),
            dataset: iv.datasetVersionId.name,
            ...a,
          }));
      }),
    );
    expect(failures).toEqual([
      expect.objectContaining({
        day: TALK.badDay,
        dataset: D.dailyRevenue.name,
        column: TALK.failedAssertion.column,
        assertion: TALK.failedAssertion.assertion,
      }),
    ]);
  });

  it('carries owners, quality metrics and statistics as the integrations send them, only where they send them', async () => {
    const owners: Record<string, unknown> = {};
    for (const [key, ref] of Object.entries(J))
      owners[key] = ((await getJson<MqJob>(em, jobPath(ref))).facets?.ownership as { owners?: unknown } | undefined)?.owners ?? null;
    // Spark and Flink 2 from their job.owners settings; the 1.8.0 Flink listener predates the facet, connect-lineage sends none.
    expect(owners).toEqual({
      ordersCdc: null,
      ordersArchive: null,
      fraudDetector: null,
      ordersEnrichment: [{ name: 'streaming-platform', type: 'team' }],
      dailyRevenue: [{ name: 'analytics-eng', type: 'team' }],
      revenueReport: [{ name: 'finance-reporting', type: 'team' }],
    });
    const daily = await getJson<MqJob>(em, jobPath(J.dailyRevenue));
    expect((daily.facets?.tags as { tags: { key: string; value: string; source: string }[] }).tags).toContainEqual({
      key: 'oncall',
      value: '#analytics-oncall',
      source: 'CONFIG',
    });
    const { runs } = await getJson<{ runs: MqRun[] }>(em, `${jobPath(J.dailyRevenue)}/runs?limit=100`);
    const written = runs.map((r) => r.outputDatasetVersions?.[0]?.facets?.outputStatistics as { rowCount: number; size: number; fileCount: number });
    expect(written.every((s) => s.rowCount === 3 && s.fileCount === 1)).toBe(true);
    expect(runs.every((r) => typeof (r.inputDatasetVersions?.[0]?.facets?.inputStatistics as { rowCount?: unknown } | undefined)?.rowCount === 'number')).toBe(
      true,
    );
    const report = await getJson<{ runs: MqRun[] }>(em, `${jobPath(J.revenueReport)}/runs?limit=100`);
    const read = report.runs.map((r) => Object.keys(r.inputDatasetVersions?.[0]?.facets ?? {}).sort());
    expect(read.every((keys) => ['dataQualityAssertions', 'dataQualityMetrics', 'inputStatistics'].every((k) => keys.includes(k)))).toBe(true);
    // Neither Flink integration sends statistics: the Flink jobs' runs carry none.
    const flink = await getJson<{ runs: MqRun[] }>(em, `${jobPath(J.ordersEnrichment)}/runs?limit=100`);
    expect(
      flink.runs
        .flatMap((r) => [...(r.inputDatasetVersions ?? []), ...(r.outputDatasetVersions ?? [])])
        .filter((v) => Object.keys(v.facets ?? {}).some((k) => k.endsWith('Statistics'))),
    ).toEqual([]);
  });

  it('ends with every batch run completed and every streaming run still running', async () => {
    const states: Record<string, string | undefined> = {};
    for (const [key, ref] of Object.entries(J)) states[key] = (await getJson<MqJob>(em, jobPath(ref))).latestRun?.state;
    expect(states).toEqual({
      ordersCdc: 'RUNNING',
      ordersArchive: 'RUNNING',
      fraudDetector: 'RUNNING',
      ordersEnrichment: 'RUNNING',
      dailyRevenue: 'COMPLETED',
      revenueReport: 'COMPLETED',
    });
  });

  it('exercises every engine classification rule, one engine per job as TALK.engines says', async () => {
    const got: Record<string, { engine: string; rule: string }> = {};
    for (const [key, ref] of Object.entries(J)) {
      const job = await getJson<MqJob>(em, jobPath(ref));
      const c = classifyEngine({ namespace: ref.namespace, name: ref.name, jobFacets: job.facets, runFacets: job.latestRun?.facets });
      got[key] = { engine: c.engine, rule: c.rule };
    }
    expect(got).toEqual(TALK.engines);
    expect(new Set(Object.values(TALK.engines).map((e) => e.rule))).toEqual(new Set(['jobType.integration', 'processing_engine', 'producer']));
  });

  it("captures Kafka Connect as the stand-in's connectors and registry say: every topic field back to its Postgres column, every archive field to the topic's", async () => {
    const fields = ORDERS_VALUE_AVRO.fields.map((f) => f.name);
    const lineageOf = async (ref: { namespace: string; name: string }) => {
      const ds = await getJson<MqDataset>(em, datasetPath(ref));
      // Marquez lists a column once per version of its inputs (the topic's amount has two types), hence the Set.
      return Object.fromEntries(
        (ds.columnLineage ?? []).map((c) => [c.name, [...new Set(c.inputFields.map((i) => `${i.namespace} ${i.dataset} ${i.field}`))]]),
      );
    };
    const from = (ref: { namespace: string; name: string }) => Object.fromEntries(fields.map((f) => [f, [`${ref.namespace} ${ref.name} ${f}`]]));
    expect(await lineageOf(D.ordersTopic)).toEqual(from(D.ordersTable));
    expect(await lineageOf(D.ordersArchive)).toEqual(from(D.ordersTopic));
  });

  it("its Kafka Connect runs are the ones /capture's events land in: run ids of the stand-in's connectors as they are now", async () => {
    for (const c of TALK_CONNECTORS) {
      const job = await getJson<MqJob>(em, jobPath({ namespace: TALK_CAPTURE.jobNamespace, name: c.name }));
      expect(job.latestRun?.id, c.name).toBe(runIdOf(snapshotOf(c), TALK_CAPTURE.jobNamespace, TALK_CAPTURE.cluster));
    }
    // The rollback's config change started orders-cdc's second run; the first one completed.
    const { runs } = await getJson<{ runs: MqRun[] }>(em, `${jobPath(J.ordersCdc)}/runs?limit=100`);
    expect(runs.map((r) => r.state).sort()).toEqual(['COMPLETED', 'RUNNING']);
  });
});

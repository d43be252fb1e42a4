import { beforeAll, describe, expect, it } from 'vitest';
import { scenarioEvents, SPEC_2026, SPEC_2026_EXPECTED } from '../../../mocks/scenarios/index.ts';
import { datasetPath, getJson, jobPath, loadedEmulator } from '../../../mocks/scenarios/test-support/emulator-client.ts';
import type { MqDataset, MqJob, MqLineageGraph } from '../marquez-shapes.ts';
import { datasetNodeId, jobNodeId } from '../node-id.ts';
import { statedByDataset, statedByJob } from './explicit-lineage.ts';
import { explicitSourcesFromMarquez } from './explicit-sources.ts';
import { createSnapshot, type LineageSnapshot } from './lineage-snapshot.ts';
import { snapshotFromEvents } from './snapshot-from-all-events.ts';
import { indexSnapshot } from './snapshot-index.ts';
import { traceField } from './trace-field.ts';
import type { TraceHop, TraceResult } from './trace-types.ts';

const { datasets: D, jobs: J } = SPEC_2026;
type Ref = { namespace: string; name: string };
const at = (ref: Ref, field: string) => ({ namespace: ref.namespace, dataset: ref.name, field });
const ends = (hops: readonly TraceHop[]) => hops.map((h) => `${h.from.dataset}.${h.from.field ?? '*'} → ${h.to.dataset}.${h.to.field ?? '*'}`).sort();
const reached = (r: TraceResult) => new Set([...r.hops, ...r.influencers].flatMap((h) => [h.from.dataset, h.to.dataset]));

describe('explicit lineage from raw events (declared and observed told apart)', () => {
  const snapshot = snapshotFromEvents(scenarioEvents('spec-2026') as Record<string, unknown>[]);
  const index = indexSnapshot(snapshot);

  it('a bulk job feeds each output only from the inputs its facet states', () => {
    const up = traceField(snapshot, at(D.tableC, 'id'));
    // The stated input, and a name guess across it (inferred), never the unstated table_b.
    expect(ends(up.hops.filter((h) => h.level === 'dataset'))).toEqual([`${D.tableA.name}.* → ${D.tableC.name}.id`]);
    expect(up.hops[0]?.evidence).toContain("bulk_etl's lineage facet");
    expect(reached(up).has(D.tableB.name)).toBe(false);
    const down = traceField(snapshot, at(D.tableB, 'value'), { direction: 'downstream' });
    expect(reached(down).has(D.tableD.name)).toBe(true);
    for (const { input, output } of SPEC_2026_EXPECTED.bulkUnstated) {
      expect(reached(traceField(snapshot, at(input, 'id'), { direction: 'downstream' })).has(output.name)).toBe(false);
    }
  });

  it('says on the hop when the declared and the observed lineage disagree', () => {
    const stated = statedByJob(index, jobNodeId(J.load), datasetNodeId(D.dailySummary))!;
    const by = (ref: Ref) => stated.datasets.get(datasetNodeId(ref))?.statedBy;
    expect(by(SPEC_2026_EXPECTED.agreed.input)).toBe('declared-and-observed');
    expect(by(SPEC_2026_EXPECTED.declaredOnly.input)).toBe('declared');
    expect(by(SPEC_2026_EXPECTED.observedOnly.input)).toBe('observed');
    const region = traceField(snapshot, at(D.dailySummary, 'region'));
    expect(ends(region.hops)).toEqual([`${D.customers.name}.region → ${D.dailySummary.name}.region`]);
    expect(region.hops[0]?.evidence).toMatch(/observed in run .* but not declared by daily\.load's JobEvent — declared and observed lineage disagree/);
    const total = traceField(snapshot, at(D.dailySummary, 'total'));
    expect(total.hops[0]?.evidence).toContain("declared by daily.load's JobEvent and observed");
    expect(total.hops[0]?.level).toBe('column');
  });

  it('walks a view’s own lineage facet with no job, both ways', () => {
    const up = traceField(snapshot, at(D.customerView, 'total_spent'));
    expect(ends(up.hops)).toEqual([`${D.orders.name}.amount → ${D.customerView.name}.total_spent`]);
    expect(up.hops[0]?.job).toBeNull();
    expect(ends(up.influencers)).toEqual([`${D.orders.name}.customer_id → ${D.customerView.name}.total_spent`]);
    expect(statedByDataset(index, datasetNodeId(D.customerView))?.datasets.size).toBe(2);
    const down = traceField(snapshot, at(D.customers, 'id'), { direction: 'downstream' });
    expect(ends(down.hops)).toContain(`${D.customers.name}.id → ${D.customerView.name}.customer_id`);
    // A field the view's facet does not map still reaches it, at dataset level.
    const status = traceField(snapshot, at(D.orders, 'status'), { direction: 'downstream' });
    expect(ends(status.hops)).toContain(`${D.orders.name}.status → ${D.customerView.name}.*`);
  });

  it('keeps reading columnLineage 1-2-0 of a job without the facet, dataset-wide INDIRECT inputs as influencers', () => {
    const r = traceField(snapshot, at(D.revenueReport, 'revenue'));
    expect(ends(r.hops.filter((h) => h.to.dataset === D.revenueReport.name))).toEqual([`${D.dailySummary.name}.total → ${D.revenueReport.name}.revenue`]);
    const wide = r.influencers.filter((h) => h.to.dataset === D.revenueReport.name);
    expect(ends(wide)).toEqual([
      `${D.dailySummary.name}.order_date → ${D.revenueReport.name}.revenue`,
      `${D.dailySummary.name}.region → ${D.revenueReport.name}.revenue`,
    ]);
    expect(wide.map((h) => h.transformations[0]?.subtype).sort()).toEqual(['FILTER', 'GROUP_BY']);
    // One hop further, daily.load's explicit dataset-wide filter is an influencer the same way.
    expect(ends(r.influencers)).toContain(`${D.stagingOrders.name}.status → ${D.dailySummary.name}.total`);
  });
});

describe('explicit lineage from Marquez answers (the emulator)', () => {
  let snapshot: LineageSnapshot;
  beforeAll(async () => {
    const em = loadedEmulator(['spec-2026']);
    const lineage = await getJson<MqLineageGraph>(em, `/api/v1/lineage?nodeId=${encodeURIComponent(`job:${J.bulk.namespace}:${J.bulk.name}`)}&depth=5`);
    const datasets = await Promise.all(
      [D.tableA, D.tableB, D.tableC, D.tableD, D.customerView, D.customers, D.orders].map((d) => getJson<MqDataset>(em, datasetPath(d))),
    );
    const jobs = await Promise.all([J.bulk, J.load].map((j) => getJson<MqJob>(em, jobPath(j))));
    snapshot = createSnapshot(lineage, datasets, jobs);
  });

  it('reads the job GET’s facet: the bulk job’s unstated pairs give no hop', () => {
    const up = traceField(snapshot, at(D.tableD, 'id'), { inferred: false });
    expect(ends(up.hops)).toEqual([`${D.tableB.name}.* → ${D.tableD.name}.id`]);
    expect(up.degradations.map((d) => d.reason)).toEqual([`bulk_etl's lineage facet gives no column lineage for field "id" — dataset-level beyond`]);
  });

  it('calls the job GET’s facet neither declared nor observed: Marquez keeps one of them', () => {
    const stated = statedByJob(indexSnapshot(snapshot), jobNodeId(J.bulk), datasetNodeId(D.tableC));
    expect([...(stated?.datasets.values() ?? [])].map((s) => s.statedBy)).toEqual(['job-facet']);
  });

  it('reads a view’s facet from its dataset GET', () => {
    expect(statedByDataset(indexSnapshot(snapshot), datasetNodeId(D.customerView))?.fields.has('customer_id')).toBe(true);
  });
});

describe('declared and observed told apart from Marquez answers', () => {
  it('reads the run’s job facets as observed and a different job GET facet as declared, and says they disagree', async () => {
    const em = loadedEmulator(['spec-2026']);
    const lineage = await getJson<MqLineageGraph>(em, `/api/v1/lineage?nodeId=${encodeURIComponent(`job:${J.load.namespace}:${J.load.name}`)}&depth=1`);
    const job = await getJson<MqJob>(em, jobPath(J.load));
    const datasets = await Promise.all([D.stagingOrders, D.customers, D.fxRates, D.dailySummary].map((d) => getJson<MqDataset>(em, datasetPath(d))));
    const runId = job.latestRun!.id;
    const run = await getJson<{ facets: Record<string, unknown> }>(em, `/api/v1/jobs/runs/${runId}/facets?type=job`);
    const sources = explicitSourcesFromMarquez(job.facets, { id: runId, jobFacets: run.facets })!;
    expect(sources.declared).toBeDefined();
    const snapshot = { ...createSnapshot(lineage, datasets, [job]), explicitLineage: new Map([[jobNodeId(J.load), sources]]) };
    const stated = statedByJob(indexSnapshot(snapshot), jobNodeId(J.load), datasetNodeId(D.dailySummary))!;
    expect(stated.datasets.get(datasetNodeId(D.fxRates))?.statedBy).toBe('declared');
    const region = traceField(snapshot, at(D.dailySummary, 'region'), { inferred: false });
    expect(region.hops[0]?.evidence).toContain('declared and observed lineage disagree');
    // The same facet on the job and the run (no JobEvent after it) is observed only.
    expect(
      explicitSourcesFromMarquez({ lineage: { entries: [], b: 1, a: [2] } }, { id: 'r', jobFacets: { lineage: { a: [2], entries: [], b: 1 } } })?.declared,
    ).toBeUndefined();
    expect(explicitSourcesFromMarquez({}, null)).toBeNull();
    expect(explicitSourcesFromMarquez({ lineage: { entries: [] } }, null)).toEqual({ declared: { entries: [] } });
    expect(explicitSourcesFromMarquez({ lineage: { entries: [] } }, { id: 'r', jobFacets: {} })).toBeNull();
  });
});

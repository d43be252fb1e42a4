import { beforeAll, describe, expect, it } from 'vitest';
import { SPEC_2026, SPEC_2026_EXPECTED } from '../../../mocks/scenarios/index.ts';
import { datasetPath, getJson, jobPath, loadedEmulator } from '../../../mocks/scenarios/test-support/emulator-client.ts';
import type { MqDataset, MqJob } from '../marquez-shapes.ts';
import { jobNodeId } from '../node-id.ts';
import type { Catalog } from '../stitching/catalog.ts';
import { computeCoverage } from './compute-coverage.ts';
import { explicitCoverage, explicitSummary } from './explicit-coverage.ts';

const { jobs: J } = SPEC_2026;
type Ref = { namespace: string; name: string };

/** The scenario's catalog as the app reads it: every dataset and job GET of every namespace. */
async function catalogOf(names: ['spec-2026']): Promise<Catalog> {
  const em = loadedEmulator(names);
  const namespaces = (await getJson<{ namespaces: { name: string }[] }>(em, '/api/v1/namespaces')).namespaces.map((n) => n.name);
  const datasets: MqDataset[] = [];
  const jobs: MqJob[] = [];
  for (const ns of namespaces) {
    const listed = await getJson<{ datasets: Ref[] }>(em, `/api/v1/namespaces/${encodeURIComponent(ns)}/datasets?limit=100`).catch(() => ({ datasets: [] }));
    for (const d of listed.datasets) datasets.push(await getJson<MqDataset>(em, datasetPath(d)));
    const listedJobs = await getJson<{ jobs: Ref[] }>(em, `/api/v1/namespaces/${encodeURIComponent(ns)}/jobs?limit=100`);
    for (const j of listedJobs.jobs) jobs.push(await getJson<MqJob>(em, jobPath(j)));
  }
  return { datasets, jobs };
}

describe('explicit lineage coverage (spec-2026 through the emulator)', () => {
  let catalog: Catalog;
  beforeAll(async () => {
    catalog = await catalogOf(['spec-2026']);
  });

  it('counts each job’s stated edges, fields, job flows and the input × output pairs it leaves out', () => {
    const c = explicitCoverage(catalog);
    expect(c.jobs[jobNodeId(J.bulk)]).toEqual({
      statedEdges: SPEC_2026_EXPECTED.bulkStated.length,
      unstatedPairs: SPEC_2026_EXPECTED.bulkUnstated.length,
      statedFields: 0,
      jobFlows: 0,
    });
    // The job GET keeps the JobEvent's declared facet (it came last): staging orders and fx_rates, `total` mapped;
    // customers is read but stated by neither entry of the declared facet.
    expect(c.jobs[jobNodeId(J.load)]).toEqual({ statedEdges: 2, unstatedPairs: 1, statedFields: 1, jobFlows: 0 });
    expect(c.jobs[jobNodeId(J.train)]).toEqual({ statedEdges: 1, unstatedPairs: 0, statedFields: 0, jobFlows: 1 });
    expect(Object.keys(c.jobs).sort()).toEqual([J.bulk, J.load, J.train].map((j) => jobNodeId(j)).sort());
    expect(c.datasets).toEqual({ count: 1, statedEdges: SPEC_2026_EXPECTED.viewInputs.length, statedFields: 3 });
  });

  it('keeps the figures apart from reported column lineage', () => {
    const reported = computeCoverage(catalog);
    const c = explicitCoverage(catalog);
    const statedFields = c.engines.reduce((n, e) => n + e.statedFields, 0);
    expect(statedFields).toBe(1);
    // Only Spark's report carries columnLineage; none of the explicit jobs count there.
    expect(reported.jobs.filter((j) => j.hasColumnLineage).map((j) => j.name)).toEqual([J.report.name]);
    expect(c.engines.map(explicitSummary).join('\n')).toMatch(/3 jobs state their lineage — 5 edges, 1 field, 3 input × output pairs left out/);
  });
});

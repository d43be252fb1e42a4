import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { getJson, loadedEmulator } from '../../mocks/scenarios/test-support/emulator-client.ts';
import { scenarioList } from '../../mocks/server/node-middleware.ts';
import { SCENARIO_NAMES } from '../../mocks/scenarios/index.ts';
import { createEmulator, type Emulator } from '../../mocks/emulator/index.ts';
import { completedRun, ingestAll, uuid } from '../../mocks/emulator/testing/event-builders.ts';
import { twoWritersEvents } from '../../mocks/emulator/testing/two-writers.ts';
import { buildEvidenceIndex } from '../domain/evidence/evidence-index.ts';
import { datasetNodeId, jobNodeId } from '../domain/node-id.ts';
import type { LineageSource } from './lineage-source.ts';
import { nodeEvidenceQueryOptions } from './evidence-query.ts';
import { loadEvidenceInputs } from './trace-inputs.ts';
import { serveEmulator } from './emulator-fetch-test-support.ts';

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

afterEach(() => vi.unstubAllGlobals());

interface Ref {
  namespace: string;
  name: string;
}

/** Every dataset and job the emulator lists, as nodeIds: what a details panel can be opened on. */
async function everyNode(emulator: Emulator): Promise<{ datasets: string[]; jobs: string[] }> {
  const seg = encodeURIComponent;
  const { namespaces } = await getJson<{ namespaces: { name: string }[] }>(emulator, '/api/v1/namespaces?limit=1000');
  const datasets: string[] = [];
  const jobs: string[] = [];
  for (const { name: ns } of namespaces) {
    const d = await getJson<{ datasets: Ref[] }>(emulator, `/api/v1/namespaces/${seg(ns)}/datasets?limit=1000`);
    const j = await getJson<{ jobs: Ref[] }>(emulator, `/api/v1/namespaces/${seg(ns)}/jobs?limit=1000`);
    datasets.push(...d.datasets.map((x) => datasetNodeId(x)));
    jobs.push(...j.jobs.map((x) => jobNodeId(x)));
  }
  return { datasets, jobs };
}

/**
 * Opens the panel's evidence on every dataset and job, each on a fresh cache, and builds the index the old way beside
 * it (the whole reach both ways at depth 20, what the trace's evidence still reads): both must say the same of the
 * node, and the panel's must read nothing the reach did not. Returns the URLs each way asked for, summed.
 */
async function compareEveryNode(emulator: Emulator, source: LineageSource): Promise<{ nodes: number; whole: number; bounded: number }> {
  const { datasets, jobs } = await everyNode(emulator);
  let whole = 0;
  let bounded = 0;
  for (const id of [...datasets, ...jobs]) {
    const wholeUrls = serveEmulator(emulator);
    const inputs = await loadEvidenceInputs(client(), id, [], source);
    const before = buildEvidenceIndex({ ...inputs, staleRuns: inputs.lineage.runLevel?.staleRuns ?? [] });
    const boundedUrls = serveEmulator(emulator);
    const after = await client().fetchQuery(nodeEvidenceQueryOptions(id, source));
    expect(
      boundedUrls.filter((u) => !wholeUrls.includes(u)),
      id,
    ).toEqual([]);
    if (datasets.includes(id)) expect(after.dataset(id), id).toEqual(before.dataset(id));
    else expect(after.job(id), id).toEqual(before.job(id));
    whole += wholeUrls.length;
    bounded += boundedUrls.length;
  }
  return { nodes: datasets.length + jobs.length, whole, bounded };
}

const SOURCES: LineageSource[] = [
  { view: 'runs', since: null, until: null },
  { view: 'marquez', since: null, until: null },
];

/**
 * The details panel's evidence reads the node's own neighbourhood (loadNodeEvidenceInputs) where it read the reach
 * both ways at depth 20 (loadEvidenceInputs). What it shows of the node must not change.
 */
describe("a details panel's incident evidence, against the whole reach's", () => {
  const demo = scenarioList('demo');
  const emulator = loadedEmulator(SCENARIO_NAMES.filter((n) => demo.includes(n)));

  for (const source of SOURCES) {
    it(`says the same of every dataset and job of the demo, for fewer reads (view=${source.view})`, async () => {
      const { nodes, whole, bounded } = await compareEveryNode(emulator, source);
      expect(nodes).toBeGreaterThan(50);
      // 76 nodes: 723 -> 428 reads with run-level lineage, 434 -> 198 with Marquez's (2026-12-03).
      expect(bounded).toBeLessThan(whole * 0.7);
    }, 120_000);
  }

  // The demo has no dataset two jobs write: its versions (read for it alone) hold what only they say.
  for (const running of [true, false]) {
    it(`says the same of a dataset two jobs write, and of its writers (${running ? 'one still running' : 'both done'})`, async () => {
      const twoWriters = createEmulator({ clock: () => new Date('2024-01-02T00:00:00Z') });
      ingestAll(twoWriters, twoWritersEvents({ running }));
      for (const source of SOURCES) expect((await compareEveryNode(twoWriters, source)).nodes).toBe(5);
    });
  }

  it("finds a writer's failed check that only an older version of a two-writer dataset holds", async () => {
    const twoWriters = createEmulator({ clock: () => new Date('2024-01-02T00:00:00Z') });
    const failed = { dataQualityAssertions: { assertions: [{ assertion: 'not_null', column: 'x', success: false }] } };
    ingestAll(twoWriters, [
      ...completedRun({ time: '2024-01-01T01:00:00Z', runId: uuid(1), job: 'writer_x', outputs: [{ namespace: 'ns', name: 'shared', extraFacets: failed }] }),
      ...completedRun({ time: '2024-01-01T02:00:00Z', runId: uuid(2), job: 'writer_y', outputs: [{ namespace: 'ns', name: 'shared' }] }),
    ]);
    for (const source of SOURCES) expect((await compareEveryNode(twoWriters, source)).nodes).toBe(3);
    serveEmulator(twoWriters);
    const shared = (await client().fetchQuery(nodeEvidenceQueryOptions('dataset:ns:shared', SOURCES[0]))).dataset('dataset:ns:shared');
    expect(shared.quality.lastFailure?.assertion).toBe('not_null');
  });
});

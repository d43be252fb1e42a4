import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../../mocks/emulator/index.ts';
import { ingestAll } from '../../../mocks/emulator/testing/event-builders.ts';
import { twoWritersEvents } from '../../../mocks/emulator/testing/two-writers.ts';
import { traceAnswers } from '../../../mocks/emulator/testing/trace-answers.ts';
import type { MqDatasetVersion, MqJob } from '../marquez-shapes.ts';
import { datasetNodeId } from '../node-id.ts';
import { createSnapshot } from './lineage-snapshot.ts';
import { traceField } from './trace-field.ts';
import { jobsByRun, writerLineageFromVersions } from './writer-lineage-from-versions.ts';

// Marquez's dataset versions keep each writer's own columnLineage facet; the dataset GET keeps the current one only.

/** Marquez's answers for two writers of `shared` that both read `a`; `running`: writer_y's run has not finished. */
async function marquez(running: boolean) {
  const em = createEmulator({ clock: () => new Date('2024-02-01T00:00:00Z') });
  ingestAll(em, twoWritersEvents({ running }));
  const get = async <T>(path: string) => JSON.parse((await em.handle({ method: 'GET', url: `/api/v1${path}` })).body) as T;
  const focus = datasetNodeId({ namespace: 'ns', name: 'shared' });
  const answers = await traceAnswers(em, focus);
  const { versions } = await get<{ versions: MqDatasetVersion[] }>('/namespaces/ns/datasets/shared/versions');
  const writers = await Promise.all(['writer_x', 'writer_y'].map((j) => get<MqJob>(`/namespaces/ns/jobs/${j}`)));
  return { ...answers, focus, versions, writers };
}

const hopsOf = (r: ReturnType<typeof traceField>) =>
  r.hops
    .filter((h) => h.level === 'column')
    .map((h) => `${h.from.dataset}.${h.from.field} → ${h.to.dataset}.${h.to.field} by ${h.job?.name ?? '?'}`)
    .sort();

describe('writerLineageFromVersions', () => {
  it("gives each writer its latest facet: a finished run's by jobVersion, a RUNNING one's by run id", async () => {
    const { versions, writers } = await marquez(true);
    const own = writerLineageFromVersions(versions, jobsByRun(writers));
    expect(own.map((w) => [w.job.name, Object.keys((w.facet as { fields: object }).fields)])).toEqual([
      ['writer_y', ['y']],
      ['writer_x', ['x']],
    ]);
    // Without the jobs' runs, the RUNNING run's version cannot be told: skipped, not guessed.
    expect(writerLineageFromVersions(versions, new Map()).map((w) => w.job.name)).toEqual(['writer_x']);
  });
});

describe('the trace with per-writer facets from versions', () => {
  it('credits each hop to its own writer', async () => {
    const { lineage, datasets, jobs, focus, versions } = await marquez(false);
    const snapshot = {
      ...createSnapshot(lineage, datasets, jobs, focus),
      writerLineage: new Map([[focus, writerLineageFromVersions(versions, jobsByRun(jobs))]]),
    };
    const down = traceField(snapshot, { namespace: 'ns', dataset: 'a', field: 'amount' }, { direction: 'downstream', inferred: false });
    expect(hopsOf(down)).toEqual(['a.amount → shared.x by writer_x', 'a.amount → shared.y by writer_y']);
  });

  it("with only one writer's facet known, the other's pair is kept (uncredited, candidates named), never dropped", async () => {
    const { lineage, datasets, jobs, focus, versions } = await marquez(false);
    // As if writer_y's versions were past the pages read.
    const older = versions.filter((v) => v.createdByRun?.jobVersion?.name === 'writer_x');
    const snapshot = {
      ...createSnapshot(lineage, datasets, jobs, focus),
      writerLineage: new Map([[focus, writerLineageFromVersions(older, jobsByRun(jobs))]]),
    };
    const down = traceField(snapshot, { namespace: 'ns', dataset: 'a', field: 'amount' }, { direction: 'downstream', inferred: false });
    expect(hopsOf(down)).toEqual(['a.amount → shared.x by writer_x', 'a.amount → shared.y by ?']);
    expect(down.hops.find((h) => h.to.field === 'y')?.evidence).toMatch(/one of writer_x, writer_y|one of writer_y, writer_x/);
  });
});

import type { MqDatasetVersion, MqJob } from '../marquez-shapes.ts';
import { jobNodeId } from '../node-id.ts';
import type { WriterColumnLineage } from './lineage-snapshot.ts';

type JobRef = { namespace: string; name: string };

/** Run id → job, from the runs each job GET lists (`latestRun`, `latestRuns`). */
export function jobsByRun(jobs: Iterable<MqJob>): Map<string, JobRef> {
  const out = new Map<string, JobRef>();
  for (const j of jobs) {
    for (const r of [...(j.latestRuns ?? []), ...(j.latestRun ? [j.latestRun] : [])]) {
      if (typeof r?.id === 'string') out.set(r.id, { namespace: j.namespace, name: j.name });
    }
  }
  return out;
}

/**
 * The job that created a dataset version: its run's `jobVersion` once the run finished; a run still RUNNING has
 * none yet (Marquez sets it on completion), so its id is matched against the jobs' runs. Null when neither tells.
 */
export function versionWriter(version: MqDatasetVersion, runs: ReadonlyMap<string, JobRef>): JobRef | null {
  const run = version.createdByRun;
  if (!run) return null;
  const jv = run.jobVersion;
  if (jv && typeof jv.namespace === 'string' && typeof jv.name === 'string') return { namespace: jv.namespace, name: jv.name };
  return typeof run.id === 'string' ? (runs.get(run.id) ?? null) : null;
}

/**
 * Each writer's own latest `columnLineage` facet of one dataset, from its versions: Marquez keeps every version's
 * facets, so the facet a writer sent survives another writer's later version (the dataset GET shows only the current
 * version's: docs/marquez-behaviours.md, "Ingest, parent runs and multi-writer column lineage"). Newest version first
 * per writer, as the raw events' snapshot keeps each writer's latest facet; versions no job can be told for are skipped.
 */
export function writerLineageFromVersions(versions: readonly MqDatasetVersion[], runs: ReadonlyMap<string, JobRef>): WriterColumnLineage[] {
  const newestFirst = [...versions].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  const byJob = new Map<string, WriterColumnLineage>();
  for (const v of newestFirst) {
    const facet = v.facets?.columnLineage;
    if (facet === undefined || facet === null) continue;
    const job = versionWriter(v, runs);
    if (!job) continue;
    const id = jobNodeId(job);
    if (!byJob.has(id)) byJob.set(id, { job, facet });
  }
  return [...byJob.values()];
}

/** {@link writerLineageFromVersions} of every dataset whose versions were read, by dataset nodeId, for the snapshot. */
export function writerLineageByDataset(
  versions: ReadonlyMap<string, readonly MqDatasetVersion[]>,
  jobs: Iterable<MqJob>,
): Map<string, readonly WriterColumnLineage[]> {
  const runs = jobsByRun(jobs);
  const out = new Map<string, readonly WriterColumnLineage[]>();
  for (const [id, vs] of versions) {
    const own = writerLineageFromVersions(vs, runs);
    if (own.length > 0) out.set(id, own);
  }
  return out;
}

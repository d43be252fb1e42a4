import type { MqDatasetVersion, MqJob } from '../domain/marquez-shapes.ts';
import type { LineageWindow } from '../domain/run-lineage/run-lineage-types.ts';
import { reachesBefore, schemaChanges, type SchemaChange, type SchemaChangeRef } from '../domain/schema-changes/schema-changes.ts';
import { mapLimit } from '../lib/async-batches.ts';
import type { RunLineageSource } from './run-source.ts';
import { CONCURRENCY, orNote, PAGE } from './run-history-reads.ts';

// The datasets written in a window that get their versions read; past this the note says how many were left out.
const MAX_DATASETS = 200;
// A dataset with more versions than this in the window (an hourly job over 30 days is 720) is compared on the newest.
const MAX_VERSION_PAGES = 3;

const runTime = (r: { updatedAt?: string | null; endedAt?: string | null; startedAt?: string | null; createdAt?: string | null }) =>
  Date.parse(r.updatedAt ?? r.endedAt ?? r.startedAt ?? r.createdAt ?? '');

/**
 * The datasets a job's latest runs wrote in the window (read from the job lists already loaded, no request), keyed
 * `namespace\u0000name`, and which job each of those runs belongs to.
 */
function writtenInWindow(jobs: Iterable<MqJob>, window: LineageWindow) {
  const since = Date.parse(window.since);
  const datasets = new Map<string, SchemaChangeRef>();
  const jobOfRun = new Map<string, SchemaChangeRef>();
  for (const job of jobs) {
    for (const run of job.latestRuns ?? []) {
      jobOfRun.set(run.id, { namespace: job.namespace, name: job.name });
      const t = runTime(run);
      if (Number.isFinite(t) && t < since) continue;
      for (const o of run.outputDatasetVersions ?? []) {
        const { namespace, name } = o.datasetVersionId;
        datasets.set(`${namespace}\u0000${name}`, { namespace, name });
      }
    }
  }
  return { datasets: [...datasets.values()], jobOfRun };
}

async function readVersions(source: Pick<RunLineageSource, 'datasetVersions'>, dataset: SchemaChangeRef, since: string, notes: string[]) {
  const versions: MqDatasetVersion[] = [];
  for (let page = 0; page < MAX_VERSION_PAGES; page++) {
    const answer = await orNote(source.datasetVersions({ ...dataset, limit: PAGE, offset: page * PAGE }), notes, `versions of ${dataset.name}`);
    if (!answer) return versions;
    versions.push(...answer.items);
    if (answer.items.length < PAGE || reachesBefore(answer.items, since)) return versions;
  }
  notes.push(`versions of ${dataset.name}: only the newest ${MAX_VERSION_PAGES * PAGE} were compared`);
  return versions;
}

/**
 * Schema changes in the window, across namespaces (docs/incident-workflow.md#schema-changes): the versions list of
 * each dataset a run in the window wrote — one request per dataset, more only when its versions in the window fill
 * a page — compared version to version. Newest change first. A dataset whose versions cannot be read is a note.
 */
export async function loadSchemaChanges(
  source: Pick<RunLineageSource, 'datasetVersions'>,
  jobs: Iterable<MqJob>,
  window: LineageWindow,
  notes: string[],
): Promise<SchemaChange[]> {
  const { datasets, jobOfRun } = writtenInWindow(jobs, window);
  if (datasets.length > MAX_DATASETS) notes.push(`schema changes: only ${MAX_DATASETS} of the ${datasets.length} datasets written in the window were compared`);
  const read = datasets.slice(0, MAX_DATASETS);
  const lists = await mapLimit(read, CONCURRENCY, (d) => readVersions(source, d, window.since, notes));
  return lists.flatMap((versions) => schemaChanges(versions, window, (run) => jobOfRun.get(run) ?? null)).sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

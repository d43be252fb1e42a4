import { mergeFacets } from '../ingest/facets.ts';
import { versionsReadBy, versionsWrittenBy, type RunRow, type Store } from '../store.ts';
import { formatOrNull } from '../time.ts';

function byEventTime<T extends { eventTime: number; seq: number }>(rows: T[]): T[] {
  return [...rows].sort((a, b) => a.eventTime - b.eventTime || a.seq - b.seq);
}

/**
 * Run facets: all rows of the run, merged in eventTime order
 * (docs/marquez-behaviours.md#facet-storage-and-merge-order).
 */
export function runFacets(store: Store, runUuid: string): Record<string, unknown> {
  return mergeFacets(byEventTime(store.runFacets.get(runUuid) ?? []));
}

// `datasetVersionId.version` is the content **hash**, not the row uuid other endpoints use
// (docs/marquez-behaviours.md#two-kinds-of-version-id).
function versionRef(store: Store, runUuid: string, versionUuid: string, kind: 'INPUT' | 'OUTPUT') {
  const v = store.versions.get(versionUuid);
  const rows = (store.datasetFacets.get(versionUuid) ?? []).filter((f) => f.runUuid === runUuid && f.kind === kind);
  return {
    datasetVersionId: { namespace: v?.namespace ?? '', name: v?.name ?? '', version: v?.version ?? '' },
    facets: mergeFacets([...rows].sort((a, b) => a.seq - b.seq)),
  };
}

/** The Run shape (docs/marquez-api.md#jobs-runs-and-events, docs/marquez-behaviours.md#run-reads). */
export function serializeRun(store: Store, run: RunRow): Record<string, unknown> {
  const jobVersion = run.jobVersionUuid ? store.jobVersions.get(run.jobVersionUuid) : undefined;
  const job = store.jobs.get(run.jobUuid);
  const inputs = versionsReadBy(store, run.uuid).map((v) => versionRef(store, run.uuid, v.uuid, 'INPUT'));
  const outputs = versionsWrittenBy(store, run.uuid).map((v) => versionRef(store, run.uuid, v.uuid, 'OUTPUT'));
  return {
    id: run.uuid,
    createdAt: formatOrNull(run.createdAt),
    updatedAt: formatOrNull(run.updatedAt),
    nominalStartTime: formatOrNull(run.nominalStartTime),
    nominalEndTime: formatOrNull(run.nominalEndTime),
    state: run.state,
    startedAt: formatOrNull(run.startedAt),
    endedAt: formatOrNull(run.endedAt),
    durationMs: run.startedAt !== null && run.endedAt !== null ? run.endedAt - run.startedAt : null,
    args: run.args,
    jobVersion: jobVersion && job ? { namespace: job.namespace, name: job.name, version: jobVersion.version } : null,
    inputDatasetVersions: inputs,
    outputDatasetVersions: outputs,
    facets: runFacets(store, run.uuid),
  };
}

/** Runs of a job, latest transition first (`latestRuns`, docs/marquez-behaviours.md#job-reads). */
export function latestRunsOf(store: Store, jobUuid: string, limit = 10): RunRow[] {
  return (store.runsByJob.get(jobUuid) ?? [])
    .flatMap((id) => store.runs.get(id) ?? [])
    .sort(
      (a, b) => (b.transitionedAt ?? -Infinity) - (a.transitionedAt ?? -Infinity) || (b.startedAt ?? -Infinity) - (a.startedAt ?? -Infinity) || b.seq - a.seq,
    )
    .slice(0, limit);
}

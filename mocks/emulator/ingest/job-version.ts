import { nameUuid, rowUuid } from '../ids.ts';
import { nextSeq, pushTo, versionsReadBy, versionsWrittenBy, type IoType, type JobRow, type JobVersionRow, type Store } from '../store.ts';

interface Identity {
  namespace: string;
  name: string;
}

function sortedUnique(ids: Identity[]): Identity[] {
  const seen = new Map<string, Identity>();
  for (const id of ids) seen.set(`${id.namespace}:${id.name}`, id);
  return [...seen.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v);
}

/**
 * The run's cumulative datasets, identities as written in the version rows
 * (docs/marquez-behaviours.md#job-version-hash).
 */
export function runDatasets(
  store: Store,
  runUuid: string,
): { inputs: { id: Identity; datasetUuid: string }[]; outputs: { id: Identity; datasetUuid: string }[] } {
  const ref = (v: { namespace: string; name: string; datasetUuid: string }) => ({ id: { namespace: v.namespace, name: v.name }, datasetUuid: v.datasetUuid });
  return { inputs: versionsReadBy(store, runUuid).map(ref), outputs: versionsWrittenBy(store, runUuid).map(ref) };
}

function setIo(store: Store, job: JobRow, version: JobVersionRow, ioType: IoType, datasetUuids: string[]): void {
  if (datasetUuids.length === 0) return;
  // markInputOrOutputDatasetAsPreviousFor(version, job, ioType): every other version's rows of that type stop being current.
  const rows = store.io.get(job.uuid) ?? [];
  for (const row of rows) {
    if (row.ioType === ioType && row.jobVersionUuid !== version.uuid) row.isCurrent = false;
  }
  for (const datasetUuid of new Set(datasetUuids)) {
    const row = rows.find((r) => r.jobVersionUuid === version.uuid && r.datasetUuid === datasetUuid && r.ioType === ioType);
    if (row) row.isCurrent = true;
    else pushTo(store.io, job.uuid, { jobVersionUuid: version.uuid, jobUuid: job.uuid, datasetUuid, ioType, isCurrent: true });
  }
}

export interface JobVersionInput {
  job: JobRow;
  jobName: string;
  inputs: { id: Identity; datasetUuid: string }[];
  outputs: { id: Identity; datasetUuid: string }[];
  eventTime: number;
  runUuid: string | null;
}

/** Hash of `ns:jobName:<inputs>:<outputs>:location` (docs/marquez-behaviours.md#job-version-hash). */
export function jobVersionHash(p: JobVersionInput): string {
  const fmt = (ids: Identity[]) =>
    sortedUnique(ids)
      .map((i) => `${i.namespace}:${i.name}`)
      .join(',');
  const parts = [p.job.namespace, p.jobName, fmt(p.inputs.map((i) => i.id)), fmt(p.outputs.map((o) => o.id)), p.job.location];
  return nameUuid(parts.filter((x) => x !== null).join(':'));
}

/**
 * Create or reuse the version and make it the job's current one with its io rows
 * (docs/marquez-behaviours.md#job-versions-and-current-edges-emulator-issue-14). Returns it.
 */
export function upsertCurrentJobVersion(store: Store, p: JobVersionInput, onlyIfNew = false): JobVersionRow | null {
  const hash = jobVersionHash(p);
  const existingUuid = store.jobVersionByHash.get(hash);
  // Streaming jobs switch version only when the hash is new: returning to an older set does not restore it
  // (docs/marquez-behaviours.md#job-versions-and-current-edges-emulator-issue-14).
  if (existingUuid && onlyIfNew) return null;
  let version = existingUuid ? store.jobVersions.get(existingUuid) : undefined;
  if (!version) {
    version = {
      uuid: rowUuid('job_version', hash),
      version: hash,
      jobUuid: p.job.uuid,
      createdAt: p.eventTime,
      latestRunUuid: null,
      inputs: sortedUnique(p.inputs.map((i) => i.id)),
      outputs: sortedUnique(p.outputs.map((o) => o.id)),
      seq: nextSeq(store),
    };
    store.jobVersions.set(version.uuid, version);
    store.jobVersionByHash.set(hash, version.uuid);
  }
  setIo(
    store,
    p.job,
    version,
    'INPUT',
    p.inputs.map((i) => i.datasetUuid),
  );
  setIo(
    store,
    p.job,
    version,
    'OUTPUT',
    p.outputs.map((o) => o.datasetUuid),
  );
  if (p.runUuid) {
    version.latestRunUuid = p.runUuid;
    const run = store.runs.get(p.runUuid);
    if (run) run.jobVersionUuid = version.uuid;
    for (const f of store.jobFacetsByRun.get(p.runUuid) ?? []) f.jobVersionUuid = version.uuid;
  }
  p.job.currentVersionUuid = version.uuid;
  return version;
}

/**
 * `LineageEvent.isTerminalEvent()`: COMPLETE or FAIL only. ABORT is *not* terminal here, although the run it ends is
 * done (`RunState.isDone()` counts ABORTED, see `isTerminal` in apply-job.ts); docs/marquez-behaviours.md
 * "Job versions and current edges".
 */
export function isTerminalEvent(eventType: string | null | undefined): boolean {
  const type = eventType?.toUpperCase();
  return type === 'COMPLETE' || type === 'FAIL';
}

/**
 * `LineageEvent.isTerminalEventForStreamingJobWithNoDatasets()`: the one event that neither clears a streaming job's
 * current edges nor makes a job version (docs/marquez-behaviours.md "Job versions and current edges").
 */
export function isTerminalEventForStreamingJobWithNoDatasets(
  eventType: string | null | undefined,
  streaming: boolean,
  inputs: number,
  outputs: number,
): boolean {
  return isTerminalEvent(eventType) && streaming && inputs === 0 && outputs === 0;
}

/**
 * `markInputOrOutputDatasetAsPreviousFor(job, ioType)`: an event with no inputs (outputs) clears them
 * (docs/marquez-behaviours.md#run-events-step-by-step steps 8–9).
 */
export function clearCurrentIo(store: Store, jobUuid: string, ioType: IoType): void {
  for (const row of store.io.get(jobUuid) ?? []) if (row.ioType === ioType) row.isCurrent = false;
}

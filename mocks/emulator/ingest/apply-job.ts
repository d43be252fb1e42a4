import { formatNamespaceName, javaUuidFromString, rowUuid, toNameBasedUuid } from '../ids.ts';
import { identityKey, jobByName, nextSeq, pushTo, type JobRow, type RunRow, type RunStateName, type Store } from '../store.ts';
import type { OlJob, RunEvent } from './event-schema.ts';
import { upsertNamespace } from './namespaces.ts';
import { parseInstant } from '../time.ts';

const TERMINAL: Record<string, RunStateName> = { COMPLETE: 'COMPLETED', FAIL: 'FAILED', ABORT: 'ABORTED' };

/**
 * eventType → run state (docs/marquez-behaviours.md#run-states-and-timestamps): unknown strings count as RUNNING; null
 * changes nothing.
 */
export function runStateFor(eventType: string | null | undefined): RunStateName | null {
  if (eventType === null || eventType === undefined) return null;
  return TERMINAL[eventType.toUpperCase()] ?? 'RUNNING';
}

export function isTerminal(eventType: string | null | undefined): boolean {
  return eventType !== null && eventType !== undefined && eventType.toUpperCase() in TERMINAL;
}

function jobFacet<T>(job: OlJob, name: string): T | undefined {
  const v = job.facets?.[name];
  return v === null || v === undefined ? undefined : (v as T);
}

/**
 * STREAM iff `jobType.processingType` is STREAMING (case-insensitive), else BATCH
 * (docs/marquez-behaviours.md#run-events-step-by-step step 3).
 */
export function jobTypeOf(job: OlJob): 'BATCH' | 'STREAM' {
  const p = jobFacet<{ processingType?: unknown }>(job, 'jobType')?.processingType;
  return typeof p === 'string' && p.toUpperCase() === 'STREAMING' ? 'STREAM' : 'BATCH';
}

export interface JobFields {
  type: 'BATCH' | 'STREAM';
  description: string | null;
  location: string | null;
  currentInputs: { namespace: string; name: string }[];
  currentRunUuid: string | null;
}

export function jobFieldsOf(job: OlJob, inputs: { namespace: string; name: string }[], currentRunUuid: string | null): JobFields {
  const description = jobFacet<{ description?: unknown }>(job, 'documentation')?.description;
  const url = jobFacet<{ url?: unknown }>(job, 'sourceCodeLocation')?.url;
  return {
    type: jobTypeOf(job),
    description: typeof description === 'string' ? description : null,
    location: typeof url === 'string' ? url : null,
    currentInputs: inputs.map((d) => ({ namespace: d.namespace, name: d.name })),
    currentRunUuid,
  };
}

/**
 * Insert with eventTime, later upserts move `updatedAt` to the wall clock; the listed fields are overwritten
 * (docs/marquez-behaviours.md#run-states-and-timestamps).
 */
export function upsertJob(
  store: Store,
  ns: string,
  name: string,
  simpleName: string,
  parent: JobRow | null,
  fields: JobFields,
  eventTime: number,
  wall: number,
): JobRow {
  let job = jobByName(store, ns, name);
  if (!job) {
    job = {
      uuid: rowUuid('job', identityKey(ns, name)),
      namespace: ns,
      name,
      simpleName,
      parentJobUuid: parent?.uuid ?? null,
      parentJobName: parent?.name ?? null,
      createdAt: eventTime,
      updatedAt: eventTime,
      currentVersionUuid: null,
      ...fields,
    };
    store.jobs.set(job.uuid, job);
    store.jobByName.set(identityKey(ns, name), job.uuid);
    return job;
  }
  Object.assign(job, fields, { simpleName, updatedAt: wall });
  // Once set, `parent_job_uuid` never changes (docs/marquez-behaviours.md#parent-and-child-jobs).
  if (!job.parentJobUuid && parent) {
    job.parentJobUuid = parent.uuid;
    job.parentJobName = parent.name;
  }
  return job;
}

export function newRun(store: Store, uuid: string, jobUuid: string, eventTime: number, args: Record<string, string>): RunRow {
  const run: RunRow = {
    uuid,
    jobUuid,
    createdAt: eventTime,
    updatedAt: eventTime,
    state: 'NEW',
    transitionedAt: null,
    startedAt: null,
    endedAt: null,
    args,
    jobVersionUuid: null,
    nominalStartTime: null,
    nominalEndTime: null,
    seq: nextSeq(store),
  };
  store.runs.set(uuid, run);
  pushTo(store.runsByJob, jobUuid, uuid);
  return run;
}

/**
 * State, `transitioned_at` and started/ended times of the last processed event
 * (docs/marquez-behaviours.md#run-states-and-timestamps).
 */
export function transition(run: RunRow, eventType: string | null | undefined, eventTime: number): void {
  const state = runStateFor(eventType);
  if (!state) return;
  run.state = state;
  run.transitionedAt = eventTime;
  if (state === 'RUNNING') run.startedAt = eventTime;
  else run.endedAt = eventTime;
}

interface ParentFacet {
  run: { runId: string };
  job: { namespace: string; name: string };
}

export interface ResolvedJob {
  ns: string;
  name: string;
  simpleName: string;
  parent: JobRow | null;
  parentRunUuid: string | null;
}

/** `Utils.parseParentJobName`: cut at the last '.', a name without one unchanged. */
function parseParentJobName(name: string): string {
  return name.includes('.') ? name.slice(0, name.lastIndexOf('.')) : name;
}

/**
 * Parent run facet (`parent`, or its alias `parentRun`, docs/marquez-behaviours.md): a child `task` of parent `dag` is stored as `dag.task`; a missing parent
 * job and run are created in the **child's** namespace; a run owned by another job forces a second uuid.
 */
export function resolveJob(store: Store, event: RunEvent, eventTime: number, wall: number): ResolvedJob {
  const ns = formatNamespaceName(event.job.namespace);
  const facet = event.run.facets?.parent as ParentFacet | null | undefined;
  if (!facet) return { ns, name: event.job.name, simpleName: event.job.name, parent: null, parentRunUuid: null };
  const childName = event.job.name;
  const dagName = parseParentJobName(facet.job.name);
  const parentName = facet.job.name === childName ? dagName : facet.job.name;
  // `Utils.findParentRunUuid` → `toUuid`: the facet's (unformatted) namespace, the dag name and the run id. The V44_2
  // backfill migration's formula leaves the namespace out; ingest does not.
  let parentRunUuid = javaUuidFromString(facet.run.runId) ?? toNameBasedUuid(facet.job.namespace, dagName, facet.run.runId);
  let existing = store.runs.get(parentRunUuid);
  let parent: JobRow | null = null;
  if (existing) {
    const owner = store.jobs.get(existing.jobUuid);
    if (owner && owner.namespace === facet.job.namespace && owner.name === parentName) parent = owner;
    else {
      parentRunUuid = toNameBasedUuid(facet.job.namespace, parentName, parentRunUuid);
      existing = store.runs.get(parentRunUuid);
      const again = existing ? store.jobs.get(existing.jobUuid) : undefined;
      if (again) parent = again;
    }
  }
  if (!parent) {
    upsertNamespace(store, ns, eventTime);
    const fields = jobFieldsOf(event.job, [], parentRunUuid);
    parent = upsertJob(store, ns, parentName, parentName, null, { ...fields, description: null, currentInputs: [] }, eventTime, wall);
    if (!store.runs.has(parentRunUuid)) {
      const run = newRun(store, parentRunUuid, parent.uuid, eventTime, {});
      transition(run, event.eventType, eventTime);
      const nominal = event.run.facets?.nominalTime as { nominalStartTime?: string; nominalEndTime?: string | null } | null | undefined;
      run.nominalStartTime = nominal?.nominalStartTime ? parseInstant(nominal.nominalStartTime) : null;
      run.nominalEndTime = nominal?.nominalEndTime ? parseInstant(nominal.nominalEndTime) : null;
    }
  }
  const simple = childName.startsWith(`${parentName}.`) ? childName.slice(parentName.length + 1) : childName;
  return { ns, name: `${parentName}.${simple}`, simpleName: simple, parent, parentRunUuid };
}

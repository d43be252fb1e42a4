import { error, HttpError, json, notFound, type EmulatorResponse } from '../http.ts';
import { isUuid } from '../ids.ts';
import { jobByName, type JobRow, type RunStateName, type Store } from '../store.ts';
import { hasHiddenJobs, isJobHidden } from './annotations.ts';
import { page, type Query } from './params.ts';
import { serializeJob, serializeJobVersion } from './serialize-job.ts';
import { runFacets, serializeRun } from './serialize-run.ts';

const STATES: readonly RunStateName[] = ['NEW', 'RUNNING', 'COMPLETED', 'FAILED', 'ABORTED'];

function requireJob(store: Store, ns: string, name: string): JobRow {
  const job = jobByName(store, ns, name);
  // A soft-deleted job is out of `jobs_view`, so every read by name misses it.
  if (!job || isJobHidden(store, job.uuid)) throw notFound(`Job '${name}' not found.`);
  return job;
}

/** A namespace's jobs (every job for `null`) in the list order, kept for one store state. */
const listOrder = new WeakMap<Store, { seq: number; byNamespace: Map<string | null, JobRow[]> }>();

/**
 * Newest `updatedAt` first, ties in insertion order. A listing reads page after page (100 jobs each, up to 20 pages
 * of a large namespace), and picking and sorting the namespace's jobs out of all the store's again for every page was
 * most of the emulator's time per page. Only an ingest adds a job or moves its `updatedAt`, and every ingest takes a
 * new `store.seq`: the order kept for one `seq` holds until the next ingest. Hidden jobs are left out per call.
 */
function jobsNewestFirst(store: Store, ns: string | null): JobRow[] {
  let kept = listOrder.get(store);
  if (kept?.seq !== store.seq) {
    kept = { seq: store.seq, byNamespace: new Map() };
    listOrder.set(store, kept);
  }
  let jobs = kept.byNamespace.get(ns);
  if (!jobs) {
    jobs = [...store.jobs.values()].filter((j) => ns === null || j.namespace === ns).sort((a, b) => b.updatedAt - a.updatedAt);
    kept.byNamespace.set(ns, jobs);
  }
  return jobs;
}

/**
 * GET /namespaces/{ns}/jobs and unscoped GET /jobs: newest `updatedAt` first, `lastRunStates` tested on the run at
 * `current_run_uuid`, `totalCount` ignoring that filter; an unknown namespace is `[]`, not 404
 * (docs/marquez-behaviours.md#job-reads).
 */
export function listJobs(store: Store, ns: string | null, query: Query): EmulatorResponse {
  const wanted = query
    .getAll('lastRunStates')
    .flatMap((s) => s.split(','))
    .filter(Boolean);
  for (const s of wanted) {
    if (!STATES.includes(s.toUpperCase() as RunStateName)) {
      throw new HttpError(json(400, { errors: [`query param lastRunStates must be one of [${STATES.join(', ')}]`] }));
    }
  }
  const listed = jobsNewestFirst(store, ns);
  const all = hasHiddenJobs(store) ? listed.filter((j) => !isJobHidden(store, j.uuid)) : listed;
  const filtered = all.filter((j) => {
    if (wanted.length === 0) return true;
    const run = j.currentRunUuid ? store.runs.get(j.currentRunUuid) : undefined;
    return !run || wanted.some((s) => s.toUpperCase() === run.state);
  });
  return json(200, { totalCount: all.length, jobs: page(filtered, query).map((j) => serializeJob(store, j, 'list')) });
}

export function getJob(store: Store, ns: string, name: string): EmulatorResponse {
  return json(200, serializeJob(store, requireJob(store, ns, name), 'get'));
}

/** GET …/jobs/{job}/versions: `{versions}` without `totalCount` (docs/marquez-api.md#list-conventions). */
export function listJobVersions(store: Store, ns: string, name: string, query: Query): EmulatorResponse {
  const job = requireJob(store, ns, name);
  const versions = [...store.jobVersions.values()].filter((v) => v.jobUuid === job.uuid).sort((a, b) => b.createdAt - a.createdAt || b.seq - a.seq);
  return json(200, { versions: page(versions, query).map((v) => serializeJobVersion(store, job, v.uuid)) });
}

/** GET …/jobs/{job}/versions/{hash}: job versions are addressed by their content hash
 * (docs/marquez-behaviours.md#two-kinds-of-version-id). */
export function getJobVersion(store: Store, ns: string, name: string, version: string): EmulatorResponse {
  const job = requireJob(store, ns, name);
  if (!isUuid(version)) throw new HttpError(error(404, 'HTTP 404 Not Found'));
  const uuid = store.jobVersionByHash.get(version.toLowerCase());
  const body = uuid && store.jobVersions.get(uuid)?.jobUuid === job.uuid ? serializeJobVersion(store, job, uuid) : null;
  if (!body) throw notFound(`Job version '${version}' not found.`);
  return json(200, body);
}

/** GET …/jobs/{job}/runs: `startedAt` DESC NULLS LAST (docs/marquez-behaviours.md#run-reads). */
export function listRuns(store: Store, ns: string, name: string, query: Query): EmulatorResponse {
  const job = requireJob(store, ns, name);
  const runs = (store.runsByJob.get(job.uuid) ?? [])
    .flatMap((id) => store.runs.get(id) ?? [])
    .sort((a, b) => (b.startedAt ?? -Infinity) - (a.startedAt ?? -Infinity) || b.seq - a.seq);
  return json(200, { totalCount: runs.length, runs: page(runs, query).map((r) => serializeRun(store, r)) });
}

function requireRun(store: Store, id: string) {
  if (!isUuid(id)) throw new HttpError(error(404, 'HTTP 404 Not Found'));
  const run = store.runs.get(id.toLowerCase());
  if (!run) throw notFound(`Run '${id}' not found.`);
  return run;
}

export function getRun(store: Store, id: string): EmulatorResponse {
  return json(200, serializeRun(store, requireRun(store, id)));
}

/** GET /jobs/runs/{id}/facets?type=run|job: `type` required; nothing stored → 200 with an **empty** body
 * (docs/marquez-api.md#jobs-runs-and-events). */
export function getRunFacets(store: Store, id: string, type: 'RUN' | 'JOB'): EmulatorResponse {
  const run = requireRun(store, id);
  const facets =
    type === 'RUN'
      ? runFacets(store, run.uuid)
      : Object.fromEntries(
          [...(store.jobFacetsByRun.get(run.uuid) ?? [])].sort((a, b) => a.eventTime - b.eventTime || a.seq - b.seq).map((f) => [f.name, f.value]),
        );
  if (Object.keys(facets).length === 0) return { status: 200, headers: {}, body: '' };
  return json(200, { runId: run.uuid, facets });
}

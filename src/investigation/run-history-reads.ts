import type { MqJob, MqRun } from '../domain/marquez-shapes.ts';
import { jobRunHistory } from '../domain/run-lineage/observed-runs.ts';
import type { JobRunHistory, LineageWindow } from '../domain/run-lineage/run-lineage-types.ts';
import { isMarquezApiError } from '../api/marquez-api-error.ts';
import type { RunLineageSource } from './run-source.ts';

// The paged reads run-level lineage and the health check share: job lists with their latest runs, more runs only
// where the window needs them, each failure a note rather than an error.

export const PAGE = 100;
// A namespace with more jobs than this is listed only in part; the note says so.
const MAX_JOB_PAGES = 20;
// 1,000 runs of one job in a window is more than any investigation reads; a job with 10,000 is capped, not a hang.
const MAX_RUN_PAGES = 10;
export const CONCURRENCY = 6;
// A job's list row carries its latest runs (Marquez sends ten); more runs than that may hide in the window.
const LATEST_RUNS = 10;

export async function orNote<T>(load: Promise<T>, notes: string[], what: string): Promise<T | null> {
  try {
    return await load;
  } catch (e) {
    if (isMarquezApiError(e)) {
      notes.push(`${what}: ${e.message}`);
      return null;
    }
    throw e;
  }
}

export async function listJobs(source: RunLineageSource, namespace: string, notes: string[]): Promise<MqJob[]> {
  const jobs: MqJob[] = [];
  for (let page = 0; page < MAX_JOB_PAGES; page++) {
    const answer = await orNote(source.jobs({ namespace, limit: PAGE, offset: page * PAGE }), notes, `jobs of ${namespace}`);
    if (!answer) return jobs;
    jobs.push(...answer.items);
    if (answer.items.length < PAGE) return jobs;
  }
  notes.push(`jobs of ${namespace}: only the first ${MAX_JOB_PAGES * PAGE} were read`);
  return jobs;
}

function oldestMillis(runs: readonly MqRun[]): number | null {
  let oldest: number | null = null;
  for (const r of runs) {
    const t = Date.parse(r.startedAt ?? r.createdAt ?? r.updatedAt ?? '');
    if (Number.isFinite(t) && (oldest === null || t < oldest)) oldest = t;
  }
  return oldest;
}

/** Pages a job's runs, newest first, until they start before the window or the cap is reached. */
export async function readRuns(
  source: Pick<RunLineageSource, 'jobRuns'>,
  job: MqJob,
  window: LineageWindow,
  notes: string[],
): Promise<{ runs: MqRun[]; complete: boolean }> {
  const runs: MqRun[] = [];
  const since = Date.parse(window.since);
  for (let page = 0; page < MAX_RUN_PAGES; page++) {
    const answer = await orNote(source.jobRuns({ namespace: job.namespace, name: job.name, limit: PAGE, offset: page * PAGE }), notes, `runs of ${job.name}`);
    if (!answer) return { runs, complete: false };
    runs.push(...answer.items);
    const oldest = oldestMillis(answer.items);
    if (answer.items.length < PAGE || (oldest !== null && oldest < since)) return { runs, complete: true };
  }
  notes.push(`runs of ${job.name}: only the newest ${MAX_RUN_PAGES * PAGE} were read`);
  return { runs, complete: false };
}

export function historyOf(job: MqJob, runs: readonly MqRun[], complete: boolean): JobRunHistory {
  return jobRunHistory({ namespace: job.namespace, name: job.name }, job.type ?? null, runs, complete);
}

// Whether a job's latest runs may not cover the window: ten of them, the oldest still inside it.
export function mayHaveMore(job: MqJob, window: LineageWindow): boolean {
  const latest = job.latestRuns ?? [];
  if (latest.length < LATEST_RUNS) return false;
  const oldest = oldestMillis(latest);
  return oldest === null || oldest >= Date.parse(window.since);
}

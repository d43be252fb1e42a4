import type { Facets, MqDatasetVersion, MqJob, MqRun } from '../marquez-shapes.ts';
import { isRecord } from '../facets/read-facet.ts';
import { datasetNodeId, jobNodeId } from '../node-id.ts';
import type { Ref, RunStateName } from './evidence-types.ts';

/** One run's view of one dataset version: what it read or wrote, with that side's facets. */
export interface DatasetObservation {
  datasetId: string;
  dataset: Ref;
  version: string;
  direction: 'input' | 'output';
  job: Ref;
  jobId: string;
  run: RunSummary;
  /** The run's input facets (input) or output facets (output) of this version, as Marquez returns them. */
  facets: Facets;
  /** The run's end, else its last event, else its start, as Marquez wrote it; null when it gave none. */
  at: string | null;
  /** `at` in ms (NaN when null): the sort key. */
  atMs: number;
}

export interface RunSummary {
  runId: string;
  state: RunStateName;
  startedAt: string | null;
  endedAt: string | null;
  /** The run's last processed event (Marquez's `updatedAt`). */
  updatedAt: string | null;
  durationMs: number | null;
  facets: Facets;
}

const STATES = new Set<RunStateName>(['NEW', 'RUNNING', 'COMPLETED', 'FAILED', 'ABORTED']);

const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);

export function summarizeRun(run: MqRun): RunSummary {
  const state = STATES.has(run.state as RunStateName) ? (run.state as RunStateName) : 'UNKNOWN';
  return {
    runId: run.id,
    state,
    startedAt: str(run.startedAt),
    endedAt: str(run.endedAt),
    updatedAt: str(run.updatedAt),
    durationMs: typeof run.durationMs === 'number' && Number.isFinite(run.durationMs) ? run.durationMs : null,
    facets: isRecord(run.facets) ? run.facets : {},
  };
}

/** The time a run is known by: its end, else its last event, else its start. */
export function runTime(run: RunSummary): string | null {
  return run.endedAt ?? run.updatedAt ?? run.startedAt;
}

const millis = (iso: string | null): number => (iso ? Date.parse(iso) : Number.NaN);

/** Newest first; runs without a time last, then by run id so the order is the same on every load. */
export function newestFirst<T extends { atMs: number; run: { runId: string } }>(a: T, b: T): number {
  const at = (x: T) => (Number.isNaN(x.atMs) ? -Infinity : x.atMs);
  return at(b) - at(a) || (a.run.runId < b.run.runId ? -1 : a.run.runId > b.run.runId ? 1 : 0);
}

/**
 * Every dataset version each loaded job's runs read or wrote (the job GET's `latestRuns`, Marquez's newest ten),
 * with the facets of that side: input facets (quality assertions and metrics, input statistics) and output facets
 * (output statistics). Deduplicated by run, version and direction: `latestRun` repeats the first of `latestRuns`.
 */
export function observeRuns(jobs: Iterable<MqJob>, versions: ReadonlyMap<string, readonly MqDatasetVersion[]> = new Map()): DatasetObservation[] {
  const out = new Map<string, DatasetObservation>();
  const add = (job: Ref, run: MqRun, direction: 'input' | 'output') => {
    const summary = summarizeRun(run);
    const list = direction === 'input' ? run.inputDatasetVersions : run.outputDatasetVersions;
    for (const entry of Array.isArray(list) ? list : []) {
      const id = entry.datasetVersionId;
      if (!isRecord(id) || !str(id.namespace) || !str(id.name) || !str(id.version)) continue;
      const key = `${summary.runId}\u0000${direction}\u0000${id.namespace}\u0000${id.name}\u0000${id.version}`;
      if (out.has(key)) continue;
      const dataset = { namespace: id.namespace, name: id.name };
      out.set(key, {
        datasetId: datasetNodeId(dataset),
        dataset,
        version: id.version,
        direction,
        job,
        jobId: jobNodeId(job),
        run: summary,
        facets: isRecord(entry.facets) ? entry.facets : {},
        at: runTime(summary),
        atMs: millis(runTime(summary)),
      });
    }
  };
  for (const job of jobs) {
    const ref = { namespace: job.namespace, name: job.name };
    for (const run of [...(job.latestRun ? [job.latestRun] : []), ...(job.latestRuns ?? [])]) {
      add(ref, run, 'input');
      add(ref, run, 'output');
    }
  }
  // A multi-writer dataset's versions name the run that made each; its output side is what that run wrote.
  for (const list of versions.values()) {
    for (const v of list) {
      const run = v.createdByRun;
      if (!run) continue;
      const jobRef = run.jobVersion ? { namespace: run.jobVersion.namespace, name: run.jobVersion.name } : null;
      if (jobRef) add(jobRef, run, 'output');
    }
  }
  return [...out.values()].sort(newestFirst);
}

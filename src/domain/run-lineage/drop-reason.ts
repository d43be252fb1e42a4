import { latestRun } from './observed-runs.ts';
import type { DatasetRef, EdgeDirection, JobRunHistory, ObservedRun } from './run-lineage-types.ts';

/** `2026-11-22 10:00 UTC`: minutes are what a person compares events by. */
export function formatUtc(iso: string | null): string {
  if (!iso) return 'an unknown time';
  const t = Date.parse(iso);
  if (!Number.isFinite(t)) return 'an unknown time';
  return `${new Date(t).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

// A run's state names its last event: COMPLETED came from COMPLETE, and so on. RUNNING is START, RUNNING or OTHER.
const LAST_EVENT: Record<string, string> = {
  COMPLETED: 'COMPLETE',
  FAILED: 'FAIL',
  ABORTED: 'ABORT',
  RUNNING: 'START/RUNNING',
  NEW: 'an event without a type',
};

const FINISHED = new Set(['COMPLETED', 'FAILED', 'ABORTED']);

function touches(run: ObservedRun, dataset: DatasetRef, direction: EdgeDirection): boolean {
  const list = direction === 'input' ? run.inputs : run.outputs;
  return list.some((d) => d.namespace === dataset.namespace && d.name === dataset.name);
}

/**
 * Why Marquez's `/lineage` does not draw an edge some run reported, from the job's runs and what Marquez still
 * draws for the job (`marquezHasEdges`). The rules are Marquez's job-version model (docs/marquez-behaviours.md):
 * edges are the current version's only, any event without datasets clears them except a streaming job's COMPLETE
 * or FAIL, and a batch job gets a version only when a run finishes.
 */
export function dropReason(history: JobRunHistory, dataset: DatasetRef, direction: EdgeDirection, marquezHasEdges: boolean): string {
  const latest = latestRun(history.runs);
  const verb = direction === 'input' ? 'read' : 'written';
  if (!latest) return `no run of this job is known; Marquez draws only the job's current version`;
  const at = formatUtc(latest.lastEventAt);
  const event = LAST_EVENT[latest.state] ?? latest.state;
  const run = `run ${latest.runId}`;
  const streaming = history.type === 'STREAM';
  const latestEmpty = latest.inputs.length === 0 && latest.outputs.length === 0;
  if (!marquezHasEdges && latest.state === 'ABORTED') {
    return `ABORT at ${at} carried no datasets (${run}); Marquez treats ABORT as non-terminal, so the job's current version has no inputs or outputs`;
  }
  if (!marquezHasEdges && !FINISHED.has(latest.state) && latestEmpty) {
    return `${event} at ${at} carried no datasets (${run}); Marquez clears a job's current inputs and outputs on any event without them, so the job has no edges`;
  }
  if (!streaming && !FINISHED.has(latest.state) && !history.runs.some((r) => FINISHED.has(r.state))) {
    return `${run} is still RUNNING (last event ${at}) and no run of this batch job has finished; Marquez draws a batch job's edges only after a run completes, fails or aborts`;
  }
  if (!streaming && !FINISHED.has(latest.state) && touches(latest, dataset, direction)) {
    return `${run} is still RUNNING (last event ${at}); Marquez keeps drawing the version of the last finished run, which did not have this dataset ${verb}`;
  }
  if (!marquezHasEdges) {
    return `the job's last event, ${event} at ${at} (${run}), left it without current inputs or outputs in Marquez`;
  }
  return `not ${verb} by the job's current version (the datasets of its latest finished run); Marquez draws only that version, so earlier runs' datasets disappear`;
}

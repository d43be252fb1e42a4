import type { StaleRun } from '../run-lineage/run-lineage-types.ts';
import type { FreshnessEvidence, Ref } from './evidence-types.ts';
import { runTime, type RunSummary } from './run-observations.ts';

const STATUS: Readonly<Record<RunSummary['state'], FreshnessEvidence['status']>> = {
  NEW: 'running',
  RUNNING: 'running',
  COMPLETED: 'completed',
  FAILED: 'failed',
  ABORTED: 'aborted',
  UNKNOWN: 'missing',
};

/**
 * Freshness of a run (and, for a dataset, of the version it wrote): its state and times, `stale` for a RUNNING run
 * run-level lineage found silent past its threshold (the same stale runs the graph marks). No run: `missing`.
 */
export function freshnessOf(
  run: RunSummary | null,
  job: Ref | null,
  version: { version: string; at: string | null } | null,
  stale: readonly StaleRun[],
): FreshnessEvidence {
  if (!run || !job) return { status: 'missing', run: null, version, at: version?.at ?? null, stale: null };
  const silent = run.state === 'RUNNING' ? stale.find((s) => s.runId === run.runId) : undefined;
  return {
    status: silent ? 'stale' : STATUS[run.state],
    run: { runId: run.runId, state: run.state, startedAt: run.startedAt, endedAt: run.endedAt, durationMs: run.durationMs, job },
    version,
    at: version?.at ?? runTime(run),
    stale: silent ? { lastEventTime: silent.lastEventTime, silentHours: silent.silentHours } : null,
  };
}

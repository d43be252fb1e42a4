import type { MqRun } from '../marquez-shapes.ts';
import { asIdentity } from '../stitching/catalog.ts';
import type { DatasetRef, JobRef, JobRunHistory, ObservedRun } from './run-lineage-types.ts';

function isoOrNull(value: unknown): string | null {
  return typeof value === 'string' && Number.isFinite(Date.parse(value)) ? value : null;
}

function refsOf(list: unknown, side: string, problems: string[], runId: string): DatasetRef[] {
  if (list === null || list === undefined) return [];
  if (!Array.isArray(list)) {
    problems.push(`run ${runId}: ${side} is not a list`);
    return [];
  }
  const refs = new Map<string, DatasetRef>();
  for (const item of list as unknown[]) {
    const ref = asIdentity((item as { datasetVersionId?: unknown } | null)?.datasetVersionId);
    if (!ref) {
      problems.push(`run ${runId}: a malformed ${side} dataset version was skipped`);
      continue;
    }
    refs.set(`${ref.namespace}\u0000${ref.name}`, { namespace: ref.namespace, name: ref.name });
  }
  return [...refs.values()];
}

/** One Marquez Run as lineage sees it; null (with a problem noted) when it has no id. */
export function observeRun(run: MqRun, problems: string[]): ObservedRun | null {
  if (typeof run?.id !== 'string' || run.id === '') {
    problems.push('a run without an id was skipped');
    return null;
  }
  // `updatedAt` is the eventTime of the run's last processed event; older answers may lack it.
  const lastEventAt = isoOrNull(run.updatedAt) ?? isoOrNull(run.endedAt) ?? isoOrNull(run.startedAt) ?? isoOrNull(run.createdAt);
  return {
    runId: run.id,
    state: typeof run.state === 'string' ? run.state : 'UNKNOWN',
    firstEventAt: isoOrNull(run.createdAt) ?? isoOrNull(run.startedAt) ?? lastEventAt,
    startedAt: isoOrNull(run.startedAt),
    endedAt: isoOrNull(run.endedAt),
    lastEventAt,
    inputs: refsOf(run.inputDatasetVersions, 'input', problems, run.id),
    outputs: refsOf(run.outputDatasetVersions, 'output', problems, run.id),
  };
}

/** Runs de-duplicated by id (pages can overlap under concurrent ingest), the later answer winning. */
export function jobRunHistory(job: JobRef, type: string | null, runs: readonly MqRun[], complete: boolean): JobRunHistory {
  const problems: string[] = [];
  const byId = new Map<string, ObservedRun>();
  for (const run of runs) {
    const observed = observeRun(run, problems);
    if (observed) byId.set(observed.runId, observed);
  }
  return { job: { namespace: job.namespace, name: job.name }, type, runs: [...byId.values()], complete, problems };
}

/** Epoch millis of a run's last event, or null. */
export function lastEventMillis(run: ObservedRun): number | null {
  return run.lastEventAt === null ? null : Date.parse(run.lastEventAt);
}

/** Whether a run was active at some point of the window: from its first to its last event, overlapping it. */
export function runOverlaps(run: ObservedRun, window: { since: string; until: string }): boolean {
  const last = lastEventMillis(run);
  if (last === null) return true;
  const first = run.firstEventAt === null ? last : Math.min(Date.parse(run.firstEventAt), last);
  return first <= Date.parse(window.until) && last >= Date.parse(window.since);
}

/** The run whose last event is newest (ties: the later start, then the run id, so the choice is stable). */
export function latestRun(runs: readonly ObservedRun[]): ObservedRun | null {
  let best: ObservedRun | null = null;
  for (const run of runs) {
    if (!best) {
      best = run;
      continue;
    }
    const a = lastEventMillis(run) ?? -Infinity;
    const b = lastEventMillis(best) ?? -Infinity;
    if (a > b || (a === b && (run.startedAt ?? '') > (best.startedAt ?? '')) || (a === b && run.startedAt === best.startedAt && run.runId > best.runId))
      best = run;
  }
  return best;
}

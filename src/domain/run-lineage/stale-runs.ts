import { inWindow } from './lineage-window.ts';
import { lastEventMillis } from './observed-runs.ts';
import { DEFAULT_STALE_HOURS, type JobRunHistory, type LineageWindow, type StaleRun } from './run-lineage-types.ts';

const HOUR_MS = 3600_000;

/**
 * RUNNING runs that have sent nothing for longer than the threshold, measured at the window's end (not the wall
 * clock, so a replay gives the same answer): most likely stopped without a final event, as the Flink 1.x listener
 * does for jobs submitted with `executeAsync` or in application mode.
 */
export function staleRuns(histories: Iterable<JobRunHistory>, window: LineageWindow, thresholdHours = DEFAULT_STALE_HOURS): StaleRun[] {
  const end = Date.parse(window.until);
  const out: StaleRun[] = [];
  for (const h of histories) {
    for (const run of h.runs) {
      if (run.state !== 'RUNNING') continue;
      const at = lastEventMillis(run);
      if (at === null || !inWindow(at, window)) continue;
      const silentHours = (end - at) / HOUR_MS;
      if (silentHours > thresholdHours) {
        out.push({ job: h.job, runId: run.runId, state: run.state, lastEventTime: run.lastEventAt ?? '', silentHours: Math.round(silentHours * 10) / 10 });
      }
    }
  }
  return out.sort((a, b) => b.silentHours - a.silentHours || (a.runId < b.runId ? -1 : 1));
}

/** The words every view uses for a stale run. */
export function staleRunWords(run: StaleRun): string {
  return `stale — probably stopped without a final event (RUNNING, silent for ${Math.round(run.silentHours)} h)`;
}

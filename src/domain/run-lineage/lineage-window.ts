import { DEFAULT_WINDOW_DAYS, type JobRunHistory, type LineageWindow } from './run-lineage-types.ts';
import { lastEventMillis } from './observed-runs.ts';

const DAY_MS = 24 * 3600_000;

/** The newest last-event time among the loaded runs, or null when there is none. */
export function newestRunTime(histories: Iterable<JobRunHistory>): number | null {
  let newest: number | null = null;
  for (const h of histories) {
    for (const run of h.runs) {
      const t = lastEventMillis(run);
      if (t !== null && (newest === null || t > newest)) newest = t;
    }
  }
  return newest;
}

/**
 * The window a view uses: what the user asked for, else {@link DEFAULT_WINDOW_DAYS} days ending at the newest run
 * among the jobs loaded — not "now", so a replayed investigation gives the same answer on any day.
 * `fallbackEnd` is used when no run has a time (an empty history).
 */
export function resolveWindow(asked: { since?: string | null; until?: string | null }, histories: Iterable<JobRunHistory>, fallbackEnd: number): LineageWindow {
  const until = asked.until ? Date.parse(asked.until) : (newestRunTime(histories) ?? fallbackEnd);
  const since = asked.since ? Date.parse(asked.since) : until - DEFAULT_WINDOW_DAYS * DAY_MS;
  return { since: new Date(Math.min(since, until)).toISOString(), until: new Date(until).toISOString() };
}

/** Whether a run's last event falls inside the window (a run with no time at all is kept: it cannot be placed). */
export function inWindow(millis: number | null, window: LineageWindow): boolean {
  if (millis === null) return true;
  return millis >= Date.parse(window.since) && millis <= Date.parse(window.until);
}

/** A valid ISO date-time or date, for `--since/--until` and the URL; null otherwise. */
export function parseWindowBound(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const t = Date.parse(raw);
  return Number.isFinite(t) ? new Date(t).toISOString() : null;
}

import { isRecord, readArray, readRecord, readString } from '../facets/read-facet.ts';
import type { MqDatasetVersion } from '../marquez-shapes.ts';

export interface FailedCheck {
  assertion: string;
  column: string | null;
  expected: string | null;
  actual: string | null;
  /** The dataset version the check ran on, the run that wrote it, and when. */
  version: string;
  runId: string | null;
  at: string;
}

/** Names of the `dataQualityAssertions` entries that failed in one facets object (a dataset or one of its versions). */
export function failedAssertionNames(facets: unknown): string[] {
  return readArray(readRecord(facets, 'dataQualityAssertions'), 'assertions')
    .filter((a): a is Record<string, unknown> => isRecord(a) && a.success === false)
    .map((a) => readString(a, 'assertion') ?? readString(a, 'name') ?? 'unnamed check');
}

const scalar = (obj: Record<string, unknown>, key: string): string | null => {
  const v = obj[key];
  return typeof v === 'string' ? v || null : typeof v === 'number' || typeof v === 'boolean' ? String(v) : null;
};

/**
 * The most recent failed `dataQualityAssertions` entry across a dataset's versions (any order), or the most recent
 * on `day` (YYYY-MM-DD, UTC): the evidence for "the revenue report's quality check failed". Null when none failed.
 */
export function latestFailedCheck(versions: readonly MqDatasetVersion[], day?: string): FailedCheck | null {
  const ordered = [...versions].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  for (const v of ordered) {
    if (day && new Date(v.createdAt).toISOString().slice(0, 10) !== day) continue;
    for (const a of readArray(readRecord(v.facets, 'dataQualityAssertions'), 'assertions')) {
      if (!isRecord(a) || a.success !== false) continue;
      return {
        assertion: readString(a, 'assertion') ?? readString(a, 'name') ?? 'unnamed check',
        column: readString(a, 'column'),
        expected: scalar(a, 'expected'),
        actual: scalar(a, 'actual'),
        version: v.version,
        runId: v.createdByRun?.id ?? null,
        at: v.createdAt,
      };
    }
  }
  return null;
}

/** How many days back a failed check still marks its node when the view sets no window (the run-level default). */
const CHECK_WINDOW_DAYS = 30;

/**
 * The newest failed check on a version created inside `window` (inclusive ISO bounds), or, without one, in the
 * CHECK_WINDOW_DAYS before the newest version: what the dataset's node shows, even when a later version passed,
 * because the investigation is about that time. Null when none failed there.
 */
export function failedCheckInWindow(versions: readonly MqDatasetVersion[], window: { since: string; until: string } | null): FailedCheck | null {
  const times = versions.map((v) => Date.parse(v.createdAt)).filter(Number.isFinite);
  if (times.length === 0) return null;
  const until = window ? Date.parse(window.until) : Math.max(...times);
  const since = window ? Date.parse(window.since) : until - CHECK_WINDOW_DAYS * 86_400_000;
  const inside = versions.filter((v) => {
    const t = Date.parse(v.createdAt);
    return t >= since && t <= until;
  });
  return latestFailedCheck(inside);
}

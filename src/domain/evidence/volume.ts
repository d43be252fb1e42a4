import { readRecord } from '../facets/read-facet.ts';
import type { VolumeEvidence, VolumeSample } from './evidence-types.ts';
import { readCount } from './read-checks.ts';
import type { DatasetObservation } from './run-observations.ts';

/**
 * When a volume counts as a sudden change (docs/incident-workflow.md#volume): the newest sample against the median
 * of up to `window` samples before it, judged only with at least `minHistory` of them. Marked when the ratio is at
 * least `factor` or at most 1/`factor`, or when the volume fell to zero from a non-zero median. The median, not the
 * mean, so one earlier outlier does not hide or fake a change.
 */
export const VOLUME_RULE = { window: 5, minHistory: 3, factor: 2 } as const;

/** The statistics facet of one observation: `outputStatistics` on what a run wrote, `inputStatistics` on what it read. */
export function sampleOf(o: DatasetObservation): VolumeSample | null {
  const facet = o.direction === 'output' ? 'outputStatistics' : 'inputStatistics';
  const stats = readRecord(o.facets, facet);
  if (!stats) return null;
  const sample = { rows: readCount(stats, 'rowCount'), bytes: readCount(stats, 'size'), files: readCount(stats, 'fileCount') };
  if (sample.rows === null && sample.bytes === null && sample.files === null) return null;
  return {
    ...sample,
    source: {
      facet,
      on: o.direction,
      job: o.job,
      runId: o.run.runId,
      dataset: o.dataset,
      version: o.version,
      at: o.at,
    },
  };
}

function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

const fmt = (n: number): string => (Number.isInteger(n) ? n.toLocaleString('en-US') : n.toLocaleString('en-US', { maximumFractionDigits: 1 }));

/**
 * Volume evidence from samples newest first (one writer's or one reader's runs on one dataset). Judges rows when the
 * newest sample and enough earlier ones have a row count, else bytes.
 */
export function judgeVolume(samples: readonly VolumeSample[]): VolumeEvidence {
  const latest = samples[0] ?? null;
  if (!latest)
    return { status: 'missing', latest: null, baseline: null, ratio: null, reason: 'no outputStatistics or inputStatistics facet on the runs loaded' };
  const earlier = samples.slice(1);
  for (const measure of ['rows', 'bytes'] as const) {
    const now = latest[measure];
    if (now === null) continue;
    const history = earlier
      .map((s) => s[measure])
      .filter((v): v is number => v !== null)
      .slice(0, VOLUME_RULE.window);
    if (history.length < VOLUME_RULE.minHistory) continue;
    const base = median(history);
    const baseline = { measure, median: base, samples: history.length };
    const what = `${fmt(now)} ${measure} against a median of ${fmt(base)} over the ${history.length} runs before`;
    if (base === 0) {
      return now === 0
        ? { status: 'steady', latest, baseline, ratio: null, reason: what }
        : { status: 'changed', latest, baseline, ratio: null, reason: `${what}: from nothing to ${fmt(now)}` };
    }
    const ratio = now / base;
    const changed = now === 0 || ratio >= VOLUME_RULE.factor || ratio <= 1 / VOLUME_RULE.factor;
    return {
      status: changed ? 'changed' : 'steady',
      latest,
      baseline,
      ratio,
      reason: changed ? `${what}: ${ratio >= 1 ? `${fmt(ratio)}×` : `${fmt(ratio * 100)} %`} of usual` : what,
    };
  }
  return {
    status: 'no-history',
    latest,
    baseline: null,
    ratio: null,
    reason: `fewer than ${VOLUME_RULE.minHistory} earlier runs with statistics to compare with`,
  };
}

const IN_FLIGHT = new Set(['RUNNING', 'NEW']);

/**
 * Volume of one series — one dataset's observations in one direction (by one job, when given), newest first — run
 * by run (docs/incident-workflow.md#volume):
 * - one sample per run: a run that read two versions of a dataset (its current version moved between events) is
 *   one run, not two runs of history;
 * - a run still in flight without statistics is skipped (Spark sends them with the action's end);
 * - when the newest run that ended sent none (a minimal ABORT or FAIL, or statistics on only some of its outputs),
 *   the volume is `missing`: an earlier run's figures are not this run's, and judging them would call it steady.
 */
export function judgeObserved(
  observations: readonly DatasetObservation[],
  datasetId: string,
  direction: 'input' | 'output',
  jobId: string | null,
): VolumeEvidence {
  const runs = new Map<string, { state: string; at: string | null; sample: VolumeSample | null }>();
  for (const o of observations) {
    if (o.datasetId !== datasetId || o.direction !== direction || (jobId !== null && o.jobId !== jobId)) continue;
    const entry = runs.get(o.run.runId) ?? { state: o.run.state, at: o.at, sample: null };
    entry.sample ??= sampleOf(o);
    runs.set(o.run.runId, entry);
  }
  const ordered = [...runs].filter(([, r]) => r.sample !== null || !IN_FLIGHT.has(r.state));
  const newest = ordered[0];
  if (newest && newest[1].sample === null && ordered.some(([, r]) => r.sample !== null)) {
    const [runId, r] = newest;
    const facet = direction === 'output' ? 'outputStatistics' : 'inputStatistics';
    return {
      status: 'missing',
      latest: null,
      baseline: null,
      ratio: null,
      reason: `the newest run, ${runId} (${r.state.toLowerCase()}${r.at ? `, ${r.at}` : ''}), sent no ${facet} on it: an earlier run's figures are not its own`,
    };
  }
  return judgeVolume(ordered.flatMap(([, r]) => (r.sample ? [r.sample] : [])));
}

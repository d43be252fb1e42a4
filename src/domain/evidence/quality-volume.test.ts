import { describe, expect, it } from 'vitest';
import type { Check, VolumeSample } from './evidence-types.ts';
import { orderChecks, qualityAt, qualityStatus, type VersionQuality } from './quality.ts';
import { judgeVolume, VOLUME_RULE } from './volume.ts';

const SRC = { facet: 'dataQualityAssertions', on: 'input' as const, job: null, runId: null, dataset: null, version: null, at: null };
const check = (assertion: string, result: Check['result'], extra: Partial<Check> = {}): Check => ({
  assertion,
  name: null,
  column: null,
  result,
  severity: null,
  expected: null,
  actual: null,
  description: null,
  source: SRC,
  ...extra,
});

describe('quality status', () => {
  it('fails on a failed check unless every failure is a warn; passes only when every check that ran passed', () => {
    expect(qualityStatus([check('a', 'passed'), check('b', 'failed', { severity: 'error' })])).toBe('failed');
    expect(qualityStatus([check('a', 'failed')])).toBe('failed');
    expect(qualityStatus([check('a', 'passed'), check('b', 'failed', { severity: 'WARN' })])).toBe('warned');
    expect(qualityStatus([check('a', 'passed'), check('b', 'skipped')])).toBe('passed');
  });

  it('is missing, never passed, without checks, with only skipped ones, or with one whose result is unknown', () => {
    expect(qualityStatus([])).toBe('missing');
    expect(qualityStatus([check('a', 'skipped')])).toBe('missing');
    expect(qualityStatus([check('a', 'passed'), check('b', 'unknown')])).toBe('missing');
  });

  it('orders the traced column first, then other columns, then dataset-wide checks', () => {
    const checks = [
      check('rows', 'passed'),
      check('nn', 'passed', { column: 'b' }),
      check('max', 'failed', { column: 'a' }),
      check('u', 'passed', { column: 'b' }),
    ];
    expect(orderChecks(checks, 'b').map((c) => `${c.assertion}:${c.column}`)).toEqual(['nn:b', 'u:b', 'max:a', 'rows:null']);
    expect(orderChecks(checks, null).map((c) => c.assertion)).toEqual(['nn', 'max', 'u', 'rows']);
  });

  it('judges one version by its own checks only, and still shows the newest failure of any version', () => {
    const reports: VersionQuality[] = [
      { version: 'v1', checks: [check('cap', 'failed', { column: 'total' })], metrics: null, atMs: Date.parse('2026-11-24T23:00:00Z') },
      { version: 'v2', checks: [check('cap', 'passed', { column: 'total' })], metrics: null, atMs: Date.parse('2026-11-25T23:00:00Z') },
    ];
    const v2 = qualityAt(reports, 'v2', 'total');
    expect([v2.status, v2.version, v2.lastFailure?.assertion]).toEqual(['passed', 'v2', 'cap']);
    const v3 = qualityAt(reports, 'v3');
    expect([v3.status, v3.version, v3.checks]).toEqual(['missing', null, []]);
    expect(qualityAt(reports, 'v1').status).toBe('failed');
  });
});

const sample = (rows: number | null, bytes: number | null = null): VolumeSample => ({
  rows,
  bytes,
  files: null,
  source: { ...SRC, facet: 'outputStatistics' },
});
const series = (...rows: (number | null)[]) => rows.map((r) => sample(r));

describe('volume rule', () => {
  it('is missing without statistics and without history below the minimum', () => {
    expect(judgeVolume([]).status).toBe('missing');
    expect(judgeVolume(series(100, 100, 100)).status).toBe('no-history');
    expect(VOLUME_RULE.minHistory).toBe(3);
  });

  it('marks the newest sample at twice or half the median of the runs before, not below', () => {
    expect(judgeVolume(series(200, 100, 100, 100)).status).toBe('changed');
    expect(judgeVolume(series(199, 100, 100, 100)).status).toBe('steady');
    expect(judgeVolume(series(50, 100, 100, 100)).status).toBe('changed');
    expect(judgeVolume(series(51, 100, 100, 100)).status).toBe('steady');
    const v = judgeVolume(series(300, 100, 90, 110, 100));
    expect([v.ratio, v.baseline]).toEqual([3, { measure: 'rows', median: 100, samples: 4 }]);
    expect(v.reason).toMatch(/300 rows against a median of 100 over the 4 runs before: 3× of usual/);
  });

  it('uses the median of at most the window, so one outlier neither hides nor fakes a change', () => {
    expect(judgeVolume(series(105, 100, 100, 10_000, 100, 100)).status).toBe('steady');
    expect(judgeVolume(series(105, 100, 100, 100, 100, 100, 1, 1, 1)).baseline?.samples).toBe(VOLUME_RULE.window);
  });

  it('marks a fall to zero and a rise from zero', () => {
    expect(judgeVolume(series(0, 100, 100, 100)).status).toBe('changed');
    expect(judgeVolume(series(10, 0, 0, 0)).status).toBe('changed');
    expect(judgeVolume(series(0, 0, 0, 0)).status).toBe('steady');
  });

  it('falls back to bytes when rows are not counted', () => {
    const v = judgeVolume([sample(null, 5_000), sample(null, 1_000), sample(7, 1_000), sample(null, 1_000)]);
    expect([v.status, v.baseline?.measure]).toEqual(['changed', 'bytes']);
  });
});

import { describe, expect, it } from 'vitest';
import type { MqDatasetVersion } from '../marquez-shapes.ts';
import { failedAssertionNames, failedCheckInWindow, latestFailedCheck } from './failed-check.ts';

function version(v: string, createdAt: string, success: boolean): MqDatasetVersion {
  return {
    id: { namespace: 's3://lake', name: 'daily' },
    name: 'daily',
    namespace: 's3://lake',
    createdAt,
    version: v,
    createdByRun: { id: `run-${v}`, state: 'COMPLETED' },
    facets: {
      dataQualityAssertions: {
        assertions: [
          { assertion: 'not_null', success: true },
          { assertion: 'max_usd', success, column: 'total', expected: '<= 100', actual: 250.5 },
        ],
      },
    },
  };
}

describe('failedAssertionNames', () => {
  it('names the failed entries only, and nothing for facets without assertions', () => {
    expect(failedAssertionNames(version('v1', '2026-11-24T00:00:00Z', false).facets)).toEqual(['max_usd']);
    expect(failedAssertionNames(version('v1', '2026-11-24T00:00:00Z', true).facets)).toEqual([]);
    expect(failedAssertionNames(null)).toEqual([]);
  });
});

describe('latestFailedCheck', () => {
  it('finds the newest failed assertion with its version, run and time, on a given day if asked', () => {
    const versions = [version('v1', '2026-11-23T23:00:00Z', false), version('v2', '2026-11-24T23:00:00Z', false), version('v3', '2026-11-25T23:00:00Z', true)];
    expect(latestFailedCheck(versions)).toEqual({
      assertion: 'max_usd',
      column: 'total',
      expected: '<= 100',
      actual: '250.5',
      version: 'v2',
      runId: 'run-v2',
      at: '2026-11-24T23:00:00Z',
    });
    expect(latestFailedCheck(versions, '2026-11-23')?.version).toBe('v1');
    expect(latestFailedCheck(versions, '2026-11-25')).toBeNull();
  });
});

describe('failedCheckInWindow', () => {
  const versions = [version('v1', '2026-10-01T23:00:00Z', false), version('v2', '2026-11-24T23:00:00Z', false), version('v3', '2026-11-26T23:00:00Z', true)];

  it('finds a failure on an older version inside the window although the newest version passed', () => {
    expect(failedCheckInWindow(versions, { since: '2026-11-20T00:00:00Z', until: '2026-11-30T00:00:00Z' })).toMatchObject({
      version: 'v2',
      assertion: 'max_usd',
    });
  });

  it('ignores failures outside the window', () => {
    expect(failedCheckInWindow(versions, { since: '2026-11-25T00:00:00Z', until: '2026-11-30T00:00:00Z' })).toBeNull();
    expect(failedCheckInWindow(versions, { since: '2026-09-01T00:00:00Z', until: '2026-10-15T00:00:00Z' })).toMatchObject({ version: 'v1' });
  });

  it('without a window, looks 30 days back from the newest version', () => {
    expect(failedCheckInWindow(versions, null)).toMatchObject({ version: 'v2' });
    expect(failedCheckInWindow([versions[0]!, version('v4', '2026-11-26T23:00:00Z', true)], null)).toBeNull();
    expect(failedCheckInWindow([], null)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { FailedCheck } from '../../../domain/time-travel/failed-check.ts';
import { failedCheckTitle } from './failed-check-title.ts';

const check: FailedCheck = {
  assertion: 'max_total_usd',
  column: 'total',
  expected: null,
  actual: null,
  version: 'aaaaaaaa-1111',
  runId: 'rrrrrrrr-2222',
  at: '2026-11-24T03:00:00Z',
};

describe('failedCheckTitle', () => {
  it('does not call the check an older version before the node knows its current version', () => {
    for (const current of [undefined, null]) {
      const title = failedCheckTitle(check, current);
      expect(title).toContain('max_total_usd on total · 2026-11-24 · version aaaaaaaa · run rrrrrrrr');
      expect(title).not.toMatch(/older version/);
    }
  });

  it('says the current version when the check ran on it', () => {
    expect(failedCheckTitle(check, 'aaaaaaaa-1111')).toMatch(/\(the current version\)$/);
    expect(failedCheckTitle(check, 'aaaaaaaa-1111')).not.toMatch(/older version/);
  });

  it('says an older version once the current one is known to be another', () => {
    expect(failedCheckTitle(check, 'bbbbbbbb-3333')).toMatch(/\(an older version: the current one has no failed check\)$/);
  });
});

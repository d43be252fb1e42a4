import { describe, expect, it } from 'vitest';
import { readAssertions, readQualityMetrics, readTestRun } from './read-checks.ts';
import { isOwnerTagKey, readOwners } from './read-owners.ts';

const SRC = { on: 'job' as const, job: { namespace: 'ns', name: 'j' }, runId: 'r1', dataset: null, version: null, at: null };

describe('readOwners', () => {
  it('reads the ownership facet (name required, type optional) and owner tags, skipping what is malformed', () => {
    const facets = {
      ownership: { owners: [{ name: 'team:data', type: 'MAINTAINER' }, { name: 'user:jdoe' }, { type: 'orphan' }, 'x', { name: 42 }, { name: '' }] },
      tags: {
        tags: [
          { key: 'team', value: 'payments', source: 'CONFIG' },
          { key: 'On-Call', value: '#payments-oncall' },
          { key: 'data_owner', value: 'jane' },
          { key: 'domain', value: 'finance' },
          { key: 'owner', value: '' },
          { key: 'owner' },
        ],
      },
    };
    const owners = readOwners(facets, 'job', SRC);
    expect(owners.map((o) => [o.name, o.type, o.source.facet])).toEqual([
      ['team:data', 'MAINTAINER', 'ownership'],
      ['user:jdoe', null, 'ownership'],
      ['payments', 'team', 'tags'],
      ['#payments-oncall', 'On-Call', 'tags'],
      ['jane', 'data_owner', 'tags'],
    ]);
    expect(owners.every((o) => o.via === 'job' && o.source.runId === 'r1')).toBe(true);
  });

  it('finds nothing in facets without owners, and never throws on odd shapes', () => {
    for (const facets of [null, undefined, 7, 'x', [], {}, { ownership: null }, { ownership: { owners: {} } }, { tags: { tags: 'team' } }]) {
      expect(readOwners(facets, 'dataset', SRC)).toEqual([]);
    }
  });

  it('knows owner-like tag keys, not others', () => {
    expect(['owner', 'Team', 'on_call', 'steward', 'MAINTAINER'].every(isOwnerTagKey)).toBe(true);
    expect(['pii', 'domain', 'tier', 'ownership_note'].some(isOwnerTagKey)).toBe(false);
  });
});

describe('readAssertions', () => {
  it('maps success to a result (unknown when absent), keeps column, severity, expected and actual as text', () => {
    const checks = readAssertions(
      {
        dataQualityAssertions: {
          assertions: [
            { assertion: 'not_null', success: true, column: 'id' },
            { assertion: 'max', success: false, severity: 'error', name: 'revenue cap', expected: 100, actual: '250.5' },
            { assertion: 'unique', column: 'id' },
            { name: 'only a name', success: 'false' },
            { success: false },
            null,
          ],
        },
      },
      SRC,
    );
    expect(checks.map((c) => [c.assertion, c.name, c.column, c.result, c.severity, c.expected, c.actual])).toEqual([
      ['not_null', null, 'id', 'passed', null, null, null],
      ['max', 'revenue cap', null, 'failed', 'error', '100', '250.5'],
      ['unique', null, 'id', 'unknown', null, null, null],
      ['only a name', null, null, 'unknown', null, null, null],
    ]);
    expect(checks[0]?.source).toEqual({ ...SRC, facet: 'dataQualityAssertions' });
  });
});

describe('readTestRun', () => {
  it('reads the test run facet: pass/fail/skip, anything else unknown, never a column', () => {
    const checks = readTestRun(
      {
        test: {
          tests: [
            { name: 'assert_ids_unique', status: 'pass', type: 'unique', severity: 'error' },
            { name: 'orphans', status: 'FAIL' },
            { name: 'later', status: 'skip' },
            { name: 'odd', status: '__proto__' },
            { status: 'fail' },
          ],
        },
      },
      SRC,
    );
    expect(checks.map((c) => [c.assertion, c.name, c.result, c.column])).toEqual([
      ['unique', 'assert_ids_unique', 'passed', null],
      ['orphans', null, 'failed', null],
      ['later', null, 'skipped', null],
      ['odd', null, 'unknown', null],
    ]);
    expect(checks.every((c) => c.source.facet === 'test')).toBe(true);
  });
});

describe('readQualityMetrics', () => {
  it('reads counts and per-column metrics; non-numbers and negative counts become null', () => {
    const m = readQualityMetrics(
      {
        dataQualityMetrics: {
          rowCount: 3,
          bytes: -1,
          fileCount: '2',
          // As JSON.parse gives it: `__proto__` is an own key, which must stay a column name, not a prototype.
          columnMetrics: JSON.parse('{"amount": {"nullCount": 0, "sum": 12.5, "min": -3, "max": "x"}, "__proto__": {"nullCount": 1}, "bad": 5}') as unknown,
        },
      },
      SRC,
    );
    expect(m && [m.rowCount, m.bytes, m.fileCount]).toEqual([3, null, null]);
    expect(m?.columns.amount).toEqual({ nullCount: 0, distinctCount: null, count: null, sum: 12.5, min: -3, max: null });
    expect(Object.keys(m?.columns ?? {})).toEqual(['amount', '__proto__']);
    expect(m?.columns['__proto__']?.nullCount).toBe(1);
    expect(({} as Record<string, unknown>).nullCount).toBeUndefined();
    expect(readQualityMetrics({}, SRC)).toBeNull();
  });
});

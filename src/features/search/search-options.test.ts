import { describe, expect, it } from 'vitest';
import type { MqSearchResult } from '../../domain/marquez-shapes.ts';
import { flattenGroups, groupSearchResults } from './search-options.ts';
import { matchFields, parseFieldQuery } from './field-query.ts';

const r = (type: 'DATASET' | 'JOB', namespace: string, name: string): MqSearchResult => ({
  type,
  namespace,
  name,
  nodeId: `${type === 'JOB' ? 'job' : 'dataset'}:${namespace}:${name}`,
});

describe('groupSearchResults', () => {
  it('groups datasets before jobs and ranks the best name match first', () => {
    const groups = groupSearchResults(
      [
        r('JOB', 'spark', 'daily_revenue'),
        r('DATASET', 's3://lakehouse', 'warehouse/lakehouse/daily_revenue_report'),
        r('DATASET', 'iceberg://catalog', 'lakehouse.daily_revenue'),
        r('DATASET', 'x', 'revenue_daily'),
      ],
      'daily_revenue',
    );
    expect(groups.map((g) => g.kind)).toEqual(['dataset', 'job']);
    expect(groups[0]?.options.map((o) => o.name)).toEqual(['lakehouse.daily_revenue', 'warehouse/lakehouse/daily_revenue_report', 'revenue_daily']);
  });

  it('drops duplicate nodeIds and empty groups, puts traces first', () => {
    const dup = r('DATASET', 'k', 'orders');
    const trace = { key: 't', kind: 'trace' as const, name: 'orders.amount', namespace: 'k', nodeId: dup.nodeId, fieldId: 'datasetField:k:orders:amount' };
    const groups = groupSearchResults([dup, dup], 'orders', [trace]);
    expect(groups.map((g) => [g.kind, g.options.length])).toEqual([
      ['trace', 1],
      ['dataset', 1],
    ]);
    expect(flattenGroups(groups).map((o) => o.key)).toEqual(['t', dup.nodeId]);
  });
});

describe('parseFieldQuery', () => {
  it.each([
    ['lakehouse.daily_revenue.total_revenue_usd', { dataset: 'lakehouse.daily_revenue', field: 'total_revenue_usd' }],
    ['orders.amount', { dataset: 'orders', field: 'amount' }],
    [' orders . amount ', { dataset: 'orders', field: 'amount' }],
    ['orders', null],
    ['orders.', null],
    ['.amount', null],
    ['', null],
  ])('%j', (q, expected) => {
    expect(parseFieldQuery(q)).toEqual(expected);
  });
});

describe('matchFields', () => {
  it('prefers exact, then prefix, then substring matches', () => {
    const fields = [{ name: 'amount_usd' }, { name: 'raw_amount' }, { name: 'amount' }, { name: 'currency' }];
    expect(matchFields(fields, 'AMOUNT').map((f) => f.name)).toEqual(['amount', 'amount_usd', 'raw_amount']);
    expect(matchFields(fields, 'zzz')).toEqual([]);
  });
});

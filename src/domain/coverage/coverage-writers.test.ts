import { describe, expect, it } from 'vitest';
import { dataset, fields, job } from '../stitching/test-catalog.ts';
import { computeCoverage } from './compute-coverage.ts';

// Issue 16: an output written by several jobs — coverage credits each facet to the writer whose run produced it.
const P = { _producer: 'p', _schemaURL: 's' };
const out = ['s3://lake', 'warehouse/db/daily'] as [string, string];
const orders = ['s3://lake', '/warehouse/db/orders'] as [string, string];
const refunds = ['kafka://b:9092', 'refunds'] as [string, string];

describe('coverage with several writers of one output (issue 16)', () => {
  it('credits a facet that names an input by a shorter spelling than the run’s input to that run’s job', () => {
    const catalog = {
      datasets: [
        dataset(...orders, { fields: fields('amount') }),
        dataset(...refunds, { fields: fields('amount') }),
        // The facet (Spark's) names `db/orders`; the event's input is `/warehouse/db/orders`.
        dataset(...out, {
          fields: fields('total'),
          facets: { columnLineage: { ...P, fields: { total: { inputFields: [{ namespace: 's3://lake', name: 'db/orders', field: 'amount' }] } } } },
        }),
      ],
      jobs: [
        job('spark', 'load_orders', [], [orders], 'SPARK'),
        job('spark', 'daily', [orders], [out], 'SPARK'),
        job('flink', 'refunds', [refunds], [out], 'FLINK'),
      ],
    };
    const report = computeCoverage(catalog);
    expect(Object.fromEntries(report.jobs.map((j) => [j.name, j.hasColumnLineage]))).toEqual({ load_orders: false, daily: true, refunds: false });
    expect(report.engines.reduce((n, e) => n + e.jobsWithColumnLineage, 0)).toBe(1);
  });

  it('credits Marquez’s accumulated columnLineage to every writer whose input it names, not only the current facet’s', () => {
    const a = ['ns', 'a'] as [string, string];
    const b = ['ns', 'b'] as [string, string];
    const shared = ['ns', 'shared'] as [string, string];
    const catalog = {
      datasets: [
        dataset(...shared, {
          fields: fields('total'),
          // The raw facet is the current version's: writer_b's only.
          facets: { columnLineage: { ...P, fields: { total: { inputFields: [{ namespace: 'ns', name: 'b', field: 'cents' }] } } } },
          columnLineage: [
            {
              name: 'total',
              inputFields: [{ namespace: 'ns', dataset: 'a', field: 'amount', transformationType: 'IDENTITY' }],
              transformationType: 'IDENTITY',
            },
            { name: 'total', inputFields: [{ namespace: 'ns', dataset: 'b', field: 'cents', transformationType: 'IDENTITY' }], transformationType: 'IDENTITY' },
          ],
        }),
      ],
      jobs: [job('ns', 'writer_a', [a], [shared], 'SPARK'), job('ns', 'writer_b', [b], [shared], 'SPARK')],
    };
    const report = computeCoverage(catalog);
    expect(report.jobs.map((j) => [j.name, j.hasColumnLineage, j.fieldsCovered])).toEqual([
      ['writer_a', true, 1],
      ['writer_b', true, 1],
    ]);
  });
});

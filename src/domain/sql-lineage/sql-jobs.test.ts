import { describe, expect, it } from 'vitest';
import type { MqDataset, MqJob } from '../marquez-shapes.ts';
import { sqlJobs } from './sql-jobs.ts';

const job = (name: string, facets: MqJob['facets']): MqJob =>
  ({
    id: { namespace: 'jobs', name },
    type: 'STREAMING',
    name,
    namespace: 'jobs',
    inputs: [
      { namespace: 'kafka', name: 'orders' },
      { namespace: 'kafka', name: 'cat.db.orders' },
    ],
    outputs: [{ namespace: 'lake', name: 'out' }],
    facets,
  }) as unknown as MqJob;
const dataset = (namespace: string, name: string, fields: string[], symlinks: { namespace: string; name: string }[] = []): MqDataset =>
  ({
    id: { namespace, name },
    namespace,
    name,
    fields: fields.map((f) => ({ name: f })),
    facets: { symlinks: { identifiers: symlinks } },
  }) as unknown as MqDataset;

const datasets = [
  dataset('kafka', 'orders', ['id', 'amount', 'amount'], [{ namespace: 'kafka', name: 'cat.db.orders' }]),
  // Marquez keeps the symlink's identity as a dataset of its own.
  dataset('kafka', 'cat.db.orders', ['id', 'amount']),
  dataset('lake', 'out', ['id']),
];

describe('sqlJobs', () => {
  it('takes Flink SQL facets (or no dialect), leaves other dialects alone, and lets a file win', () => {
    const jobs = [
      job('flink', { sql: { query: 'INSERT INTO out SELECT id FROM orders', dialect: 'flink' } }),
      job('plain', { sql: { query: 'INSERT INTO out SELECT id FROM orders' } }),
      job('spark', { sql: { query: 'INSERT INTO out SELECT id FROM orders', dialect: 'spark' } }),
      job('none', {}),
      job('blank', { sql: { query: '  ' } }),
    ];
    const files = { 'jobs/none': 'INSERT INTO out SELECT amount FROM orders' };
    expect(sqlJobs(jobs, { graph: [] }, datasets, files).map((j) => [j.id, j.origin])).toEqual([
      ['job:jobs:flink', 'facet'],
      ['job:jobs:plain', 'facet'],
      ['job:jobs:none', 'file'],
    ]);
  });

  it('gives each dataset once, by its own identity with its fields and symlink names', () => {
    const [one] = sqlJobs([job('flink', { sql: { query: 'x' } })], { graph: [] }, datasets);
    expect(one?.datasets).toEqual({
      inputs: [{ namespace: 'kafka', name: 'orders', fields: ['id', 'amount'], aliases: ['cat.db.orders'] }],
      outputs: [{ namespace: 'lake', name: 'out', fields: ['id'], aliases: [] }],
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { MqDataset } from '../marquez-shapes.ts';
import { dataset, fields, job, symlinks } from '../stitching/test-catalog.ts';
import { computeCoverage } from './compute-coverage.ts';

const P = { _producer: 'p', _schemaURL: 's' };
const src = ['kafka://b:9092', 'orders'] as [string, string];
const out = ['s3://lake', 'warehouse/db/daily'] as [string, string];

function cll(fieldsMap: Record<string, unknown>, extra: Record<string, unknown> = {}): MqDataset['facets'] {
  return { columnLineage: { ...P, fields: fieldsMap, ...extra } };
}

describe('computeCoverage', () => {
  it('counts covered fields and typed edges from the raw columnLineage facet', () => {
    const catalog = {
      datasets: [
        dataset(...src, { fields: fields('amount', 'region', 'ts') }),
        dataset(...out, {
          fields: fields('total', 'region', 'note'),
          facets: cll(
            {
              total: { inputFields: [{ namespace: src[0], name: src[1], field: 'amount', transformations: [{ type: 'DIRECT', subtype: 'AGGREGATION' }] }] },
              region: {
                inputFields: [
                  { namespace: src[0], name: src[1], field: 'region', transformations: [{ type: 'DIRECT', subtype: 'IDENTITY' }] },
                  { namespace: src[0], name: src[1], field: 'ts' },
                ],
              },
            },
            { dataset: [{ namespace: src[0], name: src[1], field: 'ts', transformations: [{ type: 'INDIRECT', subtype: 'FILTER' }] }] },
          ),
        }),
      ],
      jobs: [job('spark', 'daily', [src], [out], 'SPARK')],
    };
    const report = computeCoverage(catalog);
    expect(report.jobs).toEqual([
      { namespace: 'spark', name: 'daily', engine: 'spark', engineRule: 'jobType.integration', hasColumnLineage: true, fieldsCovered: 2, fields: 3 },
    ]);
    expect(report.engines).toEqual([
      { engine: 'spark', jobs: 1, jobsWithColumnLineage: 1, outputFields: 3, outputFieldsCovered: 2, typedEdges: 2, columnEdges: 3 },
    ]);
    expect(report.degradePoints).toEqual([
      {
        job: { namespace: 'spark', name: 'daily' },
        engine: 'spark',
        dataset: { namespace: out[0], name: out[1] },
        reason: expect.stringMatching(/covers 2 of 3/),
        missingFields: ['note'],
      },
    ]);
  });

  it('falls back to Marquez’s old shape, where only transformationType makes an edge typed', () => {
    const catalog = {
      datasets: [
        dataset(...out, {
          fields: fields('a', 'b'),
          columnLineage: [
            { name: 'a', inputFields: [{ namespace: src[0], dataset: src[1], field: 'x', transformationType: 'IDENTITY' }] },
            { name: 'b', inputFields: [{ namespace: src[0], dataset: src[1], field: 'y' }] },
          ],
        }),
      ],
      jobs: [job('dbt', 'model.p.m', [src], [out], 'DBT')],
    };
    expect(computeCoverage(catalog).engines).toEqual([
      { engine: 'dbt', jobs: 1, jobsWithColumnLineage: 1, outputFields: 2, outputFieldsCovered: 2, typedEdges: 1, columnEdges: 2 },
    ]);
  });

  it('marks Flink and Kafka Connect outputs as degrade points with an engine-specific reason', () => {
    const catalog = {
      datasets: [dataset(...src, { fields: fields('a', 'b') }), dataset(...out, { fields: fields('a') })],
      jobs: [job('connect', 'cdc', [['postgres://db:5432', 'shop.public.orders']], [src], 'DEBEZIUM'), job('flink', 'enrich', [src], [out], 'FLINK')],
    };
    const report = computeCoverage(catalog);
    expect(report.engines.map((e) => [e.engine, e.jobsWithColumnLineage, e.outputFieldsCovered, e.outputFields])).toEqual([
      ['kafka-connect', 0, 0, 2],
      ['flink', 0, 0, 1],
    ]);
    expect(report.degradePoints.map((d) => [d.engine, d.reason])).toEqual([
      ['kafka-connect', expect.stringMatching(/^Kafka Connect \/ Debezium reports dataset-level lineage only/)],
      ['flink', expect.stringMatching(/^Flink job reports dataset-level lineage only/)],
    ]);
  });

  it('counts a dataset listed under its alias once, and reads its facets from the row that has them', () => {
    const catalog = {
      datasets: [
        dataset(...out, {
          currentVersion: 'v1',
          fields: fields('a'),
          facets: { ...symlinks(['hive://ms', 'db.daily']), ...cll({ a: { inputFields: [{ namespace: src[0], name: src[1], field: 'a' }] } }) },
        }),
        dataset('hive://ms', 'db.daily', { currentVersion: 'v1', fields: fields('a'), facets: {} }),
      ],
      jobs: [job('spark', 'daily', [src], [out, ['hive://ms', 'db.daily']], 'SPARK')],
    };
    expect(computeCoverage(catalog).jobs[0]).toMatchObject({ fields: 1, fieldsCovered: 1, hasColumnLineage: true });
    expect(computeCoverage(catalog).degradePoints).toEqual([]);
  });

  it('attributes a shared output’s column lineage to the writer whose inputs it names', () => {
    const other = ['kafka://b:9092', 'refunds'] as [string, string];
    const catalog = {
      datasets: [dataset(...out, { fields: fields('a'), facets: cll({ a: { inputFields: [{ namespace: src[0], name: src[1], field: 'a' }] } }) })],
      jobs: [job('spark', 'orders', [src], [out], 'SPARK'), job('flink', 'refunds', [other], [out], 'FLINK')],
    };
    const byJob = Object.fromEntries(computeCoverage(catalog).jobs.map((j) => [j.name, j.hasColumnLineage]));
    expect(byJob).toEqual({ refunds: false, orders: true });
  });

  it('leaves out jobs without outputs and reports outputs missing from the catalog', () => {
    const catalog = { datasets: [], jobs: [job('spark', 'app', [], []), job('spark', 'lost', [src], [out], 'SPARK')] };
    const report = computeCoverage(catalog);
    expect(report.jobs.map((j) => j.name)).toEqual(['lost']);
    expect(report.degradePoints[0]?.reason).toMatch(/not in the catalog/);
  });

  it('gives the JSON exactly the contract keys', () => {
    const report = computeCoverage({ datasets: [dataset(...out)], jobs: [job('flink', 'j', [src], [out], 'FLINK')] });
    expect(Object.keys(report)).toEqual(['engines', 'jobs', 'degradePoints']);
    expect(Object.keys(report.engines[0] ?? {})).toEqual([
      'engine',
      'jobs',
      'jobsWithColumnLineage',
      'outputFields',
      'outputFieldsCovered',
      'typedEdges',
      'columnEdges',
    ]);
    expect(Object.keys(report.jobs[0] ?? {})).toEqual(['namespace', 'name', 'engine', 'engineRule', 'hasColumnLineage', 'fieldsCovered', 'fields']);
  });
});

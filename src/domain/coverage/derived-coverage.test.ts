import { describe, expect, it } from 'vitest';
import type { DerivedSqlLineage } from '../sql-lineage/derived-types.ts';
import type { CoverageReport } from './compute-coverage.ts';
import { derivedCoverage, derivedSummary } from './derived-coverage.ts';

const input = { namespace: 'k', name: 'in', field: 'a', transformations: [] };
const derived = (fields: Record<string, (typeof input)[]>): DerivedSqlLineage => ({
  parser: 'fixture',
  outputs: [{ namespace: 'k', name: 'out', fields, dataset: [] }],
  unmapped: [],
  unsupported: [],
});
const job = (name: string, engine: 'flink' | 'spark', hasColumnLineage: boolean) => ({
  namespace: 'jobs',
  name,
  engine,
  engineRule: 'jobType.integration' as const,
  hasColumnLineage,
  fieldsCovered: hasColumnLineage ? 1 : 0,
  fields: 2,
});
const report: CoverageReport = {
  engines: [
    { engine: 'flink', jobs: 2, jobsWithColumnLineage: 0, outputFields: 4, outputFieldsCovered: 0, typedEdges: 0, columnEdges: 0 },
    { engine: 'spark', jobs: 1, jobsWithColumnLineage: 1, outputFields: 2, outputFieldsCovered: 1, typedEdges: 1, columnEdges: 1 },
  ],
  jobs: [job('sql', 'flink', false), job('datastream', 'flink', false), job('spark', 'spark', true)],
  degradePoints: [],
};

describe('derivedCoverage', () => {
  it('counts derived output columns with an input, per engine, only for jobs that report none', () => {
    const d = derivedCoverage(
      report,
      new Map([
        ['job:jobs:sql', derived({ x: [input], y: [input], constant: [] })],
        // Reported wins: the Spark job's derived lineage is not counted.
        ['job:jobs:spark', derived({ x: [input] })],
      ]),
    );
    expect(d.engines).toEqual([{ engine: 'flink', reportedFields: 0, derivedFields: 2, derivedJobs: 1 }]);
    expect(d.jobs).toEqual({ 'job:jobs:sql': 2 });
    expect(derivedSummary(d.engines[0]!)).toBe('Flink: 0 reported, 2 derived from SQL');
  });

  it('is empty without derived lineage', () => {
    expect(derivedCoverage(report, new Map())).toEqual({ engines: [], jobs: {} });
  });
});

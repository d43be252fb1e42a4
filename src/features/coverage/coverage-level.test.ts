import { describe, expect, it } from 'vitest';
import type { EngineCoverage } from '../../domain/coverage/compute-coverage.ts';
import { engineLevel } from './coverage-level.ts';

const row = (p: Partial<EngineCoverage>): EngineCoverage => ({
  engine: 'spark',
  jobs: 2,
  jobsWithColumnLineage: 2,
  outputFields: 10,
  outputFieldsCovered: 10,
  typedEdges: 0,
  columnEdges: 0,
  ...p,
});

describe('engineLevel', () => {
  it('names full, partial and absent column lineage', () => {
    expect(engineLevel(row({}))).toBe('column-level');
    expect(engineLevel(row({ outputFieldsCovered: 7 }))).toBe('partly column-level');
    expect(engineLevel(row({ jobsWithColumnLineage: 1 }))).toBe('partly column-level');
    expect(engineLevel(row({ jobsWithColumnLineage: 0, outputFieldsCovered: 0 }))).toBe('dataset-level only');
    expect(engineLevel(row({ outputFields: 0, outputFieldsCovered: 0, jobsWithColumnLineage: 0 }))).toBe('dataset-level only');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomCatalog } from '../stitching/random-catalog.ts';
import { computeCoverage, ENGINE_ORDER } from './compute-coverage.ts';

// Issue 9: coverage reads whatever the catalog holds — missing schemas, unknown or malformed facets, jobs whose
// inputs/outputs are not lists, duplicate identities. It must not throw, and its totals must add up.
describe('computeCoverage on random, partly malformed catalogs (property, issue 9)', () => {
  it('never throws; per-engine totals are the sums of their jobs; nothing is covered twice', () => {
    fc.assert(
      fc.property(randomCatalog(), (catalog) => {
        const report = computeCoverage(catalog);
        expect(report.engines.map((e) => ENGINE_ORDER.indexOf(e.engine))).toEqual(
          [...report.engines.map((e) => ENGINE_ORDER.indexOf(e.engine))].sort((a, b) => a - b),
        );
        const jobKeys = report.jobs.map((j) => `${j.namespace}\u0000${j.name}`);
        expect(new Set(jobKeys).size).toBe(jobKeys.length);
        for (const job of report.jobs) {
          expect(job.fieldsCovered).toBeGreaterThanOrEqual(0);
          expect(job.fieldsCovered).toBeLessThanOrEqual(job.fields);
          expect(job.hasColumnLineage).toBe(job.fieldsCovered > 0);
        }
        for (const e of report.engines) {
          const rows = report.jobs.filter((j) => j.engine === e.engine);
          expect(e.jobs).toBe(rows.length);
          expect(e.jobs).toBeGreaterThan(0);
          expect(e.jobsWithColumnLineage).toBe(rows.filter((j) => j.hasColumnLineage).length);
          expect(e.outputFields).toBe(rows.reduce((n, j) => n + j.fields, 0));
          expect(e.outputFieldsCovered).toBe(rows.reduce((n, j) => n + j.fieldsCovered, 0));
          expect(e.typedEdges).toBeLessThanOrEqual(e.columnEdges);
        }
        expect(report.engines.reduce((n, e) => n + e.jobs, 0)).toBe(report.jobs.length);
        for (const d of report.degradePoints) {
          expect(jobKeys).toContain(`${d.job.namespace}\u0000${d.job.name}`);
          expect(d.reason.length).toBeGreaterThan(0);
          expect(new Set(d.missingFields).size).toBe(d.missingFields.length);
        }
        // Pure: the same catalog gives the same report.
        expect(computeCoverage(catalog)).toEqual(report);
      }),
      { numRuns: 1000 },
    );
  });
});

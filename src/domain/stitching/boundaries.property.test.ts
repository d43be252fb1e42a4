import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeCoverage, ENGINE_ORDER } from '../coverage/compute-coverage.ts';
import { flip314Coverage } from '../flip314/flip314-coverage.ts';
import { projectFlip314 } from '../flip314/project-flip314.ts';
import { identityKey } from './catalog.ts';
import { findStitchCandidates } from './find-stitch-candidates.ts';
import { randomCatalog } from './random-catalog.ts';

const RUNS = { numRuns: 1000 };

function shuffle<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let s = seed >>> 0;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1664525 + 1013904223) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

describe('stitching on random catalogs (issue 9)', () => {
  it('never throws, never pairs a dataset with itself, keeps confidence in [0,1], one candidate per pair', () => {
    fc.assert(
      fc.property(randomCatalog(), (catalog) => {
        const candidates = findStitchCandidates(catalog);
        const pairs = new Set<string>();
        for (const c of candidates) {
          const ka = identityKey(c.a);
          const kb = identityKey(c.b);
          expect(ka).not.toBe(kb);
          expect(c.confidence).toBeGreaterThanOrEqual(0);
          expect(c.confidence).toBeLessThanOrEqual(1);
          expect(c.hint.length).toBeGreaterThan(0);
          const pair = ka < kb ? `${ka}|${kb}` : `${kb}|${ka}`;
          expect(pairs.has(pair)).toBe(false);
          pairs.add(pair);
        }
      }),
      RUNS,
    );
  });

  it('gives the same list whatever order Marquez listed datasets and jobs in', () => {
    fc.assert(
      fc.property(randomCatalog({ uniqueKeys: true }), fc.integer(), (catalog, seed) => {
        const shuffled = { datasets: shuffle(catalog.datasets, seed), jobs: shuffle(catalog.jobs, seed + 1) };
        expect(findStitchCandidates(shuffled)).toEqual(findStitchCandidates(catalog));
      }),
      RUNS,
    );
  });
});

describe('coverage on random catalogs (issue 9)', () => {
  it('never throws; covered ≤ total everywhere; engine totals are the sums of their jobs', () => {
    fc.assert(
      fc.property(randomCatalog(), (catalog) => {
        const report = computeCoverage(catalog);
        for (const j of report.jobs) {
          expect(j.fieldsCovered).toBeLessThanOrEqual(j.fields);
          expect(j.hasColumnLineage).toBe(j.fieldsCovered > 0);
        }
        expect(report.engines.map((e) => e.engine)).toEqual(ENGINE_ORDER.filter((e) => report.jobs.some((j) => j.engine === e)));
        for (const e of report.engines) {
          const jobs = report.jobs.filter((j) => j.engine === e.engine);
          expect(e.jobs).toBe(jobs.length);
          expect(e.jobsWithColumnLineage).toBe(jobs.filter((j) => j.hasColumnLineage).length);
          expect(e.outputFields).toBe(jobs.reduce((s, j) => s + j.fields, 0));
          expect(e.outputFieldsCovered).toBeLessThanOrEqual(e.outputFields);
          expect(e.typedEdges).toBeLessThanOrEqual(e.columnEdges);
        }
        expect(JSON.parse(JSON.stringify(report))).toEqual(report);
      }),
      RUNS,
    );
  });
});

describe('FLIP-314 on random catalogs', () => {
  it('keeps every island closed (edges source → sink of its own job) and covered ≤ total', () => {
    fc.assert(
      fc.property(randomCatalog(), (catalog) => {
        const islands = projectFlip314(catalog);
        for (const island of islands) {
          const roles = new Map(island.vertices.map((v) => [v.id, v.role]));
          for (const e of island.edges) expect([roles.get(e.source), roles.get(e.target)]).toEqual(['source', 'sink']);
        }
        const hops = catalog.datasets.slice(1).map((d, i) => ({
          from: { namespace: catalog.datasets[i]?.namespace ?? '', dataset: catalog.datasets[i]?.name ?? '', field: null },
          to: { namespace: String(d.namespace), dataset: String(d.name), field: null },
          job: catalog.jobs[i] ? { namespace: String(catalog.jobs[i]?.namespace), name: String(catalog.jobs[i]?.name) } : null,
          level: 'dataset',
        }));
        const result = flip314Coverage({ hops }, islands);
        expect(result.covered).toBeLessThanOrEqual(result.total);
        expect(result.lostAt === null).toBe(result.covered === result.total);
      }),
      RUNS,
    );
  });
});

describe('the random catalogs exercise every rule', () => {
  it('sampled catalogs yield candidates of all five rules and jobs with column lineage', () => {
    const samples = fc.sample(randomCatalog(), { numRuns: 400, seed: 7 });
    const rules = new Set(samples.flatMap((c) => findStitchCandidates(c).map((x) => x.rule)));
    expect([...rules].sort()).toEqual(['facet-input', 'iceberg-location', 'kafka-bootstrap', 'storage-path', 'symlink']);
    expect(samples.some((c) => computeCoverage(c).jobs.some((j) => j.hasColumnLineage))).toBe(true);
  });
});

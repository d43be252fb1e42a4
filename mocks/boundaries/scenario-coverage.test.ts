import { describe, expect, it } from 'vitest';
import { computeCoverage, type CoverageReport } from '../../src/domain/coverage/compute-coverage.ts';
import { flip314Coverage } from '../../src/domain/flip314/flip314-coverage.ts';
import { projectFlip314 } from '../../src/domain/flip314/project-flip314.ts';
import type { Catalog } from '../../src/domain/stitching/catalog.ts';
import { findStitchCandidates } from '../../src/domain/stitching/find-stitch-candidates.ts';
import type { OlRunEvent } from '../../src/domain/marquez-shapes.ts';
import { snapshotFromRunEvents } from '../../src/domain/trace/snapshot-from-events.ts';
import { traceField } from '../../src/domain/trace/trace-field.ts';
import { createEmulator } from '../emulator/index.ts';
import { BROKEN, scenarioEvents, TALK, type ScenarioName } from '../scenarios/index.ts';
import { emulatorCatalog, emulatorFetch } from './emulator-fetch.ts';

async function catalogOf(name: ScenarioName): Promise<Catalog> {
  const emulator = createEmulator({ clock: () => new Date('2026-12-01T00:00:00Z') });
  expect(emulator.loadEvents(scenarioEvents(name)).rejected).toEqual([]);
  return emulatorCatalog(emulatorFetch(emulator).fetch);
}

function engine(report: CoverageReport, name: string) {
  const row = report.engines.find((e) => e.engine === name);
  expect(row, `engine ${name} in the report`).toBeDefined();
  return row!;
}

function expectDatasetLevelOnly(report: CoverageReport, name: string): void {
  const row = engine(report, name);
  expect(row.jobs).toBeGreaterThan(0);
  expect([row.jobsWithColumnLineage, row.outputFieldsCovered, row.columnEdges]).toEqual([0, 0, 0]);
  expect(row.outputFields).toBeGreaterThan(0);
}

function expectColumnLevel(report: CoverageReport, name: string): void {
  const row = engine(report, name);
  expect(row.jobsWithColumnLineage).toBe(row.jobs);
  expect(row.outputFieldsCovered).toBe(row.outputFields);
  expect(row.typedEdges).toBe(row.columnEdges);
  expect(row.columnEdges).toBeGreaterThan(0);
}

describe('coverage on the talk scenario', async () => {
  const report = computeCoverage(await catalogOf('talk'));

  it('shows Kafka Connect (as connect-lineage captures it) and Spark column-level, Flink dataset-level only', () => {
    expectColumnLevel(report, 'spark');
    expectColumnLevel(report, 'kafka-connect');
    expectDatasetLevelOnly(report, 'flink');
    expect(report.engines.map((e) => e.engine)).toEqual(['kafka-connect', 'flink', 'spark']);
  });

  it('lists every job with its engine and the rule that decided it', () => {
    const rows = report.jobs.map((j) => [j.namespace, j.name, j.engine, j.engineRule]);
    const expected = Object.entries(TALK.jobs).map(([key, ref]) => [
      ref.namespace,
      ref.name,
      TALK.engines[key as keyof typeof TALK.engines].engine,
      TALK.engines[key as keyof typeof TALK.engines].rule,
    ]);
    expect(rows.sort()).toEqual(expected.sort());
  });

  it('marks the Flink outputs as degrade points, and only those', () => {
    const points = report.degradePoints.map((d) => `${d.engine} ${d.job.name} → ${d.dataset.name}`).sort();
    expect(points).toEqual(
      [
        `flink ${TALK.jobs.fraudDetector.name} → ${TALK.datasets.fraudAlerts.name}`,
        `flink ${TALK.jobs.ordersEnrichment.name} → ${TALK.datasets.ordersEnriched.name}`,
      ].sort(),
    );
  });
});

describe('coverage on the broken-boundaries scenario', async () => {
  const report = computeCoverage(await catalogOf('broken-boundaries'));

  it('shows the same split: Spark column-level, Flink / Kafka Connect dataset-level only', () => {
    expectColumnLevel(report, 'spark');
    expectDatasetLevelOnly(report, 'flink');
    expectDatasetLevelOnly(report, 'kafka-connect');
  });
});

describe('FLIP-314 on the talk scenario', async () => {
  const catalog = await catalogOf('talk');
  const islands = projectFlip314(catalog);

  it('shows one island per Flink job, with only that job’s sources and sinks', () => {
    expect(islands.map((i) => i.job)).toEqual([TALK.jobs.fraudDetector, TALK.jobs.ordersEnrichment]);
    const enrichment = islands[1]!;
    expect(enrichment.vertices.map((v) => [v.role, v.dataset])).toEqual([
      ['source', TALK.datasets.fxRates],
      ['source', TALK.datasets.ordersTopic],
      ['sink', TALK.datasets.ordersEnriched],
    ]);
  });

  it('covers the Flink steps of the talk trace, not the Spark or Kafka Connect ones', () => {
    const trace = traceField(snapshotFromRunEvents(scenarioEvents('talk') as unknown as OlRunEvent[]), TALK.traceStart);
    const result = flip314Coverage(trace, islands);
    expect(result.total).toBeGreaterThanOrEqual(3);
    expect(result.covered).toBeGreaterThan(0);
    expect(result.covered).toBeLessThan(result.total);
    for (const h of result.hops) expect(h.covered).toBe(trace.hops[h.index]?.job?.name === TALK.jobs.ordersEnrichment.name);
    expect(result.lostAt?.hopIndex).toBe(0);
  });
});

describe('the broken-boundaries trace with accepted stitches', async () => {
  const candidates = findStitchCandidates(await catalogOf('broken-boundaries'));
  const snapshot = snapshotFromRunEvents(scenarioEvents('broken-boundaries') as unknown as OlRunEvent[]);
  const source = { namespace: BROKEN.datasets.paymentsTable.namespace, dataset: BROKEN.datasets.paymentsTable.name };

  it('reaches the Postgres source only with stitching on', () => {
    const without = traceField(snapshot, BROKEN.traceStart);
    const stitched = traceField(snapshot, BROKEN.traceStart, { stitches: candidates });
    expect(without.roots.map((r) => ({ namespace: r.namespace, dataset: r.dataset }))).not.toContainEqual(source);
    expect(stitched.roots.map((r) => ({ namespace: r.namespace, dataset: r.dataset }))).toContainEqual(source);
    expect(stitched.hops.filter((h) => h.level === 'stitched').length).toBeGreaterThanOrEqual(2);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { SPEC_2026 } from '../../../mocks/scenarios/index.ts';
import { datasetPath, getJson, jobPath, loadedEmulator } from '../../../mocks/scenarios/test-support/emulator-client.ts';
import { fromFacet } from '../coverage/output-lineage.ts';
import type { MqDataset, MqJob, MqLineageGraph } from '../marquez-shapes.ts';
import { datasetNodeId, jobNodeId } from '../node-id.ts';
import { identityKey } from '../stitching/catalog.ts';
import { columnEdges } from './column-edges.ts';
import { buildLineageGraph, type LineageGraph } from './lineage-graph.ts';

const { datasets: D, jobs: J } = SPEC_2026;
const REPORT = datasetNodeId(D.revenueReport);
const SUMMARY = datasetNodeId(D.dailySummary);

/**
 * Column lineage 1-2-0's dataset-wide INDIRECT inputs (the top-level `dataset[]`: Spark's report filters on
 * order_date and groups by region) on the canvas's and coverage's paths, through the emulator's answers.
 */
describe('dataset-wide INDIRECT inputs (spec-2026 revenue report)', () => {
  let graph: LineageGraph;
  let report: MqDataset;
  beforeAll(async () => {
    const em = loadedEmulator(['spec-2026']);
    const lineage = await getJson<MqLineageGraph>(em, `/api/v1/lineage?nodeId=${encodeURIComponent(REPORT)}&depth=2`);
    const datasets = new Map<string, MqDataset>();
    const jobs = new Map<string, MqJob>();
    for (const n of lineage.graph) {
      if (n.type === 'DATASET') datasets.set(n.id, await getJson<MqDataset>(em, datasetPath(n.data)));
      else jobs.set(n.id, await getJson<MqJob>(em, jobPath(n.data)));
    }
    graph = buildLineageGraph(lineage, { focusId: REPORT, datasets, jobs });
    report = datasets.get(REPORT)!;
  });

  it('draws them once each, to the whole output (no field), INDIRECT with their subtype, through the job', () => {
    const into = columnEdges(graph).filter((e) => e.to.datasetId === REPORT);
    const show = (e: (typeof into)[number]) => `${e.type} ${e.from.field} ${e.to.field ?? '*'} ${e.transformations.map((t) => t.subtype).join(',')}`;
    expect(into.every((e) => e.from.datasetId === SUMMARY && e.jobId === jobNodeId(J.report))).toBe(true);
    expect(into.map(show).sort()).toEqual([
      'DIRECT region region IDENTITY',
      'DIRECT total revenue AGGREGATION',
      'INDIRECT order_date * FILTER',
      'INDIRECT region * GROUP_BY',
    ]);
  });

  it('counts the input dataset for coverage without counting a dataset-wide input as a mapped column', () => {
    const lineage = fromFacet(report.facets?.columnLineage);
    expect([...(lineage?.inputDatasets ?? [])]).toEqual([identityKey(D.dailySummary)]);
    expect([...(lineage?.fields ?? new Map()).entries()].map(([f, inputs]) => `${f} ${inputs.size}`).sort()).toEqual(['region 1', 'revenue 1']);
  });
});

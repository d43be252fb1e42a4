import { describe, expect, it } from 'vitest';
import { WAREHOUSE, miniTalkEvents } from '../test-fixtures/mini-talk.ts';
import { snapshotFromRunEvents } from '../trace/snapshot-from-events.ts';
import { filterDirection } from './filter-direction.ts';
import { columnEdges, multiWriterOutputs, type ColumnEdge } from './column-edges.ts';
import { createEmulator } from '../../../mocks/emulator/index.ts';
import { ingestAll } from '../../../mocks/emulator/testing/event-builders.ts';
import { traceAnswers } from '../../../mocks/emulator/testing/trace-answers.ts';
import { twoWritersEvents } from '../../../mocks/emulator/testing/two-writers.ts';
import type { MqDatasetVersion } from '../marquez-shapes.ts';
import { datasetNodeId, jobNodeId } from '../node-id.ts';
import { createSnapshot } from '../trace/lineage-snapshot.ts';
import { jobsByRun, writerLineageFromVersions } from '../trace/writer-lineage-from-versions.ts';
import { columnSegments } from './to-elk-graph.ts';

const snapshot = snapshotFromRunEvents(miniTalkEvents());
const enriched = `dataset:${WAREHOUSE}:warehouse/shop/orders_enriched`;
const revenue = `dataset:${WAREHOUSE}:warehouse/shop/daily_revenue`;
const spark = 'job:spark:daily_revenue_job.execute_insert.daily_revenue';

describe('columnEdges', () => {
  const edges = columnEdges(snapshot.graph, snapshot.datasets);

  it('goes field → job → field through the job that writes the output and reads the input', () => {
    const direct = edges.filter((e) => e.type === 'DIRECT');
    expect(direct.map((e) => `${e.from.field}>${e.jobId}>${e.to.field}`).sort()).toEqual([
      `amount_usd>${spark}>total_revenue_usd`,
      `order_ts>${spark}>order_date`,
    ]);
    expect(direct.every((e) => e.from.datasetId === enriched && e.to.datasetId === revenue && e.source === 'facet')).toBe(true);
  });

  it('keeps INDIRECT apart from DIRECT', () => {
    const indirect = edges.filter((e) => e.type === 'INDIRECT');
    expect(indirect).toHaveLength(1);
    expect(indirect[0]?.transformations.map((t) => t.subtype)).toEqual(['GROUP_BY']);
  });

  it('draws nothing across a job that is not in the graph', () => {
    const onlyRevenue = filterDirection(snapshot.graph, revenue, 'downstream');
    expect(columnEdges(onlyRevenue, snapshot.datasets)).toEqual([]);
  });

  it('falls back to Marquez old-shape columnLineage on the dataset GET', () => {
    const datasets = new Map(snapshot.datasets);
    const rev = datasets.get(revenue)!;
    datasets.set(revenue, {
      ...rev,
      facets: {},
      columnLineage: [
        {
          name: 'total_revenue_usd',
          inputFields: [{ namespace: WAREHOUSE, dataset: 'warehouse/shop/orders_enriched', field: 'amount_usd', transformationType: 'IDENTITY' }],
        },
      ],
    });
    const graph = { ...snapshot.graph, nodes: new Map([...snapshot.graph.nodes].map(([id, n]) => [id, n.kind === 'dataset' ? { ...n, details: null } : n])) };
    const old = columnEdges(graph, datasets);
    expect(old).toHaveLength(1);
    expect(old[0]).toMatchObject({ source: 'marquez', type: 'DIRECT', jobId: spark, to: { field: 'total_revenue_usd' } });
  });
});

// Issue 16 on the canvas: two writers of `shared` both read `a`, writer_x declaring `x`, writer_y `y`. Marquez's
// dataset GET holds the last writer's facet and every writer's `columnLineage`; its versions hold each writer's own.
const focus = datasetNodeId({ namespace: 'ns', name: 'shared' });

/** Marquez's answers (the emulator's) around `shared`, and its versions. */
async function twoWriters() {
  const em = createEmulator({ clock: () => new Date('2024-02-01T00:00:00Z') });
  ingestAll(em, twoWritersEvents({ running: false }));
  const { lineage, datasets, jobs } = await traceAnswers(em, focus);
  const { versions } = JSON.parse((await em.handle({ method: 'GET', url: '/api/v1/namespaces/ns/datasets/shared/versions' })).body) as {
    versions: MqDatasetVersion[];
  };
  return { marquez: createSnapshot(lineage, datasets, jobs, focus), jobs, versions };
}

describe('columnEdges of a dataset two jobs write (through Marquez)', async () => {
  const { marquez, jobs, versions } = await twoWriters();
  const job = (name: string) => jobNodeId({ namespace: 'ns', name });
  const drawn = (edges: readonly ColumnEdge[]) =>
    edges.map((e) => `${e.from.field} > ${e.jobId ?? `none of ${[...e.candidates].sort().join(', ')}`} > ${e.to.field}`).sort();

  it("draws every writer's column lineage, each edge through no job when several writers read the input", () => {
    expect(drawn(columnEdges(marquez.graph, marquez.datasets))).toEqual([
      `amount > none of ${job('writer_x')}, ${job('writer_y')} > x`,
      `amount > none of ${job('writer_x')}, ${job('writer_y')} > y`,
    ]);
  });

  it("draws each edge through the writer whose own facet (from the dataset's versions) declared it", () => {
    const own = new Map([[focus, writerLineageFromVersions(versions, jobsByRun(jobs))]]);
    expect(drawn(columnEdges(marquez.graph, marquez.datasets, own))).toEqual([`amount > ${job('writer_x')} > x`, `amount > ${job('writer_y')} > y`]);
  });

  it('draws an edge no job can be told for as one field → field segment, only when both fields show', () => {
    const edge = columnEdges(marquez.graph, marquez.datasets).find((e) => e.to.field === 'x')!;
    const a = datasetNodeId({ namespace: 'ns', name: 'a' });
    expect(columnSegments(marquez.graph, edge, new Set([a, focus]))).toEqual([
      expect.objectContaining({ source: a, target: focus, sourcePort: `${a}::out::amount`, targetPort: `${focus}::in::x`, field: 'amount', targetField: 'x' }),
    ]);
    expect(columnSegments(marquez.graph, edge, new Set([a]))).toEqual([]);
  });
});

describe('multiWriterOutputs', () => {
  it('names datasets several jobs write whose field segments may show (they or an input of a writer expanded)', async () => {
    const { graph } = (await twoWriters()).marquez;
    const a = datasetNodeId({ namespace: 'ns', name: 'a' });
    expect(multiWriterOutputs(graph, new Set())).toEqual([]);
    expect(multiWriterOutputs(graph, new Set([a]))).toEqual([focus]);
    expect(multiWriterOutputs(graph, new Set([focus]))).toEqual([focus]);
  });
});

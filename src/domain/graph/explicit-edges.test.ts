import { beforeAll, describe, expect, it } from 'vitest';
import { SPEC_2026, SPEC_2026_EXPECTED } from '../../../mocks/scenarios/index.ts';
import { datasetPath, getJson, jobPath, loadedEmulator } from '../../../mocks/scenarios/test-support/emulator-client.ts';
import type { Emulator } from '../../../mocks/emulator/index.ts';
import type { MqDataset, MqJob, MqLineageGraph } from '../marquez-shapes.ts';
import { datasetNodeId, jobNodeId } from '../node-id.ts';
import { withExplicitColumnEdges } from './explicit-column-edges.ts';
import { explicitGraphEdges, unstatedPairs } from './explicit-edges.ts';
import { buildLineageGraph, type LineageGraph } from './lineage-graph.ts';
import { mergeAllLineage } from './merge-lineage-answers.ts';

const { datasets: D, jobs: J } = SPEC_2026;

/**
 * The canvas's graph of the nodes' `/lineage` answers merged (as expanding does), with every node's GET as details.
 * The view and the model's jobs share no dataset with a job of the warehouse: only their facets connect them.
 */
async function graphAround(em: Emulator, ...nodeIds: string[]): Promise<LineageGraph> {
  const answers = await Promise.all(nodeIds.map((id) => getJson<MqLineageGraph>(em, `/api/v1/lineage?nodeId=${encodeURIComponent(id)}&depth=10`)));
  const lineage = mergeAllLineage(answers);
  const datasets = new Map<string, MqDataset>();
  const jobs = new Map<string, MqJob>();
  for (const n of lineage.graph) {
    if (n.type === 'DATASET') datasets.set(n.id, await getJson<MqDataset>(em, datasetPath(n.data)));
    else jobs.set(n.id, await getJson<MqJob>(em, jobPath(n.data)));
  }
  return buildLineageGraph(lineage, { focusId: nodeIds[0]!, datasets, jobs });
}

describe('edges from facets the /lineage answer cannot hold (spec-2026 through the emulator)', () => {
  let warehouse: LineageGraph;
  let bulk: LineageGraph;
  beforeAll(async () => {
    const em = loadedEmulator(['spec-2026']);
    warehouse = await graphAround(em, datasetNodeId(D.customers), datasetNodeId(D.customerView));
    bulk = await graphAround(em, jobNodeId(J.bulk));
  });

  it('draws a view’s own lineage and a job-to-job flow, never scheduling unless asked', () => {
    const edges = explicitGraphEdges(warehouse);
    expect(edges.map((e) => `${e.kind} ${e.source} ${e.target}`).sort()).toEqual([
      `job-flow ${jobNodeId(SPEC_2026_EXPECTED.jobToJob.from)} ${jobNodeId(SPEC_2026_EXPECTED.jobToJob.to)}`,
      // orders feeds the view too, but no job connects it to this graph: an edge needs both ends drawn.
      `view ${datasetNodeId(D.customers)} ${datasetNodeId(D.customerView)}`,
    ]);
  });

  it('draws scheduling dependencies as their own kind when asked', () => {
    const schedule = explicitGraphEdges(warehouse, { schedule: true }).filter((e) => e.kind === 'schedule');
    expect(schedule.map((e) => `${e.source} ${e.target}`).sort()).toEqual(
      [`${jobNodeId(J.extract)} ${jobNodeId(J.load)}`, `${jobNodeId(J.load)} ${jobNodeId(J.report)}`].sort(),
    );
    expect(schedule.find((e) => e.source === jobNodeId(J.extract))?.label).toBe('daily.load runs after daily.extract (FINISH_TO_START, EXECUTE_ON_SUCCESS)');
  });

  it('lists the input × output pairs a job’s facet leaves out', () => {
    const pairs = unstatedPairs(bulk).get(jobNodeId(J.bulk)) ?? [];
    expect(pairs.map((p) => `${p.input} ${p.output}`).sort()).toEqual(
      SPEC_2026_EXPECTED.bulkUnstated.map((p) => `${datasetNodeId(p.input)} ${datasetNodeId(p.output)}`).sort(),
    );
    expect(unstatedPairs(warehouse).has(jobNodeId(J.score))).toBe(false);
  });
});

describe('field edges with explicit lineage (spec-2026 through the emulator)', () => {
  it('draws a job’s stated field sources and a view’s, straight, and leaves other graphs’ edges alone', async () => {
    const em = loadedEmulator(['spec-2026']);
    const graph = await graphAround(em, datasetNodeId(D.customers), datasetNodeId(D.customerView));
    const edges = withExplicitColumnEdges(graph, []);
    const show = (e: (typeof edges)[number]) => `${e.type} ${e.from.field} ${e.jobId ?? '-'} ${e.to.field ?? '*'}`;
    const intoSummary = edges
      .filter((e) => e.to.datasetId === datasetNodeId(D.dailySummary))
      .map(show)
      .sort();
    // The job GET keeps the declared facet (the JobEvent came last): total ← amount, nothing for region.
    expect(intoSummary).toEqual([`DIRECT amount ${jobNodeId(J.load)} total`]);
    const intoView = edges
      .filter((e) => e.to.datasetId === datasetNodeId(D.customerView))
      .map(show)
      .sort();
    expect(intoView).toEqual(['DIRECT id - customer_id', 'DIRECT name - name']);
    const none: never[] = [];
    expect(withExplicitColumnEdges(bulkless(graph), none)).toBe(none);
  });
});

/** The graph without any lineage facet on its nodes. */
function bulkless(graph: LineageGraph): LineageGraph {
  const nodes = new Map([...graph.nodes].map(([id, n]) => [id, { ...n, details: n.details ? { ...n.details, facets: {} } : null }] as const));
  return { ...graph, nodes: nodes as LineageGraph['nodes'] };
}

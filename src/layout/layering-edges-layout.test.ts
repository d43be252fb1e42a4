import { beforeAll, describe, expect, it } from 'vitest';
import { SPEC_2026 } from '../../mocks/scenarios/index.ts';
import { datasetPath, getJson, jobPath, loadedEmulator } from '../../mocks/scenarios/test-support/emulator-client.ts';
import { canvasModel, type CanvasModel, type CanvasOptions } from '../domain/graph/canvas-pipeline.ts';
import type { CanvasAnswers, CanvasDetails } from '../domain/graph/canvas-stages.ts';
import { explicitLinks } from '../domain/graph/explicit-links.ts';
import { DEFAULT_NODE_SIZES } from '../domain/graph/to-elk-graph.ts';
import type { MqDataset, MqJob, MqLineageGraph } from '../domain/marquez-shapes.ts';
import { datasetNodeId } from '../domain/node-id.ts';
import type { StitchLink } from '../domain/stitching/stitch-policy.ts';
import { canvasLayoutRequest } from './canvas-layout-request.ts';
import type { LayoutResult } from './layout-engine.ts';
import { createMainThreadLayoutEngine } from './main-thread-layout-engine.ts';

const { datasets: D } = SPEC_2026;
const customers = datasetNodeId(D.customers);
const view = datasetNodeId(D.customerView);

/**
 * The spec-2026 warehouse as the canvas loads it: customers' `/lineage`, the answer around the view its lineage facet
 * names (customers and orders feed public.customer_view, no job between), and every node's details.
 */
async function warehouse(): Promise<{ answers: CanvasAnswers; details: CanvasDetails }> {
  const em = loadedEmulator(['spec-2026']);
  const lineage = (id: string) => getJson<MqLineageGraph>(em, `/api/v1/lineage?nodeId=${encodeURIComponent(id)}&depth=2`);
  const answers = { primary: await lineage(customers), facetAround: await lineage(view), expansions: [] };
  const datasets = new Map<string, MqDataset>();
  const jobs = new Map<string, MqJob>();
  for (const n of [...answers.primary.graph, ...answers.facetAround.graph]) {
    if (n.type === 'DATASET') datasets.set(n.id, await getJson<MqDataset>(em, datasetPath(n.data)));
    else jobs.set(n.id, await getJson<MqJob>(em, jobPath(n.data)));
  }
  return { answers, details: { datasets, jobs } };
}

const options = (stitches: readonly StitchLink[]): CanvasOptions => ({
  focusId: customers,
  // Everything answered is drawn, with or without the view's links: the layout is what differs.
  direction: 'full',
  more: [],
  stitches,
  exp: [],
  traced: [],
  enrich: true,
  fold: null,
  reduce: { groupBy: null, revealed: new Set(), opened: new Set(), uncapped: false, selectedId: customers },
  sizes: DEFAULT_NODE_SIZES,
});

async function laidOut(model: CanvasModel): Promise<LayoutResult> {
  const { elk, options: layoutOptions } = canvasLayoutRequest(model.elkInput);
  return createMainThreadLayoutEngine().layout(elk, { layoutOptions: { ...layoutOptions } });
}

describe("a view's facet edge in ELK's layering (spec-2026)", () => {
  let before: CanvasModel;
  let after: CanvasModel;
  beforeAll(async () => {
    const { answers, details } = await warehouse();
    before = canvasModel(answers, details, options([]));
    // As the page does: the facets' flows found on the answered graph are walked by the filter and layered by ELK.
    after = canvasModel(answers, details, options(explicitLinks(before.full)));
  });

  it('gives ELK the view’s “no job” edges between drawn nodes, and nothing more without them', () => {
    const layering = (m: CanvasModel) => (m.elkInput.edges ?? []).filter((e) => e.id.startsWith('layer:')).map((e) => `${e.sources[0]} -> ${e.targets[0]}`);
    expect(layering(before)).toEqual([]);
    expect(layering(after)).toContain(`${customers} -> ${view}`);
    for (const e of after.elkInput.edges ?? [])
      for (const end of [...e.sources, ...e.targets]) expect(after.reduced.graph.nodes.has(end.split('::')[0]!)).toBe(true);
  });

  it('lays the view out right of its input, where it sat beside it before', async () => {
    const [was, is] = await Promise.all([laidOut(before), laidOut(after)]);
    expect(was.nodes[view]!.x).toBeLessThanOrEqual(was.nodes[customers]!.x);
    expect(is.nodes[view]!.x).toBeGreaterThan(is.nodes[customers]!.x + is.nodes[customers]!.width);
  });
});

import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import type { ElkNode } from 'elkjs/lib/elk-api';
import { layeredAnswer } from '../domain/graph/layered-test-graph.ts';
import type { MqLineageGraph, MqLineageNode } from '../domain/marquez-shapes.ts';
import { layoutCacheKey } from '../layout/layout-cache-key.ts';
import type { LayoutResult } from '../layout/layout-engine.ts';
import { firstViewElementJson, type FirstViewDeps } from './first-view.ts';
import type { ApiHandler } from './http-server.ts';
import { createLineageReader } from './lineage-reader.ts';
import { timeline } from './server-timing.ts';

/**
 * The synthetic views the warm-up opens, small first, under the cap (reduce-for-drawing.ts) as the views embedded in
 * a page are. Volume is what counts: V8 optimises a function once it has run enough, and at [120, 420] (a plain link's
 * part of each) it had optimised none of the first view's hot functions (docs/performance.md).
 */
export const FIRST_VIEW_WARM_UP_SIZES: readonly number[] = [120, 400, 800, 800];

const AT = '2025-01-01T00:00:00.000Z';
const TYPES = ['BIGINT', 'VARCHAR', 'TIMESTAMP', 'DECIMAL(12,2)', 'BOOLEAN'];
const STATES = ['COMPLETED', 'COMPLETED', 'FAILED', 'RUNNING'] as const;
const ENGINES = ['Airflow', 'spark', 'flink', 'dbt'];
const PRODUCER = 'https://github.com/OpenLineage/OpenLineage';

const nameIds = (ids: readonly string[]) =>
  ids.map((id) => {
    const [, namespace = '', ...name] = id.split(':');
    return { namespace, name: name.join(':') };
  });

/**
 * A node of {@link layeredAnswer} as Marquez's `/lineage` gives it: its fields, times, a job's inputs, outputs and
 * latest run with OpenLineage's common run facets, keys in Marquez's order: objects parsed from the warm-up's body
 * then have the hidden classes real answers' have, and code optimised on them is not thrown away at the first real
 * answer (with the same keys in another order, more of it was optimised again during the first visits).
 */
function asMarquezNode(node: MqLineageNode, index: number): MqLineageNode {
  const { id, inEdges, outEdges } = node;
  const { namespace, name } = node.data;
  const description = `Synthetic ${name}`;
  if (node.type === 'DATASET') {
    const fields = Array.from({ length: 2 + (index % 5) }, (_, i) => ({ name: `column_${i}`, type: TYPES[i % TYPES.length]!, tags: [], description: null }));
    const data = { id: { namespace, name }, type: 'DB_TABLE', name, physicalName: name, createdAt: AT, updatedAt: AT, namespace, sourceName: 'warehouse' };
    return { id, type: 'DATASET', data: { ...data, fields, tags: [], lastModifiedAt: null, description, lastLifecycleState: null }, inEdges, outEdges };
  }
  const run = `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
  const facet = { _producer: PRODUCER, _schemaURL: `${PRODUCER}/spec` };
  const facets = { nominalTime: { ...facet, nominalStartTime: AT }, processing_engine: { ...facet, name: ENGINES[index % ENGINES.length]!, version: '1.0' } };
  const latestRun = {
    id: run,
    createdAt: AT,
    updatedAt: AT,
    nominalStartTime: AT,
    nominalEndTime: AT,
    state: STATES[index % STATES.length]!,
    startedAt: AT,
    endedAt: AT,
    durationMs: 1000,
    args: {},
    jobVersion: { namespace, name, version: run },
    facets,
    inputDatasetVersions: [],
    outputDatasetVersions: [],
  };
  const data = { id: { namespace, name }, type: 'BATCH', name, simpleName: name, currentRunUuid: run, createdAt: AT, updatedAt: AT, namespace };
  const inputs = nameIds(inEdges.map((e) => e.origin));
  const outputs = nameIds(outEdges.map((e) => e.destination));
  return { id, type: 'JOB', data: { ...data, inputs, outputs, location: 'https://example.com/pipelines', description, latestRun }, inEdges, outEdges };
}

/** A Marquez `/lineage` body of about `size` nodes, and the link to it (its focus, a depth that reaches it all). */
export function warmUpView(size: number, seed: number): { body: string; nodeId: string; depth: number } {
  const { answer, focusId } = layeredAnswer(size, seed, Math.max(4, Math.round(size / 10)));
  const graph: MqLineageGraph = { graph: answer.graph.map(asMarquezNode) };
  return { body: JSON.stringify(graph), nodeId: focusId, depth: 2 * Math.ceil(size / 8) };
}

/**
 * A layout of every box of `graph`, in columns of the ELK input's order: what the first frame needs (boxes, no
 * bends), without ELK, whose own warm-up runs on its thread (elk-warm-up.ts).
 */
export function gridLayout(graph: ElkNode): LayoutResult {
  const children = graph.children ?? [];
  const perColumn = Math.max(1, Math.ceil(Math.sqrt(children.length)));
  const nodes: LayoutResult['nodes'] = {};
  for (const [i, child] of children.entries()) {
    const width = child.width ?? 0;
    const height = child.height ?? 0;
    nodes[child.id] = { x: Math.floor(i / perColumn) * (width + 112), y: (i % perColumn) * (height + 28), width, height };
  }
  const boxes = Object.values(nodes);
  const width = Math.max(0, ...boxes.map((b) => b.x + b.width));
  const height = Math.max(0, ...boxes.map((b) => b.y + b.height));
  return { nodes, ports: {}, bends: {}, width, height };
}

/**
 * The first view's own code on the server's thread (the read's gate, the canvas pipeline, the layout key, the first
 * frame, the element's JSON) runs JIT-cold for the first visitor: V8 optimised ~10–15 of its functions during each
 * of the first visits, 30–140 ms of this thread each (docs/performance.md). Once the server listens, this opens
 * synthetic views through the very same code — the read answered in-process, its layout a grid — with nothing kept:
 * no layout cache, no lineage cache, no frame given to anyone. Each view waits for `turn` (no real work in hand, the
 * layout service's warm-up gate), so a visitor arriving meanwhile waits behind one synthetic view at most. Resolves to
 * how many views it opened with their layout and first frame; never fails (a failure ends it). `open`: the first
 * view's entry (first-view.ts), for a test to watch.
 */
export async function warmUpFirstView(
  turn: () => Promise<void>,
  { sizes = FIRST_VIEW_WARM_UP_SIZES, open = firstViewElementJson }: { sizes?: readonly number[]; open?: typeof firstViewElementJson } = {},
): Promise<number> {
  let done = 0;
  for (const [index, size] of sizes.entries()) {
    await turn();
    const { body, nodeId, depth } = warmUpView(size, index + 1);
    const api: ApiHandler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(body);
    };
    const read = createLineageReader({ api });
    // A request with no headers: the reader forwards a caller's cookie and authorization, and this has none.
    const request = new IncomingMessage(new Socket());
    let framed = false;
    const deps: FirstViewDeps = {
      fetchLineage: (query, onHeaders, onBody) => read(query, request, onHeaders, onBody),
      layout: (graph, options) => ({ key: layoutCacheKey(graph, options), json: JSON.stringify(gridLayout(graph)), start: () => Promise.resolve(undefined) }),
      waitForLayout: true,
      // In-process, the read is in at once; budgets a loaded machine cannot miss keep it off the late path, which
      // would remember the drawing (first-drawing.ts).
      budgetMs: 60_000,
      layoutBudgetMs: 60_000,
      frame: {
        fit: '/first-frame-fit.js',
        give: () => {
          framed = true;
        },
      },
    };
    const mark = timeline('first-view warm-up', { size });
    try {
      // The first as a plain link opens it (up- and downstream of the focus), the rest whole: more of the same code per view.
      const search = `?node=${encodeURIComponent(nodeId)}&depth=${depth}${index === 0 ? '' : '&dir=full'}`;
      const json = await open({ nodeId, depth }, search, deps);
      mark('end', { bytes: json?.length ?? 0, framed });
      if (json === null || !framed) break;
    } catch {
      break;
    }
    done += 1;
  }
  return done;
}

import { describe, expect, it } from 'vitest';
import { lineageGraphSchema } from '../api/schemas/lineage.ts';
import { DETAILS_FETCH_LIMIT } from '../domain/graph/canvas-stages.ts';
import { buildLineageGraph, type DatasetNode } from '../domain/graph/lineage-graph.ts';
import type { MqLineageGraph } from '../domain/marquez-shapes.ts';
import { createMainThreadLayoutEngine } from '../layout/main-thread-layout-engine.ts';
import type { FirstViewPayload } from '../lib/first-view.ts';
import { datasetLabels } from '../lib/node-labels.ts';
import { readCatalogAliases, type ReadDataset } from './first-view-aliases.ts';
import { firstViewElementJson } from './first-view.ts';
import { createLayoutService } from './layout-service.ts';
import type { LineageRead } from './lineage-reader.ts';

const summary = { namespace: 's3://lakehouse', name: 'warehouse/reporting/revenue_summary' };
const topic = { namespace: 'kafka://broker:9092', name: 'orders' };
const archive = { namespace: 's3://archive', name: 'topics/orders' };
const idOf = (d: { namespace: string; name: string }) => `dataset:${d.namespace}:${d.name}`;
const catalog = { namespace: 'hive://metastore:9083', name: 'reporting.revenue_summary', type: 'TABLE' };

const job = 'job:spark:report';
const edge = (origin: string, destination: string) => ({ origin, destination });
/** topic → job → summary, and the archive beside them. */
const answer: MqLineageGraph = lineageGraphSchema.parse({
  graph: [
    { id: idOf(topic), type: 'DATASET', data: { id: topic, ...topic, fields: [] }, inEdges: [], outEdges: [edge(idOf(topic), job)] },
    {
      id: job,
      type: 'JOB',
      data: { id: { namespace: 'spark', name: 'report' }, namespace: 'spark', name: 'report', type: 'BATCH' },
      inEdges: [edge(idOf(topic), job)],
      outEdges: [edge(job, idOf(summary))],
    },
    { id: idOf(summary), type: 'DATASET', data: { id: summary, ...summary, fields: [] }, inEdges: [edge(job, idOf(summary))], outEdges: [] },
    { id: idOf(archive), type: 'DATASET', data: { id: archive, ...archive, fields: [] }, inEdges: [], outEdges: [] },
  ],
});

/** The emulated GETs: the summary has a catalog name, the archive only a LOCATION symlink, the topic is never asked. */
function reader(): { read: ReadDataset; asked: string[] } {
  const asked: string[] = [];
  const read: ReadDataset = (ref) => {
    asked.push(idOf(ref));
    if (ref.name === summary.name) return Promise.resolve({ ...ref, facets: { symlinks: { identifiers: [catalog] } } });
    if (ref.name === archive.name)
      return Promise.resolve({ ...ref, facets: { symlinks: { identifiers: [{ namespace: 's3://x', name: 'a/b', type: 'LOCATION' }] } } });
    return Promise.reject(new Error('not found'));
  };
  return { read, asked };
}

describe('the catalog names a first view reads', () => {
  it('reads the GETs of datasets stored by location only, and keeps their catalog names', async () => {
    const { read, asked } = reader();
    expect(await readCatalogAliases(answer, read)).toEqual({ [idOf(summary)]: [catalog] });
    // The topic's name never depends on its GET: not asked for.
    expect(asked.sort()).toEqual([idOf(archive), idOf(summary)].sort());
    // A GET that fails leaves its dataset out, the others in.
    const failing: ReadDataset = (ref) => (ref.name === archive.name ? Promise.reject(new Error('500')) : read(ref));
    expect(await readCatalogAliases(answer, failing)).toEqual({ [idOf(summary)]: [catalog] });
  });

  it('reads nothing for an answer the canvas never reads the GETs of (over DETAILS_FETCH_LIMIT nodes): its names must not change either', async () => {
    const { read, asked } = reader();
    const filler = Array.from({ length: DETAILS_FETCH_LIMIT }, (_, i) => ({ ...answer.graph[0]!, id: `dataset:kafka://b:t${i}` }));
    expect(await readCatalogAliases({ graph: [...answer.graph, ...filler] }, read)).toEqual({});
    expect(asked).toEqual([]);
  });

  it('are carried by the page and drawn by its frame: the page’s first drawing names the dataset as its frame did', async () => {
    const focus = idOf(summary);
    const search = `?node=${encodeURIComponent(focus)}&depth=2`;
    const read: LineageRead = { status: 200, text: JSON.stringify(answer), answer };
    const service = createLayoutService({ engine: createMainThreadLayoutEngine() });
    const frames: string[] = [];
    const deps = {
      fetchLineage: () => Promise.resolve(read),
      layout: service.peek,
      waitForLayout: true,
      readDataset: reader().read,
      frame: { fit: '/assets/fit.js', give: (html: string) => frames.push(html) },
    };
    const payload = JSON.parse((await firstViewElementJson({ nodeId: focus, depth: 2 }, search, deps)) ?? '{}') as FirstViewPayload;
    expect(payload.aliases).toEqual({ [focus]: [catalog] });
    const drawn = [...(frames[0] ?? '').matchAll(/class="tb-node__(name|sub)[^"]*" data-label="([^"]*)"/g)].map(([, , text]) => text);
    // The page's answer with the payload's names (src/app/first-view.ts), through the canvas's graph and labels.
    const node = buildLineageGraph({ ...answer, ...(payload.aliases ? { aliases: payload.aliases } : {}) }, { focusId: focus }).nodes.get(focus) as DatasetNode;
    const words = datasetLabels(node);
    expect(words.name).toBe('reporting.revenue_summary');
    expect(drawn).toContain(words.name);
    expect(drawn).toContain(words.sub);
    // Without a reader (or before it answers), neither the frame nor the page has a catalog name.
    frames.length = 0;
    const { readDataset: _, ...without } = deps;
    const plain = JSON.parse((await firstViewElementJson({ nodeId: focus, depth: 2 }, search, without)) ?? '{}') as FirstViewPayload;
    expect(plain).not.toHaveProperty('aliases');
    expect(frames[0]).toContain('data-label="reporting/revenue_summary"');
  });
});

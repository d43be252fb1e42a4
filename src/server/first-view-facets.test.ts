import { describe, expect, it } from 'vitest';
import { lineageGraphSchema } from '../api/schemas/lineage.ts';
import { DETAILS_FETCH_LIMIT } from '../domain/graph/canvas-stages.ts';
import { buildLineageGraph, type DatasetNode } from '../domain/graph/lineage-graph.ts';
import type { MqLineageGraph } from '../domain/marquez-shapes.ts';
import { createMainThreadLayoutEngine } from '../layout/main-thread-layout-engine.ts';
import type { FirstViewPayload } from '../lib/first-view.ts';
import { datasetLabels } from '../lib/node-labels.ts';
import { readDrawnFacets, type ReadDataset } from './first-view-facets.ts';
import { firstViewElementJson } from './first-view.ts';
import { createLayoutService } from './layout-service.ts';
import type { LineageRead } from './lineage-reader.ts';

const summary = { namespace: 's3://lakehouse', name: 'warehouse/reporting/revenue_summary' };
const topic = { namespace: 'kafka://broker:9092', name: 'orders' };
const archive = { namespace: 's3://archive', name: 'topics/orders' };
/** A table named by its namespace and name: its GET could refine its badge, never its name. */
const table = { namespace: 'analytics', name: 'warehouse.daily_orders' };
const idOf = (d: { namespace: string; name: string }) => `dataset:${d.namespace}:${d.name}`;
const symlinks = { identifiers: [{ namespace: 'hive://metastore:9083', name: 'reporting.revenue_summary', type: 'TABLE' }] };
const job = 'job:spark:report';
const edge = (origin: string, destination: string) => ({ origin, destination });
const datasetOf = (d: { namespace: string; name: string }, inEdges: ReturnType<typeof edge>[], outEdges: ReturnType<typeof edge>[]) => ({
  ...{ id: idOf(d), type: 'DATASET', data: { id: d, ...d, fields: [] } },
  ...{ inEdges, outEdges },
});
/** topic, archive, table → job → summary. */
const answer: MqLineageGraph = lineageGraphSchema.parse({
  graph: [
    datasetOf(topic, [], [edge(idOf(topic), job)]),
    {
      ...{ id: job, type: 'JOB', data: { id: { namespace: 'spark', name: 'report' }, namespace: 'spark', name: 'report', type: 'BATCH' } },
      ...{ inEdges: [edge(idOf(topic), job), edge(idOf(archive), job), edge(idOf(table), job)], outEdges: [edge(job, idOf(summary))] },
    },
    datasetOf(summary, [edge(job, idOf(summary))], []),
    datasetOf(archive, [], [edge(idOf(archive), job)]),
    datasetOf(table, [], [edge(idOf(table), job)]),
  ],
});

/**
 * The emulated GETs: the summary has a catalog name (and a schema, not drawn), the archive is an Iceberg table by its
 * storage facet (its path says S3), the topic is never asked for.
 */
function reader(): { read: ReadDataset; asked: string[] } {
  const asked: string[] = [];
  const read: ReadDataset = (ref) => {
    asked.push(idOf(ref));
    if (ref.name === summary.name) return Promise.resolve({ ...ref, facets: { symlinks, schema: { fields: [] } } });
    if (ref.name === archive.name) return Promise.resolve({ ...ref, facets: { storage: { storageLayer: 'iceberg' } } });
    return Promise.reject(new Error('not found'));
  };
  return { read, asked };
}

describe('the drawn facets a first view reads', () => {
  it('reads the GETs of datasets whose words may depend on them, and keeps only the facets that decide them', async () => {
    const { read, asked } = reader();
    const facets = await readDrawnFacets(answer, read);
    expect(facets).toEqual({ [idOf(summary)]: { symlinks }, [idOf(archive)]: { storage: { storageLayer: 'iceberg' } } });
    // A Kafka topic is named and badged by its namespace alone, and a table's GET could not change its name: neither
    // is asked for (waiting on the table's would hold the page for a badge).
    expect(asked.sort()).toEqual([idOf(archive), idOf(summary)].sort());
    // What they draw: the catalog name, and the Iceberg badge the archive's path alone would not give.
    const graph = buildLineageGraph({ ...answer, facets }, { focusId: idOf(summary) });
    expect(buildLineageGraph(answer, { focusId: idOf(summary) }).nodes.get(idOf(archive))).toMatchObject({ datasetKind: 's3-path' });
    expect(graph.nodes.get(idOf(archive))).toMatchObject({ datasetKind: 'iceberg-table' });
    expect(datasetLabels(graph.nodes.get(idOf(summary)) as DatasetNode).name).toBe('reporting.revenue_summary');
    // A GET that fails leaves its dataset out, the others in.
    const failing: ReadDataset = (ref) => (ref.name === archive.name ? Promise.reject(new Error('500')) : read(ref));
    expect(Object.keys(await readDrawnFacets(answer, failing))).toEqual([idOf(summary)]);
  });

  it('reads nothing for an answer the canvas never reads the GETs of (over DETAILS_FETCH_LIMIT nodes): its words must not change either', async () => {
    const { read, asked } = reader();
    const filler = Array.from({ length: DETAILS_FETCH_LIMIT }, (_, i) => ({ ...answer.graph[0]!, id: `dataset:kafka://b:t${i}` }));
    expect(await readDrawnFacets({ graph: [...answer.graph, ...filler] }, read)).toEqual({});
    expect(asked).toEqual([]);
  });

  it('are carried by the page and drawn by its frame: the page’s first drawing says what its frame said', async () => {
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
    expect(Object.keys(payload.facets ?? {}).sort()).toEqual([focus, idOf(archive)].sort());
    const drawn = [...(frames[0] ?? '').matchAll(/class="tb-node__(name|sub)[^"]*" data-label="([^"]*)"/g)].map(([, , text]) => text);
    // The page's answer with the payload's facets (src/app/first-view.ts), through the canvas's graph and labels.
    const graph = buildLineageGraph({ ...answer, ...(payload.facets ? { facets: payload.facets } : {}) }, { focusId: focus });
    const words = datasetLabels(graph.nodes.get(focus) as DatasetNode);
    expect(words.name).toBe('reporting.revenue_summary');
    expect(drawn).toContain(words.name);
    expect(drawn).toContain(words.sub);
    // The archive badged as the canvas will once it has its GET: an Iceberg table, not an S3 path.
    expect(frames[0]).toMatch(/data-kind="iceberg-table">(?:(?!tb-node--dataset).)*data-label="topics\/orders"/);
    // Without a reader (or before it answers), neither the frame nor the page has them.
    frames.length = 0;
    const { readDataset: _, ...without } = deps;
    const plain = JSON.parse((await firstViewElementJson({ nodeId: focus, depth: 2 }, search, without)) ?? '{}') as FirstViewPayload;
    expect(plain).not.toHaveProperty('facets');
    expect(frames[0]).toContain('data-label="reporting/revenue_summary"');
    expect(frames[0]).toMatch(/data-kind="s3-path">(?:(?!tb-node--dataset).)*data-label="topics\/orders"/);
  });
});

import type { IncomingMessage } from 'node:http';
import { createMarquezClient } from '../api/client.ts';
import { getDataset } from '../api/get-dataset.ts';
import { classifyDataset } from '../domain/engine/classify-dataset.ts';
import { DETAILS_FETCH_LIMIT } from '../domain/graph/canvas-stages.ts';
import { isPath } from '../domain/graph/display-name.ts';
import { drawnFacets } from '../domain/graph/lineage-graph.ts';
import { isRecord } from '../domain/facets/read-facet.ts';
import type { Facets, MqLineageGraph } from '../domain/marquez-shapes.ts';
import { mapLimit } from '../lib/async-batches.ts';
import { ENTITY_READS_PER_BATCH } from './entities-route.ts';
import { callerHeaders, transportFor, type LineageBackend } from './lineage-reader.ts';

/** A dataset's GET, checked by the page's gateway; rejects when Marquez refused it or the read failed. */
export type ReadDataset = (ref: { namespace: string; name: string }) => Promise<unknown>;

/** One GET's silence limit: the page waits for these only briefly (first-view.ts), and gives up on them sooner. */
const READ_TIMEOUT_MS = 2_000;

/**
 * Whether the page waits for a dataset's GET: only a dataset stored by location, whose drawn name its GET may change
 * (a catalog name in `symlinks`, over the path's tail). A dataset whose kind only its facets could refine (an
 * `s3-path` that is an Iceberg table is a path too, so it is read) is not: reading every such dataset held every
 * small view's page up to the 250 ms limit (the side-by-side harness's 50-node view: 29 GETs, its page end 170–340 ms
 * later, docs/performance.md), for a badge that the canvas refines when its own GETs come in.
 */
function drawnFromGet(namespace: string, name: string): boolean {
  return isPath(namespace, name) && classifyDataset(namespace, name) !== 'kafka-topic';
}

/**
 * The facets that decide how a view's datasets are drawn (lineage-graph.ts `DRAWN_DATASET_FACETS`: a catalog name over
 * a location, an Iceberg badge), by nodeId, from their GETs. The canvas reads those GETs only after its first drawing,
 * and only for answers of at most {@link DETAILS_FETCH_LIMIT} nodes; read here for those same answers, while the view
 * is laid out, so the first frame and the canvas's first drawing say what the canvas says once the GETs are in —
 * instead of a path's tail, changed ~0.2 s after the hand-over. Only datasets whose words may depend on their GET. A
 * GET that fails or has none of those facets leaves its dataset out.
 */
export async function readDrawnFacets(answer: MqLineageGraph, read: ReadDataset): Promise<Record<string, Facets>> {
  if (answer.graph.length > DETAILS_FETCH_LIMIT) return {};
  const wanted = answer.graph.flatMap((n) => (n.type === 'DATASET' && drawnFromGet(n.data.namespace, n.data.name) ? [{ id: n.id, ref: n.data }] : []));
  const found = await mapLimit(wanted, ENTITY_READS_PER_BATCH, async ({ id, ref }) => {
    const body = await read({ namespace: ref.namespace, name: ref.name }).catch(() => null);
    return [id, drawnFacets(isRecord(body) ? body.facets : null)] as const;
  });
  return Object.fromEntries(found.filter((entry): entry is readonly [string, Facets] => entry[1] !== null));
}

/**
 * {@link ReadDataset} for a page's request: the same caller's GET through the page's own gateway (the Marquez client,
 * `getDataset`'s zod schema, its refusal of `.`/`..` paths, a timeout), straight to Marquez or in-process to the
 * emulator. A refused or failed read rejects; {@link readDrawnFacets} leaves that dataset out.
 */
export function datasetReader(backend: LineageBackend, req: IncomingMessage): ReadDataset {
  const transport = transportFor(backend, callerHeaders(req));
  const client = createMarquezClient({ baseUrl: transport.baseUrl, fetch: transport.fetch, timeoutMs: READ_TIMEOUT_MS });
  return (ref) => getDataset({ namespace: ref.namespace, name: ref.name }, { client });
}

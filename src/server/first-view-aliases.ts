import type { IncomingMessage } from 'node:http';
import { datasetRequest } from '../api/get-dataset.ts';
import { DETAILS_FETCH_LIMIT } from '../domain/graph/canvas-stages.ts';
import { catalogAliases, isPath } from '../domain/graph/display-name.ts';
import { isRecord } from '../domain/facets/read-facet.ts';
import type { MqDatasetAlias, MqLineageGraph } from '../domain/marquez-shapes.ts';
import { mapLimit } from '../lib/async-batches.ts';
import { ENTITY_READS_PER_BATCH } from './entities-route.ts';
import { callerHeaders, transportFor, type LineageBackend } from './lineage-reader.ts';

/** A dataset's GET as Marquez answered it (parsed JSON), or null when it did not answer 200. */
export type ReadDataset = (ref: { namespace: string; name: string }) => Promise<unknown>;

/** One GET's silence limit: the page waits for these only briefly (first-view.ts), and gives up on them sooner. */
const READ_TIMEOUT_MS = 2_000;

/**
 * The catalog names (a `symlinks` TABLE identifier) of a view's datasets stored by location, by nodeId, from their
 * GETs: a dataset stored by location is drawn under its catalog name once the canvas has its GET (display-name.ts),
 * which the canvas asks for only after its first drawing, and only for answers of at most
 * {@link DETAILS_FETCH_LIMIT} nodes. Read here for those same answers, while the view is laid out, so the first frame
 * and the canvas's first drawing name such a dataset as the canvas does once the GET is in — instead of its path's
 * tail, changed ~0.2 s after the hand-over. Only datasets stored by location: no other's name depends on its GET.
 * A GET that fails or says nothing of a catalog leaves the dataset out.
 */
export async function readCatalogAliases(answer: MqLineageGraph, read: ReadDataset): Promise<Record<string, MqDatasetAlias[]>> {
  if (answer.graph.length > DETAILS_FETCH_LIMIT) return {};
  const stored = answer.graph.flatMap((n) => (n.type === 'DATASET' && isPath(n.data.namespace, n.data.name) ? [{ id: n.id, ref: n.data }] : []));
  const found = await mapLimit(stored, ENTITY_READS_PER_BATCH, async ({ id, ref }) => {
    const body = await read({ namespace: ref.namespace, name: ref.name }).catch(() => null);
    return [id, catalogAliases(isRecord(body) && isRecord(body.facets) ? body.facets : null)] as const;
  });
  return Object.fromEntries(found.filter(([, aliases]) => aliases.length > 0));
}

/** {@link ReadDataset} for a page's request: the same caller's GET, straight to Marquez or in-process to the emulator. */
export function datasetReader(backend: LineageBackend, req: IncomingMessage): ReadDataset {
  const transport = transportFor(backend, callerHeaders(req));
  return async (ref) => {
    const { path } = datasetRequest(ref);
    // A `.` or `..` name would be resolved away into another resource's path (as entities-route.ts refuses it).
    if (new URL(path, 'http://aliases.invalid').pathname !== path) return null;
    const response = await transport.fetch(`${transport.baseUrl}${path}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(READ_TIMEOUT_MS),
    });
    return response.status === 200 ? (JSON.parse(await response.text()) as unknown) : null;
  };
}

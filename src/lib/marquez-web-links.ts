import { datasetNodeId, fieldNodeId, jobNodeId } from '../domain/node-id.ts';
import { MAX_DEPTH, MIN_DEPTH, lineageHref, type InvestigationParams } from './investigation-params.ts';

/**
 * Marquez web's deep links, so a link copied from it (a bookmark, a chat message, an alert) opens the same thing in
 * Tributary:
 * - `/lineage/:nodeType/:namespace/:name` — the table-level graph (`depth`, `isFull`, and `tableLevelNode`, the node
 *   whose drawer — Marquez's dataset or job page — is open);
 * - `/datasets/column-level/:namespace/:name` — the column-level graph (`column` highlights a field; `namespace` and
 *   `dataset` open another dataset's drawer);
 * - `/events`, `/jobs`, `/datasets` — lists of the namespace picked in Marquez's header, which Tributary's overview
 *   shows.
 * Path segments arrive decoded by the router; every value is untrusted and only ever becomes a URL parameter.
 */

export type MarquezWebLink =
  { kind: 'table-level'; nodeType: string; namespace: string; name: string } | { kind: 'column-level'; namespace: string; name: string } | { kind: 'list' };

function depthOf(search: URLSearchParams): number | undefined {
  const raw = search.get('depth');
  if (raw === null || !/^\d{1,3}$/.test(raw)) return undefined;
  return Math.min(MAX_DEPTH, Math.max(MIN_DEPTH, Number(raw)));
}

/** Marquez's drawer param is a nodeId; only dataset and job ids make sense as a Tributary selection. */
function selectionOf(raw: string | null): string | null {
  if (raw === null) return null;
  return raw.startsWith('dataset:') || raw.startsWith('job:') ? raw : null;
}

/** Where a Marquez web link lands in Tributary; null when the link names nothing Tributary can show. */
export function marquezWebTarget(link: MarquezWebLink, search: URLSearchParams): string | null {
  if (link.kind === 'list') return '/';
  if (!link.namespace || !link.name) return null;
  const params: Partial<InvestigationParams> = {};
  const depth = depthOf(search);
  if (depth !== undefined) params.depth = depth;
  if (link.kind === 'table-level') {
    const type = link.nodeType.toLowerCase();
    if (type !== 'dataset' && type !== 'job') return null;
    params.node = type === 'dataset' ? datasetNodeId(link) : jobNodeId(link);
    if ((search.get('isFull') ?? '').toLowerCase() === 'true') params.dir = 'full';
    const drawer = selectionOf(search.get('tableLevelNode'));
    if (drawer) params.sel = drawer;
    return lineageHref(params);
  }
  const dataset = datasetNodeId(link);
  params.node = dataset;
  params.exp = [dataset];
  const column = search.get('column');
  if (column) {
    params.trace = fieldNodeId({ namespace: link.namespace, dataset: link.name, field: column });
    params.tdir = 'both';
  }
  const otherNs = search.get('namespace');
  const otherDataset = search.get('dataset');
  params.sel = otherNs && otherDataset ? datasetNodeId({ namespace: otherNs, name: otherDataset }) : dataset;
  return lineageHref(params);
}

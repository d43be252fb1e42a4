import { error, HttpError, json, notFound, type EmulatorResponse } from '../http.ts';
import { isUuid } from '../ids.ts';
import { datasetByIdentity, type Store, type SymlinkRow } from '../store.ts';
import { isDatasetHidden } from './annotations.ts';
import { page, type Query } from './params.ts';
import { currentDatasetFacets, isPrimary, serializeDataset, serializeVersion } from './serialize-dataset.ts';

function byName(a: { name: string }, b: { name: string }): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/**
 * 404 unless the namespace exists (dataset lists, unlike job lists, 404 on an unknown namespace:
 * docs/marquez-behaviours.md#dataset-reads).
 */
function requireNamespace(store: Store, ns: string): void {
  if (!store.namespaces.has(ns)) throw notFound(`Namespace '${ns}' not found.`);
}

function requireDataset(store: Store, ns: string, name: string) {
  const dataset = datasetByIdentity(store, ns, name);
  // A soft-deleted dataset is out of `datasets_view`, so every read by name misses it.
  if (!dataset || isDatasetHidden(store, dataset.uuid)) throw notFound(`Dataset '${name}' not found.`);
  return dataset;
}

/**
 * GET /namespaces/{ns}/datasets: one row per identity in the namespace (aliases included), by name. Facets are filled
 * only for the first 10 datasets of the page — Marquez's hard-coded `LIMIT 10`
 * (docs/marquez-behaviours.md#facet-storage-and-merge-order).
 */
export function listDatasets(store: Store, ns: string, query: Query): EmulatorResponse {
  requireNamespace(store, ns);
  const rows: SymlinkRow[] = [...store.symlinks.values()].filter((s) => s.namespace === ns && !isDatasetHidden(store, s.datasetUuid)).sort(byName);
  const items = page(rows, query).map((link, i) => {
    const dataset = store.datasets.get(link.datasetUuid);
    if (!dataset) return null;
    const facets = i < 10 && isPrimary(dataset, link) ? currentDatasetFacets(store, dataset, 'createdAt') : {};
    return serializeDataset(store, dataset, link, facets);
  });
  return json(200, { totalCount: rows.length, datasets: items.filter((d) => d !== null) });
}

/**
 * GET by any identity: the answer echoes the identity asked for; an alias gets `facets: {}`
 * (docs/marquez-behaviours.md#symlinks-and-aliases).
 */
export function getDataset(store: Store, ns: string, name: string): EmulatorResponse {
  const dataset = requireDataset(store, ns, name);
  const id = { namespace: ns, name };
  const facets = isPrimary(dataset, id) ? currentDatasetFacets(store, dataset, 'eventTime') : {};
  return json(200, serializeDataset(store, dataset, id, facets));
}

/**
 * GET …/versions: only versions *written under this identity*, newest first; versions whose name is an alias name
 * anywhere are filtered out, as Marquez's query does (docs/marquez-behaviours.md#dataset-version-reads).
 */
export function listDatasetVersions(store: Store, ns: string, name: string, query: Query): EmulatorResponse {
  requireDataset(store, ns, name);
  const aliasNames = new Set([...store.symlinks.values()].filter((s) => !s.isPrimary).map((s) => s.name));
  const rows = [...store.versions.values()]
    .filter((v) => v.namespace === ns && v.name === name && !aliasNames.has(v.name))
    .sort((a, b) => b.createdAt - a.createdAt || b.seq - a.seq);
  return json(200, { totalCount: rows.length, versions: page(rows, query).map((v) => serializeVersion(store, v, 'list')) });
}

/**
 * GET …/versions/{rowUuid}: the path's dataset is only checked for a 404
 * (docs/marquez-behaviours.md#dataset-version-reads).
 */
export function getDatasetVersion(store: Store, ns: string, name: string, version: string): EmulatorResponse {
  requireDataset(store, ns, name);
  if (!isUuid(version)) throw new HttpError(error(404, 'HTTP 404 Not Found'));
  const row = store.versions.get(version.toLowerCase());
  if (!row) throw notFound(`Dataset version '${version}' not found.`);
  return json(200, serializeVersion(store, row, 'single'));
}

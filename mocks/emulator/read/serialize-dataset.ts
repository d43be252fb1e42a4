import { nameUuid } from '../ids.ts';
import { mergeFacets } from '../ingest/facets.ts';
import type { ColumnLineageRow, DatasetRow, DatasetVersionRow, Store } from '../store.ts';
import { formatInstant } from '../time.ts';
import { annotations, tagsOf } from './annotations.ts';
import { serializeRun } from './serialize-run.ts';

export interface Identity {
  namespace: string;
  name: string;
}

/**
 * Fields of the current version's JSON snapshot, in schema order (`/lineage` data,
 * docs/marquez-behaviours.md#how-lineage-is-computed step 5).
 */
function snapshotFields(version: DatasetVersionRow | undefined) {
  return (version?.fields ?? []).map((f) => ({ name: f.name, type: f.type, tags: [...f.tags], description: f.description }));
}

/** `data` of a DATASET node in `/lineage` (docs/marquez-api.md#get-lineage): no facets, no columnLineage. */
export function lineageDatasetData(store: Store, dataset: DatasetRow, id: Identity): Record<string, unknown> {
  const current = dataset.currentVersionUuid ? store.versions.get(dataset.currentVersionUuid) : undefined;
  return {
    id: { namespace: id.namespace, name: id.name },
    type: 'DB_TABLE',
    name: id.name,
    physicalName: dataset.physicalName,
    createdAt: formatInstant(dataset.createdAt),
    updatedAt: formatInstant(dataset.updatedAt),
    namespace: id.namespace,
    sourceName: dataset.sourceName,
    fields: snapshotFields(current),
    tags: [],
    // Only the legacy run-state API sets it; always null from OpenLineage
    // (docs/marquez-behaviours.md#run-states-and-timestamps).
    lastModifiedAt: null,
    description: dataset.description,
    lastLifecycleState: current ? current.lifecycleState : null,
  };
}

/**
 * Fields mapped to the current version: the union of every schema seen on it, consumers' included
 * (docs/marquez-behaviours.md#dataset-reads).
 */
function mappedFields(store: Store, dataset: DatasetRow) {
  const current = dataset.currentVersionUuid ? store.versions.get(dataset.currentVersionUuid) : undefined;
  if (!current) return [];
  return [...current.fieldUuids].flatMap((id) => {
    const f = store.fieldById.get(id);
    return f ? [{ name: f.name, type: f.type, tags: tagsOf(annotations(store).fieldTags, f.uuid), description: f.description }] : [];
  });
}

/**
 * Old-shape `columnLineage` of a dataset GET: the latest row per (output field, input field), then one entry
 * per group of `ColumnLineageDao.getLineageRowsForDatasets` — output field, output version, transformation and row
 * times — so a column two jobs write is listed once per writer (docs/marquez-behaviours.md); `null` when none.
 */
export function datasetColumnLineage(store: Store, dataset: DatasetRow): Record<string, unknown>[] | null {
  const latest = new Map<string, { outName: string; row: ColumnLineageRow }>();
  for (const row of store.columnLineage.values()) {
    if (store.versions.get(row.outputVersionUuid)?.datasetUuid !== dataset.uuid) continue;
    const outName = store.fieldById.get(row.outputFieldUuid)?.name ?? '';
    const key = `${outName}\u0000${row.inputFieldUuid}`;
    const prev = latest.get(key);
    if (!prev || row.updatedAt >= prev.row.updatedAt) latest.set(key, { outName, row });
  }
  if (latest.size === 0) return null;
  const groups = new Map<string, { name: string; row: ColumnLineageRow; inputFields: Record<string, unknown>[] }>();
  for (const { outName, row } of latest.values()) {
    const key = [outName, row.outputVersionUuid, row.transformationDescription, row.transformationType, row.createdAt, row.updatedAt].join('\u0000');
    const group = groups.get(key) ?? { name: outName, row, inputFields: [] };
    const v = store.versions.get(row.inputVersionUuid);
    group.inputFields.push({
      namespace: v?.namespace ?? '',
      dataset: v?.name ?? '',
      field: store.fieldById.get(row.inputFieldUuid)?.name ?? '',
      transformationDescription: row.transformationDescription,
      transformationType: row.transformationType,
    });
    groups.set(key, group);
  }
  // Marquez's order is a hash set's; the emulator lists columns by name, then writers by time, to be reproducible.
  return [...groups.values()]
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || a.row.updatedAt - b.row.updatedAt || a.row.createdAt - b.row.createdAt)
    .map(({ name, row, inputFields }) => ({
      name,
      inputFields,
      transformationDescription: row.transformationDescription,
      transformationType: row.transformationType,
    }));
}

/**
 * Dataset facets of the current version, types DATASET/UNKNOWN/INPUT, eventTime order
 * (docs/marquez-behaviours.md#facet-storage-and-merge-order).
 */
export function currentDatasetFacets(store: Store, dataset: DatasetRow, order: 'eventTime' | 'createdAt'): Record<string, unknown> {
  if (!dataset.currentVersionUuid) return {};
  const rows = (store.datasetFacets.get(dataset.currentVersionUuid) ?? []).filter((f) => f.kind !== 'OUTPUT');
  rows.sort((a, b) => (order === 'eventTime' ? a.eventTime - b.eventTime : 0) || a.seq - b.seq);
  return mergeFacets(rows);
}

export function isPrimary(dataset: DatasetRow, id: Identity): boolean {
  return dataset.namespace === id.namespace && dataset.name === id.name;
}

/**
 * GET `/namespaces/{ns}/datasets/{name}` and list items (docs/marquez-api.md#datasets-and-dataset-versions,
 * docs/marquez-behaviours.md#dataset-reads).
 */
export function serializeDataset(store: Store, dataset: DatasetRow, id: Identity, facets: Record<string, unknown>): Record<string, unknown> {
  return {
    ...lineageDatasetData(store, dataset, id),
    fields: mappedFields(store, dataset),
    tags: tagsOf(annotations(store).datasetTags, dataset.uuid),
    currentVersion: dataset.currentVersionUuid,
    columnLineage: datasetColumnLineage(store, dataset),
    facets,
    deleted: dataset.isDeleted,
  };
}

/**
 * A DatasetVersion: `version` is the **row uuid** here, `id` carries no version
 * (docs/marquez-behaviours.md#dataset-version-reads).
 */
export function serializeVersion(store: Store, version: DatasetVersionRow, facetRows: 'list' | 'single'): Record<string, unknown> {
  const dataset = store.datasets.get(version.datasetUuid);
  const run = version.runUuid ? store.runs.get(version.runUuid) : undefined;
  const rows = (store.datasetFacets.get(version.uuid) ?? [])
    .filter((f) => (facetRows === 'single' ? f.runUuid !== null : f.kind !== 'OUTPUT'))
    .sort((a, b) => a.eventTime - b.eventTime || a.seq - b.seq);
  return {
    id: { namespace: version.namespace, name: version.name },
    type: 'DB_TABLE',
    name: version.name,
    physicalName: dataset?.physicalName ?? version.name,
    createdAt: formatInstant(version.createdAt),
    version: version.uuid,
    namespace: version.namespace,
    sourceName: dataset?.sourceName ?? 'default',
    fields: snapshotFields(version),
    tags: [],
    lifecycleState: version.lifecycleState,
    description: dataset?.description ?? null,
    currentSchemaVersion: version.fields.length > 0 ? nameUuid(JSON.stringify(version.fields.map((f) => [f.name, f.type]))) : null,
    createdByRun: run ? serializeRun(store, run) : null,
    facets: mergeFacets(rows),
  };
}

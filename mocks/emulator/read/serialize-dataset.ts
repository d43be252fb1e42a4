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

/** Postgres's order for text arrays element by element, a NULL after any value (Marquez's `ARRAY_AGG(DISTINCT …)`). */
function compareTextArrays(a: readonly (string | null)[], b: readonly (string | null)[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? null;
    const y = b[i] ?? null;
    if (x === y) continue;
    if (x === null) return 1;
    if (y === null) return -1;
    return x < y ? -1 : 1;
  }
  return 0;
}

/**
 * Old-shape `columnLineage` of a dataset GET (`ColumnLineageDao.getLineageRowsForDatasets`, then
 * `ColumnLineageService.enrichWithColumnLineage`; docs/marquez-behaviours.md, "Column lineage"): the latest row per
 * (output field, input field) over every version, then ONE entry per output field with the inputs of every writer and
 * run, distinct and sorted. The top-level transformation is the first input's (Marquez's deprecated getters, which
 * Jackson still serializes). `null` when the dataset has none.
 */
export function datasetColumnLineage(store: Store, dataset: DatasetRow): Record<string, unknown>[] | null {
  const latest = new Map<string, ColumnLineageRow>();
  for (const row of store.columnLineage.values()) {
    if (store.versions.get(row.outputVersionUuid)?.datasetUuid !== dataset.uuid) continue;
    const key = `${row.outputFieldUuid}\u0000${row.inputFieldUuid}`;
    const prev = latest.get(key);
    if (!prev || row.updatedAt >= prev.updatedAt) latest.set(key, row);
  }
  if (latest.size === 0) return null;
  type Input = [namespace: string, dataset: string, version: string, field: string, description: string | null, type: string | null];
  const byField = new Map<string, Map<string, Input>>();
  for (const row of latest.values()) {
    const v = store.versions.get(row.inputVersionUuid);
    const input: Input = [
      v?.namespace ?? '',
      v?.name ?? '',
      row.inputVersionUuid,
      store.fieldById.get(row.inputFieldUuid)?.name ?? '',
      row.transformationDescription,
      row.transformationType,
    ];
    const inputs = byField.get(row.outputFieldUuid) ?? new Map<string, Input>();
    inputs.set(JSON.stringify(input), input);
    byField.set(row.outputFieldUuid, inputs);
  }
  const entries = [...byField].map(([fieldUuid, inputs]) => {
    const field = store.fieldById.get(fieldUuid);
    const inputFields = [...inputs.values()].sort(compareTextArrays).map(([namespace, name, , inputField, transformationDescription, transformationType]) => ({
      namespace,
      dataset: name,
      field: inputField,
      transformationDescription,
      transformationType,
    }));
    return { name: field?.name ?? '', type: field?.type ?? null, inputFields };
  });
  // Marquez's order is a hash set's; the emulator lists the columns by name (then type), to be reproducible.
  return entries
    .sort((a, b) => compareTextArrays([a.name, a.type], [b.name, b.type]))
    .map(({ name, inputFields }) => ({
      name,
      inputFields,
      transformationDescription: inputFields[0]?.transformationDescription ?? null,
      transformationType: inputFields[0]?.transformationType ?? null,
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

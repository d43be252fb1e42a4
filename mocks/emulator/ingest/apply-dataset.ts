import { nameUuid, rowUuid } from '../ids.ts';
import { identityKey, nextSeq, pushTo, setVersionRun, type DatasetRow, type DatasetVersionRow, type Store, type VersionField } from '../store.ts';
import type { ApplyContext } from './context.ts';
import type { OlDataset } from './event-schema.ts';
import { upsertNamespace } from './namespaces.ts';

interface SchemaField {
  name: string;
  type?: string | null | undefined;
  description?: string | null | undefined;
}

export interface DatasetRecord {
  dataset: DatasetRow;
  version: DatasetVersionRow;
  schemaFields: SchemaField[];
}

function facet<T>(ds: OlDataset, name: string): T | undefined {
  const value = ds.facets?.[name];
  return value === null || value === undefined ? undefined : (value as T);
}

function schemaFieldsOf(ds: OlDataset): SchemaField[] {
  return facet<{ fields?: SchemaField[] | null }>(ds, 'schema')?.fields ?? [];
}

function lifecycleOf(ds: OlDataset): string | null {
  const value = facet<{ lifecycleStateChange?: unknown }>(ds, 'lifecycleStateChange')?.lifecycleStateChange;
  return typeof value === 'string' ? value : null;
}

function upsertSource(store: Store, ds: OlDataset): string {
  const source = facet<{ name?: unknown; uri?: unknown }>(ds, 'dataSource');
  const name = typeof source?.name === 'string' && source.name ? source.name : 'default';
  if (!store.sources.has(name)) {
    store.sources.set(name, { name, type: 'POSTGRESQL', uri: typeof source?.uri === 'string' ? source.uri : null });
  }
  return name;
}

// Symlink lookup (docs/marquez-behaviours.md#one-dataset-in-an-event step 3,
// docs/marquez-behaviours.md#symlinks-and-aliases): the first writer of an identity wins, so a name that is already an
// alias resolves to the aliased dataset, and aliases declared for a name that exists are ignored (Marquez #2738).
function resolveDataset(ctx: ApplyContext, ds: OlDataset, sourceName: string): DatasetRow {
  const { store, eventTime } = ctx;
  const key = identityKey(ds.namespace, ds.name);
  let link = store.symlinks.get(key);
  if (!link) {
    const uuid = rowUuid('dataset', key);
    store.datasets.set(uuid, {
      uuid,
      namespace: ds.namespace,
      name: ds.name,
      sourceName,
      createdAt: eventTime,
      updatedAt: eventTime,
      physicalName: ds.name,
      description: null,
      isDeleted: false,
      currentVersionUuid: null,
    });
    link = { datasetUuid: uuid, namespace: ds.namespace, name: ds.name, isPrimary: true };
    store.symlinks.set(key, link);
  }
  const identifiers = facet<{ identifiers?: { namespace: string; name: string }[] | null }>(ds, 'symlinks')?.identifiers ?? [];
  for (const id of identifiers) {
    const aliasKey = identityKey(id.namespace, id.name);
    if (store.symlinks.has(aliasKey)) continue;
    upsertNamespace(store, id.namespace, eventTime);
    store.symlinks.set(aliasKey, { datasetUuid: link.datasetUuid, namespace: id.namespace, name: id.name, isPrimary: false });
  }
  const dataset = store.datasets.get(link.datasetUuid);
  if (!dataset) throw new Error(`symlink without dataset ${key}`);
  return dataset;
}

function upsertFields(store: Store, dataset: DatasetRow, fields: SchemaField[]): string[] {
  let rows = store.fields.get(dataset.uuid);
  if (!rows) {
    rows = new Map();
    store.fields.set(dataset.uuid, rows);
  }
  const byName = rows;
  return fields.map((f) => {
    const type = f.type ?? null;
    // A field is unique per (dataset, name, type): the same name with two types is two rows
    // (docs/marquez-behaviours.md#what-marquez-stores).
    const key = `${f.name}\u0000${type ?? ''}`;
    let row = byName.get(key);
    if (!row) {
      row = { uuid: rowUuid('field', `${dataset.uuid}\u0000${key}`), datasetUuid: dataset.uuid, name: f.name, type, description: f.description ?? null };
      byName.set(key, row);
      store.fieldById.set(row.uuid, row);
    } else {
      row.description = f.description ?? null;
    }
    return row.uuid;
  });
}

function versionHash(ds: OlDataset, source: string, fields: SchemaField[], lifecycle: string | null, runUuid: string | null): string {
  const fieldSet = [...new Set(fields.map((f) => `${f.name}:${(f.type ?? '').toUpperCase()}:${f.description ?? ''}`))].sort();
  const parts = [ds.namespace, source, ds.name, ds.name, fieldSet.join(','), lifecycle ?? '', runUuid];
  return nameUuid(parts.filter((p) => p !== null).join(':'));
}

function snapshot(fields: SchemaField[]): VersionField[] {
  return fields.map((f) => ({ name: f.name, type: f.type ?? null, tags: [], description: f.description ?? null }));
}

/**
 * `OpenLineageDao.upsertLineageDataset` (docs/marquez-behaviours.md#one-dataset-in-an-event): namespaces, source,
 * identity, dataset row, fields, then the version: an input reuses the current version, anything else gets the
 * content-hash version.
 */
export function upsertLineageDataset(ctx: ApplyContext, ds: OlDataset, isInput: boolean): DatasetRecord {
  const { store, eventTime, runUuid } = ctx;
  upsertNamespace(store, ds.namespace, eventTime);
  const sourceName = upsertSource(store, ds);
  const dataset = resolveDataset(ctx, ds, sourceName);
  const description = facet<{ description?: unknown }>(ds, 'documentation')?.description;
  const lifecycle = lifecycleOf(ds);
  dataset.updatedAt = eventTime;
  dataset.physicalName = ds.name;
  dataset.description = typeof description === 'string' ? description : null;
  dataset.isDeleted = lifecycle?.toUpperCase() === 'DROP';

  const schemaFields = schemaFieldsOf(ds);
  const fieldUuids = upsertFields(store, dataset, schemaFields);

  let version: DatasetVersionRow | undefined;
  if (isInput && dataset.currentVersionUuid) version = store.versions.get(dataset.currentVersionUuid);
  if (!version) {
    const hash = versionHash(ds, sourceName, schemaFields, lifecycle, runUuid);
    const existing = store.versionByHash.get(hash);
    version = existing ? store.versions.get(existing) : undefined;
    const producer = isInput ? null : runUuid;
    if (version) {
      setVersionRun(store, version, producer);
    } else {
      version = {
        uuid: rowUuid('dataset_version', hash),
        version: hash,
        datasetUuid: dataset.uuid,
        namespace: ds.namespace,
        name: ds.name,
        createdAt: eventTime,
        runUuid: null,
        fields: snapshot(schemaFields),
        lifecycleState: lifecycle ?? '',
        fieldUuids: new Set(),
        seq: nextSeq(store),
      };
      store.versions.set(version.uuid, version);
      store.versionByHash.set(hash, version.uuid);
      setVersionRun(store, version, producer);
    }
  }
  // Any event touching a version maps its schema fields to it, so consumers' schemas leak in
  // (docs/marquez-behaviours.md#one-dataset-in-an-event step 7).
  for (const id of fieldUuids) version.fieldUuids.add(id);

  if (isInput && runUuid) {
    const versionUuid = version.uuid;
    if (!store.runInputs.get(runUuid)?.includes(versionUuid)) pushTo(store.runInputs, runUuid, versionUuid);
  }
  if (isInput && runUuid && !dataset.currentVersionUuid) {
    dataset.currentVersionUuid = version.uuid;
    dataset.updatedAt = eventTime;
  }
  return { dataset, version, schemaFields };
}

import { datasetByIdentity, type Store } from '../store.ts';
import type { ApplyContext } from './context.ts';
import type { DatasetRecord } from './apply-dataset.ts';
import type { OlDataset } from './event-schema.ts';

interface ColumnEntry {
  inputFields: { namespace: string; name: string; field: string }[];
  transformationDescription?: string | null | undefined;
  transformationType?: string | null | undefined;
}

/**
 * A version's field uuid by name: the first of its fields (in the order they were mapped to it) with that name. One
 * lookup table per version and call instead of a scan per column: a version holds every schema that touched it.
 */
function fieldLookup(store: Store): (versionUuid: string, name: string) => string | undefined {
  const byVersion = new Map<string, Map<string, string>>();
  return (versionUuid, name) => {
    let byName = byVersion.get(versionUuid);
    if (!byName) {
      byName = new Map();
      for (const id of store.versions.get(versionUuid)?.fieldUuids ?? []) {
        const field = store.fieldById.get(id);
        if (field && !byName.has(field.name)) byName.set(field.name, id);
      }
      byVersion.set(versionUuid, byName);
    }
    return byName.get(name);
  };
}

/**
 * `upsertColumnLineage` (docs/marquez-behaviours.md#how-column-lineage-is-computed, storage): only the old shape is
 * kept — `transformations[]` and the facet-level `dataset[]` are never read; the output column must be in the same
 * event's schema; each input field must be a field of a version this run has read, else the edge is silently dropped.
 */
export function storeColumnLineage(ctx: ApplyContext, ds: OlDataset, record: DatasetRecord): void {
  const { store, eventTime, runUuid } = ctx;
  const facet = ds.facets?.columnLineage as { fields?: Record<string, ColumnEntry> } | null | undefined;
  if (!facet?.fields || !runUuid) return;
  const readVersions = store.runInputs.get(runUuid) ?? [];
  const fieldUuidOn = fieldLookup(store);
  for (const [column, entry] of Object.entries(facet.fields)) {
    const schemaField = record.schemaFields.find((f) => f.name === column);
    if (!schemaField) continue; // "Cannot produce column lineage for missing output field" (logged, skipped)
    const outputFieldUuid = fieldUuidOn(record.version.uuid, column);
    if (!outputFieldUuid) continue;
    for (const input of entry.inputFields) {
      const inputDataset = datasetByIdentity(store, input.namespace, input.name);
      if (!inputDataset) continue;
      for (const versionUuid of readVersions) {
        if (store.versions.get(versionUuid)?.datasetUuid !== inputDataset.uuid) continue;
        const inputFieldUuid = fieldUuidOn(versionUuid, input.field);
        if (!inputFieldUuid) continue;
        const key = `${record.version.uuid}|${outputFieldUuid}|${versionUuid}|${inputFieldUuid}`;
        const existing = store.columnLineage.get(key);
        const description = entry.transformationDescription ?? null;
        const type = entry.transformationType ?? null;
        if (existing) {
          existing.transformationDescription = description;
          existing.transformationType = type;
          existing.updatedAt = eventTime;
        } else {
          store.columnLineage.set(key, {
            outputVersionUuid: record.version.uuid,
            outputFieldUuid,
            inputVersionUuid: versionUuid,
            inputFieldUuid,
            transformationDescription: description,
            transformationType: type,
            createdAt: eventTime,
            updatedAt: eventTime,
          });
        }
      }
    }
  }
}

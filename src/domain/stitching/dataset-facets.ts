import type { MqDataset } from '../marquez-shapes.ts';
import { isRecord } from '../facets/read-facet.ts';

/** One entry of the OpenLineage `symlinks` dataset facet. */
export interface SymlinkIdentifier {
  namespace: string;
  name: string;
  /** `TABLE` (catalog alias), `LOCATION` (Hive hook) or whatever the producer wrote. */
  type: string;
}

/** The subset of the OpenLineage `catalog` dataset facet that identifies an Iceberg/Hive table. */
export interface CatalogFacet {
  framework: string | null;
  name: string | null;
  warehouseUri: string | null;
}

function facet(dataset: MqDataset, key: string): Record<string, unknown> | null {
  const facets: unknown = dataset.facets;
  if (!isRecord(facets)) return null;
  const value = facets[key];
  return isRecord(value) ? value : null;
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** The dataset's `symlinks` identifiers; malformed entries are skipped, a missing facet gives `[]`. */
export function readSymlinks(dataset: MqDataset): SymlinkIdentifier[] {
  const identifiers = facet(dataset, 'symlinks')?.['identifiers'];
  if (!Array.isArray(identifiers)) return [];
  const out: SymlinkIdentifier[] = [];
  for (const item of identifiers as unknown[]) {
    if (!isRecord(item)) continue;
    const { namespace, name, type } = item;
    if (typeof namespace !== 'string' || typeof name !== 'string') continue;
    out.push({ namespace, name, type: typeof type === 'string' ? type : 'UNKNOWN' });
  }
  return out;
}

/** The dataset's `catalog` facet, or null. */
export function readCatalogFacet(dataset: MqDataset): CatalogFacet | null {
  const value = facet(dataset, 'catalog');
  if (!value) return null;
  return {
    framework: stringOrNull(value['framework']),
    name: stringOrNull(value['name']),
    warehouseUri: stringOrNull(value['warehouseUri']),
  };
}

/**
 * True when any facet says the dataset is an Iceberg table: `catalog.framework` or `storage.storageLayer`
 * equal to `iceberg` (case-insensitive; producers differ).
 */
export function looksIceberg(dataset: MqDataset): boolean {
  const framework = readCatalogFacet(dataset)?.framework;
  const layer = stringOrNull(facet(dataset, 'storage')?.['storageLayer']);
  return framework?.toLowerCase() === 'iceberg' || layer?.toLowerCase() === 'iceberg';
}

/** Field names from the dataset's `fields` (the API's schema view), without duplicates; lower-cased unless told. */
export function fieldNames(dataset: MqDataset, lowerCase = true): Set<string> {
  const names = new Set<string>();
  if (!Array.isArray(dataset.fields)) return names;
  for (const field of dataset.fields as unknown[]) {
    if (isRecord(field) && typeof field['name'] === 'string') names.add(lowerCase ? field['name'].toLowerCase() : field['name']);
  }
  return names;
}

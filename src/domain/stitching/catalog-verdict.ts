import { parseCatalogFacet, type CatalogInfo } from '../facets/catalog-facet.ts';
import type { MqDataset } from '../marquez-shapes.ts';
import { isRecord } from '../facets/read-facet.ts';
import type { DatasetIdentity } from './catalog.ts';
import { canonicalLocation, parseNamespaceUri, parseStorageLocation, type StorageLocation } from './storage-uri.ts';

/**
 * What the `catalog` facets of a location-named table and a catalog-named one say about their being one table
 * (docs/openlineage-facets.md#catalog-facet): `certain` when a facet names the catalog (its name, or the URI the
 * catalog-side name lives under) and a warehouse whose `<db>/<table>` is exactly the location; `ruled-out` when the
 * facets contradict it (other table formats, or the catalog-side facet's warehouse holds the table elsewhere);
 * else `unknown`, and the name-shape rule decides alone.
 */
export type CatalogVerdict = { kind: 'certain'; why: string } | { kind: 'ruled-out'; why: string } | { kind: 'unknown' };

/** The dataset's `catalog` facet through the zod parser (untrusted: a malformed facet is no facet). */
export function catalogInfo(dataset: MqDataset): CatalogInfo | null {
  return isRecord(dataset.facets) ? parseCatalogFacet(dataset.facets['catalog']) : null;
}

const property = (c: CatalogInfo, key: string): string | null => c.properties.find(([k]) => k === key)?.[1] ?? null;
// The spec's fields first; Spark's `warehouse` and `uri` catalog properties say the same when they are missing.
const warehouseOf = (c: CatalogInfo) => c.warehouseUri ?? property(c, 'warehouse');
const uriOf = (c: CatalogInfo) => c.metadataUri ?? property(c, 'uri');

function asLocation(uri: string): StorageLocation | null {
  const parsed = parseNamespaceUri(uri);
  return parsed ? parseStorageLocation(`${parsed.scheme}://${parsed.authority}`, parsed.path) : null;
}

/** The location's path inside the warehouse, `db/table` or Hive's `db.db/table` folded to `db.table`; else null. */
function tableUnder(warehouse: string | null, location: StorageLocation): string | null {
  const root = warehouse ? asLocation(warehouse) : null;
  if (!root) return null;
  const prefix = `${canonicalLocation(root)}/`;
  const full = canonicalLocation(location);
  if (!full.startsWith(prefix)) return null;
  const rest = full.slice(prefix.length).split('/');
  if (rest.length !== 2) return null;
  const [db = '', table = ''] = rest;
  return `${db.endsWith('.db') ? db.slice(0, -3) : db}.${table}`.toLowerCase();
}

const same = (a: string | null, b: string | null) => a !== null && b !== null && a.replace(/\/+$/, '').toLowerCase() === b.replace(/\/+$/, '').toLowerCase();

/** Whether `c` names the catalog the catalog-side identity belongs to: by its name as the name's prefix, or by URI. */
function namesCatalogOf(c: CatalogInfo, cat: DatasetIdentity, key: string): boolean {
  const name = cat.name.toLowerCase();
  if (c.name && name === `${c.name.toLowerCase()}.${key}`) return true;
  if (!name.endsWith(key)) return false;
  // Spark puts the catalog name under the catalog's own URI (a REST catalog's, a Hive metastore's).
  return same(cat.namespace, uriOf(c));
}

export function catalogVerdict(
  loc: { ref: DatasetIdentity; dataset: MqDataset; location: StorageLocation; key: string },
  cat: { ref: DatasetIdentity; dataset: MqDataset },
): CatalogVerdict {
  const locFacet = catalogInfo(loc.dataset);
  const catFacet = catalogInfo(cat.dataset);
  if (!locFacet && !catFacet) return { kind: 'unknown' };
  const a = locFacet?.framework?.toLowerCase() ?? null;
  const b = catFacet?.framework?.toLowerCase() ?? null;
  if (a && b && a !== b) return { kind: 'ruled-out', why: `their catalog facets name different table formats (${a}, ${b})` };
  for (const facet of [locFacet, catFacet]) {
    if (!facet) continue;
    const under = tableUnder(warehouseOf(facet), loc.location);
    if (under === loc.key && namesCatalogOf(facet, cat.ref, loc.key)) {
      const source = facet.source ? ` (reported by ${facet.source})` : '';
      return {
        kind: 'certain',
        why: `the catalog facet${source} names ${facet.type ? `${facet.type} ` : ''}catalog ${facet.name ?? uriOf(facet) ?? ''} with warehouse ${warehouseOf(facet) ?? ''}, which holds this table at ${loc.key.replace('.', '/')}`,
      };
    }
  }
  // The catalog name's own facet says where its catalog keeps tables: a location in another bucket (or file system)
  // is another table. (A table may sit elsewhere in the same store, so only the store rules it out.)
  const warehouse = catFacet ? warehouseOf(catFacet) : null;
  const root = warehouse ? asLocation(warehouse) : null;
  if (root && (root.canonicalScheme !== loc.location.canonicalScheme || root.authority !== loc.location.authority)) {
    return { kind: 'ruled-out', why: `the catalog name's own facet puts its warehouse at ${warehouse ?? ''}, in another store than this location` };
  }
  return { kind: 'unknown' };
}

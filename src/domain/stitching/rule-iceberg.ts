import type { MqDataset } from '../marquez-shapes.ts';
import type { Catalog, DatasetIdentity } from './catalog.ts';
import { indexDatasets } from './catalog.ts';
import { catalogVerdict } from './catalog-verdict.ts';
import { looksIceberg, readCatalogFacet } from './dataset-facets.ts';
import type { ProposedStitch } from './stitch-candidate.ts';
import { showIdentity } from './stitch-candidate.ts';
import type { StorageLocation } from './storage-uri.ts';
import { canonicalLocation, namespaceScheme, parseNamespaceUri, parseStorageLocation } from './storage-uri.ts';

// Namespaces whose dotted names are database objects or topics, never a table catalog's `db.table`.
const NOT_A_TABLE_CATALOG = new Set([
  'kafka',
  'postgres',
  'postgresql',
  'mysql',
  'mariadb',
  'sqlserver',
  'oracle',
  'db2',
  'jdbc',
  'redshift',
  'snowflake',
  'bigquery',
  'mongodb',
  'cassandra',
  'teradata',
  'trino',
  'presto',
]);

interface LocationSide {
  ref: DatasetIdentity;
  dataset: MqDataset;
  location: StorageLocation;
  /** `db.table` read from the path's last two segments (Hive's `db.db/table` layout folded). */
  key: string;
  warehouseLayout: boolean;
}

interface CatalogSide {
  ref: DatasetIdentity;
  dataset: MqDataset;
  key: string;
}

const PLAIN_SEGMENT = /^[^.]+$/;
const MAX_PER_KEY = 50;

function locationSide(ref: DatasetIdentity, dataset: MqDataset): LocationSide | null {
  const location = parseStorageLocation(ref.namespace, ref.name);
  if (!location || location.segments.length < 2) return null;
  const table = location.segments[location.segments.length - 1] ?? '';
  const rawDb = location.segments[location.segments.length - 2] ?? '';
  const db = rawDb.endsWith('.db') ? rawDb.slice(0, -3) : rawDb;
  if (!PLAIN_SEGMENT.test(table) || !PLAIN_SEGMENT.test(db)) return null;
  const parent = location.segments[location.segments.length - 3]?.toLowerCase();
  return {
    ref,
    dataset,
    location,
    key: `${db}.${table}`.toLowerCase(),
    warehouseLayout: rawDb.endsWith('.db') || parent === 'warehouse',
  };
}

function catalogSide(ref: DatasetIdentity, dataset: MqDataset): CatalogSide | null {
  const scheme = namespaceScheme(ref.namespace);
  if (scheme !== null && NOT_A_TABLE_CATALOG.has(scheme)) return null;
  if (parseStorageLocation(ref.namespace, ref.name)) return null;
  // AWS Glue names tables `table/<db>/<table>` (docs/openlineage-facets.md#dataset-naming).
  const glue = /^table\/([^/.]+)\/([^/.]+)$/.exec(ref.name);
  if (glue) return { ref, dataset, key: `${glue[1]}.${glue[2]}`.toLowerCase() };
  if (ref.name.includes('/')) return null;
  const parts = ref.name.split('.');
  if (parts.length < 2 || parts.some((p) => p.length === 0)) return null;
  return { ref, dataset, key: parts.slice(-2).join('.').toLowerCase() };
}

// A catalog facet's warehouse that contains the location ties the two names together beyond the suffix match.
function warehouseContains(warehouseUri: string | null | undefined, location: StorageLocation): boolean {
  if (!warehouseUri) return false;
  const uri = parseNamespaceUri(warehouseUri);
  const asLocation = uri ? parseStorageLocation(`${uri.scheme}://${uri.authority}`, uri.path) : parseStorageLocation('file', warehouseUri);
  if (!asLocation) return false;
  const prefix = canonicalLocation(asLocation);
  const full = canonicalLocation(location);
  return full.startsWith(`${prefix}/`);
}

function hint(loc: LocationSide, cat: CatalogSide): string {
  return (
    `One engine names the table by location (${showIdentity(loc.ref)}), another by catalog name ` +
    `(${showIdentity(cat.ref)}). Emit a TABLE symlink to the catalog name from the location side (Spark does when ` +
    'its Iceberg catalog is configured; Flink 1 does not), or configure the same catalog in both engines so they ' +
    'report one identity.'
  );
}

/**
 * Rule (c): an Iceberg (or Hive) table named by its warehouse location in one engine (`…/warehouse/<db>/<table>`)
 * and by catalog name in another (`<db>.<table>`). Catalog and storage facets raise the confidence.
 */
export function icebergStitches(catalog: Catalog): ProposedStitch[] {
  const locations = new Map<string, LocationSide[]>();
  const names: CatalogSide[] = [];
  for (const { ref, dataset } of indexDatasets(catalog).values()) {
    const loc = locationSide(ref, dataset);
    if (loc) {
      let group = locations.get(loc.key);
      if (!group) locations.set(loc.key, (group = []));
      group.push(loc);
      continue;
    }
    const cat = catalogSide(ref, dataset);
    if (cat) names.push(cat);
  }

  const out: ProposedStitch[] = [];
  const perKey = new Map<string, number>();
  for (const cat of names) {
    // Dozens of catalog names for one `db.table` is no naming accident; stop pairing rather than go quadratic.
    const seen = (perKey.get(cat.key) ?? 0) + 1;
    perKey.set(cat.key, seen);
    if (seen > MAX_PER_KEY) continue;
    for (const loc of (locations.get(cat.key) ?? []).slice(0, MAX_PER_KEY)) {
      // A catalog facet that names both the catalog and the warehouse decides; one that contradicts the pair vetoes it.
      const verdict = catalogVerdict(loc, cat);
      if (verdict.kind === 'ruled-out') continue;
      if (verdict.kind === 'certain') {
        out.push({ x: loc.ref, y: cat.ref, rule: 'iceberg-location', confidence: 0.99, hint: hint(loc, cat), evidence: `certain: ${verdict.why}` });
        continue;
      }
      let confidence = 0.55;
      const why = [`path …/${loc.location.segments.slice(-2).join('/')} ends in the catalog name ${cat.key}`];
      if (loc.warehouseLayout) {
        confidence += 0.2;
        why.push('warehouse layout');
      }
      if (looksIceberg(loc.dataset) || looksIceberg(cat.dataset)) {
        confidence += 0.15;
        why.push('an Iceberg catalog/storage facet');
      }
      const warehouses = [readCatalogFacet(loc.dataset)?.warehouseUri, readCatalogFacet(cat.dataset)?.warehouseUri];
      if (warehouses.some((w) => warehouseContains(w, loc.location))) {
        confidence += 0.1;
        why.push('the catalog warehouse contains the location');
      }
      out.push({
        x: loc.ref,
        y: cat.ref,
        rule: 'iceberg-location',
        confidence: Math.min(0.95, confidence),
        hint: hint(loc, cat),
        evidence: why.join('; '),
      });
    }
  }
  return out;
}

import type { Facets } from '../marquez-shapes.ts';
import { readArray, readRecord, readString } from '../facets/read-facet.ts';
import type { DatasetKind } from './engine-types.ts';

function isIcebergByFacets(facets: Facets | null | undefined): boolean {
  if (readString(readRecord(facets, 'catalog'), 'framework')?.toLowerCase() === 'iceberg') return true;
  if (readString(readRecord(facets, 'storage'), 'storageLayer')?.toLowerCase() === 'iceberg') return true;
  return readArray(readRecord(facets, 'symlinks'), 'identifiers').some((id) => /^iceberg(:|\+|$)/i.test(readString(id, 'namespace') ?? ''));
}

// Iceberg tables written by Flink 1.x carry no catalog facet, only their location
// (docs/openlineage-facets.md#iceberg-naming-across-engines), so a
// `warehouse` path segment on an object store or file namespace is the remaining hint.
function isWarehousePath(namespace: string, name: string): boolean {
  if (/^iceberg(:|\+)/i.test(namespace)) return true;
  if (!/^(s3[an]?|gs|abfss?|hdfs|file)(:|$)/i.test(namespace)) return false;
  return /(^|\/)warehouse(\/|$)/i.test(`${namespace}/${name}`);
}

/**
 * The dataset kind badge: Kafka topic, Iceberg table (catalog/storage/symlink facets or a warehouse path),
 * S3 path, Postgres table, other. Iceberg wins over S3 because Iceberg tables live on S3.
 */
export function classifyDataset(namespace: string, name: string, facets?: Facets | null): DatasetKind {
  if (/^kafka:\/\//i.test(namespace)) return 'kafka-topic';
  if (isIcebergByFacets(facets) || isWarehousePath(namespace, name)) return 'iceberg-table';
  if (/^s3[an]?:\/\//i.test(namespace)) return 's3-path';
  if (/^postgres(ql)?:\/\//i.test(namespace)) return 'postgres-table';
  return 'other';
}

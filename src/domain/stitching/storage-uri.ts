/**
 * Dataset namespaces and names as storage locations (docs/openlineage-facets.md#dataset-naming: S3 `s3://bucket` +
 * object key, HDFS `hdfs://nn:port` + path, local `file` + path).
 */

/** Schemes that name files or objects rather than tables or topics. */
const FILE_SCHEMES = new Set(['s3', 's3a', 's3n', 'gs', 'gcs', 'hdfs', 'abfs', 'abfss', 'wasb', 'wasbs', 'file', 'oss', 'viewfs']);

// The Hadoop connectors s3a/s3n and the GCS connector's gcs:// name the same buckets as s3:// and gs://.
const SCHEME_ALIASES: Record<string, string> = { s3a: 's3', s3n: 's3', gcs: 'gs' };

/** A dataset identity read as a location: scheme, authority (bucket, name node) and path segments. */
export interface StorageLocation {
  scheme: string;
  /** Scheme after alias folding (`s3a` → `s3`). */
  canonicalScheme: string;
  authority: string;
  segments: string[];
}

/** Splits a namespace into scheme, authority and path; `file` alone is a scheme. Null when it has no scheme. */
export function parseNamespaceUri(namespace: string): { scheme: string; authority: string; path: string } | null {
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):(?:\/\/([^/]*))?(.*)$/.exec(namespace);
  if (match) return { scheme: (match[1] ?? '').toLowerCase(), authority: match[2] ?? '', path: match[3] ?? '' };
  if (/^[a-zA-Z][a-zA-Z0-9+.-]*$/.test(namespace)) return { scheme: namespace.toLowerCase(), authority: '', path: '' };
  return null;
}

/** The identity as a storage location, or null when the namespace is not a file/object store. */
export function parseStorageLocation(namespace: string, name: string): StorageLocation | null {
  const uri = parseNamespaceUri(namespace);
  if (!uri || !FILE_SCHEMES.has(uri.scheme)) return null;
  const segments = `${uri.path}/${name}`.split('/').filter((s) => s.length > 0);
  return { scheme: uri.scheme, canonicalScheme: SCHEME_ALIASES[uri.scheme] ?? uri.scheme, authority: uri.authority, segments };
}

/** The location as one normalised URI: aliased scheme folded, duplicate, leading and trailing slashes gone. */
export function canonicalLocation(location: StorageLocation): string {
  return `${location.canonicalScheme}://${location.authority}/${location.segments.join('/')}`;
}

/** The scheme of a namespace (`kafka`, `postgres`, `s3`…), lower-cased, or null. */
export function namespaceScheme(namespace: string): string | null {
  return parseNamespaceUri(namespace)?.scheme ?? null;
}

import type { Catalog, DatasetIdentity } from './catalog.ts';
import { indexDatasets } from './catalog.ts';
import { groupPairs } from './pairs.ts';
import type { ProposedStitch } from './stitch-candidate.ts';
import type { StorageLocation } from './storage-uri.ts';
import { canonicalLocation, parseStorageLocation } from './storage-uri.ts';

const HINT =
  'Normalise paths in the producers: one scheme per store (s3://, not s3a:// or s3n://) and names without a ' +
  "leading or trailing '/' (OpenLineage naming: an S3 dataset's name is the object key).";

/**
 * Rule (d): S3/HDFS/GCS/local paths that differ only by leading, trailing or doubled slashes or by a scheme
 * alias (`s3`/`s3a`/`s3n`, `gs`/`gcs`).
 */
export function storagePathStitches(catalog: Catalog): ProposedStitch[] {
  const groups = new Map<string, { ref: DatasetIdentity; location: StorageLocation }[]>();
  for (const { ref } of indexDatasets(catalog).values()) {
    const location = parseStorageLocation(ref.namespace, ref.name);
    if (!location || location.segments.length === 0) continue;
    const key = canonicalLocation(location);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = []));
    group.push({ ref, location });
  }

  const out: ProposedStitch[] = [];
  for (const [key, group] of groups) {
    for (const [i, j] of groupPairs(group.length)) {
      const x = group[i];
      const y = group[j];
      if (!x || !y) continue;
      const schemeAlias = x.location.scheme !== y.location.scheme;
      out.push({
        x: x.ref,
        y: y.ref,
        rule: 'storage-path',
        confidence: schemeAlias ? 0.85 : 0.9,
        hint: HINT,
        evidence: `both normalise to ${key}${schemeAlias ? ` (scheme ${x.location.scheme} vs ${y.location.scheme})` : ' (slashes differ)'}`,
      });
    }
  }
  return out;
}

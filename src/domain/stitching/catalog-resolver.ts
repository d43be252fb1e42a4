import type { MqDataset } from '../marquez-shapes.ts';
import type { Catalog, DatasetIdentity } from './catalog.ts';
import { identityKey, indexDatasets } from './catalog.ts';
import { readSymlinks } from './dataset-facets.ts';

/** Folds the several names of one Marquez dataset onto one key. */
export interface CatalogResolver {
  /** The catalog dataset an identity names (directly, as a listed alias row, or as a declared symlink), or null. */
  dataset(ref: DatasetIdentity): { key: string; ref: DatasetIdentity; dataset: MqDataset } | null;
  /** The canonical key of an identity key; unknown identities map to themselves. */
  canonical(key: string): string;
}

function facetCount(dataset: MqDataset | undefined): number {
  const facets: unknown = dataset?.facets;
  return facets && typeof facets === 'object' ? Object.keys(facets).length : 0;
}

/**
 * Marquez lists each alias of a dataset as its own row sharing the dataset's `currentVersion` (with `facets: {}`),
 * and jobs name datasets as written, aliases included (docs/marquez-behaviours.md#job-reads,
 * docs/marquez-behaviours.md#symlinks-and-aliases). This folds those rows and
 * every declared `symlinks` identifier onto the row that carries the facets, so one table is counted once.
 */
export function catalogResolver(catalog: Catalog): CatalogResolver {
  const index = indexDatasets(catalog);
  const fold = new Map<string, string>();

  const byVersion = new Map<string, string[]>();
  for (const [key, { dataset }] of index) {
    const v = dataset.currentVersion;
    if (typeof v !== 'string' || v.length === 0) continue;
    const group = byVersion.get(v);
    if (group) group.push(key);
    else byVersion.set(v, [key]);
  }
  for (const group of byVersion.values()) {
    if (group.length < 2) continue;
    // The row with facets is the one Marquez answers by primary name; alias rows come back with `facets: {}`.
    let best = group[0] ?? '';
    for (const key of group) if (facetCount(index.get(key)?.dataset) > facetCount(index.get(best)?.dataset)) best = key;
    for (const key of group) if (key !== best) fold.set(key, best);
  }
  for (const [key, { dataset }] of index) {
    if (fold.has(key)) continue;
    for (const link of readSymlinks(dataset)) {
      const k = identityKey(link);
      if (!index.has(k) && !fold.has(k)) fold.set(k, key);
    }
  }

  const canonical = (key: string): string => fold.get(key) ?? key;
  return {
    canonical,
    dataset(ref) {
      const key = canonical(identityKey(ref));
      const hit = index.get(key);
      return hit ? { key, ref: hit.ref, dataset: hit.dataset } : null;
    },
  };
}

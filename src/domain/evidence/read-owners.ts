import { isRecord, readArray, readRecord, readString } from '../facets/read-facet.ts';
import type { EvidenceSource, Owner } from './evidence-types.ts';

/**
 * Tag keys that name who owns something (case-insensitive; `-`/`_` ignored). Spark and Flink send job tags from
 * `…job.tags` configuration as key/value pairs, so teams often put their on-call channel or team there.
 */
const OWNER_TAG_KEYS = new Set(['owner', 'owners', 'team', 'oncall', 'maintainer', 'steward', 'dataowner', 'contact']);

const tagKey = (key: string): string => key.toLowerCase().replace(/[-_\s]/g, '');

/** Whether a tag's key names an owner or team. */
export function isOwnerTagKey(key: string): boolean {
  return OWNER_TAG_KEYS.has(tagKey(key));
}

/**
 * Owners in one facets object: the `ownership` facet's `owners[]` (name required, type optional), then every
 * `tags` facet entry whose key names an owner. Anything malformed is skipped, never guessed.
 */
export function readOwners(facets: unknown, via: Owner['via'], source: Omit<EvidenceSource, 'facet'>): Owner[] {
  const out: Owner[] = [];
  const seen = new Set<string>();
  const add = (name: string, type: string | null, facet: string) => {
    const key = `${name}\u0000${type ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ name, type, via, source: { ...source, facet } });
  };
  for (const entry of readArray(readRecord(facets, 'ownership'), 'owners')) {
    const name = readString(entry, 'name');
    if (name) add(name, readString(entry, 'type'), 'ownership');
  }
  for (const tag of readArray(readRecord(facets, 'tags'), 'tags')) {
    if (!isRecord(tag)) continue;
    const key = readString(tag, 'key');
    const value = readString(tag, 'value');
    if (key && value && isOwnerTagKey(key)) add(value, key, 'tags');
  }
  return out;
}

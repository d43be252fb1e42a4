import { json, type EmulatorResponse } from '../http.ts';
import type { Store } from '../store.ts';
import { formatInstant } from '../time.ts';
import { page, type Query } from './params.ts';

/**
 * When each source was first seen. The emulator's source table keeps no times, and a source is created by the first
 * dataset that names it, so the earliest `createdAt` of the datasets whose (first) source it is stands in.
 */
export function sourceCreatedAt(store: Store): Map<string, number> {
  const firstUse = new Map<string, number>();
  for (const d of store.datasets.values()) firstUse.set(d.sourceName, Math.min(firstUse.get(d.sourceName) ?? Infinity, d.createdAt));
  return firstUse;
}

/** GET /sources: `{sources:[{type, name, createdAt, updatedAt, connectionUrl, description}]}` by name, no `totalCount`. */
export function listSources(store: Store, query: Query): EmulatorResponse {
  const firstUse = sourceCreatedAt(store);
  const at = (name: string) => formatInstant(firstUse.get(name) ?? 0);
  const all = [...store.sources.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return json(200, {
    sources: page(all, query).map((s) => ({
      type: s.type,
      name: s.name,
      createdAt: at(s.name),
      updatedAt: at(s.name),
      connectionUrl: s.uri ?? '',
      description: null,
    })),
  });
}

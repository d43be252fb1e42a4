import { json, notFound, type EmulatorResponse } from '../http.ts';
import type { NamespaceRow, Store } from '../store.ts';
import { formatInstant } from '../time.ts';
import { page, type Query } from './params.ts';

function serialize(ns: NamespaceRow) {
  return {
    name: ns.name,
    createdAt: formatInstant(ns.createdAt),
    updatedAt: formatInstant(ns.updatedAt),
    ownerName: ns.ownerName,
    description: ns.description,
    isHidden: ns.isHidden,
  };
}

/**
 * GET /namespaces: by name, hidden ones included, and **no** `totalCount` (docs/marquez-api.md#namespaces,
 * docs/marquez-api.md#where-the-openapi-spec-is-wrong).
 */
export function listNamespaces(store: Store, query: Query): EmulatorResponse {
  const all = [...store.namespaces.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return json(200, { namespaces: page(all, query).map(serialize) });
}

export function getNamespace(store: Store, name: string): EmulatorResponse {
  const ns = store.namespaces.get(name);
  if (!ns) throw notFound(`Namespace '${name}' not found.`);
  return json(200, serialize(ns));
}

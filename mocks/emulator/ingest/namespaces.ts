import type { Store } from '../store.ts';

/**
 * Insert-if-absent; ingest never changes an existing namespace's times, and un-hides it
 * (docs/marquez-behaviours.md#namespace-reads).
 */
export function upsertNamespace(store: Store, name: string, eventTime: number): void {
  const existing = store.namespaces.get(name);
  if (existing) {
    existing.isHidden = false;
    return;
  }
  store.namespaces.set(name, {
    name,
    createdAt: eventTime,
    updatedAt: eventTime,
    ownerName: 'anonymous',
    description: null,
    isHidden: false,
  });
}

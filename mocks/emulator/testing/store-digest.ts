import type { Store } from '../store.ts';

/** A stable serialisation of every table, to assert that a rejected event changed nothing. */
export function storeDigest(store: Store): string {
  return JSON.stringify(store, (_k, v: unknown) => {
    if (v instanceof Map) return [...v.entries()];
    if (v instanceof Set) return [...v.values()];
    return v;
  });
}

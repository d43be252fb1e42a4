/**
 * A least-recently-used map bounded by entry count and by total size (the caller says what an entry weighs). The
 * server's layout cache uses it; an entry larger than the byte bound is never kept.
 */
export interface BoundedCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V, bytes: number): void;
  readonly size: number;
  readonly bytes: number;
}

export function createBoundedCache<V>(limits: { maxEntries: number; maxBytes: number }): BoundedCache<V> {
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  const entries = new Map<string, { value: V; bytes: number }>();
  let total = 0;
  const drop = (key: string): void => {
    const old = entries.get(key);
    if (!old) return;
    entries.delete(key);
    total -= old.bytes;
  };
  return {
    get(key) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      entries.delete(key);
      entries.set(key, hit);
      return hit.value;
    },
    set(key, value, bytes) {
      drop(key);
      if (bytes > limits.maxBytes || limits.maxEntries <= 0) return;
      entries.set(key, { value, bytes });
      total += bytes;
      for (const oldest of entries.keys()) {
        if (entries.size <= limits.maxEntries && total <= limits.maxBytes) break;
        drop(oldest);
      }
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return total;
    },
  };
}

import type { LayoutResult } from './layout-engine.ts';

/** A persistent layout cache keyed by `layoutCacheKey` (content hash of the ELK input and options, versioned). */
export interface LayoutStore {
  /** The stored layout, or undefined (none, or the store is unavailable). Never rejects. */
  get(key: string): Promise<LayoutResult | undefined>;
  /** Stores the layout, evicting the oldest entries over the bound. Never rejects. */
  put(key: string, layout: LayoutResult): Promise<void>;
  /** Opens the store ahead of the first lookup (opening IndexedDB cold took ~0.1 s, on a first draw's critical path). */
  warm(): void;
}

const DB_NAME = 'tributary-layouts';
// Bumped when the stored record's shape changes; an upgrade drops every old entry.
const DB_VERSION = 1;
const STORE = 'layouts';

export interface IndexedDbLayoutStoreOptions {
  /** Layouts kept; the least recently written go first. */
  maxEntries?: number;
  /** A layout whose JSON may be larger ({@link layoutJsonBytesAtMost}) is not kept (a 1,000-node layout is ~150 KB). */
  maxEntryBytes?: number;
  indexedDB?: IDBFactory;
}

interface StoredLayout {
  key: string;
  layout: LayoutResult;
  at: number;
}

const done = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((ok, fail) => {
    request.onsuccess = () => ok(request.result);
    request.onerror = () => fail(request.error ?? new Error('IndexedDB request failed'));
  });

/** A string's length in JSON, quotes included; ids are Marquez's, so any character may need escaping. */
function quoted(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // A quote, a backslash, a control character or a surrogate (escaped when unpaired): measure it as JSON does.
    if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff)) return JSON.stringify(text).length;
  }
  return text.length + 2;
}

// The longest a JSON number can be (`-2.2250738585072014e-308`), so the estimate below is never under the JSON's size.
const NUMBER_MAX = 24;

/**
 * An upper bound on `JSON.stringify(layout).length`, from key lengths and counts alone: the size check without
 * building a string the size of the layout (~1 MB for the 10,000-node view's first drawing) on the main thread.
 */
export function layoutJsonBytesAtMost(layout: LayoutResult): number {
  let bytes = 64 + 2 * NUMBER_MAX;
  // `"id":{"x":…,"y":…,"width":…,"height":…,"parentId":"…"},` around four numbers, and a port's
  // `"id":{"nodeId":"…","x":…,"y":…},` around two.
  for (const [id, box] of Object.entries(layout.nodes))
    bytes += quoted(id) + 34 + 4 * NUMBER_MAX + (box.parentId === undefined ? 0 : quoted(box.parentId) + 12);
  for (const [id, port] of Object.entries(layout.ports)) bytes += quoted(id) + quoted(port.nodeId) + 24 + 2 * NUMBER_MAX;
  // `"id":[…],` around the points, each `{"x":…,"y":…},`.
  for (const [id, points] of Object.entries(layout.bends)) bytes += quoted(id) + 4 + points.length * (14 + 2 * NUMBER_MAX);
  return bytes;
}

/**
 * Resolves once the page is idle (or after a second at most): writing a layout copies all of it (IndexedDB's
 * structured clone) on the main thread, which should not share a task with the drawing it was laid out for.
 */
const idle = (): Promise<void> =>
  new Promise((ok) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => ok(), { timeout: 1_000 });
    else setTimeout(ok, 0);
  });

/**
 * The browser's layout cache (IndexedDB), so a re-visit of a view draws without running ELK. Bounded by entry
 * count and entry size; a browser without IndexedDB (or a private mode that refuses it) simply never hits.
 */
export function createIndexedDbLayoutStore({
  maxEntries = 40,
  maxEntryBytes = 4 * 1024 * 1024,
  indexedDB: idb = globalThis.indexedDB,
}: IndexedDbLayoutStoreOptions = {}): LayoutStore {
  let opened: Promise<IDBDatabase> | null = null;
  const open = (): Promise<IDBDatabase> => {
    if (!opened) {
      if (!idb) return Promise.reject(new Error('no IndexedDB'));
      const request = idb.open(DB_NAME, DB_VERSION);
      request.onupgradeneeded = () => {
        const db = request.result;
        if (db.objectStoreNames.contains(STORE)) db.deleteObjectStore(STORE);
        db.createObjectStore(STORE, { keyPath: 'key' }).createIndex('at', 'at');
      };
      opened = done(request);
      opened.catch(() => (opened = null));
    }
    return opened;
  };

  return {
    warm() {
      open().catch(() => undefined);
    },
    async get(key) {
      try {
        const db = await open();
        const stored = (await done(db.transaction(STORE, 'readonly').objectStore(STORE).get(key))) as StoredLayout | undefined;
        return stored?.key === key ? stored.layout : undefined;
      } catch {
        return undefined;
      }
    },
    async put(key, layout) {
      try {
        if (layoutJsonBytesAtMost(layout) > maxEntryBytes) return;
        await idle();
        const db = await open();
        const store = db.transaction(STORE, 'readwrite').objectStore(STORE);
        await done(store.put({ key, layout, at: Date.now() } satisfies StoredLayout));
        const count = await done(store.count());
        if (count <= maxEntries) return;
        // Oldest first along the `at` index; drop just enough.
        let excess = count - maxEntries;
        const cursor = store.index('at').openCursor();
        await new Promise<void>((ok, fail) => {
          cursor.onerror = () => fail(cursor.error ?? new Error('IndexedDB cursor failed'));
          cursor.onsuccess = () => {
            const c = cursor.result;
            if (!c || excess <= 0) return ok();
            c.delete();
            excess -= 1;
            c.continue();
          };
        });
      } catch {
        // A full or refused store only costs the next visit a layout.
      }
    },
  };
}

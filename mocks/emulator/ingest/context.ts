import type { Store } from '../store.ts';

/** What every ingest step needs: the store, the event's time and the wall clock (marquez-semantics.md header). */
export interface ApplyContext {
  store: Store;
  eventTime: number;
  wall: () => number;
  runUuid: string | null;
}

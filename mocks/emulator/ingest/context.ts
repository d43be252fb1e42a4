import type { Store } from '../store.ts';

/**
 * What every ingest step needs: the store, the event's time and the wall clock
 * (docs/marquez-behaviours.md#ingest-dispatch-and-validation).
 */
export interface ApplyContext {
  store: Store;
  eventTime: number;
  wall: () => number;
  runUuid: string | null;
}

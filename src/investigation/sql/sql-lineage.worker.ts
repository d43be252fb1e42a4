/// <reference lib="webworker" />
import { deriveSqlBatch } from './derive-sql-batch.ts';
import type { SqlWork } from './sql-work.ts';

/**
 * The browser's SQL deriver (docs/architecture.md#derived-column-lineage): ANTLR's first parse takes seconds, so it
 * runs here, off the main thread. One request at a time, JSON in and out; see `sql-lineage-port.ts`.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<{ id: number; work: SqlWork[] }>) => {
  const { id, work } = event.data;
  scope.postMessage({ id, results: deriveSqlBatch(work) });
};

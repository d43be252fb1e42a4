import type { DerivedSqlLineage } from '../../domain/sql-lineage/derived-types.ts';
import { unreadable, type SqlWork } from './sql-work.ts';

type Results = [string, DerivedSqlLineage][];

/** How long one request may wait for the worker before the worker is taken as hung and replaced. */
const SQL_WORKER_TIMEOUT_MS = 30_000;

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, { work: readonly SqlWork[]; resolve: (r: Results) => void; timer: ReturnType<typeof setTimeout> }>();

/** Every request still waiting gets one unsupported entry per script, and the next request starts a new worker. */
function failAll(why: string): void {
  worker?.terminate();
  worker = null;
  for (const [id, p] of pending) {
    pending.delete(id);
    clearTimeout(p.timer);
    p.resolve(p.work.map((job) => [job.id, unreadable(job.sql, why)]));
  }
}

/** The one deriver worker of this page: started at the first request, then reused. */
function sqlLineageWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./sql-lineage.worker.ts', import.meta.url), { type: 'module', name: 'sql-lineage' });
  started.addEventListener('message', (event: MessageEvent<{ id: number; results: Results }>) => {
    const p = pending.get(event.data.id);
    pending.delete(event.data.id);
    if (p) clearTimeout(p.timer);
    p?.resolve(event.data.results);
  });
  // An answer that cannot be deserialized names no request: every waiting one fails, as on a hang.
  started.addEventListener('messageerror', () => failAll('the SQL worker sent an answer that could not be read'));
  started.addEventListener('error', (event) => {
    event.preventDefault();
    failAll(`the SQL worker stopped: ${event.message || 'it could not be loaded'}`);
  });
  worker = started;
  return started;
}

/**
 * Column lineage derived from each script, by job nodeId, in order. In a browser the deriver runs in a module Web
 * Worker (its first parse warms ANTLR up for seconds); in Node (the CLI, Vitest) it is imported and called directly.
 * Either way the parser is loaded only here, and only when there is SQL, so it never weighs on the app's first load.
 * A browser request waits at most `timeoutMs` (30 s; shorter in tests) for the worker.
 */
export async function deriveSqlLineageAsync(work: readonly SqlWork[], { timeoutMs = SQL_WORKER_TIMEOUT_MS }: { timeoutMs?: number } = {}): Promise<Results> {
  if (work.length === 0) return [];
  if (typeof window === 'undefined' || typeof Worker === 'undefined') {
    const { deriveSqlBatch } = await import('./derive-sql-batch.ts');
    return deriveSqlBatch(work);
  }
  const id = nextId++;
  return new Promise<Results>((resolve) => {
    // A request the worker never answers (a hung parse) would block every later trace behind it: after timeoutMs the
    // waiting requests fail as unsupported and the next request starts a fresh worker.
    const timer = setTimeout(() => failAll(`the SQL worker timed out after ${timeoutMs / 1000} s`), timeoutMs);
    pending.set(id, { work, resolve, timer });
    try {
      sqlLineageWorker().postMessage({ id, work });
    } catch (e) {
      failAll(`the SQL worker could not start: ${e instanceof Error ? e.message : String(e)}`);
    }
  });
}

// What counts as the user starting to work with the page: a trace starts with a click or a key, and either comes
// before the trace's own reads (a depth-20 /lineage, the reach's GETs), which the worker's start overlaps.
const INTENT_EVENTS = ['pointerdown', 'keydown'] as const;
let warmOnIntent: (() => void) | null = null;

/**
 * Has the browser's deriver worker started and parse a trivial statement at the user's first pointer press or key
 * press on the page, so a trace across a Flink SQL job drawn on the canvas does not wait for the worker's start and
 * ANTLR's warm-up. Not at once: its script (the parser, ~830 KB) and warm-up cost about a CPU-second, which a page
 * only looked at (and every test that loads one) would pay for nothing. Nothing in Node, nothing once started or armed.
 */
export function warmSqlLineage(): void {
  if (worker || warmOnIntent || typeof window === 'undefined' || typeof Worker === 'undefined') return;
  const warm = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, warm, true);
    warmOnIntent = null;
    if (!worker) void deriveSqlLineageAsync([{ id: 'warm-up', sql: 'SELECT 1', datasets: { inputs: [], outputs: [] } }]);
  };
  warmOnIntent = warm;
  for (const type of INTENT_EVENTS) window.addEventListener(type, warm, { capture: true, passive: true });
}

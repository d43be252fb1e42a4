import { nextSeq, type Store } from '../store.ts';
import { parseInstant } from '../time.ts';
import { applyRunEvent } from './apply-run-event.ts';
import { applyDatasetEvent, applyJobEvent } from './apply-static-event.ts';
import { validateEvent, withParentAlias } from './validate.ts';

export interface IngestResult {
  status: number;
  body: string;
}

// The stored copy is re-serialised with NON_NULL: nulls dropped (`parentRun` is already `parent`, see withParentAlias).
function stripNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripNulls);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    const record = value as Record<string, unknown>;
    // Object.keys, not Object.entries: the same keys in the same order without a [key, value] pair for each.
    for (const k of Object.keys(record)) {
      const v = record[k];
      if (v === null || v === undefined) continue;
      out[k] = stripNulls(v);
    }
    return out;
  }
  return value;
}

/**
 * POST /api/v1/lineage. Everything that can reject is checked before anything is written, so a rejected event
 * changes nothing; a valid one answers 201 with an empty body.
 */
export function ingestEvent(store: Store, body: unknown, wall: () => number): IngestResult {
  let parsed = body;
  if (typeof body === 'string') {
    try {
      parsed = JSON.parse(body) as unknown;
    } catch {
      return { status: 400, body: JSON.stringify({ code: 400, message: 'Unable to process JSON' }) };
    }
  }
  const result = validateEvent(parsed);
  if (!result.ok) {
    const payload = result.status === 422 ? { errors: result.errors } : { code: 400, message: result.errors.join('; ') };
    return { status: result.status, body: JSON.stringify(payload) };
  }
  const { kind, event } = result.value;
  const stored = stripNulls(withParentAlias(parsed as Record<string, unknown>)) as Record<string, unknown>;
  if (kind === 'RUN_EVENT') applyRunEvent(store, result.value.event as never, wall);
  else if (kind === 'DATASET_EVENT') applyDatasetEvent(store, result.value.event as never, wall);
  else applyJobEvent(store, result.value.event as never, wall);
  store.events.push({ kind, eventTime: parseInstant(event.eventTime) ?? 0, event: stored, seq: nextSeq(store) });
  return { status: 201, body: '' };
}

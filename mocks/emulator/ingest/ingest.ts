import { nextSeq, type Store } from '../store.ts';
import { parseInstant } from '../time.ts';
import { applyRunEvent } from './apply-run-event.ts';
import { applyDatasetEvent, applyJobEvent } from './apply-static-event.ts';
import { validateEvent, withParentAlias } from './validate.ts';

export interface IngestResult {
  status: number;
  body: string;
}

/**
 * The stored event is re-serialised with NON_NULL: nulls dropped (`parentRun` is already `parent`, see
 * withParentAlias). A subtree with nothing to drop is kept as it is rather than copied: the copy of every event was a
 * quarter of a large load's ingest CPU (docs/performance.md#test-time), and nothing writes to a stored event (the
 * validated event's facets already share the sent objects). Anything but a plain object or array is copied as before
 * (a class instance became a plain object), and so is an object with a `__proto__` key, which the copy's assignment
 * turns into its prototype.
 */
function stripNulls(value: unknown): unknown {
  if (Array.isArray(value)) return stripArray(value);
  if (value && typeof value === 'object') return stripObject(value as Record<string, unknown>);
  return value;
}

function stripArray(value: unknown[]): unknown[] {
  let out: unknown[] | undefined;
  for (let i = 0; i < value.length; i++) {
    const item: unknown = value[i];
    const stripped = stripNulls(item);
    if (!out && stripped !== item) out = value.slice(0, i);
    out?.push(stripped);
  }
  return out ?? value;
}

function stripObject(record: Record<string, unknown>): Record<string, unknown> {
  const keys = Object.keys(record);
  let out: Record<string, unknown> | undefined = Object.getPrototypeOf(record) === Object.prototype ? undefined : {};
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as string;
    const v = record[k];
    const drop = v === null || v === undefined;
    const stripped = drop ? undefined : stripNulls(v);
    if (!out && (drop || stripped !== v || k === '__proto__')) {
      out = {};
      for (const before of keys.slice(0, i)) out[before] = record[before];
    }
    if (out && !drop) out[k] = stripped;
  }
  return out ?? record;
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

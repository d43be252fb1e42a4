import { json, type EmulatorResponse } from '../http.ts';
import type { Store } from '../store.ts';
import { parseInstant } from '../time.ts';
import { enumParam, instantParam, page, type Query } from './params.ts';

const DEFAULT_BEFORE = Date.parse('2030-01-01T00:00:00Z');

// The API mapper writes nulls, so absent known fields come back as `null` (docs/marquez-behaviours.md#event-reads).
function withNulls(event: Record<string, unknown>): Record<string, unknown> {
  const dataset = (d: unknown) => {
    const r = (d ?? {}) as Record<string, unknown>;
    return { namespace: null, name: null, facets: null, inputFacets: null, outputFacets: null, ...r };
  };
  const inputs = Array.isArray(event.inputs) ? event.inputs.map(dataset) : null;
  const outputs = Array.isArray(event.outputs) ? event.outputs.map(dataset) : null;
  return {
    eventType: null,
    eventTime: null,
    run: null,
    job: null,
    ...event,
    inputs,
    outputs,
    producer: event.producer ?? null,
    schemaURL: event.schemaURL ?? null,
  };
}

/**
 * GET /events/lineage: RunEvents only, `after <= eventTime < before` (before defaults to **2030-01-01**), sorted by
 * eventTime; `totalCount` counts every event kind in range (docs/marquez-behaviours.md#event-reads).
 */
export function listEvents(store: Store, query: Query): EmulatorResponse {
  const before = instantParam(query, 'before', DEFAULT_BEFORE, parseInstant);
  const after = instantParam(query, 'after', 0, parseInstant);
  const direction = enumParam(query, 'sortDirection', ['DESC', 'ASC'] as const) ?? 'DESC';
  const inRange = store.events.filter((e) => e.eventTime >= after && e.eventTime < before);
  const runEvents = inRange
    .filter((e) => e.kind === 'RUN_EVENT')
    .sort((a, b) => (direction === 'ASC' ? a.eventTime - b.eventTime || a.seq - b.seq : b.eventTime - a.eventTime || b.seq - a.seq));
  return json(200, { events: page(runEvents, query).map((e) => withNulls(e.event)), totalCount: inRange.length });
}

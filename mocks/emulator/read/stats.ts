import { error, json, type EmulatorResponse } from '../http.ts';
import type { Store } from '../store.ts';
import { formatInstant } from '../time.ts';
import { enumParam, type Query } from './params.ts';
import { sourceCreatedAt } from './sources.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
type Period = 'DAY' | 'WEEK';

/** Marquez answers these two 400s with a bare string entity, not an error object. */
function plain400(message: string): EmulatorResponse {
  return { status: 400, headers: { 'content-type': 'application/json' }, body: message };
}

/** The zone's local calendar day of an instant, as that day's midnight *written as UTC* (see bucket labels below). */
function localDay(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(get('year'), get('month') - 1, get('day'));
}

function validZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The buckets of a period: DAY = the 24 hours ending with the current one (UTC); WEEK = the 7 local days ending today
 * in `timezone`. Marquez computes week buckets as zone-less local timestamps and its mapper reads them back as UTC, so
 * a week bucket is labelled with the local midnight followed by `Z` — reproduced, since clients label days from it.
 */
function buckets(period: Period, now: number, timeZone: string): { from: number; to: number }[] {
  if (period === 'DAY') {
    const current = Math.floor(now / HOUR) * HOUR;
    return Array.from({ length: 24 }, (_, i) => ({ from: current - (23 - i) * HOUR, to: current - (22 - i) * HOUR }));
  }
  const today = localDay(now, timeZone);
  return Array.from({ length: 7 }, (_, i) => ({ from: today - (6 - i) * DAY, to: today - (5 - i) * DAY }));
}

/** An instant on the buckets' axis: itself for DAY, its local day for WEEK (week buckets are whole local days). */
function onAxis(period: Period, ms: number, timeZone: string): number {
  return period === 'DAY' ? ms : localDay(ms, timeZone);
}

interface Parsed {
  period: Period;
  timeZone: string;
}

/**
 * Shared parameter handling: an unknown period fails the enum conversion (400), a missing one is the resource's
 * "Invalid period"; an unknown zone makes Postgres' `AT TIME ZONE` fail, which Marquez maps to a 500.
 */
function parse(query: Query, requireZoneForWeek: boolean): Parsed | EmulatorResponse {
  const period = enumParam(query, 'period', ['DAY', 'WEEK'] as const);
  const tz = query.get('timezone');
  if (requireZoneForWeek && period === 'WEEK' && (tz === null || tz === '')) return plain400("Timezone must be specified for period 'WEEK'");
  if (period === null) return plain400('Invalid period');
  if (period === 'WEEK' && tz !== null && !validZone(tz)) {
    return error(500, `org.postgresql.util.PSQLException: ERROR: time zone "${tz}" not recognized`);
  }
  return { period, timeZone: tz ?? '' };
}

const isResponse = (p: Parsed | EmulatorResponse): p is EmulatorResponse => 'status' in p;

/** GET /stats/lineage-events: `[{startInterval, endInterval, fail, start, complete, abort}]`, by event time. */
export function lineageEventStats(store: Store, query: Query, now: number): EmulatorResponse {
  const p = parse(query, true);
  if (isResponse(p)) return p;
  const rows = buckets(p.period, now, p.timeZone).map((b) => ({ ...b, counts: { fail: 0, start: 0, complete: 0, abort: 0 } }));
  for (const e of store.events) {
    const type = typeof e.event.eventType === 'string' ? e.event.eventType.toUpperCase() : '';
    if (type !== 'FAIL' && type !== 'START' && type !== 'COMPLETE' && type !== 'ABORT') continue;
    const t = onAxis(p.period, e.eventTime, p.timeZone);
    const row = rows.find((r) => t >= r.from && t < r.to);
    if (row) row.counts[type === 'FAIL' ? 'fail' : type === 'START' ? 'start' : type === 'COMPLETE' ? 'complete' : 'abort'] += 1;
  }
  return json(
    200,
    rows.map((r) => ({ startInterval: formatInstant(r.from), endInterval: formatInstant(r.to), ...r.counts })),
  );
}

/**
 * `/stats/jobs|datasets|sources`: a running total per bucket — everything created before the first bucket, plus what
 * was created up to the end of each bucket. Hidden rows count (the queries read the tables, not the visible views);
 * without a zone a WEEK query has no buckets and answers `[]`.
 */
function cumulative(createdAt: number[], query: Query, now: number): EmulatorResponse {
  const p = parse(query, false);
  if (isResponse(p)) return p;
  if (p.period === 'WEEK' && p.timeZone === '') return json(200, []);
  const rows = buckets(p.period, now, p.timeZone);
  const points = createdAt.map((ms) => onAxis(p.period, ms, p.timeZone));
  return json(
    200,
    rows.map((r) => ({ startInterval: formatInstant(r.from), endInterval: formatInstant(r.to), count: points.filter((t) => t < r.to).length })),
  );
}

export function jobStats(store: Store, query: Query, now: number): EmulatorResponse {
  return cumulative(
    [...store.jobs.values()].map((j) => j.createdAt),
    query,
    now,
  );
}

export function datasetStats(store: Store, query: Query, now: number): EmulatorResponse {
  return cumulative(
    [...store.datasets.values()].map((d) => d.createdAt),
    query,
    now,
  );
}

export function sourceStats(store: Store, query: Query, now: number): EmulatorResponse {
  return cumulative([...sourceCreatedAt(store).values()], query, now);
}

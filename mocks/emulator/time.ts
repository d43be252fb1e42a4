// Timestamps: events may carry nanoseconds or no offset; Marquez stores instants and prints them like Java's Instant.

const ISO_RE = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** Epoch millis of an OpenLineage timestamp, or null when it is not ISO-8601. No offset means UTC (the server zone). */
export function parseInstant(text: string): number | null {
  const m = ISO_RE.exec(text.trim());
  if (!m) return null;
  const [, date, clock, frac, zone] = m;
  const ms = frac ? frac.slice(0, 4).padEnd(4, '0') : '';
  const z = !zone ? 'Z' : zone.toUpperCase() === 'Z' ? 'Z' : zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
  const value = Date.parse(`${date}T${clock?.length === 5 ? `${clock}:00` : clock}${ms}${z}`);
  return Number.isNaN(value) ? null : value;
}

/** Java `Instant.toString()`: a zero millisecond part is left out. */
export function formatInstant(ms: number): string {
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}

export function formatOrNull(ms: number | null | undefined): string | null {
  return ms === null || ms === undefined ? null : formatInstant(ms);
}

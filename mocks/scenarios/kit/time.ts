/** Fixed-clock helpers: scenario times are literal UTC instants, never the wall clock. */

/** `2026-11-24` + `09:12:00` → `2026-11-24T09:12:00.000Z`. */
export function at(day: string, time: string): string {
  return new Date(`${day}T${time}Z`).toISOString();
}

/** The ISO day `n` days after `day` (negative for before). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

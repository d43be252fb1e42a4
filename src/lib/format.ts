/** "1 h 02 min", "3.4 s", "850 ms": run durations read at a glance. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms == null || !Number.isFinite(ms) || ms < 0) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const s = ms / 1000;
  if (s < 60) return `${s.toFixed(s < 10 ? 1 : 0)} s`;
  const totalMin = Math.floor(s / 60);
  if (totalMin < 60) return `${totalMin} min ${String(Math.floor(s % 60)).padStart(2, '0')} s`;
  const h = Math.floor(totalMin / 60);
  if (h < 48) return `${h} h ${String(totalMin % 60).padStart(2, '0')} min`;
  return `${Math.floor(h / 24)} d ${h % 24} h`;
}

/** A stable, sortable, timezone-explicit time: `2026-03-01 10:07:00 UTC`. Projectors and colleagues across zones agree. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

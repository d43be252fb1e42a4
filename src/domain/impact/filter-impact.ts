import type { ImpactFilter, ImpactRow, ImpactSort } from './impact-types.ts';

/** Rows matching every criterion given (an empty list or absent criterion matches everything). */
export function filterImpact(rows: readonly ImpactRow[], filter: ImpactFilter): ImpactRow[] {
  const owner = filter.owner?.trim().toLowerCase() ?? '';
  return rows.filter(
    (r) =>
      (!filter.levels?.length || filter.levels.includes(r.level)) &&
      (!filter.engines?.length || (r.engine !== null && filter.engines.includes(r.engine))) &&
      (owner === '' || (owner === '-' ? r.owners.length === 0 : r.owners.some((o) => o.toLowerCase().includes(owner)))),
  );
}

const text = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const byName = (a: ImpactRow, b: ImpactRow): number =>
  a.distance - b.distance || text(a.kind, b.kind) || text(a.namespace, b.namespace) || text(a.name, b.name);
const freshMs = (r: ImpactRow): number => {
  const t = r.lastRun?.at ? Date.parse(r.lastRun.at) : Number.NaN;
  return Number.isNaN(t) ? -Infinity : t;
};

/** A sorted copy: by distance (then kind, namespace, name), or by freshness, newest first, unknown times last. */
export function sortImpact(rows: readonly ImpactRow[], sort: ImpactSort): ImpactRow[] {
  return [...rows].sort(sort === 'distance' ? byName : (a, b) => freshMs(b) - freshMs(a) || byName(a, b));
}

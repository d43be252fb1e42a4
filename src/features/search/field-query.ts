/** A `dataset.field` query, split at the last dot (dataset names have dots of their own: `shop.public.orders`). */
export interface FieldQuery {
  dataset: string;
  field: string;
}

/** Reads `lakehouse.daily_revenue.total_revenue_usd` as dataset `lakehouse.daily_revenue`, field `total_revenue_usd`. */
export function parseFieldQuery(query: string): FieldQuery | null {
  const q = query.trim();
  const at = q.lastIndexOf('.');
  if (at <= 0 || at === q.length - 1) return null;
  const dataset = q.slice(0, at).trim();
  const field = q.slice(at + 1).trim();
  if (!dataset || !field) return null;
  return { dataset, field };
}

/** Fields of a dataset that a typed field fragment picks: exact name first, then prefix, then substring. */
export function matchFields<T extends { name: string }>(fields: readonly T[], fragment: string, limit = 5): T[] {
  const f = fragment.toLowerCase();
  const score = (name: string) => {
    const n = name.toLowerCase();
    if (n === f) return 0;
    if (n.startsWith(f)) return 1;
    return n.includes(f) ? 2 : 3;
  };
  return fields
    .map((field) => ({ field, s: score(field.name) }))
    .filter((x) => x.s < 3)
    .sort((a, b) => a.s - b.s || a.field.name.localeCompare(b.field.name))
    .slice(0, limit)
    .map((x) => x.field);
}

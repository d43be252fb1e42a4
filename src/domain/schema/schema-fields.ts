import type { MqField } from '../marquez-shapes.ts';

/** One field of a dataset schema, however many types Marquez has seen for its name. */
export interface SchemaField {
  name: string;
  /** The first type Marquez listed, or null when none was reported. */
  type: string | null;
  /** Every other distinct type seen for this name, in Marquez's order (e.g. Spark's spelling of Flink's type). */
  otherTypes: string[];
  /** The first non-empty description. */
  description: string | null;
  /** Tags of every row, de-duplicated. */
  tags: string[];
}

/**
 * One entry per field name. Marquez keys fields by (name, type), so a field two engines spell differently (Flink's
 * `DECIMAL(14, 2)`, Spark's `decimal(14,2)`) or whose type changed comes back once per type
 * (docs/marquez-behaviours.md#dataset-reads); showing those as separate rows would read as two columns. Order of first
 * appearance.
 */
export function mergeSchemaFields(fields: readonly MqField[]): SchemaField[] {
  const byName = new Map<string, SchemaField>();
  for (const f of fields) {
    const type = f.type?.trim() ? f.type : null;
    const description = f.description?.trim() ? f.description : null;
    const existing = byName.get(f.name);
    if (!existing) {
      byName.set(f.name, { name: f.name, type, otherTypes: [], description, tags: [...new Set(f.tags ?? [])] });
      continue;
    }
    if (type !== null) {
      if (existing.type === null) existing.type = type;
      else if (existing.type !== type && !existing.otherTypes.includes(type)) existing.otherTypes.push(type);
    }
    existing.description ??= description;
    for (const tag of f.tags ?? []) if (!existing.tags.includes(tag)) existing.tags.push(tag);
  }
  return [...byName.values()];
}

import type { MqField } from '../marquez-shapes.ts';

export interface FieldShape {
  type: string | null;
  description: string | null;
}

export interface SchemaDiff {
  added: string[];
  removed: string[];
  changed: { name: string; before: FieldShape; after: FieldShape }[];
}

const shape = (f: MqField): FieldShape => ({ type: f.type ?? null, description: f.description ?? null });

/**
 * Field differences between two schema snapshots (a version and the one before it): added, removed, and fields whose
 * type or description changed (the talk's `amount` DECIMAL dollars → BIGINT cents). Null when nothing changed.
 */
export function diffSchemas(before: readonly MqField[], after: readonly MqField[]): SchemaDiff | null {
  const old = new Map(before.map((f) => [f.name, shape(f)]));
  const now = new Map(after.map((f) => [f.name, shape(f)]));
  const added = [...now.keys()].filter((n) => !old.has(n));
  const removed = [...old.keys()].filter((n) => !now.has(n));
  const changed = [...now].flatMap(([name, a]) => {
    const b = old.get(name);
    return b && (b.type !== a.type || b.description !== a.description) ? [{ name, before: b, after: a }] : [];
  });
  return added.length + removed.length + changed.length > 0 ? { added, removed, changed } : null;
}

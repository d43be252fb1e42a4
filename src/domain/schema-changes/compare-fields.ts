import type { MqField } from '../marquez-shapes.ts';

/** One field's difference between two schemas, as Marquez stored them on two versions of a dataset. */
export interface FieldChange {
  field: string;
  kind: 'added' | 'removed' | 'type' | 'description';
  /** The field as it was (null for an added field). */
  before: { type: string | null; description: string | null } | null;
  /** The field as it became (null for a removed field). */
  after: { type: string | null; description: string | null } | null;
}

const text = (s: string | null | undefined): string | null => (typeof s === 'string' && s.trim() !== '' ? s : null);

// Marquez hashes a version on the upper-cased type (docs/incident-workflow.md#schema-changes), so `decimal(12,2)` and
// `DECIMAL(12, 2)` are one type to it; spacing inside the parentheses is the writer's formatting, not a change.
const sameType = (a: string | null, b: string | null) => (a ?? '').replace(/\s+/g, '').toUpperCase() === (b ?? '').replace(/\s+/g, '').toUpperCase();

function byName(fields: readonly MqField[]): Map<string, { type: string | null; description: string | null }> {
  const out = new Map<string, { type: string | null; description: string | null }>();
  // A name listed twice keeps its first entry: the snapshot is one event's schema, a repeat is the sender's slip.
  for (const f of fields) if (typeof f.name === 'string' && !out.has(f.name)) out.set(f.name, { type: text(f.type), description: text(f.description) });
  return out;
}

/**
 * What changed from `before` to `after`, field by field: removed and added fields, and for a field in both its
 * type and its description (each its own change, so a filter by kind sees both). An absent and an empty
 * description are the same: neither says anything. Order: `after`'s schema order, then removed fields in `before`'s.
 */
export function compareFields(before: readonly MqField[], after: readonly MqField[]): FieldChange[] {
  const old = byName(before);
  const now = byName(after);
  const changes: FieldChange[] = [];
  for (const [field, a] of now) {
    const b = old.get(field);
    if (!b) {
      changes.push({ field, kind: 'added', before: null, after: a });
      continue;
    }
    if (!sameType(b.type, a.type)) changes.push({ field, kind: 'type', before: b, after: a });
    if (b.description !== a.description) changes.push({ field, kind: 'description', before: b, after: a });
  }
  for (const [field, b] of old) if (!now.has(field)) changes.push({ field, kind: 'removed', before: b, after: null });
  return changes;
}

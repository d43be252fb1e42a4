import type { MqDatasetVersion } from '../marquez-shapes.ts';
import type { FieldShape } from './schema-diff.ts';

export interface FieldChange {
  field: string;
  before: FieldShape;
  after: FieldShape;
  /** The dataset version that carried the new shape, and the one before it. */
  version: string;
  previousVersion: string;
  /** The run that wrote the new version, when Marquez knows it. */
  runId: string | null;
  /** When the new version was written: its creation, not its run's end (a streaming run spans days). */
  at: string;
}

const shapeOf = (v: MqDatasetVersion, field: string): FieldShape | null => {
  const f = (v.fields ?? []).find((x) => x.name === field);
  return f ? { type: f.type ?? null, description: f.description ?? null } : null;
};

/**
 * The most recent change of one field's type or description across a dataset's versions (any order), or the most
 * recent one on `day` (YYYY-MM-DD, UTC) — a later rollback is another change: the evidence a step shows for "amount
 * switched from dollars to cents that day". Null when there is none.
 */
export function latestFieldChange(versions: readonly MqDatasetVersion[], field: string, day?: string): FieldChange | null {
  const ordered = [...versions].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  for (let i = ordered.length - 1; i > 0; i -= 1) {
    const now = ordered[i]!;
    const prev = ordered[i - 1]!;
    const after = shapeOf(now, field);
    const before = shapeOf(prev, field);
    if (!after || !before || (after.type === before.type && after.description === before.description)) continue;
    const at = now.createdAt;
    if (day && new Date(at).toISOString().slice(0, 10) !== day) continue;
    return {
      field,
      before,
      after,
      version: now.version,
      previousVersion: prev.version,
      runId: now.createdByRun?.id ?? null,
      at,
    };
  }
  return null;
}

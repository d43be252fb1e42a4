import type { MqDatasetVersion, MqRun } from '../marquez-shapes.ts';
import { compareFields, type FieldChange } from './compare-fields.ts';

export interface SchemaChangeRef {
  namespace: string;
  name: string;
}

/** A dataset version whose schema differs from the version before it that reported one. */
export interface SchemaChange {
  dataset: SchemaChangeRef;
  /** The version that carried the change: Marquez's version id (the row uuid the versions list sends) and creation time. */
  version: string;
  at: string;
  /** The run that wrote it, and that run's job when Marquez or the job lists say. */
  runId: string;
  job: SchemaChangeRef | null;
  /** The version compared against: the newest earlier written one with a schema, and its writer (another job may write the same dataset). */
  previousVersion: string;
  previousAt: string;
  previousJob: SchemaChangeRef | null;
  changes: FieldChange[];
}

export interface SchemaChangeWindow {
  since: string;
  until: string;
}

const millis = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isFinite(t) ? t : null;
};

/**
 * The schema changes among one dataset's versions (any order; Marquez sends newest first) whose version was created
 * inside the window. Only versions a run wrote count: one a read created (the dataset had no current version yet)
 * or a run-less event holds how a reader described it, in the reader's type names, which is no change of what was
 * written. Each is compared with the newest earlier written version that has fields: a version whose writer sent no
 * schema facet has none, and that is not every field removed (docs/incident-workflow.md#schema-changes).
 * Versions are ordered by creation time; a version without a readable time cannot be placed and is left out.
 * The writing job is the run's job version when Marquez set one, else `jobOfRun` (the job lists already loaded).
 */
export function schemaChanges(
  versions: readonly MqDatasetVersion[],
  window: SchemaChangeWindow,
  jobOfRun: (runId: string) => SchemaChangeRef | null = () => null,
): SchemaChange[] {
  const since = Date.parse(window.since);
  const until = Date.parse(window.until);
  const placed = versions
    .flatMap((v) => {
      const t = millis(v.createdAt);
      return t === null ? [] : [{ v, t }];
    })
    .sort((a, b) => a.t - b.t);
  const writerOf = (run: MqRun): SchemaChangeRef | null => {
    const jv = run.jobVersion ?? null;
    return jv ? { namespace: jv.namespace, name: jv.name } : jobOfRun(run.id);
  };
  const out: SchemaChange[] = [];
  let previous: { v: MqDatasetVersion; run: MqRun } | null = null;
  for (const { v, t } of placed) {
    const fields = v.fields ?? [];
    const run = v.createdByRun ?? null;
    if (fields.length === 0 || !run) continue;
    if (previous && t >= since && t <= until) {
      const changes = compareFields(previous.v.fields ?? [], fields);
      if (changes.length > 0) {
        out.push({
          dataset: { namespace: v.namespace, name: v.name },
          version: v.version,
          at: v.createdAt,
          runId: run.id,
          job: writerOf(run),
          previousVersion: previous.v.version,
          previousAt: previous.v.createdAt,
          previousJob: writerOf(previous.run),
          changes,
        });
      }
    }
    previous = { v, run };
  }
  return out;
}

/** Whether the versions read reach back before the window, so its first version in the window has a baseline. */
export function reachesBefore(versions: readonly MqDatasetVersion[], since: string): boolean {
  const s = Date.parse(since);
  return versions.some((v) => {
    const t = millis(v.createdAt);
    return t !== null && t < s;
  });
}

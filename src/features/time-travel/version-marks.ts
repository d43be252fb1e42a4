import type { MqDatasetVersion } from '../../domain/marquez-shapes.ts';
import { isRecord, readArray, readRecord, readString } from '../../domain/facets/read-facet.ts';
import { diffSchemas, type SchemaDiff } from '../../domain/time-travel/schema-diff.ts';

export interface TimelineEntry {
  version: MqDatasetVersion;
  /** Names of `dataQualityAssertions` that failed on this version. */
  failedChecks: string[];
  /** Field changes from the next older version in the list, if any. */
  schemaChange: SchemaDiff | null;
  /** What `asof` to set when this entry is picked: its run when that run made only this version, else its time. */
  asof: string;
}

function failedChecks(v: MqDatasetVersion): string[] {
  return readArray(readRecord(v.facets, 'dataQualityAssertions'), 'assertions')
    .filter((a) => isRecord(a) && a.success === false)
    .map((a) => readString(a, 'assertion') ?? readString(a, 'name') ?? 'unnamed check');
}

/**
 * Timeline rows for a dataset's versions (newest first, as Marquez lists them). A run that made several versions (a
 * long-running connector) cannot name one of them, so those rows point at their creation time instead.
 */
export function timelineEntries(versions: readonly MqDatasetVersion[]): TimelineEntry[] {
  const sorted = [...versions].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  const perRun = new Map<string, number>();
  for (const v of sorted) if (v.createdByRun) perRun.set(v.createdByRun.id, (perRun.get(v.createdByRun.id) ?? 0) + 1);
  return sorted.map((v, i) => {
    const older = sorted[i + 1];
    const run = v.createdByRun?.id;
    return {
      version: v,
      failedChecks: failedChecks(v),
      schemaChange: older ? diffSchemas(older.fields ?? [], v.fields ?? []) : null,
      asof: run && perRun.get(run) === 1 ? run : v.createdAt,
    };
  });
}

/** Short, readable form of a uuid for labels; the full id stays in the title. */
export const shortId = (id: string): string => id.slice(0, 8);

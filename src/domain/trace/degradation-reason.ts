import { ENGINE_LABELS } from '../engine/engine-types.ts';
import type { DerivedSqlLineage } from '../sql-lineage/derived-types.ts';
import type { JobInfo } from './snapshot-index.ts';

/** Where the job's column lineage came from, for the reason's words: its own facet, or derived from its SQL. */
export type LineageOrigin = 'reported' | 'derived';

function who(job: JobInfo | null): string {
  return job && job.engine.engine !== 'other' ? `${ENGINE_LABELS[job.engine.engine]} job` : 'Job';
}

/** What the job's SQL could not account for (statements not handled, tables not mapped), as a clause; '' when nothing. */
export function sqlGaps(derived: DerivedSqlLineage | null): string {
  if (!derived) return '';
  const gaps = [
    ...derived.unsupported.map((u) => `not derived: ${u.reason}`),
    ...derived.unmapped.map((u) => `table ${u.table} not mapped to a dataset: ${u.reason}`),
  ];
  return gaps.length > 0 ? `; SQL ${gaps.join('; ')}` : '';
}

/**
 * Why a trace drops to dataset level at this job, for a person reading the trace panel or incident notes.
 * `origin`: the job has column lineage for the dataset it writes (for other fields), reported or derived from its
 * SQL; null when it has none at all. `derived`: the job's derived lineage, whose gaps explain the drop.
 */
export function degradationReason(job: JobInfo | null, origin: LineageOrigin | null, field: string | null, derived: DerivedSqlLineage | null = null): string {
  const gaps = sqlGaps(derived);
  if (origin === 'derived') return `${who(job)} reports no column lineage, and its SQL derives none for field "${field}" — dataset-level beyond${gaps}`;
  if (origin === null) {
    // A Flink job with SQL gets derived lineage; say so when this one has none to derive from (a DataStream job).
    const noSql = !derived && job?.engine.engine === 'flink' && !job.details?.facets?.sql ? ', and no SQL to derive it from' : '';
    return `${who(job)} reports dataset-level lineage only — no columnLineage facet${noSql}${gaps}`;
  }
  return `${who(job)} reports column lineage, but not for field "${field}" — dataset-level beyond`;
}

/** Downstream variant: the consumer's output has column lineage that never mentions the traced dataset. */
export function unmentionedInputReason(
  job: JobInfo | null,
  inputName: string,
  origin: LineageOrigin = 'reported',
  derived: DerivedSqlLineage | null = null,
): string {
  if (origin === 'derived') return `${who(job)}'s SQL derives no column of its output from input "${inputName}" — dataset-level beyond${sqlGaps(derived)}`;
  return `${who(job)}'s columnLineage does not mention input "${inputName}" — dataset-level beyond`;
}

import type { DerivedSqlLineage } from '../../domain/sql-lineage/derived-types.ts';
import { deriveSqlLineage } from '../../domain/sql-lineage/derive-sql-lineage.ts';
import { unreadable, type SqlWork } from './sql-work.ts';

/** Derives every script, in order; a script the deriver throws on becomes one unsupported entry. Runs in either thread. */
export function deriveSqlBatch(work: readonly SqlWork[]): [string, DerivedSqlLineage][] {
  return work.map((job) => {
    try {
      return [job.id, deriveSqlLineage(job.sql, job.datasets)];
    } catch (e) {
      return [job.id, unreadable(job.sql, e instanceof Error ? e.message : String(e))];
    }
  });
}

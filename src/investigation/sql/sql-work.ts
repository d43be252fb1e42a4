import type { DerivedSqlLineage, SqlJobDatasets } from '../../domain/sql-lineage/derived-types.ts';

/** One script to derive, JSON-plain so it crosses to the SQL worker as it is. */
export interface SqlWork {
  /** Job nodeId. */
  id: string;
  sql: string;
  datasets: SqlJobDatasets;
}

/** What is said of a script that could not be read at all (the deriver threw, or its worker stopped): one unsupported entry. */
export function unreadable(sql: string, why: string): DerivedSqlLineage {
  return { parser: 'none', outputs: [], unmapped: [], unsupported: [{ statement: sql.slice(0, 80), reason: `the SQL could not be read (${why})` }] };
}

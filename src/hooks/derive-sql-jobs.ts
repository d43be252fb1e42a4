import type { MqDataset, MqJob, MqLineageGraph } from '../domain/marquez-shapes.ts';
import type { DerivedSqlLineage } from '../domain/sql-lineage/derived-types.ts';
import { sqlJobs } from '../domain/sql-lineage/sql-jobs.ts';

/**
 * Column lineage derived from the SQL of every job on a trace that has some (its `sql` facet, or a file given to the
 * CLI), by job nodeId. The parser is imported only here and only when some job has SQL: it must not weigh on the
 * first load of the app (e2e/initial-js.spec.ts). A script the deriver throws on becomes one unsupported entry.
 */
export async function deriveSqlJobs(
  jobs: readonly MqJob[],
  graph: MqLineageGraph,
  datasets: readonly MqDataset[],
  files: Readonly<Record<string, string>> = {},
): Promise<Map<string, DerivedSqlLineage>> {
  const work = sqlJobs(jobs, graph, datasets, files);
  const out = new Map<string, DerivedSqlLineage>();
  if (work.length === 0) return out;
  const { deriveSqlLineage } = await import('../domain/sql-lineage/derive-sql-lineage.ts');
  for (const job of work) {
    try {
      out.set(job.id, deriveSqlLineage(job.sql, job.datasets));
    } catch (e) {
      const reason = `the SQL could not be read (${e instanceof Error ? e.message : String(e)})`;
      out.set(job.id, { parser: 'none', outputs: [], unmapped: [], unsupported: [{ statement: job.sql.slice(0, 80), reason }] });
    }
  }
  return out;
}

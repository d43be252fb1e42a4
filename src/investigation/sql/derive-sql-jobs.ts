import type { MqDataset, MqJob, MqLineageGraph } from '../../domain/marquez-shapes.ts';
import type { DerivedSqlLineage } from '../../domain/sql-lineage/derived-types.ts';
import { sqlJobs } from '../../domain/sql-lineage/sql-jobs.ts';
import { deriveSqlLineageAsync } from './sql-lineage-port.ts';

/**
 * Column lineage derived from the SQL of every job on a trace that has some (its `sql` facet, or a file given to the
 * CLI), by job nodeId. The parser is loaded only by the port (`sql-lineage-port.ts`: a worker in the browser, a
 * direct call in Node) and only when some job has SQL: it must not weigh on the first load of the app
 * (e2e/initial-js.spec.ts). A script the deriver throws on becomes one unsupported entry.
 */
export async function deriveSqlJobs(
  jobs: readonly MqJob[],
  graph: MqLineageGraph,
  datasets: readonly MqDataset[],
  files: Readonly<Record<string, string>> = {},
): Promise<Map<string, DerivedSqlLineage>> {
  const work = sqlJobs(jobs, graph, datasets, files);
  return new Map(await deriveSqlLineageAsync(work.map(({ id, sql, datasets: named }) => ({ id, sql, datasets: named }))));
}

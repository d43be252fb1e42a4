import { computeCoverage } from '../domain/coverage/compute-coverage.ts';
import { derivedCoverage, derivedSummary } from '../domain/coverage/derived-coverage.ts';
import { jobNodeId } from '../domain/node-id.ts';
import { deriveSqlJobs } from '../hooks/derive-sql-jobs.ts';
import { ENGINE_LABELS } from '../domain/engine/engine-types.ts';
import type { Catalog } from '../domain/stitching/catalog.ts';
import { table, termSafe } from './catalog-cli.ts';

function ratio(part: number, whole: number): string {
  return whole === 0 ? `${part}/0` : `${part}/${whole} (${Math.round((part / whole) * 100)}%)`;
}

/**
 * The coverage CLI output: `{engines, jobs, degradePoints}` as JSON (with `derived` when some job's column lineage
 * was derived from its SQL), or per-engine and per-job tables.
 */
export async function renderCoverage(catalog: Catalog, json: boolean): Promise<string> {
  const report = computeCoverage(catalog);
  const derived = derivedCoverage(report, await deriveSqlJobs(catalog.jobs, { graph: [] }, catalog.datasets));
  if (json) return JSON.stringify(derived.engines.length > 0 ? { ...report, derived } : report, null, 2);
  if (report.jobs.length === 0) return 'No jobs with outputs: nothing to measure.';
  const engines = table(
    ['engine', 'jobs', 'with column lineage', 'output fields covered', 'typed edges'],
    report.engines.map((e) => [
      ENGINE_LABELS[e.engine],
      String(e.jobs),
      ratio(e.jobsWithColumnLineage, e.jobs),
      ratio(e.outputFieldsCovered, e.outputFields),
      ratio(e.typedEdges, e.columnEdges),
    ]),
  );
  const jobs = table(
    ['engine', 'decided by', 'job', 'lineage', 'fields covered'],
    report.jobs.map((j) => [
      ENGINE_LABELS[j.engine],
      j.engineRule,
      `${j.namespace} ${j.name}`,
      j.hasColumnLineage ? 'column' : derived.jobs[jobNodeId(j)] ? `derived from SQL (${derived.jobs[jobNodeId(j)]} fields)` : 'dataset',
      ratio(j.fieldsCovered, j.fields),
    ]),
  );
  const degrade = report.degradePoints.map(
    (d) =>
      `- ${termSafe(d.job.name)} → ${termSafe(`${d.dataset.namespace} ${d.dataset.name}`)}: ${termSafe(d.reason)}${d.missingFields.length ? ` (missing: ${termSafe(d.missingFields.join(', '))})` : ''}`,
  );
  const fromSql =
    derived.engines.length > 0
      ? ['', 'Column lineage derived from SQL (not reported; counted apart)', ...derived.engines.map((e) => `- ${derivedSummary(e)}`)]
      : [];
  return ['Coverage by engine', engines, ...fromSql, '', 'Jobs', jobs, '', `Degrade points (${degrade.length})`, ...degrade].join('\n');
}

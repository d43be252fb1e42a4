import { computeCoverage } from '../domain/coverage/compute-coverage.ts';
import { derivedCoverage, derivedSummary } from '../domain/coverage/derived-coverage.ts';
import { explicitCoverage, explicitLines, type ExplicitCoverage } from '../domain/coverage/explicit-coverage.ts';
import { jobNodeId } from '../domain/node-id.ts';
import { deriveSqlJobs } from '../investigation/sql/derive-sql-jobs.ts';
import { ENGINE_LABELS } from '../domain/engine/engine-types.ts';
import type { Catalog } from '../domain/stitching/catalog.ts';
import { table, termSafe } from './catalog-cli.ts';

function ratio(part: number, whole: number): string {
  return whole === 0 ? `${part}/0` : `${part}/${whole} (${Math.round((part / whole) * 100)}%)`;
}

const hasExplicit = (e: ExplicitCoverage) => e.engines.length > 0 || e.datasets.count > 0;

/**
 * The coverage CLI output: `{engines, jobs, degradePoints}` as JSON (with `derived` when some job's column lineage
 * was derived from its SQL, `explicit` when some job or dataset states its lineage in a lineage facet), or per-engine
 * and per-job tables.
 */
export async function renderCoverage(catalog: Catalog, json: boolean): Promise<string> {
  const report = computeCoverage(catalog);
  const derived = derivedCoverage(report, await deriveSqlJobs(catalog.jobs, { graph: [] }, catalog.datasets));
  const explicit = explicitCoverage(catalog);
  if (json) {
    return JSON.stringify({ ...report, ...(derived.engines.length > 0 ? { derived } : {}), ...(hasExplicit(explicit) ? { explicit } : {}) }, null, 2);
  }
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
      jobLineage(j, derived.jobs, explicit),
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
  const stated = hasExplicit(explicit)
    ? ['', 'Lineage stated in explicit lineage facets (the job or dataset says it; counted apart)', ...explicitLines(explicit).map((l) => `- ${termSafe(l)}`)]
    : [];
  return ['Coverage by engine', engines, ...fromSql, ...stated, '', 'Jobs', jobs, '', `Degrade points (${degrade.length})`, ...degrade].join('\n');
}

// A job stating its lineage is read from its facet alone (its columnLineage is not used), so the facet is named first.
function jobLineage(
  j: { namespace: string; name: string; hasColumnLineage: boolean },
  derived: Readonly<Record<string, number>>,
  explicit: ExplicitCoverage,
): string {
  const id = jobNodeId(j);
  const stated = explicit.jobs[id];
  if (stated) return `lineage facet (${stated.statedEdges} edges, ${stated.statedFields} fields)`;
  return j.hasColumnLineage ? 'column' : derived[id] ? `derived from SQL (${derived[id]} fields)` : 'dataset';
}

import { computeCoverage } from '../domain/coverage/compute-coverage.ts';
import { ENGINE_LABELS } from '../domain/engine/engine-types.ts';
import type { Catalog } from '../domain/stitching/catalog.ts';
import { table, termSafe } from './catalog-cli.ts';

function ratio(part: number, whole: number): string {
  return whole === 0 ? `${part}/0` : `${part}/${whole} (${Math.round((part / whole) * 100)}%)`;
}

/** The coverage CLI output: `{engines, jobs, degradePoints}` as JSON, or per-engine and per-job tables. */
export function renderCoverage(catalog: Catalog, json: boolean): string {
  const report = computeCoverage(catalog);
  if (json) return JSON.stringify(report, null, 2);
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
      j.hasColumnLineage ? 'column' : 'dataset',
      ratio(j.fieldsCovered, j.fields),
    ]),
  );
  const degrade = report.degradePoints.map(
    (d) =>
      `- ${termSafe(d.job.name)} → ${termSafe(`${d.dataset.namespace} ${d.dataset.name}`)}: ${termSafe(d.reason)}${d.missingFields.length ? ` (missing: ${termSafe(d.missingFields.join(', '))})` : ''}`,
  );
  return ['Coverage by engine', engines, '', 'Jobs', jobs, '', `Degrade points (${degrade.length})`, ...degrade].join('\n');
}

import { isRecord } from '../facets/read-facet.ts';
import type { ExplicitSources } from './lineage-snapshot.ts';

// Key order differs between a stored event and a re-serialised facet (Marquez's jsonb reorders keys): compare values.
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * A job's declared and observed lineage told apart from Marquez's answers (docs/openlineage-facets.md#what-marquez-keeps-of-it):
 * the latest run's own job facets (`GET /jobs/runs/{id}/facets?type=job`) hold what it observed; the job GET's facet
 * is that same one, or — when it differs — a JobEvent's that came after the run on the same job version, i.e. the
 * declared lineage. `latestRun` null means the job has no run: its facet can only be a JobEvent's. Null when the two
 * cannot be told apart (the job GET's facet is then read as the job's).
 */
export function explicitSourcesFromMarquez(jobFacets: unknown, latestRun: { id: string; jobFacets: unknown } | null): ExplicitSources | null {
  const onJob = isRecord(jobFacets) ? jobFacets.lineage : undefined;
  const onRun = latestRun && isRecord(latestRun.jobFacets) ? latestRun.jobFacets.lineage : undefined;
  // A job without runs has facets from JobEvents only; with runs but none on the run, the two cannot be told apart.
  if (onRun === undefined) return latestRun === null && onJob !== undefined ? { declared: onJob } : null;
  const declared = onJob !== undefined && canonical(onJob) !== canonical(onRun) ? onJob : undefined;
  return { declared, observed: onRun, observedRunId: latestRun?.id ?? null };
}

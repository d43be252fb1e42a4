import type { QueryClient } from '@tanstack/react-query';
import { runFacetsQueryOptions } from '../api/get-run.ts';
import { isMarquezApiError } from '../api/marquez-api-error.ts';
import type { MqJob } from '../domain/marquez-shapes.ts';
import { jobNodeId } from '../domain/node-id.ts';
import type { ExplicitSources } from '../domain/trace/lineage-snapshot.ts';
import { explicitSourcesFromMarquez } from '../domain/trace/explicit-sources.ts';

/**
 * Each job's explicit `lineage` facets told apart (declared by a JobEvent, observed by its latest run), by job nodeId,
 * for `LineageSnapshot.explicitLineage` (docs/openlineage-facets.md#what-marquez-keeps-of-it). Only a job whose GET
 * carries a `lineage` facet costs a request (its latest run's job facets): Marquez puts a run's facet on the job
 * version at a terminal event, so a job with none on its GET has stated no lineage the walk could read. A job whose
 * run facets Marquez refuses keeps its GET's facet, read as the job's.
 */
export async function loadExplicitSources(queryClient: QueryClient, jobs: readonly MqJob[]): Promise<Map<string, ExplicitSources>> {
  const out = new Map<string, ExplicitSources>();
  await Promise.all(
    jobs
      .filter((j) => j.facets?.lineage !== undefined)
      .map(async (job) => {
        const run = job.latestRun ?? null;
        let runFacets: unknown = null;
        if (run) {
          try {
            runFacets = (await queryClient.fetchQuery(runFacetsQueryOptions({ runId: run.id, type: 'job' }))).facets;
          } catch (e) {
            if (isMarquezApiError(e) && e.status !== undefined) return;
            throw e;
          }
        }
        const sources = explicitSourcesFromMarquez(job.facets, run ? { id: run.id, jobFacets: runFacets } : null);
        if (sources) out.set(jobNodeId(job), sources);
      }),
  );
  return out;
}

import { queryOptions } from '@tanstack/react-query';
import { loadLineageHealth } from './lineage-health.ts';
import { loadSchemaChanges } from './schema-changes.ts';
import { readNamespaces } from './read-namespaces.ts';
import { CONCURRENCY, listJobs } from './run-history-reads.ts';
import { cachedSource } from './run-source.ts';
import { STALE_TIME } from '../api/stale-times.ts';
import { buildEvidenceIndex } from '../domain/evidence/evidence-index.ts';
import type { Check, Ref } from '../domain/evidence/evidence-types.ts';
import { observeRuns } from '../domain/evidence/run-observations.ts';
import type { MqJob } from '../domain/marquez-shapes.ts';
import { jobNodeId } from '../domain/node-id.ts';
import type { DroppedEdge } from '../domain/run-lineage/lineage-health.ts';
import type { LineageHealth } from '../domain/run-lineage/lineage-health.ts';
import type { StaleRun } from '../domain/run-lineage/run-lineage-types.ts';
import type { SchemaChange } from '../domain/schema-changes/schema-changes.ts';
import { mapLimit } from '../lib/async-batches.ts';

/** What an on-call engineer looks at first, across every namespace (the home page). */
export interface HomeAttention {
  /** Per dataset, its newest failed check over the runs loaded (the check names its version, run and job). */
  failedChecks: { dataset: Ref; check: Check }[];
  /** Jobs whose latest run failed or was aborted. */
  failedRuns: { job: Ref; runId: string; state: string; at: string | null }[];
  staleRuns: StaleRun[];
  droppedEdges: DroppedEdge[];
  /** Versions written in the window whose schema differs from the version before, newest first. */
  schemaChanges: SchemaChange[];
  window: LineageHealth['window'];
  /** What could not be read (a namespace's jobs, a job's lineage): the lists went on without it. */
  notes: string[];
}

const newestFirst = (a: string | null, b: string | null) => (b ?? '').localeCompare(a ?? '');

/**
 * The home page's query: lineage health (stale runs, edges Marquez dropped — the `health` CLI's reads) and, over
 * the same cached namespace and job lists (every page of them), failed latest runs, failed quality checks read from
 * the runs' input facets, and schema changes: the versions lists of the datasets written in the window.
 */
export function homeQueryOptions() {
  return queryOptions({
    queryKey: ['home', 'attention'] as const,
    queryFn: async ({ client, signal }): Promise<HomeAttention> => {
      const source = cachedSource(client, signal);
      const health = await loadLineageHealth(source);
      const notes = [...health.notes];
      // The health read paged these lists already: the cache answers, and a cut list's note is not said twice.
      const namespaces = await readNamespaces(source, []);
      const jobs = new Map<string, MqJob>();
      for (const list of await mapLimit(namespaces, CONCURRENCY, (ns) => listJobs(source, ns, []))) for (const j of list) jobs.set(jobNodeId(j), j);
      const index = buildEvidenceIndex({ datasets: [], jobs: [...jobs.values()] });
      const checked = new Set(
        observeRuns(jobs.values())
          .filter((o) => o.direction === 'input')
          .map((o) => o.datasetId),
      );
      const failedChecks = [...checked]
        .map((id) => index.dataset(id))
        .flatMap((e) => (e.quality.lastFailure ? [{ dataset: e.dataset, check: e.quality.lastFailure }] : []))
        .sort((a, b) => newestFirst(a.check.source.at, b.check.source.at));
      const failedRuns = [...jobs.values()]
        .flatMap((j) => {
          const run = j.latestRun ?? j.latestRuns?.[0];
          return run && (run.state === 'FAILED' || run.state === 'ABORTED')
            ? [{ job: { namespace: j.namespace, name: j.name }, runId: run.id, state: run.state, at: run.endedAt ?? run.updatedAt ?? null }]
            : [];
        })
        .sort((a, b) => newestFirst(a.at, b.at));
      const schemaChanges = await loadSchemaChanges(source, jobs.values(), health.window, notes);
      return { failedChecks, failedRuns, staleRuns: health.staleRuns, droppedEdges: health.droppedEdges, schemaChanges, window: health.window, notes };
    },
    staleTime: STALE_TIME.lineage,
    structuralSharing: false,
  });
}

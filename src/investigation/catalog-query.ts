import type { MqRun } from '../domain/marquez-shapes.ts';
import { jobNodeId } from '../domain/node-id.ts';
import { resolveWindow } from '../domain/run-lineage/lineage-window.ts';
import { jobRunHistory } from '../domain/run-lineage/observed-runs.ts';
import { runLevelCatalog } from '../domain/run-lineage/run-level-catalog.ts';
import type { Catalog } from '../domain/stitching/catalog.ts';
import { mapLimit } from '../lib/async-batches.ts';
import { CONCURRENCY, mayHaveMore, readRuns } from './run-history-reads.ts';
import { cachedSource, type RunLineageSource } from './run-source.ts';
import { queryOptions } from '@tanstack/react-query';
import { catalogQueryOptions } from '../api/get-catalog.ts';
import { STALE_TIME } from '../api/stale-times.ts';
import { catalogKeys } from '../lib/query-keys.ts';

/**
 * The whole catalog as it happened, read as the graph reads one view: each job's latest runs, plus more runs only
 * for jobs whose latest runs do not reach back to the window's start (the same paging as load-run-lineage.ts), so
 * Coverage, Boundaries, FLIP-314 and their CLIs see every run the graph and the trace see.
 */
export async function loadRunLevelCatalog(
  source: Pick<RunLineageSource, 'jobRuns'>,
  catalog: Catalog,
  asked: { since?: string | null; until?: string | null },
  now: number,
): Promise<Catalog> {
  const jobs = Array.isArray(catalog.jobs) ? catalog.jobs : [];
  const latest = jobs.map((j) => jobRunHistory(j, j.type ?? null, j.latestRuns ?? [], true));
  const window = resolveWindow(asked, latest, now);
  const notes: string[] = [];
  const more = new Map<string, MqRun[]>();
  const paged = await mapLimit(
    jobs.filter((j) => mayHaveMore(j, window)),
    CONCURRENCY,
    async (job) => ({ job, runs: (await readRuns(source, job, window, notes)).runs }),
  );
  for (const { job, runs } of paged) more.set(jobNodeId(job), runs);
  return runLevelCatalog(catalog, asked, now, more).catalog;
}

/**
 * The catalog the views read: run-level by default (each job's inputs and outputs include what its latest runs read
 * and wrote in the window, domain/run-lineage/run-level-catalog.ts), Marquez's as it answers with `view=marquez`.
 * Both derive from the one cached whole-catalog read.
 */
export function investigationCatalogQueryOptions(params: { view: 'runs' | 'marquez'; since?: string | null; until?: string | null }) {
  const p = { view: params.view, since: params.since ?? null, until: params.until ?? null };
  return queryOptions({
    queryKey: catalogKeys.view(p),
    queryFn: async ({ client, signal }): Promise<Catalog> => {
      const raw = await client.fetchQuery(catalogQueryOptions());
      return p.view === 'marquez' ? raw : loadRunLevelCatalog(cachedSource(client, signal), raw, p, Date.now());
    },
    staleTime: STALE_TIME.list,
  });
}

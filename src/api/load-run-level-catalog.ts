import type { MqRun } from '../domain/marquez-shapes.ts';
import { jobNodeId } from '../domain/node-id.ts';
import { resolveWindow } from '../domain/run-lineage/lineage-window.ts';
import { jobRunHistory } from '../domain/run-lineage/observed-runs.ts';
import { runLevelCatalog } from '../domain/run-lineage/run-level-catalog.ts';
import type { Catalog } from '../domain/stitching/catalog.ts';
import { mapLimit } from '../lib/async-batches.ts';
import { CONCURRENCY, mayHaveMore, readRuns } from './run-history-reads.ts';
import type { RunLineageSource } from './run-lineage-source.ts';

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

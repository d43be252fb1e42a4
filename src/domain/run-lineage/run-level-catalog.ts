import type { MqDatasetId, MqJob, MqRun } from '../marquez-shapes.ts';
import { jobNodeId } from '../node-id.ts';
import type { Catalog } from '../stitching/catalog.ts';
import { jobIdentities } from '../stitching/catalog.ts';
import { resolveWindow } from './lineage-window.ts';
import { jobRunHistory, runOverlaps } from './observed-runs.ts';
import type { LineageWindow } from './run-lineage-types.ts';

function union(current: readonly MqDatasetId[], more: readonly MqDatasetId[]): MqDatasetId[] {
  const out = new Map<string, MqDatasetId>();
  for (const d of [...current, ...more]) out.set(`${d.namespace}\u0000${d.name}`, { namespace: d.namespace, name: d.name });
  return [...out.values()];
}

/**
 * The catalog as it happened, for the views that read every job (Coverage, Boundaries, FLIP-314): each job's
 * inputs and outputs become Marquez's current ones plus every dataset its runs read or wrote in the window — the
 * latest runs a job GET carries, and `moreRuns` (by job nodeId) where the window reaches further back. Jobs whose
 * current version lost its datasets (a streaming job's minimal ABORT) get them back, so no view loses a job
 * Marquez stopped connecting.
 */
export function runLevelCatalog(
  catalog: Catalog,
  asked: { since?: string | null; until?: string | null },
  now: number,
  moreRuns: ReadonlyMap<string, readonly MqRun[]> = new Map(),
): { catalog: Catalog; window: LineageWindow } {
  const jobs = Array.isArray(catalog.jobs) ? catalog.jobs : [];
  const histories = jobs.map((j) =>
    jobRunHistory(
      { namespace: j.namespace, name: j.name },
      j.type ?? null,
      [...(Array.isArray(j.latestRuns) ? j.latestRuns : []), ...(moreRuns.get(jobNodeId(j)) ?? [])],
      true,
    ),
  );
  const window = resolveWindow(asked, histories, now);
  const out: MqJob[] = jobs.map((job, i) => {
    const runs = (histories[i]?.runs ?? []).filter((r) => runOverlaps(r, window));
    if (runs.length === 0) return job;
    return {
      ...job,
      inputs: union(
        jobIdentities(job.inputs),
        runs.flatMap((r) => r.inputs),
      ),
      outputs: union(
        jobIdentities(job.outputs),
        runs.flatMap((r) => r.outputs),
      ),
    };
  });
  return { catalog: { datasets: catalog.datasets, jobs: out }, window };
}

import { lastEventMillis, runOverlaps } from './observed-runs.ts';
import type { DatasetRef, EdgeDirection, EdgeSeen, JobRef, JobRunHistory, LineageWindow } from './run-lineage-types.ts';

/** A job–dataset edge seen in runs, before it is compared with Marquez's view. */
export interface ObservedEdge {
  job: JobRef;
  dataset: DatasetRef;
  direction: EdgeDirection;
  seen: EdgeSeen;
}

export function edgeKey(job: JobRef, dataset: DatasetRef, direction: EdgeDirection): string {
  return [job.namespace, job.name, dataset.namespace, dataset.name, direction].join('\u0000');
}

// Later time wins; equal times fall back to the run id so the result does not depend on the order runs arrive in.
function newer(a: { at: number; runId: string }, b: { at: number; runId: string }): boolean {
  return a.at > b.at || (a.at === b.at && a.runId > b.runId);
}

/**
 * The union of the datasets each job's runs read and wrote while active in the window (first to last event), one edge per (job, dataset,
 * direction) with how many runs saw it and the latest of them. Only reported datasets become edges: nothing is
 * inferred, so an edge here always names a run that reported it.
 */
export function observedEdges(histories: Iterable<JobRunHistory>, window: LineageWindow): Map<string, ObservedEdge> {
  const edges = new Map<string, ObservedEdge & { at: number }>();
  for (const h of histories) {
    for (const run of h.runs) {
      if (!runOverlaps(run, window)) continue;
      const at = lastEventMillis(run);
      const sides: [EdgeDirection, DatasetRef[]][] = [
        ['input', run.inputs],
        ['output', run.outputs],
      ];
      for (const [direction, refs] of sides) {
        for (const dataset of refs) {
          const key = edgeKey(h.job, dataset, direction);
          const t = at ?? -Infinity;
          const prior = edges.get(key);
          if (!prior) {
            edges.set(key, { job: h.job, dataset, direction, at: t, seen: { runs: 1, lastRunId: run.runId, lastSeen: run.lastEventAt ?? '' } });
            continue;
          }
          prior.seen.runs += 1;
          if (newer({ at: t, runId: run.runId }, { at: prior.at, runId: prior.seen.lastRunId })) {
            prior.at = t;
            prior.seen.lastRunId = run.runId;
            prior.seen.lastSeen = run.lastEventAt ?? '';
          }
        }
      }
    }
  }
  const out = new Map<string, ObservedEdge>();
  for (const [key, { at: _at, ...edge }] of edges) out.set(key, edge);
  return out;
}

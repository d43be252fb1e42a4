import type { MqLineageGraph } from '../marquez-shapes.ts';
import { jobNodeId } from '../node-id.ts';
import { marquezLinks } from './augment-lineage.ts';
import { dropReason } from './drop-reason.ts';
import { observedEdges } from './run-level-edges.ts';
import type { DatasetRef, EdgeDirection, JobRef, JobRunHistory, LineageWindow, StaleRun } from './run-lineage-types.ts';
import { staleRuns } from './stale-runs.ts';

/** An edge runs reported that Marquez's `/lineage` does not draw: the `droppedEdges` rows of `npm run health`. */
export interface DroppedEdge {
  job: JobRef;
  dataset: DatasetRef;
  direction: EdgeDirection;
  lastRunId: string;
  lastSeen: string;
  reason: string;
}

export interface LineageHealth {
  window: LineageWindow;
  staleRuns: StaleRun[];
  droppedEdges: DroppedEdge[];
}

/**
 * Lineage health of every job: runs silent for longer than the threshold, and every edge a run in the window
 * reported that Marquez no longer draws, with why. `marquez` holds Marquez's own `/lineage` of each job (its current
 * edges); a job without one is taken to have none.
 */
export function lineageHealth(
  histories: readonly JobRunHistory[],
  marquez: ReadonlyMap<string, MqLineageGraph>,
  window: LineageWindow,
  staleHours?: number,
): LineageHealth {
  const current = new Set<string>();
  const jobsWithEdges = new Set<string>();
  for (const answer of marquez.values()) {
    for (const [key, link] of marquezLinks(answer)) {
      current.add(key);
      jobsWithEdges.add(jobNodeId(link.job));
    }
  }
  const byJob = new Map(histories.map((h) => [jobNodeId(h.job), h]));
  const droppedEdges: DroppedEdge[] = [];
  for (const [key, edge] of observedEdges(histories, window)) {
    if (current.has(key)) continue;
    const id = jobNodeId(edge.job);
    const history = byJob.get(id);
    if (!history) continue;
    droppedEdges.push({
      job: edge.job,
      dataset: edge.dataset,
      direction: edge.direction,
      lastRunId: edge.seen.lastRunId,
      lastSeen: edge.seen.lastSeen,
      reason: dropReason(history, edge.dataset, edge.direction, jobsWithEdges.has(id)),
    });
  }
  const order = (e: DroppedEdge) => [e.job.namespace, e.job.name, e.direction, e.dataset.namespace, e.dataset.name].join('\u0000');
  droppedEdges.sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
  return { window, staleRuns: staleRuns(histories, window, staleHours), droppedEdges };
}

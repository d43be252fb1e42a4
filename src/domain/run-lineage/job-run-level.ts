import type { MqLineageGraph } from '../marquez-shapes.ts';
import { jobNodeId } from '../node-id.ts';
import type { EdgeDirection, EdgeSeen, JobRef, LineageWindow, StaleRun } from './run-lineage-types.ts';

export interface JobEdgeFact {
  dataset: { namespace: string; name: string };
  direction: EdgeDirection;
  seen: EdgeSeen | null;
  inMarquezView: boolean;
  reason: string | null;
}

export interface JobRunLevelFacts {
  window: LineageWindow;
  edges: JobEdgeFact[];
  stale: StaleRun | null;
}

/**
 * What a run-level answer knows of one job: each of its edges (seen, in Marquez's view or not and why) and a
 * stale run. null when the answer is Marquez's own view or does not hold the job.
 */
export function jobRunLevelFacts(answer: MqLineageGraph | undefined, job: JobRef): JobRunLevelFacts | null {
  const summary = answer?.runLevel;
  if (!answer || !summary) return null;
  const id = jobNodeId(job);
  const node = answer.graph.find((n) => n.id === id);
  if (!node) return null;
  const byId = new Map(answer.graph.map((n) => [n.id, n]));
  const edges: JobEdgeFact[] = [];
  for (const e of [...node.inEdges, ...node.outEdges]) {
    const direction: EdgeDirection = e.destination === id ? 'input' : 'output';
    const other = byId.get(direction === 'input' ? e.origin : e.destination);
    if (!other || other.type !== 'DATASET') continue;
    edges.push({
      dataset: { namespace: other.data.namespace, name: other.data.name },
      direction,
      seen: e.observed?.seen ?? null,
      inMarquezView: e.observed?.inMarquezView ?? true,
      reason: e.observed?.reason ?? null,
    });
  }
  const stale = summary.staleRuns.find((r) => r.job.namespace === job.namespace && r.job.name === job.name) ?? null;
  return { window: summary.window, edges, stale };
}

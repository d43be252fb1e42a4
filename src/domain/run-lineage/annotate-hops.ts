import type { EdgeObservation } from '../marquez-shapes.ts';
import { edgeId, type LineageGraph } from '../graph/lineage-graph.ts';
import { datasetNodeId, jobNodeId } from '../node-id.ts';
import type { TraceHop, TraceResult } from '../trace/trace-types.ts';
import type { StaleRun } from './run-lineage-types.ts';

function annotate(hop: TraceHop, observations: ReadonlyMap<string, EdgeObservation>, stale: ReadonlyMap<string, StaleRun>): TraceHop {
  if (!hop.job) return hop;
  const job = jobNodeId(hop.job);
  const input = observations.get(edgeId(datasetNodeId({ namespace: hop.from.namespace, name: hop.from.dataset }), job));
  const output = observations.get(edgeId(job, datasetNodeId({ namespace: hop.to.namespace, name: hop.to.dataset })));
  const run = stale.get(job);
  const staleRun = run ? { staleRun: { runId: run.runId, lastEventTime: run.lastEventTime, silentHours: run.silentHours } } : {};
  if (!input && !output) return { ...hop, ...staleRun };
  // An edge run-level lineage did not annotate came from Marquez's own answer: it is in Marquez's view.
  const inMarquezView = (input?.inMarquezView ?? true) && (output?.inMarquezView ?? true);
  return { ...hop, seen: output?.seen ?? input?.seen ?? null, inMarquezView, ...staleRun };
}

/**
 * Gives each hop of a trace over run-level lineage its `seen` and `inMarquezView`, from the edges of the graph the
 * trace walked, and `staleRun` when its job's run went silent. A trace over Marquez's own view (no observations) comes back unchanged.
 */
export function annotateHops(result: TraceResult, graph: LineageGraph): TraceResult {
  const observations = new Map<string, EdgeObservation>();
  for (const e of graph.edges) if (e.observed) observations.set(e.id, e.observed);
  const stale = new Map<string, StaleRun>();
  for (const n of graph.nodes.values()) if (n.kind === 'job' && n.runLevel?.stale) stale.set(n.id, n.runLevel.stale);
  if (observations.size === 0 && stale.size === 0) return result;
  return {
    ...result,
    hops: result.hops.map((h) => annotate(h, observations, stale)),
    influencers: result.influencers.map((h) => annotate(h, observations, stale)),
  };
}

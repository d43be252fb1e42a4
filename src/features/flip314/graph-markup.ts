import type { Flip314Island } from '../../domain/flip314/flip314-types.ts';
import type { LineageGraph } from '../../domain/graph/lineage-graph.ts';
import { datasetNodeId, jobNodeId } from '../../domain/node-id.ts';
import type { HopLevel, TraceResult } from '../../domain/trace/trace-types.ts';

/** Node and edge markup for the cross-engine graph, by React Flow id (shaped like the graph's decorations). */
export interface GraphMarkup {
  nodes: Map<string, { dimmed?: boolean }>;
  edges: Map<string, { level?: HopLevel; dimmed?: boolean; badge?: string }>;
}

export const DEGRADE_BADGE = 'column lineage ends here';

const edgeId = (source: string, target: string) => `${source}->${target}`;

/**
 * What the right-hand graph stresses. Without a trace: the Flink jobs and the datasets their islands name stay
 * bright, everything else dims, so the two views line up. With a trace: its path stays bright, its edges take the
 * hop's level, and each degrade point gets a badge on the edge where column lineage ends.
 */
export function flip314Markup(graph: LineageGraph, islands: readonly Flip314Island[], trace: TraceResult | null): GraphMarkup {
  const bright = new Set<string>();
  const edges: GraphMarkup['edges'] = new Map();
  if (trace === null) {
    for (const island of islands) {
      bright.add(island.jobId);
      for (const v of island.vertices) {
        const d = datasetNodeId(v.dataset);
        bright.add(d);
        edges.set(v.role === 'source' ? edgeId(d, island.jobId) : edgeId(island.jobId, d), {});
      }
    }
  } else {
    for (const hop of trace.hops) {
      const from = datasetNodeId({ namespace: hop.from.namespace, name: hop.from.dataset });
      const to = datasetNodeId({ namespace: hop.to.namespace, name: hop.to.dataset });
      bright.add(from).add(to);
      if (!hop.job) continue;
      const job = jobNodeId(hop.job);
      bright.add(job);
      // A column hop wins over an inferred or dataset one through the same edge.
      for (const id of [edgeId(from, job), edgeId(job, to)]) {
        const prior = edges.get(id)?.level;
        if (prior !== 'column') edges.set(id, { level: hop.level });
      }
    }
    for (const d of trace.degradations) {
      if (!d.job) continue;
      const id = edgeId(jobNodeId(d.job), datasetNodeId(d.dataset));
      edges.set(id, { ...(edges.get(id) ?? { level: 'dataset' }), badge: DEGRADE_BADGE });
    }
  }
  const nodes: GraphMarkup['nodes'] = new Map();
  for (const id of graph.nodes.keys()) if (!bright.has(id)) nodes.set(id, { dimmed: true });
  for (const e of graph.edges) if (!edges.has(e.id)) edges.set(e.id, { dimmed: true });
  return { nodes, edges };
}

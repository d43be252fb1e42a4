import type { Flip314Island } from '../../domain/flip314/flip314-types.ts';
import type { LineageGraph } from '../../domain/graph/lineage-graph.ts';
import { traceMarkup, type GraphMarkup } from '../../domain/graph/trace-markup.ts';
import { datasetNodeId } from '../../domain/node-id.ts';
import type { TraceResult } from '../../domain/trace/trace-types.ts';

export type { GraphMarkup };
export { DEGRADE_BADGE } from '../../domain/graph/trace-markup.ts';

const edgeId = (source: string, target: string) => `${source}->${target}`;

/**
 * What the right-hand graph stresses. With a trace: exactly the trace overlay of the graph view (same levels, same
 * precedence, same degrade badges). Without: the Flink jobs and the datasets their islands name stay bright,
 * everything else dims, so the two views line up.
 */
export function flip314Markup(graph: LineageGraph, islands: readonly Flip314Island[], trace: TraceResult | null): GraphMarkup {
  if (trace !== null) return traceMarkup(graph, [], new Set(), [trace]);
  const bright = new Set<string>();
  const edges: GraphMarkup['edges'] = new Map();
  for (const island of islands) {
    bright.add(island.jobId);
    for (const v of island.vertices) {
      const d = datasetNodeId(v.dataset);
      bright.add(d);
      edges.set(v.role === 'source' ? edgeId(d, island.jobId) : edgeId(island.jobId, d), {});
    }
  }
  const nodes: GraphMarkup['nodes'] = new Map();
  for (const id of graph.nodes.keys()) if (!bright.has(id)) nodes.set(id, { dimmed: true });
  for (const e of graph.edges) if (!edges.has(e.id)) edges.set(e.id, { dimmed: true });
  return { nodes, edges };
}

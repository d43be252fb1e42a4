import type { ElkNode } from 'elkjs/lib/elk-api';
import { generateLineageWithStats, type SyntheticStats } from '../../mocks/synthetic/index.ts';
import type { LineageGraph } from '../../src/domain/graph/lineage-graph.ts';
import { toElkGraph } from '../../src/domain/graph/to-elk-graph.ts';
import type { OlRunEvent } from '../../src/domain/marquez-shapes.ts';
import { snapshotFromRunEvents } from '../../src/domain/trace/snapshot-from-events.ts';
import type { LineageSnapshot } from '../../src/domain/trace/lineage-snapshot.ts';
import { GRAPH_NODE_SIZES } from '../../src/features/graph/graph-sizes.ts';

/** The seed of every synthetic graph the benchmark measures (the same as the `synthetic-*` scenarios). */
export const BENCH_SEED = 'tributary-bench';

export interface SyntheticInput {
  snapshot: LineageSnapshot;
  stats: SyntheticStats;
  events: OlRunEvent[];
}

/**
 * A synthetic lineage as the trace and the canvas see it: the generator's OpenLineage events folded into a
 * snapshot (datasets, jobs, the domain graph), without Marquez in between.
 */
export function syntheticInput(options: { nodes: number; layers?: number }): SyntheticInput {
  const { events, stats } = generateLineageWithStats({ seed: BENCH_SEED, ...options });
  // The generator writes OpenLineage RunEvents; its return type is deliberately loose (Record<string, unknown>).
  const runEvents = events as unknown as OlRunEvent[];
  return { snapshot: snapshotFromRunEvents(runEvents), stats, events: runEvents };
}

/** The ELK input the canvas builds for this graph with every dataset collapsed (its default view). */
export function canvasElkGraph(graph: LineageGraph): ElkNode {
  return toElkGraph(graph, { expanded: new Set(), sizes: GRAPH_NODE_SIZES });
}

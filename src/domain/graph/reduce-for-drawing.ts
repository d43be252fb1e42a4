import { capPerLayer } from './cap-per-layer.ts';
import { collapseGraph } from './collapse-graph.ts';
import type { HandedOverCap } from './first-drawing-hand-over.ts';
import type { LineageGraph } from './lineage-graph.ts';
import { unreduced, type GroupBy, type ReducedGraph } from './reduced-graph.ts';

/**
 * Above this many nodes the first render caps each BFS layer. Up to here the whole answer is drawn: the benchmark's
 * 1,000-node graph lays out and draws within its budgets (ELK ≤ 800 ms, drawn ≤ 2.5 s), and a user asking for it
 * wants all of it. Past it ELK time grows faster than linearly (5,000 nodes: seconds), so a 5,000-node answer
 * opens at a few hundred nodes and the user opens layers ("show N more") or groups from there.
 */
export const CAP_ABOVE_NODES = 1500;
/** Nodes shown per layer and side when capped: small enough that the 5,000-node first view is ~150 boxes. */
export const CAP_PER_LAYER = 8;

export interface ReduceOptions {
  groupBy: GroupBy | null;
  /** Layers the user opened ("show N more"). */
  revealed: ReadonlySet<string>;
  /** Kept real in every view: the selection and the expanded datasets. */
  keep: ReadonlySet<string>;
  /** The user asked for every node: no cap, whatever the size. */
  uncapped?: boolean;
  /** Groups the user opened (their keys). */
  opened?: ReadonlySet<string>;
  /** The graph is a capped drawing's drawn nodes alone, and this its cap over the whole answer (first-drawing-hand-over.ts). */
  handedOver?: HandedOverCap;
}

/**
 * The graph as drawn: grouped when the user asked, else capped per layer when large, else as is. Grouping wins
 * over the cap: a grouped 5,000-node graph is already a handful of boxes.
 */
export function reduceForDrawing(graph: LineageGraph, options: ReduceOptions): ReducedGraph {
  if (options.handedOver) return { graph, ...options.handedOver };
  if (options.groupBy) return collapseGraph(graph, { by: options.groupBy, except: options.keep, ...(options.opened ? { opened: options.opened } : {}) });
  if (options.uncapped || graph.nodes.size <= CAP_ABOVE_NODES) return unreduced(graph);
  return capPerLayer(graph, graph.focusId, { max: CAP_PER_LAYER, revealed: options.revealed, pinned: options.keep });
}

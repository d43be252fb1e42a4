import type { LayerSide } from '../direction.ts';
import type { LineageGraph } from './lineage-graph.ts';

/** How the canvas folds nodes into groups; `tag:<key>` groups by the value of one tag key. */
export type GroupBy = 'engine' | 'namespace' | 'hierarchy' | `tag:${string}`;

/** Several real nodes drawn as one box; `memberIds` are Marquez nodeIds. */
export interface GroupNode {
  kind: 'group';
  /** `group:<by>:<key>`, unique in the reduced graph. */
  id: string;
  by: GroupBy;
  key: string;
  label: string;
  memberIds: readonly string[];
  datasets: number;
  jobs: number;
  /** Edges between two members, no longer drawn. */
  internalEdges: number;
}

/** The overflow of one BFS layer, drawn as a "show N more" box. */
export interface MoreNode {
  kind: 'more';
  /** `more:<groupKey>`. */
  id: string;
  /** `<side>:<distance>`: what to add to `revealed` to show this layer whole. */
  groupKey: string;
  side: LayerSide;
  /** Job and dataset hops from the focus; `null` for nodes not connected to it at all. */
  distance: number | null;
  hiddenIds: readonly string[];
}

/** The id of the "show N more" box of the layer `groupKey` ({@link MoreNode.groupKey}). */
export function moreNodeId(groupKey: string): string {
  return `more:${groupKey}`;
}

/** Whether a drawn node's id is a "show N more" box's (Marquez's nodeIds start with `dataset:` or `job:`). */
export function isMoreNodeId(id: string): boolean {
  return id.startsWith('more:');
}

export type SyntheticNode = GroupNode | MoreNode;

/** An edge touching a synthetic node; `multiplicity` is how many real edges it stands for. */
export interface AggregateEdge {
  id: string;
  source: string;
  target: string;
  multiplicity: number;
}

/**
 * A graph made smaller for drawing: `graph` holds the real nodes still shown and the real edges between them;
 * `synthetic` and `syntheticEdges` stand for everything else. Invariant: `graph.nodes.size` + nodes hidden behind
 * synthetic nodes = `totalNodes`.
 */
export interface ReducedGraph {
  graph: LineageGraph;
  synthetic: readonly SyntheticNode[];
  syntheticEdges: readonly AggregateEdge[];
  totalNodes: number;
  hiddenNodes: number;
}

/** A graph drawn as is: no synthetic nodes. */
export function unreduced(graph: LineageGraph): ReducedGraph {
  return { graph, synthetic: [], syntheticEdges: [], totalNodes: graph.nodes.size, hiddenNodes: 0 };
}

/** Adds real edges into aggregate edges keyed by (source, target), counting multiplicity. */
export class EdgeAggregator {
  private readonly byId = new Map<string, AggregateEdge>();

  add(source: string, target: string): void {
    const id = `agg:${source}->${target}`;
    const existing = this.byId.get(id);
    if (existing) existing.multiplicity += 1;
    else this.byId.set(id, { id, source, target, multiplicity: 1 });
  }

  edges(): AggregateEdge[] {
    return [...this.byId.values()];
  }
}

import { groupOf } from './group-of.ts';
import type { GraphEdge, GraphNode, LineageGraph } from './lineage-graph.ts';
import { EdgeAggregator, type GroupBy, type GroupNode, type ReducedGraph } from './reduced-graph.ts';

export interface CollapseOptions {
  by: GroupBy;
  /** Nodes kept out of every group (the focus always is): the selection, a node the user expanded. */
  except?: ReadonlySet<string>;
  /** Group keys ({@link GroupNode.key}) the user opened: their members are drawn as themselves. */
  opened?: ReadonlySet<string>;
}

/**
 * Folds every node except the focus and `except` into one group node per engine, namespace, hierarchy or tag
 * value ({@link groupOf}). Edges between
 * kept nodes stay real; an edge touching a group becomes an aggregate edge whose multiplicity counts the real
 * edges it stands for; edges inside a group are counted on the group. Pure; the input is not modified.
 */
export function collapseGraph(graph: LineageGraph, options: CollapseOptions): ReducedGraph {
  const except = options.except ?? new Set<string>();
  const keptNodes = new Map<string, GraphNode>();
  const groups = new Map<string, GroupNode & { memberIds: string[] }>();
  const representative = new Map<string, string>();
  for (const node of graph.nodes.values()) {
    const { key, label } = groupOf(node, options.by);
    if (node.id === graph.focusId || except.has(node.id) || options.opened?.has(key)) {
      keptNodes.set(node.id, node);
      representative.set(node.id, node.id);
      continue;
    }
    const id = `group:${options.by}:${key}`;
    let group = groups.get(id);
    if (!group) {
      group = { kind: 'group', id, by: options.by, key, label, memberIds: [], datasets: 0, jobs: 0, internalEdges: 0 };
      groups.set(id, group);
    }
    group.memberIds.push(node.id);
    if (node.kind === 'job') group.jobs += 1;
    else group.datasets += 1;
    representative.set(node.id, id);
  }
  const keptEdges: GraphEdge[] = [];
  const aggregate = new EdgeAggregator();
  for (const e of graph.edges) {
    const source = representative.get(e.source);
    const target = representative.get(e.target);
    if (source === undefined || target === undefined) continue;
    if (source === e.source && target === e.target) keptEdges.push(e);
    else if (source !== target) aggregate.add(source, target);
    else {
      const group = groups.get(source);
      if (group) group.internalEdges += 1;
    }
  }
  const synthetic = [...groups.values()];
  const hiddenNodes = synthetic.reduce((n, g) => n + g.memberIds.length, 0);
  return {
    graph: { focusId: graph.focusId, nodes: keptNodes, edges: keptEdges },
    synthetic,
    syntheticEdges: aggregate.edges(),
    totalNodes: graph.nodes.size,
    hiddenNodes,
  };
}

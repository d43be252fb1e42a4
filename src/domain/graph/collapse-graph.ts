import type { DatasetKind } from '../engine/engine-types.ts';
import { ENGINE_LABELS } from '../engine/engine-types.ts';
import type { GraphEdge, GraphNode, LineageGraph } from './lineage-graph.ts';
import { EdgeAggregator, type GroupBy, type GroupNode, type ReducedGraph } from './reduced-graph.ts';

export interface CollapseOptions {
  by: GroupBy;
  /** Nodes kept out of every group (the focus always is): the selection, a node the user expanded. */
  except?: ReadonlySet<string>;
  /** Group keys ({@link GroupNode.key}) the user opened: their members are drawn as themselves. */
  opened?: ReadonlySet<string>;
}

const DATASET_KIND_GROUP_LABELS: Readonly<Record<DatasetKind, string>> = {
  'kafka-topic': 'Kafka topics',
  'iceberg-table': 'Iceberg tables',
  's3-path': 'S3 paths',
  'postgres-table': 'Postgres tables',
  other: 'Other datasets',
};

// By engine, jobs group by the engine that runs them and datasets by the system that stores them: a Kafka topic
// has no engine, and mixing topics into the Flink group would hide the Kafka → Flink hop the view is about.
function groupOf(node: GraphNode, by: GroupBy): { key: string; label: string } {
  if (by === 'namespace') return { key: node.namespace, label: node.namespace };
  if (node.kind === 'job') return { key: `job:${node.engine.engine}`, label: `${ENGINE_LABELS[node.engine.engine]} jobs` };
  return { key: `dataset:${node.datasetKind}`, label: DATASET_KIND_GROUP_LABELS[node.datasetKind] };
}

/**
 * Folds every node except the focus and `except` into one group node per engine (or namespace). Edges between
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

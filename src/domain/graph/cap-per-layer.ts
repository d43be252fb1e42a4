import { adjacency, type Adjacency, type GraphNode, type LineageGraph } from './lineage-graph.ts';
import type { LayerSide } from '../direction.ts';
import { EdgeAggregator, moreNodeId, type MoreNode, type ReducedGraph } from './reduced-graph.ts';

export interface CapOptions {
  /** Most nodes shown per (layer, side) before the rest go behind a "show N more" node. */
  max: number;
  /** Layers shown whole: their {@link MoreNode.groupKey}s. */
  revealed: ReadonlySet<string>;
  /** Nodes always shown (the selection); the focus always is. */
  pinned?: ReadonlySet<string>;
}

interface Placement {
  side: LayerSide;
  distance: number | null;
}

function distances(start: string, next: ReadonlyMap<string, readonly string[]>): Map<string, number> {
  const dist = new Map([[start, 0]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const id = queue[i]!;
    const d = dist.get(id)!;
    for (const n of next.get(id) ?? []) {
      if (!dist.has(n)) {
        dist.set(n, d + 1);
        queue.push(n);
      }
    }
  }
  return dist;
}

/** Each node's incoming then outgoing neighbours, in that order (the BFS and the cap depend on it). */
function undirected(incoming: ReadonlyMap<string, readonly string[]>, outgoing: ReadonlyMap<string, readonly string[]>): Map<string, string[]> {
  const both = new Map<string, string[]>();
  for (const map of [incoming, outgoing]) {
    for (const [id, list] of map) {
      const into = both.get(id);
      if (into) for (const n of list) into.push(n);
      else both.set(id, [...list]);
    }
  }
  return both;
}

/** Layer key of a placement, also the key `revealed` holds. */
export function layerKey(p: Placement): string {
  return `${p.side}:${p.distance ?? 'detached'}`;
}

/**
 * Where each node sits relative to the focus: upstream (walking edges backward), downstream (forward), or
 * `around` when only an undirected path reaches it (siblings in the full view); the distance is in hops.
 * A node both up- and downstream (a cycle) goes to the nearer side.
 */
export function placeNodes(graph: LineageGraph, focusId: string): Map<string, Placement> {
  const adj = adjacency(graph);
  return placeWith(graph, focusId, adj, undirected(adj.incoming, adj.outgoing));
}

/** {@link placeNodes} with the neighbour lists the caller already built (10,000 nodes: they are not free). */
function placeWith(graph: LineageGraph, focusId: string, adj: Adjacency, neighbours: ReadonlyMap<string, readonly string[]>): Map<string, Placement> {
  const up = distances(focusId, adj.incoming);
  const down = distances(focusId, adj.outgoing);
  const any = distances(focusId, neighbours);
  const placements = new Map<string, Placement>();
  for (const id of graph.nodes.keys()) {
    const u = up.get(id);
    const d = down.get(id);
    if (u !== undefined && (d === undefined || u < d)) placements.set(id, { side: 'upstream', distance: u });
    else if (d !== undefined) placements.set(id, { side: 'downstream', distance: d });
    else placements.set(id, { side: 'around', distance: any.get(id) ?? null });
  }
  return placements;
}

/**
 * Shows at most `max` nodes per BFS layer and side of the focus; the rest of each layer hides behind one "show N
 * more" node (unless its key is in `revealed`). A node is shown only when a neighbour nearer the focus is shown, so
 * nothing floats unconnected; its hidden descendants count in their own layer's "more" node. Edges from shown
 * nodes to hidden ones are aggregated onto the "more" node. Pure; the input is not modified.
 */
export function capPerLayer(graph: LineageGraph, focusId: string, options: CapOptions): ReducedGraph {
  const adj = adjacency(graph);
  const neighbours = undirected(adj.incoming, adj.outgoing);
  const placements = placeWith(graph, focusId, adj, neighbours);
  const pinned = options.pinned ?? new Set<string>();
  const layers = new Map<string, { placement: Placement; ids: string[] }>();
  for (const [id, placement] of placements) {
    const key = layerKey(placement);
    const layer = layers.get(key);
    if (layer) layer.ids.push(id);
    else layers.set(key, { placement, ids: [id] });
  }
  // Nearer layers first: whether a node may show depends on its nearer neighbours.
  const ordered = [...layers.entries()].sort(([, a], [, b]) => (a.placement.distance ?? Infinity) - (b.placement.distance ?? Infinity));
  const visible = new Set<string>();
  const more: MoreNode[] = [];
  const moreOf = new Map<string, string>();
  for (const [key, { placement, ids }] of ordered) {
    const distance = placement.distance;
    const nearer = (id: string) => (neighbours.get(id) ?? []).some((n) => visible.has(n) && (placements.get(n)?.distance ?? Infinity) < (distance ?? Infinity));
    const shown = new Set(ids.filter((id) => id === focusId || pinned.has(id)));
    const room = options.revealed.has(key) ? Infinity : options.max;
    // Eligible nodes in layer order until the layer is full: a full layer asks no more nodes about their neighbours.
    for (const id of ids) {
      if (shown.size >= room) break;
      if (id === focusId || distance === null || nearer(id)) shown.add(id);
    }
    for (const id of shown) visible.add(id);
    const hiddenIds = ids.filter((id) => !shown.has(id));
    if (hiddenIds.length === 0) continue;
    const node: MoreNode = { kind: 'more', id: moreNodeId(key), groupKey: key, side: placement.side, distance, hiddenIds };
    more.push(node);
    for (const id of hiddenIds) moreOf.set(id, node.id);
  }
  const nodes = new Map<string, GraphNode>();
  for (const [id, node] of graph.nodes) if (visible.has(id)) nodes.set(id, node);
  const edges = graph.edges.filter((e) => visible.has(e.source) && visible.has(e.target));
  const aggregate = new EdgeAggregator();
  for (const e of graph.edges) {
    const source = visible.has(e.source) ? e.source : moreOf.get(e.source);
    const target = visible.has(e.target) ? e.target : moreOf.get(e.target);
    // Hidden → hidden edges between two layers chain their "more" nodes, so a deep overflow still hangs off the graph.
    if (source === undefined || target === undefined || source === target) continue;
    if (visible.has(e.source) && visible.has(e.target)) continue;
    aggregate.add(source, target);
  }
  return {
    graph: { focusId: graph.focusId, nodes, edges },
    synthetic: more,
    syntheticEdges: aggregate.edges(),
    totalNodes: graph.nodes.size,
    hiddenNodes: more.reduce((n, m) => n + m.hiddenIds.length, 0),
  };
}

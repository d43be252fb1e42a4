import type { ElkNode } from 'elkjs/lib/elk-api';

/**
 * Our own crossing minimisation for ELK's INTERACTIVE strategy, which keeps, in every layer, the order of the
 * nodes' input positions. ELK's layer sweep (GWT-compiled Java) was about a third of a large layout's ELK time; the
 * same barycenter sweeps over plain arrays take a few ms, start from the input order instead of a random one and stop
 * on the best sweep, and drew fewer crossings on every graph measured (docs/performance.md, issue 31).
 */
const CROSSING_MINIMISATION_KEY = 'elk.layered.crossingMinimization.strategy';

/** Sweeps tried at most, and sweeps in a row without fewer crossings before stopping. */
const MAX_SWEEPS = 24;
const PATIENCE = 3;

/** Forward edges between child indices: cycles broken by depth-first search in input order, as ELK breaks none in a DAG. */
function acyclicEdges(graph: ElkNode, count: number): [number, number][] {
  const owner = new Map<string, number>();
  (graph.children ?? []).forEach((child, i) => {
    owner.set(child.id, i);
    for (const port of child.ports ?? []) owner.set(port.id, i);
  });
  const edges: [number, number][] = [];
  const out: number[][] = Array.from({ length: count }, () => []);
  for (const edge of graph.edges ?? []) {
    const s = owner.get(edge.sources[0] ?? '');
    const t = owner.get(edge.targets[0] ?? '');
    if (s === undefined || t === undefined || s === t) continue;
    edges.push([s, t]);
    out[s]?.push(t);
  }
  const state = new Uint8Array(count);
  const back = new Set<number>();
  for (let root = 0; root < count; root++) {
    if (state[root]) continue;
    state[root] = 1;
    const stack: [number, number][] = [[root, 0]];
    for (let top = stack.at(-1); top; top = stack.at(-1)) {
      const next = out[top[0]]?.[top[1]++];
      if (next === undefined) {
        state[top[0]] = 2;
        stack.pop();
      } else if (state[next] === 1) back.add(top[0] * count + next);
      else if (!state[next]) {
        state[next] = 1;
        stack.push([next, 0]);
      }
    }
  }
  return edges.map(([s, t]) => (back.has(s * count + t) ? [t, s] : [s, t]));
}

/** Each node's layer: its longest path from a source, as ELK's LONGEST_PATH_SOURCE layering puts it. */
function longestPathLayers(edges: readonly [number, number][], count: number): Int32Array {
  const indegree = new Int32Array(count);
  const succ: number[][] = Array.from({ length: count }, () => []);
  for (const [s, t] of edges) {
    indegree[t] = (indegree[t] ?? 0) + 1;
    succ[s]?.push(t);
  }
  const layer = new Int32Array(count);
  const queue: number[] = [];
  for (let v = 0; v < count; v++) if (!indegree[v]) queue.push(v);
  for (let head = 0; head < queue.length; head++) {
    const v = queue[head] ?? 0;
    for (const w of succ[v] ?? []) {
      layer[w] = Math.max(layer[w] ?? 0, (layer[v] ?? 0) + 1);
      indegree[w] = (indegree[w] ?? 0) - 1;
      if (indegree[w] === 0) queue.push(w);
    }
  }
  return layer;
}

/** The layered graph with one dummy per layer an edge crosses: vertices by layer, and each vertex's neighbours above and below. */
function layeredVertices(edges: readonly [number, number][], layer: Int32Array): { layers: number[][]; up: number[][]; down: number[][] } {
  const vertexLayer = Array.from(layer);
  const segments: [number, number][] = [];
  for (const [s, t] of edges) {
    let previous = s;
    for (let l = (layer[s] ?? 0) + 1; l < (layer[t] ?? 0); l++) {
      segments.push([previous, vertexLayer.length]);
      previous = vertexLayer.length;
      vertexLayer.push(l);
    }
    segments.push([previous, t]);
  }
  const up: number[][] = vertexLayer.map(() => []);
  const down: number[][] = vertexLayer.map(() => []);
  for (const [a, b] of segments) {
    down[a]?.push(b);
    up[b]?.push(a);
  }
  const layers: number[][] = Array.from({ length: Math.max(0, ...vertexLayer) + 1 }, () => []);
  // Input order first: the pipeline's order is already a sensible start, and a fixed start makes the result repeatable.
  vertexLayer.forEach((l, v) => layers[l]?.push(v));
  return { layers, up, down };
}

/** Crossings between two neighbouring layers: inversions of the lower ends once edges are sorted by their upper ends. */
function crossingsBelow(upper: readonly number[], lowerSize: number, down: readonly number[][], pos: Float64Array): number {
  const ends: [number, number][] = [];
  for (const a of upper) for (const b of down[a] ?? []) ends.push([pos[a] ?? 0, pos[b] ?? 0]);
  ends.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const tree = new Int32Array(lowerSize + 1);
  let crossings = 0;
  ends.forEach(([, b], seen) => {
    let notAfter = 0;
    for (let i = b + 1; i > 0; i -= i & -i) notAfter += tree[i] ?? 0;
    crossings += seen - notAfter;
    for (let i = b + 1; i <= lowerSize; i += i & -i) tree[i] = (tree[i] ?? 0) + 1;
  });
  return crossings;
}

/**
 * Each child's layer and its place in it (0–1, top to bottom): barycenter sweeps, alternately down and up, from the
 * input order, keeping the order of the sweep with the fewest crossings.
 */
export function layerOrder(graph: ElkNode): { layer: Int32Array; rank: Float64Array } {
  const count = graph.children?.length ?? 0;
  const edges = acyclicEdges(graph, count);
  const layer = longestPathLayers(edges, count);
  const { layers, up, down } = layeredVertices(edges, layer);
  const pos = new Float64Array(up.length);
  const key = new Float64Array(up.length);
  const place = (nodes: readonly number[]): void => nodes.forEach((v, i) => (pos[v] = i));
  layers.forEach(place);
  const total = (): number => layers.reduce((sum, nodes, l) => sum + crossingsBelow(nodes, layers[l + 1]?.length ?? 0, down, pos), 0);
  const sweep = (forward: boolean): void => {
    for (let step = 1; step < layers.length; step++) {
      const nodes = layers[forward ? step : layers.length - 1 - step] ?? [];
      for (const v of nodes) {
        const near = (forward ? up : down)[v] ?? [];
        key[v] = near.length > 0 ? near.reduce((sum, w) => sum + (pos[w] ?? 0), 0) / near.length : (pos[v] ?? 0);
      }
      nodes.sort((a, b) => (key[a] ?? 0) - (key[b] ?? 0) || (pos[a] ?? 0) - (pos[b] ?? 0));
      place(nodes);
    }
  };
  let best = total();
  let bestLayers = layers.map((nodes) => [...nodes]);
  for (let round = 0, stale = 0; round < MAX_SWEEPS && best > 0 && stale < PATIENCE; round++) {
    sweep(round % 2 === 0);
    const crossings = total();
    stale = crossings < best ? 0 : stale + 1;
    if (crossings < best) [best, bestLayers] = [crossings, layers.map((nodes) => [...nodes])];
  }
  const rank = new Float64Array(count);
  for (const nodes of bestLayers) nodes.forEach((v, i) => v < count && (rank[v] = (i + 0.5) / nodes.length));
  return { layer, rank };
}

/** Layers are this far apart in the positions handed to ELK, and a layer this tall: only their order matters. */
const LAYER_STEP = 1000;
const LAYER_HEIGHT = 100_000;

/**
 * `graph` with each child placed at its layer and rank when the options ask ELK for INTERACTIVE crossing
 * minimisation, else `graph` itself. ELK sorts each layer by the positions' y (a long edge's dummies by the line
 * between its ends, hence ranks scaled to one height for every layer) and only counts the x of nodes right of 0.
 */
export function withLayerOrder(graph: ElkNode, options: Readonly<Record<string, string>>): ElkNode {
  if (options[CROSSING_MINIMISATION_KEY] !== 'INTERACTIVE' || !graph.children?.length) return graph;
  const { layer, rank } = layerOrder(graph);
  return {
    ...graph,
    children: graph.children.map((child, i) => ({ ...child, x: ((layer[i] ?? 0) + 1) * LAYER_STEP, y: (rank[i] ?? 0) * LAYER_HEIGHT })),
  };
}

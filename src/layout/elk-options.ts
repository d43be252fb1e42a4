/**
 * Our ELK configuration: layered, left to right, tuned for speed and readability of lineage pipelines.
 * Every deviation from ELK's default says why; the benchmark compares this set against {@link ELK_DEFAULT_OPTIONS}.
 */
export const TRIBUTARY_ELK_OPTIONS: Readonly<Record<string, string>> = Object.freeze({
  'elk.algorithm': 'layered',
  // Data flows left to right, as every pipeline diagram in the talk does.
  'elk.direction': 'RIGHT',
  // Disconnected pipelines are laid out separately and packed, instead of being interleaved in shared layers. ELK's
  // search for components recurses per node, so the runner splits off components over 1,000 nodes itself
  // (split-components.ts) and turns this off for them.
  'elk.separateConnectedComponents': 'true',
  'elk.spacing.componentComponent': '64',
  // Node and layer gaps leave room for edge curves and the edge badges the trace feature draws (a two-line badge
  // at most 100 px wide sits in the gap between layers, clear of the nodes' names).
  'elk.spacing.nodeNode': '28',
  'elk.layered.spacing.nodeNodeBetweenLayers': '112',
  'elk.spacing.edgeNode': '16',
  'elk.layered.spacing.edgeNodeBetweenLayers': '24',
  // React Flow draws its own curves between handles, so ELK's routes are never drawn: the cheapest router will do.
  'elk.edgeRouting': 'POLYLINE',
  // Fewer crossing-minimisation sweeps (default 7) and no greedy-switch pass: on pipeline-shaped DAGs the result
  // barely changes and these two phases are the bulk of the time.
  'elk.layered.thoroughness': '1',
  'elk.layered.crossingMinimization.greedySwitch.type': 'OFF',
  // Brandes-Köpf: long straight runs of edges, and far faster than NETWORK_SIMPLEX placement (elkjs#179); its
  // BALANCED alignment looked marginally nicer but cost ~15%. Large graphs use SIMPLE instead (below).
  'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
  // Node sizes are ours (the canvas renders the same boxes) and port positions are fixed: nothing for ELK's
  // per-node micro layout (label placement, node sizing) to do.
  'elk.omitNodeMicroLayout': 'true',
});

/** ELK `layered` with nothing else set: the baseline of the benchmark's speed claim. */
export const ELK_DEFAULT_OPTIONS: Readonly<Record<string, string>> = Object.freeze({
  'elk.algorithm': 'layered',
});

/**
 * Above this many nodes the canvas is an overview (it opens whole, names unreadable until zoomed), and placement
 * switches from Brandes-Köpf to ELK's SIMPLE placer. Measured on the 1,000-node synthetic graph (e2e/bench,
 * straight-line crossings between node centres): BK 9,500 × 32,900 px, SIMPLE 7,100 × 9,800 px — a quarter of the
 * area, so the whole overview fits the screen at over 3× the zoom — for 8 % more crossings, in ~40 % less time. BK's
 * straight runs of edges are what make a small pipeline read as one, and a small graph costs ELK little either way.
 */
export const COMPACT_PLACEMENT_ABOVE = 250;

/** {@link TRIBUTARY_ELK_OPTIONS} with SIMPLE placement: the options of graphs above {@link COMPACT_PLACEMENT_ABOVE}. */
export const TRIBUTARY_LARGE_GRAPH_ELK_OPTIONS: Readonly<Record<string, string>> = Object.freeze({
  ...TRIBUTARY_ELK_OPTIONS,
  'elk.layered.nodePlacement.strategy': 'SIMPLE',
  'elk.layered.layering.strategy': 'LONGEST_PATH_SOURCE',
});

/** The options for a graph of `nodeCount` nodes; the canvas, the benchmark and its expected positions share it. */
export function elkOptionsFor(nodeCount: number): Readonly<Record<string, string>> {
  return nodeCount > COMPACT_PLACEMENT_ABOVE ? TRIBUTARY_LARGE_GRAPH_ELK_OPTIONS : TRIBUTARY_ELK_OPTIONS;
}

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

/**
 * {@link TRIBUTARY_LARGE_GRAPH_ELK_OPTIONS} with ELK's default NETWORK_SIMPLEX layering: the options of a capped
 * drawing (one with "show N more" boxes) above {@link COMPACT_PLACEMENT_ABOVE}. A "more" box stands for every hidden
 * node of one BFS layer, so its edges reach far-apart layers and tie the drawing in cycles; longest-path layering then
 * stretches those edges over dozens of layers, and ELK splits every edge into one dummy node per layer it crosses.
 * On the 10,000-node view's first drawing (508 boxes, 1,033 edges) network simplex, which keeps edges short, makes
 * ~14,700 dummies instead of ~18,900 and takes half the ELK time (Node, CPU, load 5–8: 1.8–2.0 s against 2.4–3.7 s),
 * with fewer crossings (876 against 1,029 between real nodes) and a lower drawing (3,221 against 3,938 px). On an
 * uncapped graph, where edges are mostly one layer long, it only costs time (1,000 nodes: 1.4 s against 0.9 s).
 */
export const TRIBUTARY_CAPPED_GRAPH_ELK_OPTIONS: Readonly<Record<string, string>> = Object.freeze({
  ...TRIBUTARY_LARGE_GRAPH_ELK_OPTIONS,
  'elk.layered.layering.strategy': 'NETWORK_SIMPLEX',
});

/**
 * The options for a graph of `nodeCount` nodes, `capped` when it has "show N more" boxes; the canvas, the server's
 * first view, the benchmark and its expected positions share it (through canvas-layout-request.ts).
 */
export function elkOptionsFor(nodeCount: number, capped = false): Readonly<Record<string, string>> {
  if (nodeCount <= COMPACT_PLACEMENT_ABOVE) return TRIBUTARY_ELK_OPTIONS;
  return capped ? TRIBUTARY_CAPPED_GRAPH_ELK_OPTIONS : TRIBUTARY_LARGE_GRAPH_ELK_OPTIONS;
}

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

/**
 * {@link TRIBUTARY_ELK_OPTIONS} with SIMPLE placement and longest-path layering, ELK's own crossing minimisation: what
 * the large sets start from. No drawing uses it alone since "show all" takes our layer order too.
 */
export const TRIBUTARY_SHOW_ALL_ELK_OPTIONS: Readonly<Record<string, string>> = Object.freeze({
  ...TRIBUTARY_ELK_OPTIONS,
  'elk.layered.nodePlacement.strategy': 'SIMPLE',
  'elk.layered.layering.strategy': 'LONGEST_PATH_SOURCE',
});

/**
 * {@link TRIBUTARY_SHOW_ALL_ELK_OPTIONS} with our layer order: the options of uncapped graphs above
 * {@link COMPACT_PLACEMENT_ABOVE}, those that open whole (up to 1,500 nodes) and "show all" past that. Their layers
 * are ordered by us (layer-order.ts: barycenter sweeps over plain arrays, on the same longest-path layers), and ELK's
 * INTERACTIVE crossing minimisation only sorts each layer by that order. ELK's own layer sweep was the largest phase of these layouts (~35 % of ELK's
 * layered phases at 500 nodes). On the side-by-side harness's first views (warm engine, this thread's CPU with the
 * order, load 2–3): 500 nodes 179 → 141 ms, 1,000 nodes 391 → 338 ms, with fewer crossings between real nodes
 * (1,709 → 1,580; 3,386 → 3,218) at the same size; the benchmark's synthetic 500 / 1,000 nodes: 2,517 → 2,098 and
 * 13,491 → 11,572 crossings, 193 → 142 and 313 → 239 ms. On the 10,000-node "show all" (Node, process CPU, 3 interleaved
 * pairs, load 8–10): ELK 5.9 / 6.8 / 6.5 → 6.5 / 4.8 / 4.8 s with the order's ~0.3 s, 1.25 M → 1.10 M crossings, 21,184 →
 * 20,067 px wide. In the browser the order runs in the layout worker (layer-order-worker.ts), never on the page's thread.
 */
export const TRIBUTARY_LARGE_GRAPH_ELK_OPTIONS: Readonly<Record<string, string>> = Object.freeze({
  ...TRIBUTARY_SHOW_ALL_ELK_OPTIONS,
  'elk.layered.crossingMinimization.strategy': 'INTERACTIVE',
});

/**
 * {@link TRIBUTARY_SHOW_ALL_ELK_OPTIONS} with ELK's default NETWORK_SIMPLEX layering (and ELK's own crossing
 * minimisation: our order follows longest-path layers, and on the 10,000-node view's first drawing it drew 6 % more
 * crossings): the options of a capped drawing (one with "show N more" boxes) above {@link COMPACT_PLACEMENT_ABOVE}.
 * A "more" box stands for every hidden node of one BFS layer, so its edges reach far-apart layers and tie the drawing
 * in cycles; longest-path layering then stretches those edges over dozens of layers, and ELK splits every edge into
 * one dummy node per layer it crosses.
 * On the 10,000-node view's first drawing (508 boxes, 1,033 edges) network simplex, which keeps edges short, makes
 * ~14,700 dummies instead of ~18,900 and takes half the ELK time (Node, CPU, load 5–8: 1.8–2.0 s against 2.4–3.7 s),
 * with fewer crossings (876 against 1,029 between real nodes) and a lower drawing (3,221 against 3,938 px). On an
 * uncapped graph, where edges are mostly one layer long, it only costs time (1,000 nodes: 1.4 s against 0.9 s).
 */
export const TRIBUTARY_CAPPED_GRAPH_ELK_OPTIONS: Readonly<Record<string, string>> = Object.freeze({
  ...TRIBUTARY_SHOW_ALL_ELK_OPTIONS,
  'elk.layered.layering.strategy': 'NETWORK_SIMPLEX',
});

/**
 * The options for a graph of `nodeCount` nodes, `capped` when it has "show N more" boxes; the canvas, the server's
 * first view, the benchmark and its expected positions share it (through canvas-layout-request.ts).
 */
export function elkOptionsFor(nodeCount: number, capped = false): Readonly<Record<string, string>> {
  if (nodeCount <= COMPACT_PLACEMENT_ABOVE) return TRIBUTARY_ELK_OPTIONS;
  if (capped) return TRIBUTARY_CAPPED_GRAPH_ELK_OPTIONS;
  return TRIBUTARY_LARGE_GRAPH_ELK_OPTIONS;
}

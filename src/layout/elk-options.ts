/**
 * Our ELK configuration: layered, left to right, tuned for speed and readability of lineage pipelines.
 * Every deviation from ELK's default says why; the benchmark compares this set against {@link ELK_DEFAULT_OPTIONS}.
 */
export const TRIBUTARY_ELK_OPTIONS: Readonly<Record<string, string>> = Object.freeze({
  'elk.algorithm': 'layered',
  // Data flows left to right, as every pipeline diagram in the talk does.
  'elk.direction': 'RIGHT',
  // Disconnected pipelines are laid out separately and packed, instead of being interleaved in shared layers.
  'elk.separateConnectedComponents': 'true',
  'elk.spacing.componentComponent': '64',
  // Node and layer gaps leave room for edge curves and the edge badges the trace feature draws (a two-line badge
  // at most 100 px wide sits in the gap between layers, clear of the nodes' names).
  'elk.spacing.nodeNode': '28',
  'elk.layered.spacing.nodeNodeBetweenLayers': '112',
  'elk.spacing.edgeNode': '16',
  'elk.layered.spacing.edgeNodeBetweenLayers': '24',
  // Field handles are ports: their order is the schema order and must not be shuffled by crossing minimisation.
  // (Nodes that set their own constraint, FIXED_POS for expanded datasets, keep it: global options never overwrite.)
  'elk.portConstraints': 'FIXED_ORDER',
  // React Flow draws its own curves between handles, so ELK's routes are never drawn: the cheapest router will do.
  'elk.edgeRouting': 'POLYLINE',
  // Fewer crossing-minimisation sweeps (default 7) and no greedy-switch pass: on pipeline-shaped DAGs the result
  // barely changes and these two phases are the bulk of the time.
  'elk.layered.thoroughness': '1',
  'elk.layered.crossingMinimization.greedySwitch.type': 'OFF',
  // Brandes-Köpf is the fastest placer (elkjs#179); its BALANCED alignment looked marginally nicer but cost ~15%.
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
 * The options for a graph of `nodeCount` nodes: {@link TRIBUTARY_ELK_OPTIONS} at every size. Small graphs used to
 * wrap long pipelines into rows to fill a 16:9 screen, but the wrapped talk graph needed long back-edges and fitted
 * at ~0.4 zoom (8–9 px text on a projector); a left-to-right chain the canvas opens on the focus and its neighbours
 * at a readable zoom, and the user pans along, reads better. The size parameter stays the seam the canvas and the
 * benchmark share, should size-dependent options return.
 */
export function elkOptionsFor(nodeCount: number): Readonly<Record<string, string>> {
  void nodeCount;
  return TRIBUTARY_ELK_OPTIONS;
}

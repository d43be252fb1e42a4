import type { NodeSizes } from '../../domain/graph/to-elk-graph.ts';

/**
 * The canvas's node boxes. ELK lays out exactly these boxes and the node components render into exactly these
 * boxes, so field handles sit where ELK put their ports. Narrower than the domain defaults: at 1280×720 the talk
 * pipeline has to fit the screen at a zoom where 14 px text is still readable on a projector.
 */
export const GRAPH_NODE_SIZES: NodeSizes = {
  jobWidth: 184,
  jobHeight: 68,
  datasetWidth: 224,
  datasetHeaderHeight: 68,
  fieldRowHeight: 24,
};

import { DEFAULT_NODE_SIZES, type NodeSizes } from '../../domain/graph/to-elk-graph.ts';

/** The canvas's node boxes: the domain's one set (to-elk-graph.ts), named for the components that render into them. */
export const GRAPH_NODE_SIZES: NodeSizes = DEFAULT_NODE_SIZES;

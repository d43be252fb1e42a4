import type { Edge, Node } from '@xyflow/react';
import type { EdgeMarkup, NodeMarkup } from '../../domain/graph/trace-markup.ts';
import type { ColumnFlowEdgeData, DatasetFlowData, JobFlowData, LineageFlowEdgeData } from '../../domain/graph/to-flow-elements.ts';
import type { GroupNode, MoreNode } from '../../domain/graph/reduced-graph.ts';

/** How another feature (the trace, FLIP-314) marks up an edge or a node: the domain's one markup contract. */
export type EdgeDecoration = EdgeMarkup & {
  /** A stating job's table edge, whose stated pairs are drawn instead (stated-pairs.ts): not drawn. */
  replaced?: boolean;
};
export type NodeDecoration = NodeMarkup;

/** Decorations by React Flow id (= Marquez nodeId for nodes, domain edge id for edges). */
export interface GraphDecorations {
  nodes?: ReadonlyMap<string, NodeDecoration>;
  edges?: ReadonlyMap<string, EdgeDecoration>;
  /** Edges the domain graph does not hold (derived field segments of a trace, accepted stitches between two datasets on the canvas), drawn as given. */
  extraEdges?: readonly CanvasEdge[];
}

export type CanvasDatasetData = DatasetFlowData & NodeDecoration;
export type CanvasJobData = JobFlowData & NodeDecoration;
export type CanvasDatasetNode = Node<CanvasDatasetData, 'dataset'>;
export type CanvasJobNode = Node<CanvasJobData, 'job'>;
export type CanvasNode = CanvasDatasetNode | CanvasJobNode;

/** ELK's bend points for the edge, used where a plain curve would cut through nodes (wrapped rows). */
type Routed = { bends?: readonly { x: number; y: number }[] };
export type CanvasLineageEdgeData = LineageFlowEdgeData & EdgeDecoration & Routed;
export type CanvasColumnEdgeData = ColumnFlowEdgeData & EdgeDecoration & Routed;
export type CanvasEdge = Edge<CanvasLineageEdgeData, 'lineage'> | Edge<CanvasColumnEdgeData, 'column'>;

/** A group of real nodes (collapse by engine or namespace) and a layer's "show N more" overflow, on the canvas. */
export type CanvasGroupData = { group: GroupNode };
export type CanvasMoreData = { more: MoreNode };
export type CanvasSyntheticNode = Node<CanvasGroupData, 'collapsed'> | Node<CanvasMoreData, 'more'>;
/** Every node type the canvas draws. */
export type CanvasAnyNode = CanvasNode | CanvasSyntheticNode;

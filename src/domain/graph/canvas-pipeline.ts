import type { ElkNode } from 'elkjs/lib/elk-api';
import type { GraphDirection } from '../direction.ts';
import type { MqLineageGraph } from '../marquez-shapes.ts';
import type { StitchLink } from '../stitching/stitch-policy.ts';
import {
  canvasAnswer,
  canvasColumnEdges,
  canvasDetailRefs,
  canvasElkInput,
  canvasExpanded,
  canvasGraph,
  canvasReduceOptions,
  canvasStageFold,
  canvasWriterRefs,
  type CanvasAnswers,
  type CanvasDetails,
  type NodeRef,
  type ReduceInputs,
  type StageFold,
} from './canvas-stages.ts';
import type { ColumnEdge } from './column-edges.ts';
import type { LineageExpansion } from './lineage-expansions.ts';
import type { LineageGraph } from './lineage-graph.ts';
import type { OpenSides } from './merge-lineage-answers.ts';
import { reduceForDrawing, type ReduceOptions } from './reduce-for-drawing.ts';
import { visibleColumnEdges } from './reduced-elements.ts';
import type { ReducedGraph } from './reduced-graph.ts';
import type { NodeSizes } from './to-elk-graph.ts';

export interface CanvasOptions {
  focusId: string;
  direction: GraphDirection;
  /** The lazy expansions the URL asks for. */
  more: readonly LineageExpansion[];
  /** Accepted stitches and the flows lineage facets state: the direction filter walks them like edges, ELK layers them. */
  stitches: readonly StitchLink[];
  /** The URL's expanded datasets (`exp`). */
  exp: readonly string[];
  /** The datasets the trace names (trace-markup.ts `tracedDatasets`): drawn with their fields too. */
  traced: readonly string[];
  /** Ask for every node's details, not just the expanded datasets' (the page, once its first drawing is on screen). */
  enrich: boolean;
  /** Present mode's field fold, or null. */
  fold: StageFold | null;
  /** Grouping, opened layers and groups, "show all", the selection. */
  reduce: ReduceInputs;
  sizes: Partial<NodeSizes>;
}

export interface CanvasModel {
  /** The merged answer: primary + stitched and facet far ends + expansions. */
  answer: MqLineageGraph;
  /** Datasets whose lineage may go on past the answer (an "expand" button), by nodeId. */
  expandable: Map<string, OpenSides>;
  /** Datasets drawn with their fields, before the stage's fold. */
  expanded: ReadonlySet<string>;
  /** The node details the canvas asks for. */
  detailRefs: { datasets: NodeRef[]; jobs: NodeRef[] };
  /** The domain graph of every node answered, before the direction filter. */
  full: LineageGraph;
  /** What the direction filter keeps: the graph the investigation is about. */
  graph: LineageGraph;
  /** Multi-writer datasets whose versions the canvas reads. */
  writerRefs: NodeRef[];
  /** Field → job → field edges of `graph`. */
  columnEdges: ColumnEdge[];
  /** `graph` and `expanded` after present mode's fold. */
  shown: { graph: LineageGraph; expanded: ReadonlySet<string> };
  reduceOptions: ReduceOptions;
  /** The graph as drawn (grouped or capped), and the column edges whose ends are drawn. */
  reduced: ReducedGraph;
  drawnColumnEdges: readonly ColumnEdge[];
  /** ELK's input for `reduced`: the one place node sizes and ports are decided. */
  elkInput: ElkNode;
}

/**
 * Everything the canvas draws, from what the server answered and what the URL asks: the stages of canvas-stages.ts
 * in order, nothing else. Pure and deterministic: the server's first view and the benchmark call it whole, the page
 * calls the same stages one by one (use-canvas-model.ts), so all three reach ELK with the same input.
 */
export function canvasModel(answers: CanvasAnswers, details: CanvasDetails, options: CanvasOptions): CanvasModel {
  const { answer, expandable } = canvasAnswer(answers);
  const expandedList = canvasExpanded(options.exp, options.traced);
  const expanded = new Set(expandedList);
  const detailRefs = canvasDetailRefs(answer, expandedList, options.enrich);
  const { full, graph } = canvasGraph(answer, details, options);
  const writerRefs = canvasWriterRefs(graph, expanded);
  const columnEdges = canvasColumnEdges(graph, details);
  const shown = canvasStageFold(graph, expanded, options.fold);
  const reduceOptions = canvasReduceOptions(options.reduce, shown.expanded, shown.graph.nodes.size);
  const reduced = reduceForDrawing(shown.graph, reduceOptions);
  const drawnColumnEdges = visibleColumnEdges(reduced, columnEdges);
  const elkInput = canvasElkInput(reduced, shown.expanded, columnEdges, options.sizes, options.stitches);
  return { answer, expandable, expanded, detailRefs, full, graph, writerRefs, columnEdges, shown, reduceOptions, reduced, drawnColumnEdges, elkInput };
}

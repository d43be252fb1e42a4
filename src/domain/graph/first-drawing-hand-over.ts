import type { MqLineageGraph } from '../marquez-shapes.ts';
import type { AggregateEdge, MoreNode, ReducedGraph } from './reduced-graph.ts';

/**
 * A capped drawing's "show N more" boxes as the cap computed them over the whole answer: with the answer's drawn
 * nodes alone, the pipeline draws the same picture (issue 31).
 */
export interface HandedOverCap {
  synthetic: readonly MoreNode[];
  syntheticEdges: readonly AggregateEdge[];
  totalNodes: number;
  hiddenNodes: number;
}

/**
 * A large answer's first drawing, small enough to hand to the page before the whole answer (a 10,000-node answer is
 * 22 MB; its capped drawing ~500 boxes): the nodes it draws, as Marquez sent them, and the cap over the rest.
 */
export interface FirstDrawingHandOver {
  /** The answer's drawn nodes, in the answer's order, unchanged: their edges to hidden nodes stay (an edge-less side is an "expand" button). */
  answer: MqLineageGraph;
  cap: HandedOverCap;
}

/**
 * What to hand over of a capped drawing (`reduced`, from the pipeline over `answer`), or null when it is not a capped
 * drawing (all of it drawn, or grouped). The caller checks that the pipeline over the hand-over reaches ELK with the
 * same input (first-drawing.ts): where it would not, nothing is handed over.
 */
export function firstDrawingHandOver(answer: MqLineageGraph, reduced: ReducedGraph): FirstDrawingHandOver | null {
  // A run-level answer's jobs count their edges (lineage-graph.ts): the drawn nodes alone would count fewer.
  if (answer.runLevel) return null;
  const { synthetic, syntheticEdges, totalNodes, hiddenNodes } = reduced;
  const more = synthetic.filter((node): node is MoreNode => node.kind === 'more');
  if (more.length === 0 || more.length !== synthetic.length) return null;
  const drawn = reduced.graph.nodes;
  return {
    answer: { graph: answer.graph.filter((node) => drawn.has(node.id)) },
    cap: { synthetic: more, syntheticEdges, totalNodes, hiddenNodes },
  };
}

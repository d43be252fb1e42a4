import type { ElkNode } from 'elkjs/lib/elk-api';
import type { MqDataset, MqJob, MqLineageGraph } from '../marquez-shapes.ts';
import type { WriterColumnLineage } from '../trace/lineage-snapshot.ts';
import { columnEdges as buildColumnEdges, type ColumnEdge } from './column-edges.ts';
import { withExplicitColumnEdges } from './explicit-column-edges.ts';
import type { Direction } from './filter-direction.ts';
import { expandableSides, filterDirectionWithExpansions, mergeExpansions, type LineageExpansion } from './lineage-expansions.ts';
import { buildLineageGraph, type LineageGraph } from './lineage-graph.ts';
import { mergeAllLineage, type OpenSides } from './merge-lineage-answers.ts';
import { reduceForDrawing, type ReduceOptions } from './reduce-for-drawing.ts';
import { toReducedElkGraph, visibleColumnEdges } from './reduced-elements.ts';
import type { ReducedGraph } from './reduced-graph.ts';
import type { NodeSizes } from './to-elk-graph.ts';
import type { StitchLink } from '../stitching/stitch-policy.ts';

/** Every server answer the canvas draws from. */
export interface CanvasAnswers {
  /** `/lineage` (run-level or Marquez's) of the focus at the URL's depth. */
  primary: MqLineageGraph;
  /** The answers around accepted stitches' far ends, merged; absent without stitching. */
  around?: MqLineageGraph | undefined;
  /** One depth-1 answer per lazily expanded (node, side); `undefined` while it loads. */
  expansions: readonly { expansion: LineageExpansion; answer: MqLineageGraph | undefined }[];
}

/** Node details, as far as they arrived: they refine badges, fields and column edges, never the shape. */
export interface CanvasDetails {
  datasets: ReadonlyMap<string, MqDataset>;
  jobs: ReadonlyMap<string, MqJob>;
  /** Each writer's own column lineage of a multi-writer dataset, by dataset nodeId. */
  writerLineage?: ReadonlyMap<string, readonly WriterColumnLineage[]>;
}

/** An accepted stitch between two datasets on the canvas, `a` the written name, `b` the read name. */
export type CanvasStitch = StitchLink;

export interface CanvasOptions {
  focusId: string;
  direction: Direction;
  /** The lazy expansions the URL asks for. */
  more: readonly LineageExpansion[];
  stitches: readonly CanvasStitch[];
  /** Datasets drawn with their fields (field ports in ELK). */
  expanded: ReadonlySet<string>;
  /** Grouping, per-layer caps, opened layers and groups, "show all". */
  reduce: ReduceOptions;
  sizes: Partial<NodeSizes>;
}

export interface CanvasModel {
  /** The merged answer: primary + stitched far ends + expansions. */
  answer: MqLineageGraph;
  /** The domain graph of every node answered, before the direction filter. */
  full: LineageGraph;
  /** What the direction filter keeps: the graph the investigation is about. */
  graph: LineageGraph;
  /** Field → job → field edges of `graph`. */
  columnEdges: ColumnEdge[];
  /** The graph as drawn (grouped or capped), and the column edges whose ends are drawn. */
  reduced: ReducedGraph;
  drawnColumnEdges: readonly ColumnEdge[];
  /** ELK's input for `reduced`: the one place node sizes and ports are decided. */
  elkInput: ElkNode;
  /** Datasets whose lineage may go on past the answer (an "expand" button), by nodeId. */
  expandable: Map<string, OpenSides>;
}

/**
 * The merged answer and which sides may still expand: the first half of {@link canvasModel}, which the data hook
 * also needs to know which node details to ask for.
 */
export function canvasAnswer(answers: CanvasAnswers): { answer: MqLineageGraph; expandable: Map<string, OpenSides> } {
  const base = answers.around ? mergeAllLineage([answers.primary, answers.around]) : answers.primary;
  const answer = mergeExpansions(base, answers.expansions);
  // A side still loading (or failed) keeps its button: busy meanwhile, a retry after a failure.
  const settled = answers.expansions.filter((e) => e.answer !== undefined).map((e) => e.expansion);
  return { answer, expandable: expandableSides(answer, settled) };
}

/** The domain graph of a merged answer, filtered by direction (walking accepted stitches like edges). */
export function canvasGraph(
  answer: MqLineageGraph,
  details: CanvasDetails,
  options: Pick<CanvasOptions, 'focusId' | 'direction' | 'more' | 'stitches'>,
): { full: LineageGraph; graph: LineageGraph } {
  const { focusId, direction, more, stitches } = options;
  const full = buildLineageGraph(answer, { focusId, datasets: details.datasets, jobs: details.jobs });
  if (stitches.length === 0) return { full, graph: filterDirectionWithExpansions(full, focusId, direction, more) };
  // The direction filter walks stitches like edges (a → b: the written name → the read name), then drops them:
  // the canvas draws them itself.
  const bridges = stitches.map((s) => ({ id: `stitch:${s.a}->${s.b}`, source: s.a, target: s.b }));
  const filtered = filterDirectionWithExpansions({ ...full, edges: [...full.edges, ...bridges] }, focusId, direction, more);
  return { full, graph: { ...filtered, edges: filtered.edges.filter((e) => !e.id.startsWith('stitch:')) } };
}

/**
 * Everything the canvas draws, from what the server answered and what the URL asks: merge, domain graph, direction
 * filter, column edges, grouping and caps, ELK input. Pure and deterministic — the hooks only fetch, and the
 * benchmark predicts the page's layout with this same function.
 */
export function canvasModel(answers: CanvasAnswers, details: CanvasDetails, options: CanvasOptions): CanvasModel {
  const { answer, expandable } = canvasAnswer(answers);
  const { full, graph } = canvasGraph(answer, details, options);
  // Explicit lineage facets replace a job's columnLineage and add views' field edges (explicit-column-edges.ts).
  const columnEdges = withExplicitColumnEdges(graph, buildColumnEdges(graph, details.datasets, details.writerLineage));
  const reduced = reduceForDrawing(graph, options.reduce);
  const drawnColumnEdges = visibleColumnEdges(reduced, columnEdges);
  const elkInput = toReducedElkGraph(reduced, { expanded: options.expanded, columnEdges, sizes: options.sizes });
  return { answer, full, graph, columnEdges, reduced, drawnColumnEdges, elkInput, expandable };
}

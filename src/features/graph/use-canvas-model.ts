import { useDeferredValue, useEffect, useMemo } from 'react';
import type { ElkNode } from 'elkjs/lib/elk-api';
import {
  canvasAnswer,
  canvasColumnEdges,
  canvasDetailRefs,
  canvasElkInput,
  canvasExpanded,
  canvasGraph,
  canvasPinned,
  canvasReduceOptions,
  canvasStageFold,
  canvasWriterRefs,
  DETAILS_FETCH_LIMIT,
  type CanvasDetails,
  type ReduceInputs,
  type StageFold,
} from '../../domain/graph/canvas-stages.ts';
import type { GraphDirection } from '../../domain/direction.ts';
import type { ColumnEdge } from '../../domain/graph/column-edges.ts';
import { explicitLinks } from '../../domain/graph/explicit-links.ts';
import type { LineageExpansion } from '../../domain/graph/lineage-expansions.ts';
import type { LineageGraph } from '../../domain/graph/lineage-graph.ts';
import type { OpenSides } from '../../domain/graph/merge-lineage-answers.ts';
import { CAP_ABOVE_NODES, reduceForDrawing, type ReduceOptions } from '../../domain/graph/reduce-for-drawing.ts';
import { visibleColumnEdges } from '../../domain/graph/reduced-elements.ts';
import type { ReducedGraph } from '../../domain/graph/reduced-graph.ts';
import type { MqLineageGraph } from '../../domain/marquez-shapes.ts';
import type { FirstDrawingHandOver } from '../../domain/graph/first-drawing-hand-over.ts';
import type { StitchLink } from '../../domain/stitching/stitch-policy.ts';
import type { ExplicitSources } from '../../domain/trace/lineage-snapshot.ts';
import { firstDrawingGate } from '../../lib/first-drawing-gate.ts';
import { GRAPH_NODE_SIZES } from './graph-sizes.ts';
import { useHandedOverDrawing } from './use-handed-over-drawing.ts';
import { useStageInOwnTask } from './use-stage-in-own-task.ts';
import {
  useCanvasAnswers,
  useNodeDetails,
  useWriterVersions,
  type CanvasAnswerQueries,
  type LineageSourceParams,
  type StitchRequest,
} from './use-lineage-data.ts';

/** What the canvas is asked to draw: the URL's investigation, the trace's datasets, present mode's fold. */
export interface CanvasModelInput {
  focus: string | null;
  depth: number;
  dir: GraphDirection;
  /** The URL's expanded datasets (`exp`) and the datasets the trace names. */
  exp: readonly string[];
  traced: readonly string[];
  stitch: StitchRequest;
  more: readonly LineageExpansion[];
  source: LineageSourceParams;
  /**
   * Fetch every node's details (badges, facets). The view turns it on once its first layout is drawn: a dozen GETs,
   * their validation and a re-render each would otherwise sit between `/lineage` and the first picture (issue 19).
   * Expanded datasets' details are fetched regardless: their fields are ports of the layout.
   */
  enrich: boolean;
  fold: StageFold | null;
  reduce: ReduceInputs;
}

export interface CanvasData extends Pick<CanvasAnswerQueries, 'lineage' | 'upgrading' | 'stitching' | 'expanding'> {
  /** The filtered domain graph (before the stage's fold), once `/lineage` answered. */
  graph: LineageGraph | null;
  /** Nodes Marquez returned before the direction filter (to explain an empty filtered graph). */
  answeredNodes: number;
  answeredIds: ReadonlySet<string>;
  columnEdges: readonly ColumnEdge[];
  /** Datasets drawn with their fields (before the stage's fold). */
  expanded: ReadonlySet<string>;
  /** Node details still loading (badges and fields may still refine). */
  detailsPending: number;
  /** Datasets with a side that may go on past the answer (an "expand" button), by nodeId. */
  expandable: ReadonlyMap<string, OpenSides>;
  /** Each drawn job's declared and observed lineage facets, by job nodeId (only jobs that state lineage). */
  explicitSources: ReadonlyMap<string, ExplicitSources>;
  /** Accepted stitches and the facets' flows: the direction filter walks them, ELK layers them. */
  links: readonly StitchLink[];
  /** The answer is in and the first domain graph or column edges of a large one are being computed. */
  preparing: boolean;
  /** The first drawing the server handed over for this link (use-lineage-data.ts), drawn until the whole answer's. */
  handOver: FirstDrawingHandOver | undefined;
}

export interface DrawnCanvas {
  /** `graph` and `expanded` as the stage draws them (present mode's fold applied). */
  shown: { graph: LineageGraph | null; expanded: ReadonlySet<string> };
  /** The graph as drawn (grouped or capped); `null` until `/lineage` answered. */
  reduced: ReducedGraph | null;
  drawnColumnEdges: readonly ColumnEdge[];
  /** ELK's input for `reduced`. */
  elk: ElkNode | null;
  /** The first drawn graph of a large answer is being computed (in a task of its own). */
  preparing: boolean;
}

// The stages a large answer's first drawing computes in tasks of their own (use-stage-in-own-task.ts).
const shapeGraph = (i: { answer: MqLineageGraph; details: Pick<CanvasDetails, 'datasets' | 'jobs'>; options: Parameters<typeof canvasGraph>[2] }) =>
  canvasGraph(i.answer, i.details, i.options);
const fieldEdges = (i: { graph: LineageGraph; details: CanvasDetails }) => canvasColumnEdges(i.graph, i.details);
const reduceGraph = (i: { graph: LineageGraph; options: ReduceOptions }) => reduceForDrawing(i.graph, i.options);

const NO_SIDES: ReadonlyMap<string, OpenSides> = new Map();
const NO_EDGES: readonly ColumnEdge[] = [];
const NO_LINKS: readonly StitchLink[] = [];

/**
 * Stages 1–7 of the canvas pipeline (src/domain/graph/canvas-stages.ts), one `useMemo` each, with the requests each
 * stage's output asks for in between: answers → merge → details → domain graph → writers' versions → column edges.
 */
export function useCanvasData(input: Omit<CanvasModelInput, 'fold' | 'reduce'> & { plain?: boolean }): CanvasData {
  const { focus, depth, dir, exp, traced, stitch, more, source, enrich } = input;
  const queries = useCanvasAnswers(focus, depth, stitch, more, source, { dir, accepted: input.plain === true });
  const { answers, facetLinks } = queries;
  const merged = useMemo(() => (answers ? canvasAnswer(answers) : null), [answers]);
  const expandedList = useMemo(() => canvasExpanded(exp, traced), [exp, traced]);
  const expanded = useMemo(() => new Set(expandedList), [expandedList]);
  const answer = merged?.answer;
  // Over DETAILS_FETCH_LIMIT nodes enriching asks for nothing more: keyed on what it asks, the refs (so the details'
  // maps, the domain graph and every node) keep their identity when the first drawing turns it on, instead of the
  // pipeline running over a 10,000-node answer again just before its nodes become visible (issue 31).
  const enrichAll = enrich && (answer?.graph.length ?? 0) <= DETAILS_FETCH_LIMIT;
  const refs = useMemo(() => canvasDetailRefs(answer, expandedList, enrichAll), [answer, expandedList, enrichAll]);
  const details = useNodeDetails(refs);
  const { datasets, jobs, explicitSources } = details;
  // The direction filter walks accepted stitches and the facets' flows like edges.
  const bridges = useMemo(() => (facetLinks.length === 0 ? stitch.links : [...stitch.links, ...facetLinks]), [stitch.links, facetLinks]);
  const large = (answer?.graph.length ?? 0) > CAP_ABOVE_NODES;
  const graphInput = useMemo(
    () => (answer && focus !== null ? { answer, details: { datasets, jobs }, options: { focusId: focus, direction: dir, more, stitches: bridges } } : null),
    [answer, focus, datasets, jobs, dir, more, bridges],
  );
  const shaped = useStageInOwnTask(graphInput, shapeGraph, large);
  const full = shaped?.full ?? null;
  const graph = shaped?.graph ?? null;
  const foundLinks = useMemo(() => (full ? explicitLinks(full) : []), [full]);
  queries.learnFacetLinks(foundLinks);
  const writerRefs = useMemo(() => (graph ? canvasWriterRefs(graph, expanded) : []), [graph, expanded]);
  const versions = useWriterVersions(writerRefs);
  const edgesInput = useMemo(
    () => (graph ? { graph, details: { datasets, jobs, versionPages: versions.pages, explicitSources } } : null),
    [graph, datasets, jobs, versions.pages, explicitSources],
  );
  const edges = useStageInOwnTask(edgesInput, fieldEdges, large);
  const columnEdges = edges ?? NO_EDGES;
  const answeredIds = useMemo(() => new Set<string>(full ? full.nodes.keys() : []), [full]);
  return {
    lineage: queries.lineage,
    upgrading: queries.upgrading,
    stitching: queries.stitching,
    expanding: queries.expanding,
    graph,
    answeredNodes: full?.nodes.size ?? 0,
    answeredIds,
    columnEdges,
    expanded,
    detailsPending: details.pending + versions.pending,
    expandable: merged?.expandable ?? NO_SIDES,
    explicitSources,
    links: bridges,
    // The answer is in; its first domain graph or column edges are being computed (in a task of their own).
    preparing: shaped === undefined || edges === undefined,
    handOver: queries.handOver,
  };
}

/** Stages 8–12: present mode's fold, grouping and caps (with the pinned selection), drawn column edges, ELK input (with `links` layered). */
export function useDrawnCanvas(
  graph: LineageGraph | null,
  expanded: ReadonlySet<string>,
  columnEdges: readonly ColumnEdge[],
  fold: StageFold | null,
  reduce: ReduceInputs,
  links: readonly StitchLink[] = NO_LINKS,
): DrawnCanvas {
  const shown = useMemo(() => (graph ? canvasStageFold(graph, expanded, fold) : { graph, expanded }), [graph, expanded, fold]);
  const nodeCount = shown.graph?.nodes.size ?? 0;
  const { groupBy, revealed, opened, uncapped } = reduce;
  // Keyed on the pinned selection, not the selection: a click that pins nothing keeps the drawn graph and its layout.
  const pinned = canvasPinned(reduce, nodeCount);
  const reduceOptions = useMemo(
    () => canvasReduceOptions({ groupBy, revealed, opened, uncapped, selectedId: pinned }, shown.expanded, nodeCount),
    [groupBy, revealed, opened, uncapped, pinned, shown.expanded, nodeCount],
  );
  const reduceInput = useMemo(() => (shown.graph ? { graph: shown.graph, options: reduceOptions } : null), [shown.graph, reduceOptions]);
  const reducedOrWaiting = useStageInOwnTask(reduceInput, reduceGraph, nodeCount > CAP_ABOVE_NODES);
  const reduced = reducedOrWaiting ?? null;
  const drawnColumnEdges = useMemo(() => (reduced ? visibleColumnEdges(reduced, columnEdges) : columnEdges), [reduced, columnEdges]);
  const elk = useMemo(
    () => (reduced ? canvasElkInput(reduced, shown.expanded, columnEdges, GRAPH_NODE_SIZES, links) : null),
    [reduced, shown.expanded, columnEdges, links],
  );
  return { shown, reduced, drawnColumnEdges, elk, preparing: reducedOrWaiting === undefined };
}

/**
 * While the page's first drawing is on its way — its answer loading (or waiting for the stitches), or its ELK input
 * ready and being laid out (the layout hook then says `drawn`, or fails, which says it too) — the first-drawing gate's
 * hold does not time out: at 10,000 nodes that takes longer than its usual timeout, and the held work (the run-level
 * upgrade's job lists, the evidence's 22 MB read) would otherwise start in the middle of it (issue 31).
 */
function useDrawingOnItsWay(onItsWay: boolean): void {
  useEffect(() => (onItsWay ? firstDrawingGate.working() : undefined), [onItsWay]);
}

/**
 * Whether the canvas draws its link as the server's first drawing did (src/lib/first-view.ts's plain link): nothing
 * expanded, traced, folded or stitched, no layer or group opened, not everything; only then does a drawing the
 * server handed over stand for it.
 */
function drawsAsPlainLink({ exp, traced, more, stitch, fold, reduce }: CanvasModelInput): boolean {
  const drawn = exp.length === 0 && traced.length === 0 && more.length === 0 && stitch.links.length === 0 && fold === null;
  return drawn && reduce.groupBy === null && reduce.revealed.size === 0 && reduce.opened.size === 0 && !reduce.uncapped;
}

/**
 * The whole canvas pipeline, stage by stage: {@link useCanvasData} then {@link useDrawnCanvas}; until the whole answer
 * is in and reduced, the first drawing the server handed over (the same boxes under the same layout key).
 */
export function useCanvasModel(input: CanvasModelInput): CanvasData & DrawnCanvas {
  const data = useCanvasData({ ...input, plain: drawsAsPlainLink(input) });
  const drawn = useDrawnCanvas(data.graph, data.expanded, data.columnEdges, input.fold, input.reduce, data.links);
  // The hand-over's arrival (a react-query update: a sync render) only says it is coming; the canvas it draws (React
  // Flow's store, every element, the overview's worker: 90-230 ms in one task on the 10,000-node first visit, issue
  // 31) mounts in a deferred render, which React splits into short slices.
  const handOver = useDeferredValue(data.handOver);
  const handedOver = useHandedOverDrawing(handOver, input.focus, input.dir);
  // Meanwhile a drawing on its way, not an empty answer.
  const preparing = data.preparing || drawn.preparing || (handOver !== data.handOver && data.graph === null);
  const model = handedOver && (data.graph === null || preparing) ? { ...data, ...handedOver } : { ...data, ...drawn, preparing };
  useDrawingOnItsWay(input.focus !== null && !data.lineage.isError && (model.elk !== null || model.graph === null || model.preparing));
  return model;
}

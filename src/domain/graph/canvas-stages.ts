import type { ElkNode } from 'elkjs/lib/elk-api';
import type { GraphDirection } from '../direction.ts';
import type { MqDataset, MqDatasetVersion, MqJob, MqLineageGraph } from '../marquez-shapes.ts';
import type { StitchLink } from '../stitching/stitch-policy.ts';
import type { ExplicitSources } from '../trace/lineage-snapshot.ts';
import { writerLineageByDataset } from '../trace/writer-lineage-from-versions.ts';
import { columnEdges as buildColumnEdges, multiWriterOutputs, type ColumnEdge } from './column-edges.ts';
import { withExplicitColumnEdges } from './explicit-column-edges.ts';
import type { HandedOverCap } from './first-drawing-hand-over.ts';
import { layeringEdges } from './layering-edges.ts';
import { expandableSides, filterDirectionWithExpansions, mergeExpansions, type LineageExpansion } from './lineage-expansions.ts';
import { buildLineageGraph, type LineageGraph } from './lineage-graph.ts';
import { mergeAllLineage, type OpenSides } from './merge-lineage-answers.ts';
import { CAP_ABOVE_NODES, type ReduceOptions } from './reduce-for-drawing.ts';
import { toReducedElkGraph } from './reduced-elements.ts';
import type { GroupBy, ReducedGraph } from './reduced-graph.ts';
import type { NodeSizes } from './to-elk-graph.ts';

// The canvas pipeline's stages, one pure function each, taking only what it reads. canvasModel (canvas-pipeline.ts)
// calls them in order; the browser (features/graph/use-canvas-model.ts) calls them one by one, memoised, with its
// requests in between — so the server, the bench and the page reach ELK through the same functions.

/** Every server answer the canvas draws from. */
export interface CanvasAnswers {
  /** `/lineage` (run-level or Marquez's) of the focus at the URL's depth. */
  primary: MqLineageGraph;
  /** The answers around accepted stitches' far ends, merged; absent without stitching. */
  around?: MqLineageGraph | undefined;
  /** The answers around the far ends of flows lineage facets state (explicit-links.ts), merged; absent without any. */
  facetAround?: MqLineageGraph | undefined;
  /** One depth-1 answer per lazily expanded (node, side); `undefined` while it loads. */
  expansions: readonly { expansion: LineageExpansion; answer: MqLineageGraph | undefined }[];
}

/** Node details, as far as they arrived: they refine badges, fields and column edges, never the shape. */
export interface CanvasDetails {
  datasets: ReadonlyMap<string, MqDataset>;
  jobs: ReadonlyMap<string, MqJob>;
  /** The newest versions of the datasets {@link canvasWriterRefs} named, by dataset nodeId. */
  versionPages?: ReadonlyMap<string, readonly MqDatasetVersion[]>;
  /** Each stating job's declared and observed lineage facets, by job nodeId. */
  explicitSources?: ReadonlyMap<string, ExplicitSources>;
}

/** A node to read details for. */
export interface NodeRef {
  id: string;
  namespace: string;
  name: string;
}

/**
 * Above this many nodes the canvas stops asking for every node's details: the per-node GETs (facets, runs) refine
 * badges but the `/lineage` answer already names every node, and thousands of requests are what froze other
 * lineage UIs (OpenMetadata#16359). Expanded datasets are always fetched: their fields and column lineage matter.
 */
export const DETAILS_FETCH_LIMIT = 150;

/** Stage 1: the merged answer (primary + stitched and facet far ends + expansions) and which sides may still expand. */
export function canvasAnswer(answers: CanvasAnswers): { answer: MqLineageGraph; expandable: Map<string, OpenSides> } {
  const { around: stitched, facetAround } = answers;
  const around = facetAround ? mergeAllLineage(stitched ? [stitched, facetAround] : [facetAround]) : stitched;
  const base = around ? mergeAllLineage([answers.primary, around]) : answers.primary;
  const answer = mergeExpansions(base, answers.expansions);
  // A side still loading (or failed) keeps its button: busy meanwhile, a retry after a failure.
  const settled = answers.expansions.filter((e) => e.answer !== undefined).map((e) => e.expansion);
  return { answer, expandable: expandableSides(answer, settled) };
}

/** Datasets drawn with their fields: the URL's `exp` and the datasets the trace names (the traced field shows). */
export function canvasExpanded(exp: readonly string[], traced: readonly string[]): readonly string[] {
  return [...new Set([...exp, ...traced])];
}

/** Stage 2: which node details to ask for — every node's up to {@link DETAILS_FETCH_LIMIT}, expanded datasets always. */
export function canvasDetailRefs(answer: MqLineageGraph | undefined, expanded: readonly string[], enrich: boolean): { datasets: NodeRef[]; jobs: NodeRef[] } {
  if (!answer) return { datasets: [], jobs: [] };
  const all = enrich && answer.graph.length <= DETAILS_FETCH_LIMIT;
  const wanted = new Set(expanded);
  const datasets: NodeRef[] = [];
  const jobs: NodeRef[] = [];
  for (const n of answer.graph) {
    const ref = { id: n.id, namespace: n.data.namespace, name: n.data.name };
    if (n.type === 'DATASET' && (all || wanted.has(n.id))) datasets.push(ref);
    if (n.type === 'JOB' && all) jobs.push(ref);
  }
  return { datasets, jobs };
}

/** Stage 3: the domain graph of a merged answer, filtered by direction (walking accepted stitches like edges). */
export function canvasGraph(
  answer: MqLineageGraph,
  details: Pick<CanvasDetails, 'datasets' | 'jobs'>,
  options: { focusId: string; direction: GraphDirection; more: readonly LineageExpansion[]; stitches: readonly StitchLink[] },
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
 * Stage 4: datasets several drawn jobs write whose field segments can show (column-edges.ts `multiWriterOutputs`):
 * their newest versions carry each writer's own column lineage.
 */
export function canvasWriterRefs(graph: LineageGraph, expanded: ReadonlySet<string>): NodeRef[] {
  return multiWriterOutputs(graph, expanded).flatMap((id) => {
    const n = graph.nodes.get(id);
    return n ? [{ id: n.id, namespace: n.namespace, name: n.name }] : [];
  });
}

/**
 * Stages 5 and 6: field → job → field edges of `graph` — each writer's own facet from its versions, and explicit
 * lineage facets, which replace a stating job's columnLineage and add views' field edges (explicit-column-edges.ts).
 */
export function canvasColumnEdges(graph: LineageGraph, details: CanvasDetails): ColumnEdge[] {
  const writerLineage = details.versionPages ? writerLineageByDataset(details.versionPages, details.jobs.values()) : undefined;
  return withExplicitColumnEdges(graph, buildColumnEdges(graph, details.datasets, writerLineage), details.explicitSources);
}

/** Present mode's fold, by dataset nodeId: the fields a step keeps, or `null` to show the dataset by name only. */
export type StageFold = ReadonlyMap<string, readonly string[] | null>;

/** Stage 8: the graph and expanded datasets as the stage draws them, with the fold stage-plan.ts asked for applied. */
export function canvasStageFold(
  graph: LineageGraph,
  expanded: ReadonlySet<string>,
  applied: StageFold | null,
): { graph: LineageGraph; expanded: ReadonlySet<string> } {
  if (!applied) return { graph, expanded };
  const nodes = new Map(graph.nodes);
  const open = new Set(expanded);
  for (const [id, kept] of applied) {
    const n = nodes.get(id);
    if (n?.kind !== 'dataset') continue;
    if (kept === null) open.delete(id);
    else nodes.set(id, { ...n, fields: n.fields.filter((f) => kept.includes(f.name)), foldedFields: n.fields.length - kept.length });
  }
  return { graph: { ...graph, nodes }, expanded: open };
}

/** What the URL and the user asked of the drawing: grouping, opened layers and groups, "show all", the selection. */
export interface ReduceInputs {
  groupBy: GroupBy | null;
  revealed: ReadonlySet<string>;
  opened: ReadonlySet<string>;
  uncapped: boolean;
  selectedId: string | null;
  /** A capped first drawing handed over without the whole answer (first-drawing-hand-over.ts): its cap. */
  handedOver?: HandedOverCap | undefined;
}

/**
 * The selection is pinned only where something could hide it (grouping, the per-layer cap). Elsewhere a click or a
 * jump must not rebuild the drawn graph, its ELK input and its content hash: at 10,000 nodes that is seconds.
 */
export function canvasPinned(inputs: Pick<ReduceInputs, 'groupBy' | 'uncapped' | 'selectedId'>, nodeCount: number): string | null {
  const capped = !inputs.uncapped && nodeCount > CAP_ABOVE_NODES;
  return inputs.groupBy !== null || capped ? inputs.selectedId : null;
}

/** Stage 9: {@link reduceForDrawing}'s options; expanded datasets and the pinned selection stay real nodes. */
export function canvasReduceOptions(inputs: ReduceInputs, expanded: ReadonlySet<string>, nodeCount: number): ReduceOptions {
  const pinned = canvasPinned(inputs, nodeCount);
  const keep = new Set(expanded);
  if (pinned) keep.add(pinned);
  const options: ReduceOptions = { groupBy: inputs.groupBy, revealed: inputs.revealed, keep, uncapped: inputs.uncapped, opened: inputs.opened };
  return inputs.handedOver ? { ...options, handedOver: inputs.handedOver } : options;
}

/**
 * Stage 12: ELK's input for the drawn graph, the one place node sizes and field ports are decided, with the links the
 * direction filter walked (accepted stitches, facets' flows) as edges ELK layers (layering-edges.ts). A plain link
 * has none, so its input — and the server's first view — is the drawn graph's alone.
 */
export function canvasElkInput(
  reduced: ReducedGraph,
  expanded: ReadonlySet<string>,
  columnEdges: readonly ColumnEdge[],
  sizes: Partial<NodeSizes>,
  links: readonly StitchLink[],
): ElkNode {
  const elk = toReducedElkGraph(reduced, { expanded, columnEdges, sizes });
  const layering = layeringEdges(reduced.graph, links);
  return layering.length === 0 ? elk : { ...elk, edges: [...(elk.edges ?? []), ...layering] };
}

import type { EdgeObservation, Facets, MqDataset, MqField, MqJob, MqLineageDataset, MqLineageGraph, MqLineageJob, RunState } from '../marquez-shapes.ts';
import { classifyDataset } from '../engine/classify-dataset.ts';
import { isRecord } from '../facets/read-facet.ts';
import { classifyJob, latestRunOf } from '../engine/classify-engine.ts';
import type { DatasetKind, EngineClassification, ProcessingType } from '../engine/engine-types.ts';
import { processingType } from '../engine/processing-type.ts';
import type { StaleRun } from '../run-lineage/run-lineage-types.ts';

export interface DatasetNode {
  kind: 'dataset';
  /** The Marquez nodeId (`dataset:NS:NAME`), also the React Flow and ELK id. */
  id: string;
  namespace: string;
  name: string;
  datasetKind: DatasetKind;
  fields: readonly MqField[];
  /** On stage: how many more fields the dataset has than `fields` holds (folded away as a step does not need them). */
  foldedFields?: number;
  data: MqLineageDataset;
  /** The dataset GET, when fetched: raw facets and old-shape column lineage. */
  details: MqDataset | null;
  /** Without the GET, the facets the answer came with for drawing it (a page's first view: MqLineageGraph.facets). */
  facets?: Facets;
}

export interface JobNode {
  kind: 'job';
  id: string;
  namespace: string;
  name: string;
  engine: EngineClassification;
  processing: ProcessingType | null;
  lastRunState: RunState | null;
  data: MqLineageJob;
  details: MqJob | null;
  /** Run-level answers only: how many of its edges Marquez no longer draws, and a stale RUNNING run. */
  runLevel?: JobRunLevel;
}

export interface JobRunLevel {
  edges: number;
  /** Edges some run reported that Marquez's `/lineage` does not draw. */
  dropped: number;
  stale: StaleRun | null;
}

export type GraphNode = DatasetNode | JobNode;

/** Always dataset → job or job → dataset. */
export interface GraphEdge {
  id: string;
  source: string;
  target: string;
  /** Run-level answers only: how runs saw the edge and whether Marquez draws it. */
  observed?: EdgeObservation;
}

export interface LineageGraph {
  focusId: string;
  nodes: ReadonlyMap<string, GraphNode>;
  edges: readonly GraphEdge[];
}

export interface BuildGraphOptions {
  /**
   * The node the view is about; Marquez may answer an alias request with the primary id
   * (docs/marquez-api.md#get-lineage).
   */
  focusId: string;
  /** Dataset GETs by nodeId, for facets (kind badge) and column lineage. */
  datasets?: ReadonlyMap<string, MqDataset>;
  /** Job GETs by nodeId, for job facets (engine, processing type) and latest runs. */
  jobs?: ReadonlyMap<string, MqJob>;
}

/** Edge id shared by the domain graph, ELK and React Flow. */
export function edgeId(source: string, target: string): string {
  return `${source}->${target}`;
}

// Marquez keys dataset fields by (name, type), so a field whose type changed comes back twice; a field is one row
// and one handle/port per name (duplicate port ids would collide in ELK and React Flow). The first one wins.
function uniqueFieldNames(fields: readonly MqField[]): readonly MqField[] {
  const seen = new Set<string>();
  return fields.filter((f) => !seen.has(f.name) && seen.add(f.name));
}

/**
 * The facets that decide how a dataset is drawn: its name (display-name.ts reads `symlinks`) and its kind
 * (classify-dataset.ts reads `catalog`, `storage`, `symlinks`). What a page's first view carries of a dataset's GET.
 */
const DRAWN_DATASET_FACETS = ['symlinks', 'catalog', 'storage'] as const;

/** The drawn facets among `facets` (each an object), or null for none: untrusted, whatever else it holds is left out. */
export function drawnFacets(facets: unknown): Facets | null {
  if (!isRecord(facets)) return null;
  const kept = DRAWN_DATASET_FACETS.flatMap((key) => (isRecord(facets[key]) ? [[key, facets[key]] as const] : []));
  return kept.length > 0 ? Object.fromEntries(kept) : null;
}

/**
 * A dataset node as drawn with the facets its answer came with (MqLineageGraph.facets), while its GET is not in: its
 * kind from them, and its name (display-name.ts reads them). The graph's nodes and the server's first frame, which
 * gets them after its drawing's model was made, both go through here.
 */
export function withAnswerFacets(node: DatasetNode, facets: Facets | undefined): DatasetNode {
  if (!facets || node.details) return node;
  return { ...node, facets, datasetKind: classifyDataset(node.namespace, node.name, facets) };
}

function datasetNode(id: string, data: MqLineageDataset, details: MqDataset | null, facets: Facets | undefined): DatasetNode {
  const fields = uniqueFieldNames(details?.fields?.length ? details.fields : (data.fields ?? []));
  const node: DatasetNode = {
    kind: 'dataset',
    id,
    namespace: data.namespace,
    name: data.name,
    datasetKind: classifyDataset(data.namespace, data.name, details?.facets),
    fields,
    data,
    details,
  };
  // Only a first view's few datasets have some: a 10,000-node answer's nodes keep one plain shape.
  return facets ? withAnswerFacets(node, facets) : node;
}

function jobNode(id: string, data: MqLineageJob, details: MqJob | null): JobNode {
  // The job GET has facets and latestRuns; the lineage `data` has neither, so prefer it when present.
  const source = details ?? data;
  return {
    kind: 'job',
    id,
    namespace: data.namespace,
    name: data.name,
    engine: classifyJob(source),
    processing: processingType(details?.facets, source.type),
    lastRunState: latestRunOf(source)?.state ?? null,
    data,
    details,
  };
}

/**
 * The domain graph of a `/lineage` answer. Node ids are Marquez nodeIds. Edges are the union of every node's
 * in/out edges, de-duplicated, keeping only edges whose two ends are in the answer and of different kinds.
 */
export function buildLineageGraph(mq: MqLineageGraph, options: BuildGraphOptions): LineageGraph {
  const nodes = new Map<string, GraphNode>();
  for (const n of mq.graph) {
    if (n.type === 'DATASET') nodes.set(n.id, datasetNode(n.id, n.data, options.datasets?.get(n.id) ?? null, mq.facets?.[n.id]));
    else nodes.set(n.id, jobNode(n.id, n.data, options.jobs?.get(n.id) ?? null));
  }
  const edges = new Map<string, GraphEdge>();
  for (const n of mq.graph) {
    for (const e of [...n.inEdges, ...n.outEdges]) {
      if (!nodes.has(e.origin) || !nodes.has(e.destination) || e.origin === e.destination) continue;
      // Lineage is bipartite; a dataset–dataset or job–job edge (a malformed answer) would make field edges pass
      // "through" a dataset as if it were a job.
      if (nodes.get(e.origin)?.kind === nodes.get(e.destination)?.kind) continue;
      const id = edgeId(e.origin, e.destination);
      if (!edges.has(id)) edges.set(id, { id, source: e.origin, target: e.destination, ...(e.observed ? { observed: e.observed } : {}) });
    }
  }
  if (mq.runLevel) markRunLevel(nodes, [...edges.values()], mq.runLevel.staleRuns);
  return { focusId: options.focusId, nodes, edges: [...edges.values()] };
}

// Each job of a run-level answer learns how many of its edges Marquez dropped and whether its run went silent.
function markRunLevel(nodes: Map<string, GraphNode>, edges: readonly GraphEdge[], staleRuns: readonly StaleRun[]): void {
  const counts = new Map<string, { edges: number; dropped: number }>();
  for (const e of edges) {
    const job = nodes.get(e.source)?.kind === 'job' ? e.source : e.target;
    const c = counts.get(job) ?? { edges: 0, dropped: 0 };
    c.edges += 1;
    if (e.observed?.inMarquezView === false) c.dropped += 1;
    counts.set(job, c);
  }
  for (const node of nodes.values()) {
    if (node.kind !== 'job') continue;
    const stale = staleRuns.find((r) => r.job.namespace === node.namespace && r.job.name === node.name) ?? null;
    node.runLevel = { ...(counts.get(node.id) ?? { edges: 0, dropped: 0 }), stale };
  }
}

/** Incoming and outgoing neighbour ids per node, built once per graph. */
export interface Adjacency {
  incoming: ReadonlyMap<string, readonly string[]>;
  outgoing: ReadonlyMap<string, readonly string[]>;
}

function push(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Neighbour lists of a graph, in edge order. */
export function adjacency(graph: Pick<LineageGraph, 'edges'>): Adjacency {
  const incoming = new Map<string, string[]>();
  const outgoing = new Map<string, string[]>();
  for (const e of graph.edges) {
    push(outgoing, e.source, e.target);
    push(incoming, e.target, e.source);
  }
  return { incoming, outgoing };
}

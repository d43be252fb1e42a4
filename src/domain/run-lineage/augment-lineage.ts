import type { MqEdge, MqLineageDataset, MqLineageGraph, MqLineageJob, MqLineageNode } from '../marquez-shapes.ts';
import { datasetNodeId, jobNodeId } from '../node-id.ts';
import { dropReason } from './drop-reason.ts';
import { edgeKey, observedEdges } from './run-level-edges.ts';
import type { DatasetRef, EdgeDirection, JobRef, JobRunHistory, LineageWindow, RunLevelEdge } from './run-lineage-types.ts';

export interface AugmentOptions {
  /** The node the view is about (a Marquez nodeId). */
  focusId: string;
  /** Job hops around the focus, as asked of `/lineage`. */
  depth: number;
  /** Node data for jobs and datasets that only runs mention (list rows), by nodeId. */
  jobs?: ReadonlyMap<string, MqLineageJob>;
  datasets?: ReadonlyMap<string, MqLineageDataset>;
  /**
   * Marquez's own `/lineage` of jobs outside its answer for the focus (each job alone): their current edges are in
   * Marquez's view too, just not within this answer's reach.
   */
  elsewhere?: readonly MqLineageGraph[];
}

export interface AugmentResult {
  graph: MqLineageGraph;
  /** Every job–dataset edge of the result, with its run-level fields. */
  edges: RunLevelEdge[];
}

interface Link {
  job: JobRef;
  dataset: DatasetRef;
  direction: EdgeDirection;
}

/** Job–dataset edges of a `/lineage` answer, as links (both ends must be in the answer). */
export function marquezLinks(graph: MqLineageGraph): Map<string, Link> {
  const byId = new Map(graph.graph.map((n) => [n.id, n]));
  const links = new Map<string, Link>();
  for (const n of graph.graph) {
    for (const e of [...n.inEdges, ...n.outEdges]) {
      const origin = byId.get(e.origin);
      const destination = byId.get(e.destination);
      if (!origin || !destination || origin.type === destination.type) continue;
      const job = origin.type === 'JOB' ? origin : destination;
      const dataset = origin.type === 'DATASET' ? origin : destination;
      const direction: EdgeDirection = origin.type === 'DATASET' ? 'input' : 'output';
      const link = {
        job: { namespace: job.data.namespace, name: job.data.name },
        dataset: { namespace: dataset.data.namespace, name: dataset.data.name },
        direction,
      };
      links.set(edgeKey(link.job, link.dataset, direction), link);
    }
  }
  return links;
}

function minimalJob(ref: JobRef): MqLineageJob {
  return { id: { namespace: ref.namespace, name: ref.name }, name: ref.name, namespace: ref.namespace, type: null, inputs: [], outputs: [] };
}

function minimalDataset(ref: DatasetRef): MqLineageDataset {
  return { id: { namespace: ref.namespace, name: ref.name }, name: ref.name, namespace: ref.namespace, fields: [] };
}

/**
 * Nodes within `depth` job hops of the focus over the union of both edge sets, counted as Marquez's `/lineage`
 * counts them: from the start job (for a dataset, its writers — every one, as they are equally the start — else
 * its readers), job to job through any shared dataset, undirected; then the datasets of every job reached.
 */
function reachable(focusId: string, depth: number, links: Iterable<Link>): Set<string> {
  const datasetsOf = new Map<string, Set<string>>();
  const jobsOf = new Map<string, Set<string>>();
  const writers = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, key: string, value: string) => {
    const set = map.get(key) ?? new Set<string>();
    set.add(value);
    map.set(key, set);
  };
  for (const l of links) {
    const j = jobNodeId(l.job);
    const d = datasetNodeId(l.dataset);
    add(datasetsOf, j, d);
    add(jobsOf, d, j);
    if (l.direction === 'output') add(writers, d, j);
  }
  const start = focusId.startsWith('job:') ? [focusId] : [...(writers.get(focusId) ?? jobsOf.get(focusId) ?? [])];
  const seen = new Set<string>([focusId, ...start]);
  let layer = start;
  for (let hop = 0; hop < depth && layer.length > 0; hop++) {
    const next: string[] = [];
    for (const job of layer) {
      for (const d of datasetsOf.get(job) ?? []) {
        for (const other of jobsOf.get(d) ?? []) {
          if (seen.has(other)) continue;
          seen.add(other);
          next.push(other);
        }
      }
    }
    layer = next;
  }
  for (const id of [...seen]) if (id.startsWith('job:')) for (const d of datasetsOf.get(id) ?? []) seen.add(d);
  return seen;
}

/**
 * Run-level lineage for one view: Marquez's answer plus every job–dataset edge the runs in the window reported,
 * within `depth` job hops of the focus. Each edge carries `seen` (runs, last run, last seen) and whether Marquez
 * draws it; an edge Marquez no longer draws says why. Marquez's own nodes and edges are always kept, so the result
 * never shows less than Marquez does, and it never invents an edge no run or Marquez reported.
 */
export function augmentLineage(marquez: MqLineageGraph, histories: readonly JobRunHistory[], window: LineageWindow, options: AugmentOptions): AugmentResult {
  // Marquez's own answer for this view; with the answers about other jobs, every edge current in Marquez.
  const inAnswer = marquezLinks(marquez);
  const mq = new Map(inAnswer);
  for (const answer of options.elsewhere ?? []) for (const [key, link] of marquezLinks(answer)) mq.set(key, link);
  const observed = observedEdges(histories, window);
  const history = new Map(histories.map((h) => [jobNodeId(h.job), h]));
  const all = new Map<string, Link>([...mq, ...observed]);
  const keep = reachable(options.focusId, options.depth, all.values());
  const jobsWithMarquezEdges = new Set([...mq.values()].map((l) => jobNodeId(l.job)));
  const nodes = new Map<string, MqLineageNode>();
  for (const n of marquez.graph) nodes.set(n.id, { ...n, inEdges: [], outEdges: [] } as MqLineageNode);
  const edges: RunLevelEdge[] = [];
  for (const [key, link] of all) {
    const jobId = jobNodeId(link.job);
    const datasetId = datasetNodeId(link.dataset);
    const inMarquezView = mq.has(key);
    if (!inAnswer.has(key) && !(keep.has(jobId) && keep.has(datasetId))) continue;
    if (!nodes.has(jobId)) nodes.set(jobId, { id: jobId, type: 'JOB', data: options.jobs?.get(jobId) ?? minimalJob(link.job), inEdges: [], outEdges: [] });
    if (!nodes.has(datasetId)) {
      nodes.set(datasetId, {
        id: datasetId,
        type: 'DATASET',
        data: options.datasets?.get(datasetId) ?? minimalDataset(link.dataset),
        inEdges: [],
        outEdges: [],
      });
    }
    const seen = observed.get(key)?.seen ?? null;
    const h = history.get(jobId);
    const reason = inMarquezView ? null : h ? dropReason(h, link.dataset, link.direction, jobsWithMarquezEdges.has(jobId)) : null;
    const edge: MqEdge = link.direction === 'input' ? { origin: datasetId, destination: jobId } : { origin: jobId, destination: datasetId };
    edge.observed = { seen, inMarquezView, reason };
    nodes.get(edge.origin)?.outEdges.push(edge);
    nodes.get(edge.destination)?.inEdges.push(edge);
    edges.push({ job: link.job, dataset: link.dataset, direction: link.direction, seen, inMarquezView, reason });
  }
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const byEdge = (a: MqEdge, b: MqEdge) => cmp(a.origin, b.origin) || cmp(a.destination, b.destination);
  const graph = [...nodes.values()].sort((a, b) => cmp(a.id, b.id));
  for (const n of graph) {
    n.inEdges.sort(byEdge);
    n.outEdges.sort(byEdge);
  }
  edges.sort((a, b) => cmp(edgeKey(a.job, a.dataset, a.direction), edgeKey(b.job, b.dataset, b.direction)));
  return { graph: { graph }, edges };
}

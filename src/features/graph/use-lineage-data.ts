import { useCallback, useMemo } from 'react';
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { datasetQueryOptions } from '../../api/get-dataset.ts';
import { jobQueryOptions } from '../../api/get-job.ts';
import { lineageQueryOptions } from '../../api/get-lineage.ts';
import { columnEdges as buildColumnEdges, type ColumnEdge } from '../../domain/graph/column-edges.ts';
import { filterDirection, type Direction } from '../../domain/graph/filter-direction.ts';
import { buildLineageGraph, type LineageGraph } from '../../domain/graph/lineage-graph.ts';
import type { MqDataset, MqJob, MqLineageGraph } from '../../domain/marquez-shapes.ts';
import type { GraphDirection } from '../../lib/investigation-params.ts';

/**
 * Above this many nodes the canvas stops asking for every node's details: the per-node GETs (facets, runs) refine
 * badges but the `/lineage` answer already names every node, and thousands of requests are what froze other
 * lineage UIs (OpenMetadata#16359). Expanded datasets are always fetched: their fields and column lineage matter.
 */
export const DETAILS_FETCH_LIMIT = 150;

const DIRECTIONS: Readonly<Record<GraphDirection, Direction>> = {
  up: 'upstream',
  down: 'downstream',
  both: 'both',
  full: 'full',
};

export interface LineageData {
  lineage: UseQueryResult<MqLineageGraph>;
  /** The filtered domain graph, once `/lineage` answered. */
  graph: LineageGraph | null;
  /** Nodes Marquez returned before the direction filter (to explain an empty filtered graph). */
  answeredNodes: number;
  answeredIds: ReadonlySet<string>;
  columnEdges: readonly ColumnEdge[];
  /** Node details still loading (badges and fields may still refine). */
  detailsPending: number;
}

interface Ref {
  id: string;
  namespace: string;
  name: string;
}

function detailRefs(answer: MqLineageGraph | undefined, expanded: readonly string[]): { datasets: Ref[]; jobs: Ref[] } {
  if (!answer) return { datasets: [], jobs: [] };
  const all = answer.graph.length <= DETAILS_FETCH_LIMIT;
  const wanted = new Set(expanded);
  const datasets: Ref[] = [];
  const jobs: Ref[] = [];
  for (const n of answer.graph) {
    const ref = { id: n.id, namespace: n.data.namespace, name: n.data.name };
    if (n.type === 'DATASET' && (all || wanted.has(n.id))) datasets.push(ref);
    if (n.type === 'JOB' && all) jobs.push(ref);
  }
  return { datasets, jobs };
}

// react-query re-runs a combine only when a result changed, so the map (and every node built from it) keeps its
// identity across unrelated re-renders.
function combineById<T>(refs: readonly Ref[], results: readonly UseQueryResult<T>[]): { byId: Map<string, T>; pending: number } {
  const byId = new Map<string, T>();
  let pending = 0;
  refs.forEach((ref, i) => {
    const result = results[i];
    if (result?.data) byId.set(ref.id, result.data);
    else if (result?.isPending && result.fetchStatus !== 'idle') pending += 1;
  });
  return { byId, pending };
}

/**
 * Everything the canvas draws, from the server: `/lineage` for the focus at the URL depth, then dataset and job
 * GETs batched with `useQueries` for fields, facets and engine classification; the domain graph, filtered by
 * direction on the client (Marquez's `/lineage` is undirected), and its field → job → field edges.
 */
export function useLineageData(focus: string | null, depth: number, dir: GraphDirection, expanded: readonly string[]): LineageData {
  const lineage = useQuery({ ...lineageQueryOptions({ nodeId: focus ?? '', depth }), enabled: focus !== null });
  const refs = useMemo(() => detailRefs(lineage.data, expanded), [lineage.data, expanded]);

  const combineDatasets = useCallback((results: UseQueryResult<MqDataset>[]) => combineById(refs.datasets, results), [refs.datasets]);
  const combineJobs = useCallback((results: UseQueryResult<MqJob>[]) => combineById(refs.jobs, results), [refs.jobs]);
  const datasetDetails = useQueries({ queries: refs.datasets.map(datasetQueryOptions), combine: combineDatasets });
  const jobDetails = useQueries({ queries: refs.jobs.map(jobQueryOptions), combine: combineJobs });
  const datasets = datasetDetails.byId;
  const jobs = jobDetails.byId;

  const full = useMemo(() => {
    if (!lineage.data || focus === null) return null;
    return buildLineageGraph(lineage.data, { focusId: focus, datasets, jobs });
  }, [lineage.data, focus, datasets, jobs]);

  const graph = useMemo(() => (full && focus !== null ? filterDirection(full, focus, DIRECTIONS[dir]) : null), [full, focus, dir]);
  const columnEdges = useMemo(() => (graph ? buildColumnEdges(graph, datasets) : []), [graph, datasets]);
  const detailsPending = datasetDetails.pending + jobDetails.pending;

  const answeredIds = useMemo(() => new Set(full ? full.nodes.keys() : []), [full]);
  return { lineage, graph, answeredNodes: full?.nodes.size ?? 0, answeredIds, columnEdges, detailsPending };
}

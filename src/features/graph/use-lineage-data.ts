import { useCallback, useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { datasetQueryOptions } from '../../api/get-dataset.ts';
import { datasetVersionsQueryOptions } from '../../api/get-dataset-versions.ts';
import { jobQueryOptions } from '../../api/get-job.ts';
import { investigationLineageQueryOptions, type LineageView } from '../../investigation/lineage-query.ts';
import { lineageQueryOptions } from '../../api/get-lineage.ts';
import { stitchedLineageKeys } from '../../lib/query-keys.ts';
import { STALE_TIME } from '../../api/stale-times.ts';
import { columnEdges as buildColumnEdges, multiWriterOutputs, type ColumnEdge } from '../../domain/graph/column-edges.ts';
import { withExplicitColumnEdges } from '../../domain/graph/explicit-column-edges.ts';
import { explicitLinks } from '../../domain/graph/explicit-links.ts';
import { mergeAllLineage } from '../../domain/graph/merge-lineage-answers.ts';
import type { ExplicitSources } from '../../domain/trace/lineage-snapshot.ts';
import { useExplicitSources, useFacetLinks } from './use-explicit-lineage.ts';
import { lineageAcrossStitches } from '../../investigation/stitched-lineage.ts';
import { canvasAnswer, canvasGraph } from '../../domain/graph/canvas-stages.ts';
import type { LineageExpansion } from '../../domain/graph/lineage-expansions.ts';
import type { OpenSides } from '../../domain/graph/merge-lineage-answers.ts';
import type { LineageGraph } from '../../domain/graph/lineage-graph.ts';
import type { MqDataset, MqDatasetVersion, MqJob, MqLineageGraph } from '../../domain/marquez-shapes.ts';
import { writerLineageByDataset } from '../../domain/trace/writer-lineage-from-versions.ts';
import type { Page } from '../../api/schemas/common.ts';
import { DIRECTION_FILTER, type GraphDirection } from '../../lib/investigation-params.ts';
import { warmSqlLineage } from '../../investigation/sql/sql-lineage-port.ts';
import { retryCancelledJoin } from '../../investigation/retry-cancelled-join.ts';
import { retryMarquez } from '../../api/client.ts';
import { sqlFacetQuery } from '../../domain/sql-lineage/sql-jobs.ts';
import type { StitchLink } from '../../domain/stitching/stitch-policy.ts';

/**
 * Above this many nodes the canvas stops asking for every node's details: the per-node GETs (facets, runs) refine
 * badges but the `/lineage` answer already names every node, and thousands of requests are what froze other
 * lineage UIs (OpenMetadata#16359). Expanded datasets are always fetched: their fields and column lineage matter.
 */
export const DETAILS_FETCH_LIMIT = 150;

/** The versions page read for each writer's own column lineage: the newest 100, the trace loader's first page. */
const WRITER_VERSIONS_PAGE = 100;

/** The stitches the canvas joins, and whether they are the accepted set or only the ones decided so far. */
export interface StitchRequest {
  links: readonly StitchLink[];
  /** False while the accepted set is still being worked out: the lineage beyond `links` loads, nothing is drawn. */
  known: boolean;
}

const NO_STITCHES: StitchRequest = { links: [], known: true };

/** Where the canvas's lineage comes from: run-level (default) or Marquez's view, and the run-level window. */
export interface LineageSourceParams {
  view: LineageView;
  since: string | null;
  until: string | null;
}

const RUN_LEVEL: LineageSourceParams = { view: 'runs', since: null, until: null };
const NO_EXPANSIONS: readonly LineageExpansion[] = [];

/** Expansions fetch one job hop past the node: the next boundary gets its own button. */
export const EXPANSION_DEPTH = 1;

/** `upstream\u0000nodeId`: how loading expansions are keyed. */
export function expansionKey(e: LineageExpansion): string {
  return `${e.side}\u0000${e.nodeId}`;
}

interface ExpansionResults {
  answers: (MqLineageGraph | undefined)[];
  fetching: boolean[];
}

// Module-level so react-query re-runs it only when a result changed (a stable `answers` keeps the merge memoised).
function combineExpansions(results: UseQueryResult<MqLineageGraph>[]): ExpansionResults {
  return { answers: results.map((r) => r.data), fetching: results.map((r) => r.data === undefined && r.isFetching) };
}

export interface LineageData {
  lineage: UseQueryResult<MqLineageGraph>;
  /**
   * The canvas draws Marquez's `/lineage` answer while run-level lineage still loads (its first request is that very
   * answer, so this costs no request); run-level lineage then enriches the drawing in place.
   */
  upgrading: boolean;
  /** The filtered domain graph, once `/lineage` answered. */
  graph: LineageGraph | null;
  /** Stitching is on and the first drawing waits for the accepted stitches and the lineage beyond them. */
  stitching: boolean;
  /** Nodes Marquez returned before the direction filter (to explain an empty filtered graph). */
  answeredNodes: number;
  answeredIds: ReadonlySet<string>;
  columnEdges: readonly ColumnEdge[];
  /** Node details still loading (badges and fields may still refine). */
  detailsPending: number;
  /** Datasets with a side that may go on past the answer (an "expand" button), by nodeId. */
  expandable: ReadonlyMap<string, OpenSides>;
  /** Expansions still loading, by {@link expansionKey}. */
  expanding: ReadonlySet<string>;
  /** Each drawn job's declared and observed lineage facets, by job nodeId (only jobs that state lineage). */
  explicitSources: ReadonlyMap<string, ExplicitSources>;
}

interface Ref {
  id: string;
  namespace: string;
  name: string;
}

const refOf = (n: { id: string; namespace: string; name: string } | undefined): Ref[] => (n ? [{ id: n.id, namespace: n.namespace, name: n.name }] : []);

function detailRefs(answer: MqLineageGraph | undefined, expanded: readonly string[], enrich: boolean): { datasets: Ref[]; jobs: Ref[] } {
  if (!answer) return { datasets: [], jobs: [] };
  const all = enrich && answer.graph.length <= DETAILS_FETCH_LIMIT;
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
 * Whether the first drawing of investigation `key` still waits for the whole of it (`whole` not yet true): a link
 * with accepted stitches draws both sides at once, not the near side first (issue 29). Once drawn whole, later
 * changes (another stitch accepted) redraw in place instead of blanking the canvas.
 */
function useWholeFirstDrawing(key: string, whole: boolean): boolean {
  const [drawnWhole, setDrawnWhole] = useState<string | null>(null);
  // Set while rendering (React renders this component again at once, before committing).
  if (whole && drawnWhole !== key) setDrawnWhole(key);
  return !whole && drawnWhole !== key;
}

/**
 * Everything the canvas draws, from the server: `/lineage` for the focus at the URL depth (merged with one depth-1
 * `/lineage` per lazily expanded node, `more`), then dataset and job
 * GETs batched with `useQueries` for fields, facets and engine classification; the domain graph, filtered by
 * direction on the client (Marquez's `/lineage` is undirected), and its field → job → field edges.
 */
export function useLineageData(
  focus: string | null,
  depth: number,
  dir: GraphDirection,
  expanded: readonly string[],
  stitch: StitchRequest = NO_STITCHES,
  more: readonly LineageExpansion[] = NO_EXPANSIONS,
  source: LineageSourceParams = RUN_LEVEL,
  /**
   * Fetch every node's details (badges, facets). The view turns it on once its first layout is drawn: a dozen GETs,
   * their validation and a re-render each would otherwise sit between `/lineage` and the first picture (issue 19).
   * Expanded datasets' details are fetched regardless: their fields are ports of the layout.
   */
  enrich = true,
): LineageData {
  const { view, since, until } = source;
  const lineageOptions = useCallback(
    (nodeId: string, d: number) => investigationLineageQueryOptions({ nodeId, depth: d, view, since, until }),
    [view, since, until],
  );
  const lineage = useQuery({ ...lineageOptions(focus ?? '', depth), enabled: focus !== null });
  // Run-level lineage starts with this very query (load-run-lineage.ts, through the query cache): drawing it first
  // puts the first picture one request after the page, not one per namespace and job later (issue 19).
  // Not with a time window: Marquez's current graph is not the window's, and must not stand in for it even briefly.
  const drawMarquezFirst = view === 'runs' && since === null && until === null;
  const marquezFirst = useQuery({ ...lineageQueryOptions({ nodeId: focus ?? '', depth }), enabled: focus !== null && drawMarquezFirst && !lineage.data });
  const primary = lineage.data ?? (drawMarquezFirst && !lineage.isError ? marquezFirst.data : undefined);
  const upgrading = primary !== undefined && lineage.data === undefined;
  // With stitching on, an accepted stitch with one end on the canvas brings the lineage around its other end (and
  // so on along a chain of stitches); each answer is cached under its own `/lineage` key.
  // While the accepted set is worked out (the catalog), the links decided so far load already: the far sides of a
  // link's `acc` pairs are then cached when the set is known, which is most often the same set.
  const stitches = stitch.links;
  const around = useQuery<MqLineageGraph>({
    queryKey: stitchedLineageKeys.around({ nodeId: focus ?? '', depth, stitches, view, since, until }),
    queryFn: ({ client }) => {
      const load = (nodeId: string) => client.fetchQuery(lineageOptions(nodeId, depth));
      // The focus's answer is already cached (this query waits for it): no second request.
      return load(focus ?? '').then((primary) => lineageAcrossStitches(primary, stitches, load));
    },
    enabled: primary !== undefined && stitches.length > 0,
    staleTime: STALE_TIME.lineage,
    // Accepting another stitch keeps the drawing beyond the others until the new answer is in.
    placeholderData: keepPreviousData,
    ...retryCancelledJoin(retryMarquez),
  });
  const stitching = useWholeFirstDrawing(
    `${focus ?? ''}|${depth}|${view}|${since ?? ''}|${until ?? ''}`,
    stitch.known && (stitches.length === 0 || around.isError || (around.data !== undefined && !around.isPlaceholderData)),
  );
  // One cached depth-1 `/lineage` per expanded (node, side) (docs/architecture.md#query-options-and-lazy-expansion).
  // Marquez's answer is undirected, so both sides of a node share one request.
  const expansionNodes = useMemo(() => [...new Set(more.map((e) => e.nodeId))], [more]);
  const expansions = useQueries({
    queries: expansionNodes.map((nodeId) => ({ ...lineageOptions(nodeId, EXPANSION_DEPTH), enabled: focus !== null })),
    combine: combineExpansions,
  });
  const fetched = useMemo(() => more.map((expansion) => ({ expansion, index: expansionNodes.indexOf(expansion.nodeId) })), [more, expansionNodes]);
  const { answers: expansionAnswers, fetching: expansionFetching } = expansions;
  // Flows lineage facets state that `/lineage` cannot hold (a view's inputs, job-to-job): the lineage around their
  // far ends, and the direction filter walks them like stitches (explicit-links.ts). Nothing without the facet.
  const facet = useFacetLinks(
    `${focus ?? ''}|${depth}|${view}|${since ?? ''}|${until ?? ''}`,
    around.data ?? primary,
    useCallback((nodeId: string) => lineageOptions(nodeId, EXPANSION_DEPTH), [lineageOptions]),
  );
  const aroundAll = useMemo(
    () => (facet.around ? mergeAllLineage(around.data ? [around.data, facet.around] : [facet.around]) : around.data),
    [around.data, facet.around],
  );
  // The canvas pipeline's first stage (src/domain/graph/canvas-pipeline.ts): merge, expansions, expandable sides.
  const merged = useMemo(
    () =>
      primary && !stitching
        ? canvasAnswer({
            primary,
            around: aroundAll,
            expansions: fetched.map(({ expansion, index }) => ({ expansion, answer: expansionAnswers[index] })),
          })
        : null,
    [primary, stitching, aroundAll, fetched, expansionAnswers],
  );
  const answer = merged?.answer;
  const expandable = useMemo(() => merged?.expandable ?? new Map<string, OpenSides>(), [merged]);
  const expanding = useMemo(
    () => new Set(fetched.filter(({ index }) => expansionFetching[index]).map(({ expansion }) => expansionKey(expansion))),
    [fetched, expansionFetching],
  );
  const refs = useMemo(() => detailRefs(answer, expanded, enrich), [answer, expanded, enrich]);

  const combineDatasets = useCallback((results: UseQueryResult<MqDataset>[]) => combineById(refs.datasets, results), [refs.datasets]);
  const combineJobs = useCallback((results: UseQueryResult<MqJob>[]) => combineById(refs.jobs, results), [refs.jobs]);
  const datasetDetails = useQueries({ queries: refs.datasets.map(datasetQueryOptions), combine: combineDatasets });
  const jobDetails = useQueries({ queries: refs.jobs.map(jobQueryOptions), combine: combineJobs });
  const datasets = datasetDetails.byId;
  const jobs = jobDetails.byId;
  // A drawn Flink SQL job warms the SQL deriver's worker up (ANTLR's first parse takes seconds), so tracing across it is quick.
  const hasSql = useMemo(() => [...jobs.values()].some((job) => sqlFacetQuery(job) !== null), [jobs]);
  useEffect(() => {
    if (hasSql) warmSqlLineage();
  }, [hasSql]);

  // The pipeline's second stage: the domain graph and the direction filter (walking accepted stitches and the
  // facets' flows like edges).
  const bridges = useMemo(() => (facet.links.length === 0 ? stitches : [...stitches, ...facet.links]), [stitches, facet.links]);
  const shaped = useMemo(
    () =>
      answer && focus !== null ? canvasGraph(answer, { datasets, jobs }, { focusId: focus, direction: DIRECTION_FILTER[dir], more, stitches: bridges }) : null,
    [answer, focus, datasets, jobs, dir, more, bridges],
  );
  const full = shaped?.full ?? null;
  const foundLinks = useMemo(() => (full ? explicitLinks(full) : []), [full]);
  facet.learn(foundLinks);
  const explicitSources = useExplicitSources(jobs);
  const graph = shaped?.graph ?? null;
  // Each writer's own facet of a dataset several jobs write, from its newest versions (the trace's first page, so
  // one cache entry serves both): only for datasets whose field segments can show.
  const versionRefs = useMemo(() => (graph ? multiWriterOutputs(graph, new Set(expanded)).flatMap((id) => refOf(graph.nodes.get(id))) : []), [graph, expanded]);
  const combineVersions = useCallback((results: UseQueryResult<Page<MqDatasetVersion>>[]) => combineById(versionRefs, results), [versionRefs]);
  const versionPages = useQueries({
    queries: versionRefs.map((r) => datasetVersionsQueryOptions({ namespace: r.namespace, name: r.name, limit: WRITER_VERSIONS_PAGE, offset: 0 })),
    combine: combineVersions,
  });
  const writerLineage = useMemo(
    () => writerLineageByDataset(new Map([...versionPages.byId].map(([id, page]) => [id, page.items])), jobs.values()),
    [versionPages.byId, jobs],
  );
  // Explicit lineage facets replace a stating job's columnLineage and add views' field edges (explicit-column-edges.ts).
  const columnEdges = useMemo(
    () => (graph ? withExplicitColumnEdges(graph, buildColumnEdges(graph, datasets, writerLineage), explicitSources) : []),
    [graph, datasets, writerLineage, explicitSources],
  );
  const detailsPending = datasetDetails.pending + jobDetails.pending + versionPages.pending;

  const answeredIds = useMemo(() => new Set<string>(full ? full.nodes.keys() : []), [full]);
  return {
    lineage,
    upgrading,
    stitching,
    graph,
    answeredNodes: full?.nodes.size ?? 0,
    answeredIds,
    columnEdges,
    detailsPending,
    expandable,
    expanding,
    explicitSources,
  };
}

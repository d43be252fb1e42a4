import { useCallback, useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { datasetQueryOptions } from '../../api/get-dataset.ts';
import { datasetVersionsQueryOptions } from '../../api/get-dataset-versions.ts';
import { VERSIONS_PAGE } from '../../investigation/dataset-versions.ts';
import { jobQueryOptions } from '../../api/get-job.ts';
import { investigationLineageQueryOptions } from '../../investigation/lineage-query.ts';
import { lineageQueryOptions } from '../../api/get-lineage.ts';
import { firstDrawingQueryOptions } from '../../api/get-first-drawing.ts';
import type { FirstDrawingHandOver } from '../../domain/graph/first-drawing-hand-over.ts';
import { stitchedLineageKeys } from '../../lib/query-keys.ts';
import { STALE_TIME } from '../../api/stale-times.ts';
import type { ExplicitLink } from '../../domain/graph/explicit-links.ts';
import type { ExplicitSources } from '../../domain/trace/lineage-snapshot.ts';
import { useExplicitSources, useFacetLinks } from './use-explicit-lineage.ts';
import { lineageAcrossStitches } from '../../investigation/stitched-lineage.ts';
import type { CanvasAnswers, NodeRef } from '../../domain/graph/canvas-stages.ts';
import type { LineageExpansion } from '../../domain/graph/lineage-expansions.ts';
import type { MqDataset, MqDatasetVersion, MqJob, MqLineageGraph } from '../../domain/marquez-shapes.ts';
import type { Page } from '../../api/schemas/common.ts';
import { warmSqlLineage } from '../../investigation/sql/sql-lineage-port.ts';
import { retryCancelledJoin } from '../../investigation/retry-cancelled-join.ts';
import { retryMarquez } from '../../api/client.ts';
import { sqlFacetQuery } from '../../domain/sql-lineage/sql-jobs.ts';
import type { StitchLink } from '../../domain/stitching/stitch-policy.ts';
import { drawsMarquezFirst, type LineageSource } from '../../investigation/lineage-source.ts';
import { upgradeChangesDrawing } from './upgrade-changes-drawing.ts';
import { useAfterFirstDrawing, useFirstDrawingDone } from '../../lib/use-after-first-drawing.ts';

/** The stitches the canvas joins, and whether they are the accepted set or only the ones decided so far. */
export interface StitchRequest {
  links: readonly StitchLink[];
  /** False while the accepted set is still being worked out: the lineage beyond `links` loads, nothing is drawn. */
  known: boolean;
}

/** Where the canvas's lineage comes from: run-level (default) or Marquez's view, and the run-level window. */
export type LineageSourceParams = LineageSource;

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

/** The canvas's `/lineage` answers: the focus's, the ones across stitches and facet flows, the lazy expansions. */
export interface CanvasAnswerQueries {
  lineage: UseQueryResult<MqLineageGraph>;
  /**
   * The canvas draws Marquez's `/lineage` answer while run-level lineage still loads (its first request is that very
   * answer, so this costs no request); run-level lineage then enriches the drawing in place.
   */
  upgrading: boolean;
  /** Stitching is on and the first drawing waits for the accepted stitches and the lineage beyond them. */
  stitching: boolean;
  /** What the pipeline's first stage merges, once there is something to draw. */
  answers: CanvasAnswers | null;
  /** Expansions still loading, by {@link expansionKey}. */
  expanding: ReadonlySet<string>;
  /**
   * The first drawing of a large answer the server handed over (warm-start.ts), drawn until the whole answer, read
   * once that is on screen, is in and reduced (use-canvas-model.ts).
   */
  handOver: FirstDrawingHandOver | undefined;
  /** The flows lineage facets state; `learn` takes the ones the graph built from these answers holds. */
  facetLinks: readonly ExplicitLink[];
  learnFacetLinks: (found: readonly ExplicitLink[]) => void;
}

// react-query re-runs a combine only when a result changed, so the map (and every node built from it) keeps its
// identity across unrelated re-renders.
function combineById<T>(refs: readonly NodeRef[], results: readonly UseQueryResult<T>[]): { byId: Map<string, T>; pending: number } {
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
 * The answers the canvas draws from: `/lineage` for the focus at the URL depth, the lineage around accepted
 * stitches' far ends and around the flows lineage facets state, and one depth-1 `/lineage` per lazily expanded node
 * (`more`). The canvas pipeline (use-canvas-model.ts) merges them.
 */
export function useCanvasAnswers(
  focus: string | null,
  depth: number,
  stitch: StitchRequest,
  more: readonly LineageExpansion[],
  source: LineageSourceParams,
  handOver: { dir: string; accepted: boolean } = { dir: '', accepted: false },
): CanvasAnswerQueries {
  const { view, since, until } = source;
  const lineageOptions = useCallback(
    (nodeId: string, d: number) => investigationLineageQueryOptions({ nodeId, depth: d, view, since, until }),
    [view, since, until],
  );
  // Run-level lineage starts with Marquez's answer (run-lineage.ts, through the query cache): drawing that first
  // puts the first picture one request after the page (none when the page came with it), not one per namespace and
  // job later (issue 19).
  const drawMarquezFirst = drawsMarquezFirst(source);
  // The upgrade waits for the page's first drawing: its job lists, read and validated on this thread, would otherwise
  // share the first drawing's tasks (issue 31). Later investigations on the page upgrade at once, as they draw.
  const drawn = useFirstDrawingDone();
  const lineage = useQuery({ ...lineageOptions(focus ?? '', depth), enabled: focus !== null && (drawn || !drawMarquezFirst) });
  const first = useFirstDrawingHandOver(focus, depth, handOver.dir, drawMarquezFirst && handOver.accepted);
  // The whole answer waits for the server's first drawing (the page's warm start asked for it), and for that to be
  // drawn when there is one: its 22 MB would otherwise be read and parsed in the first drawing's tasks.
  const marquezFirst = useQuery({
    ...lineageQueryOptions({ nodeId: focus ?? '', depth }),
    enabled: focus !== null && drawMarquezFirst && !lineage.data && !first.pending && (drawn || first.handOver === undefined),
  });
  const drawnFirst = drawMarquezFirst && !lineage.isError ? marquezFirst.data : undefined;
  const upgrade = lineage.data;
  // An upgrade that draws nothing new keeps the drawing (and its layout, and every node) as it is.
  const keepDrawing = useMemo(() => drawnFirst !== undefined && upgrade !== undefined && !upgradeChangesDrawing(drawnFirst, upgrade), [drawnFirst, upgrade]);
  const primary = keepDrawing ? drawnFirst : (upgrade ?? drawnFirst);
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
  const investigation = `${focus ?? ''}|${depth}|${view}|${since ?? ''}|${until ?? ''}`;
  const stitching = useWholeFirstDrawing(
    investigation,
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
    investigation,
    around.data ?? primary,
    useCallback((nodeId: string) => lineageOptions(nodeId, EXPANSION_DEPTH), [lineageOptions]),
  );
  const answers = useMemo(
    () =>
      primary && !stitching
        ? {
            primary,
            around: around.data,
            facetAround: facet.around,
            expansions: fetched.map(({ expansion, index }) => ({ expansion, answer: expansionAnswers[index] })),
          }
        : null,
    [primary, stitching, around.data, facet.around, fetched, expansionAnswers],
  );
  const expanding = useMemo(
    () => new Set(fetched.filter(({ index }) => expansionFetching[index]).map(({ expansion }) => expansionKey(expansion))),
    [fetched, expansionFetching],
  );
  // A drawing handed over is on screen, or Marquez's answer: run-level lineage (and the whole answer) still load.
  const upgrading = (primary !== undefined || first.handOver !== undefined) && lineage.data === undefined;
  // Before the upgrade may start, Marquez's answer is the one whose failure the canvas reports (and retries).
  const asked = drawMarquezFirst && !lineage.isFetched && !lineage.isFetching && marquezFirst.isError ? marquezFirst : lineage;
  return {
    ...{ lineage: asked, upgrading, stitching, answers, expanding, handOver: first.handOver },
    ...{ facetLinks: facet.links, learnFacetLinks: facet.learn },
  };
}

/**
 * The first drawing the server handed over for this view, if the page's warm start asked for one (never asked here)
 * and `accepted` (the canvas draws the link as the server did); `pending` while it is on its way.
 */
function useFirstDrawingHandOver(focus: string | null, depth: number, dir: string, accepted: boolean) {
  const query = useQuery({ ...firstDrawingQueryOptions({ nodeId: focus ?? '', depth, dir, search: '' }), enabled: false });
  return { pending: query.isFetching, handOver: accepted ? (query.data ?? undefined) : undefined };
}

/** Node details the pipeline asked for (canvas-stages.ts `canvasDetailRefs`), batched with `useQueries`. */
export function useNodeDetails(refs: { datasets: readonly NodeRef[]; jobs: readonly NodeRef[] }): {
  datasets: ReadonlyMap<string, MqDataset>;
  jobs: ReadonlyMap<string, MqJob>;
  explicitSources: ReadonlyMap<string, ExplicitSources>;
  pending: number;
} {
  const combineDatasets = useCallback((results: UseQueryResult<MqDataset>[]) => combineById(refs.datasets, results), [refs.datasets]);
  const combineJobs = useCallback((results: UseQueryResult<MqJob>[]) => combineById(refs.jobs, results), [refs.jobs]);
  const datasets = useQueries({ queries: refs.datasets.map(datasetQueryOptions), combine: combineDatasets });
  const jobs = useQueries({ queries: refs.jobs.map(jobQueryOptions), combine: combineJobs });
  // A drawn Flink SQL job warms the SQL deriver's worker up (ANTLR's first parse takes seconds), so tracing across it
  // is quick; on a canvas link, once the browser is idle after the first drawing (its chunk and start-up are not free).
  const hasSql = useMemo(() => [...jobs.byId.values()].some((job) => sqlFacetQuery(job) !== null), [jobs.byId]);
  const idle = useAfterFirstDrawing();
  useEffect(() => {
    if (hasSql && idle) warmSqlLineage();
  }, [hasSql, idle]);
  const explicitSources = useExplicitSources(jobs.byId);
  return { datasets: datasets.byId, jobs: jobs.byId, explicitSources, pending: datasets.pending + jobs.pending };
}

// The items of each page, by dataset nodeId: module-level so its identity follows the results'.
function combineVersions(refs: readonly NodeRef[], results: readonly UseQueryResult<Page<MqDatasetVersion>>[]) {
  const { byId, pending } = combineById(refs, results);
  return { pages: new Map([...byId].map(([id, page]) => [id, page.items] as const)), pending };
}

/**
 * The newest versions of the multi-writer datasets the pipeline named (canvas-stages.ts `canvasWriterRefs`): the
 * trace loader's first page, so one cache entry serves both.
 */
export function useWriterVersions(refs: readonly NodeRef[]): { pages: ReadonlyMap<string, readonly MqDatasetVersion[]>; pending: number } {
  const combine = useCallback((results: UseQueryResult<Page<MqDatasetVersion>>[]) => combineVersions(refs, results), [refs]);
  return useQueries({
    queries: refs.map((r) => datasetVersionsQueryOptions({ namespace: r.namespace, name: r.name, limit: VERSIONS_PAGE, offset: 0 })),
    combine,
  });
}

import type { QueryClient } from '@tanstack/react-query';
import { investigationLineageQueryOptions } from './lineage-query.ts';
import { RUN_LEVEL_SOURCE, type LineageSource } from './lineage-source.ts';
import { loadVersionPages } from './dataset-versions.ts';
import type { MqDataset, MqDatasetVersion, MqJob, MqLineageGraph } from '../domain/marquez-shapes.ts';
import { jobNodeId } from '../domain/node-id.ts';
import { jobsByRun, writerLineageFromVersions } from '../domain/trace/writer-lineage-from-versions.ts';
import type { TraceDirection } from '../domain/direction.ts';
import { reachableNodes } from '../domain/trace/trace-reach.ts';
import type { StitchLink } from '../domain/stitching/stitch-policy.ts';
import { lineageAcrossStitches } from './stitched-lineage.ts';
import type { DerivedSqlLineage } from '../domain/sql-lineage/derived-types.ts';
import { deriveSqlJobs } from './sql/derive-sql-jobs.ts';
import type { ExplicitSources } from '../domain/trace/lineage-snapshot.ts';
import type { SkippedEntity } from '../domain/trace/trace-types.ts';
import { loadExplicitSources } from './explicit-sources.ts';
import { orNull, readReachedEntities, type ReachReadOptions } from './reach-entities.ts';

/** Job hops asked of `/lineage` for a trace: Marquez's own default, deep enough for a whole pipeline (as the CLI). */
export const TRACE_LINEAGE_DEPTH = 20;

/** Which lineage a trace walks: run-level (default) or Marquez's view, its window, and the `/lineage` depth. */
export interface TraceLineageSource extends LineageSource {
  depth?: number;
}

// Versions pages a multi-writer dataset is read for: the newest holds each active writer's latest facet, and one more
// is asked only when some writer's facet is not in it. Older writers stay credited as Marquez can tell.
const MAX_VERSION_PAGES = 2;

type LineageNode = MqLineageGraph['graph'][number];

/** What a trace and its evidence both read: the lineage around the start and the datasets and jobs the walk reaches. */
interface TraceReach {
  lineage: MqLineageGraph;
  /** The nodes of `lineage` the walk reaches. */
  nodes: LineageNode[];
  datasets: MqDataset[];
  jobs: MqJob[];
  skipped: SkippedEntity[];
}

const bySkippedId = (a: SkippedEntity, b: SkippedEntity) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * One `/lineage` of the start at {@link TRACE_LINEAGE_DEPTH}, one more around each accepted stitch's far end that
 * answer does not hold, then one GET per dataset and job the walk can reach, a few at a time (reach-entities.ts).
 */
async function loadReach(
  queryClient: QueryClient,
  startId: string,
  direction: TraceDirection,
  stitches: readonly StitchLink[],
  source: TraceLineageSource,
  reads: ReachReadOptions,
): Promise<TraceReach> {
  const skipped: SkippedEntity[] = [];
  const { view, since, until } = source;
  const depth = source.depth ?? TRACE_LINEAGE_DEPTH;
  const lineageOf = (nodeId: string) => queryClient.fetchQuery(investigationLineageQueryOptions({ nodeId, depth, view, since, until }));
  const lineage = await lineageAcrossStitches(await lineageOf(startId), stitches, lineageOf, {
    within: (merged) => reachableNodes(merged, startId, direction, stitches),
    asked: [startId],
    onSkip: (s) => skipped.push({ kind: 'lineage', ...s }),
  });
  const reach = reachableNodes(lineage, startId, direction, stitches);
  const nodes = lineage.graph.filter((n) => reach.has(n.id));
  const { datasets, jobs } = await readReachedEntities(queryClient, nodes, skipped, reads);
  return { lineage, nodes, datasets, jobs, skipped };
}

/**
 * What a trace reads, through the query cache (shared with the canvas and the details panel, so nothing is asked
 * twice): the reach ({@link loadReach}) and the newest versions of its multi-writer datasets; then the column lineage
 * derived from the SQL of those jobs that have some (`sqlFiles`: `namespace/job` → SQL from the CLI), and the declared
 * and observed explicit lineage of the jobs that state one.
 */
export async function loadTraceInputs(
  queryClient: QueryClient,
  startId: string,
  direction: TraceDirection,
  stitches: readonly StitchLink[] = [],
  source: TraceLineageSource = RUN_LEVEL_SOURCE,
  sqlFiles: Readonly<Record<string, string>> = {},
  reads: ReachReadOptions = {},
): Promise<{
  lineage: MqLineageGraph;
  datasets: MqDataset[];
  jobs: MqJob[];
  versions: Map<string, MqDatasetVersion[]>;
  derived: Map<string, DerivedSqlLineage>;
  explicitLineage: Map<string, ExplicitSources>;
  skipped: SkippedEntity[];
}> {
  const { lineage, nodes, datasets, jobs, skipped } = await loadReach(queryClient, startId, direction, stitches, source, reads);
  // The writers' version reads, the SQL derivation (a worker in the browser) and the run facets of jobs stating
  // explicit lineage need each other's nothing: side by side.
  const [versions, derived, explicitLineage] = await Promise.all([
    loadWriterVersions(queryClient, lineage, nodes, jobs),
    deriveSqlJobs(jobs, lineage, datasets, sqlFiles),
    loadExplicitSources(queryClient, jobs),
  ]);
  return { lineage, datasets, jobs, versions, derived, explicitLineage, skipped: skipped.sort(bySkippedId) };
}

/**
 * What the incident evidence is read from (domain/evidence/evidence-index.ts: datasets, jobs, writers' versions and the
 * run-level stale runs): the trace's reads without the SQL derivation and the explicit-lineage run facets, which the
 * evidence never looks at. So the details panel's evidence, open on every canvas link, starts no SQL worker and asks
 * for no run facets; a trace over the same reach still finds every read it shares in the cache.
 */
export async function loadEvidenceInputs(
  queryClient: QueryClient,
  startId: string,
  stitches: readonly StitchLink[] = [],
  source: TraceLineageSource = RUN_LEVEL_SOURCE,
): Promise<{ lineage: MqLineageGraph; datasets: MqDataset[]; jobs: MqJob[]; versions: Map<string, MqDatasetVersion[]> }> {
  // Both ways whatever the trace's direction: a dataset's checks are its readers' input facets, and the traced
  // dataset's readers lie downstream of it even on an upstream trace.
  const { lineage, nodes, datasets, jobs } = await loadReach(queryClient, startId, 'both', stitches, source, {});
  return { lineage, datasets, jobs, versions: await loadWriterVersions(queryClient, lineage, nodes, jobs) };
}

/**
 * What one node's incident evidence needs (its details panel: `EvidenceIndex.dataset(nodeId)` or `.job(nodeId)`), not
 * the whole reach: a dataset's evidence reads its own GET, its writers' and readers' job GETs (their latest runs hold
 * what was read and written of it: checks, statistics, freshness) and, when several jobs write it, its own newest
 * versions; a job's reads its own GET. The `/lineage` (same depth and key as the trace's, so the run-level window and
 * stale runs are the same) says which jobs those are. The index built from these says the same of the node as one
 * built from the reach both ways (node-evidence.test.ts checks it for every node of the demo), for a few GETs
 * instead of one per node within 20 job hops.
 */
export async function loadNodeEvidenceInputs(
  queryClient: QueryClient,
  nodeId: string,
  source: TraceLineageSource = RUN_LEVEL_SOURCE,
  reads: ReachReadOptions = {},
): Promise<{ lineage: MqLineageGraph; datasets: MqDataset[]; jobs: MqJob[]; versions: Map<string, MqDatasetVersion[]> }> {
  const { view, since, until } = source;
  const depth = source.depth ?? TRACE_LINEAGE_DEPTH;
  const lineage = await queryClient.fetchQuery(investigationLineageQueryOptions({ nodeId, depth, view, since, until }));
  const node = lineage.graph.find((n) => n.id === nodeId);
  // The node and its edges' other ends (a dataset's writers and readers), in the answer's order as the reach reads them.
  const near = new Set(node?.type === 'DATASET' ? [nodeId, ...node.inEdges.map((e) => e.origin), ...node.outEdges.map((e) => e.destination)] : [nodeId]);
  const nodes = lineage.graph.filter((n) => near.has(n.id));
  const { datasets, jobs } = await readReachedEntities(queryClient, nodes, [], reads);
  const own = nodes.filter((n) => n.id === nodeId);
  return { lineage, datasets, jobs, versions: await loadWriterVersions(queryClient, lineage, own, jobs) };
}

/**
 * Newest versions of each dataset the walk reaches that several jobs write: the dataset GET holds only the current
 * version's facet (the last writer's), each version its own writer's (docs/marquez-behaviours.md, "Ingest, parent
 * runs and multi-writer column lineage" and "Dataset version reads"). Same query keys as the as-of trace's pages.
 */
async function loadWriterVersions(
  queryClient: QueryClient,
  lineage: MqLineageGraph,
  reached: readonly LineageNode[],
  jobs: readonly MqJob[],
): Promise<Map<string, MqDatasetVersion[]>> {
  const writers = new Map<string, Set<string>>();
  const wrote = (job: string, dataset: string) => writers.set(dataset, (writers.get(dataset) ?? new Set()).add(job));
  for (const n of lineage.graph) {
    if (n.type === 'JOB') for (const e of n.outEdges) wrote(n.id, e.destination);
    else for (const e of n.inEdges) if (e.origin !== n.id) wrote(e.origin, n.id);
  }
  const runs = jobsByRun(jobs);
  const out = new Map<string, MqDatasetVersion[]>();
  await Promise.all(
    reached
      .filter((n) => n.type === 'DATASET' && (writers.get(n.id)?.size ?? 0) > 1)
      .map(async (n) => {
        const all = await loadVersionPages(
          queryClient,
          { namespace: n.data.namespace, name: n.data.name },
          {
            maxPages: MAX_VERSION_PAGES,
            orNull: (load) => orNull(load),
            enough: (sofar) => {
              const found = new Set(writerLineageFromVersions(sofar, runs).map((w) => jobNodeId(w.job)));
              return [...(writers.get(n.id) ?? [])].every((j) => found.has(j));
            },
          },
        );
        if (all.length > 0) out.set(n.id, all);
      }),
  );
  return out;
}

import type { MqDataset, MqJob, MqLineageGraph } from '../marquez-shapes.ts';
import { datasetNodeId, jobNodeId } from '../node-id.ts';
import { buildLineageGraph, type LineageGraph } from '../graph/lineage-graph.ts';
import type { DerivedSqlLineage } from '../sql-lineage/derived-types.ts';

/**
 * Everything the trace reads, fetched up front (one `/lineage` with enough depth + dataset and job GETs) so the
 * walk itself is pure and synchronous. Maps are keyed by Marquez nodeId (primary identity).
 */
export interface LineageSnapshot {
  graph: LineageGraph;
  datasets: ReadonlyMap<string, MqDataset>;
  jobs: ReadonlyMap<string, MqJob>;
  /** The `producer` of each job's latest event, by job nodeId: only raw events carry it, Marquez's answers do not. */
  producers?: ReadonlyMap<string, string>;
  /**
   * Each writer's own `columnLineage` facet, by output dataset nodeId, when known (raw events, or a multi-writer
   * dataset's versions read from Marquez). Marquez's dataset GET keeps only the current version's facet, i.e. the
   * last writer's (docs/marquez-behaviours.md).
   */
  writerLineage?: ReadonlyMap<string, readonly WriterColumnLineage[]>;
  /**
   * Column lineage derived from each job's SQL, by job nodeId (issue 18): used for a job's output only where the job
   * reports no column lineage for it; reported always wins, and derived wins over inference.
   */
  derived?: ReadonlyMap<string, DerivedSqlLineage>;
  /**
   * Each job's explicit `lineage` facets told apart, by job nodeId: a JobEvent's (declared) and its latest run's
   * (observed). Without it the walk reads the job GET's facet, which Marquez keeps one of
   * (docs/openlineage-facets.md#explicit-lineage-facet).
   */
  explicitLineage?: ReadonlyMap<string, ExplicitSources>;
}

/** The raw `lineage` job facets a job's explicit lineage comes from; either may be missing. */
export interface ExplicitSources {
  /** The latest JobEvent's facet. */
  declared?: unknown;
  /** The latest run's facet, its events' entries together. */
  observed?: unknown;
  observedRunId?: string | null;
}

/** One writer's `columnLineage` facet on one output, as its event sent it. */
export interface WriterColumnLineage {
  job: { namespace: string; name: string };
  facet: unknown;
}

/** A snapshot from raw Marquez answers; dataset and job GETs are keyed by the identity they report. */
export function createSnapshot(lineage: MqLineageGraph, datasets: Iterable<MqDataset>, jobs: Iterable<MqJob>, focusId?: string): LineageSnapshot {
  const datasetMap = new Map<string, MqDataset>();
  for (const d of datasets) datasetMap.set(datasetNodeId({ namespace: d.namespace, name: d.name }), d);
  const jobMap = new Map<string, MqJob>();
  for (const j of jobs) jobMap.set(jobNodeId({ namespace: j.namespace, name: j.name }), j);
  const graph = buildLineageGraph(lineage, { focusId: focusId ?? lineage.graph[0]?.id ?? '', datasets: datasetMap, jobs: jobMap });
  return { graph, datasets: datasetMap, jobs: jobMap };
}

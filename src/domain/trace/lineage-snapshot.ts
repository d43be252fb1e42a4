import type { MqDataset, MqJob, MqLineageGraph } from '../marquez-shapes.ts';
import { datasetNodeId, jobNodeId } from '../node-id.ts';
import { buildLineageGraph, type LineageGraph } from '../graph/lineage-graph.ts';

/**
 * Everything the trace reads, fetched up front (one `/lineage` with enough depth + dataset and job GETs) so the
 * walk itself is pure and synchronous. Maps are keyed by Marquez nodeId (primary identity).
 */
export interface LineageSnapshot {
  graph: LineageGraph;
  datasets: ReadonlyMap<string, MqDataset>;
  jobs: ReadonlyMap<string, MqJob>;
}

/** A snapshot from raw Marquez answers; dataset and job GETs are keyed by the identity they report. */
export function createSnapshot(
  lineage: MqLineageGraph,
  datasets: Iterable<MqDataset>,
  jobs: Iterable<MqJob>,
  focusId?: string,
): LineageSnapshot {
  const datasetMap = new Map<string, MqDataset>();
  for (const d of datasets) datasetMap.set(datasetNodeId({ namespace: d.namespace, name: d.name }), d);
  const jobMap = new Map<string, MqJob>();
  for (const j of jobs) jobMap.set(jobNodeId({ namespace: j.namespace, name: j.name }), j);
  const graph = buildLineageGraph(lineage, { focusId: focusId ?? lineage.graph[0]?.id ?? '', datasets: datasetMap, jobs: jobMap });
  return { graph, datasets: datasetMap, jobs: jobMap };
}

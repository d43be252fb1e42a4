import type { MqDataset, MqJob } from '../domain/marquez-shapes.ts';
import { datasetNodeId } from '../domain/node-id.ts';
import { createSnapshot, type LineageSnapshot } from '../domain/trace/lineage-snapshot.ts';
import type { MarquezClient } from '../api/client.ts';
import { getDataset } from '../api/get-dataset.ts';
import { getJob } from '../api/get-job.ts';
import { getLineage } from '../api/get-lineage.ts';
import { mapLimit } from '../lib/async-batches.ts';

export interface LoadSnapshotOptions {
  /** Job hops for `/lineage`; the answer is undirected, so this bounds both directions. Default 20 (Marquez's). */
  depth?: number;
  /** Dataset/job GETs in flight at once; default 8. */
  concurrency?: number;
}

/**
 * Everything a trace of one dataset needs, in few round trips: one `/lineage` with enough depth, then one GET per
 * dataset (raw facets: the full columnLineage, symlinks) and per job (facets: sql, jobType; latest runs).
 */
export async function loadTraceSnapshot(
  client: MarquezClient,
  dataset: { namespace: string; name: string },
  options: LoadSnapshotOptions = {},
): Promise<LineageSnapshot> {
  const focusId = datasetNodeId(dataset);
  const lineage = await getLineage({ nodeId: focusId, depth: options.depth ?? 20 }, { client });
  const limit = options.concurrency ?? 8;
  const datasetNodes = lineage.graph.filter((n) => n.type === 'DATASET');
  const jobNodes = lineage.graph.filter((n) => n.type === 'JOB');
  const datasets: MqDataset[] = await mapLimit(datasetNodes, limit, (n) => getDataset({ namespace: n.data.namespace, name: n.data.name }, { client }));
  const jobs: MqJob[] = await mapLimit(jobNodes, limit, (n) => getJob({ namespace: n.data.namespace, name: n.data.name }, { client }));
  return createSnapshot(lineage, datasets, jobs, focusId);
}

import type { MqDataset, MqEdge, MqJob, MqLineageGraph, MqLineageNode } from '../marquez-shapes.ts';
import { datasetNodeId, jobNodeId } from '../node-id.ts';
import type { Catalog, DatasetIdentity } from '../stitching/catalog.ts';
import { catalogJobs, datasetIdentity, identityKey, jobIdentities } from '../stitching/catalog.ts';
import { catalogResolver } from '../stitching/catalog-resolver.ts';
import { createSnapshot, type LineageSnapshot } from './lineage-snapshot.ts';

/**
 * A trace snapshot of the whole catalog, for views that already hold it (Boundaries, FLIP-314): the `/lineage`
 * graph is rebuilt from every job's inputs and outputs. Unlike one `/lineage` answer it spans the components a
 * boundary break disconnects, so a trace with accepted stitches can cross from one into the other. Alias rows and
 * symlink names are folded onto the dataset that carries the facets, as Marquez's own graph does.
 */
export function snapshotFromCatalog(catalog: Catalog, focus?: DatasetIdentity): LineageSnapshot {
  const resolver = catalogResolver(catalog);
  const nodes = new Map<string, MqLineageNode>();
  const datasets: MqDataset[] = [];
  const canonicalId = (ref: DatasetIdentity): string => {
    const hit = resolver.dataset(ref);
    const id = datasetNodeId(hit?.ref ?? ref);
    if (!nodes.has(id)) {
      const data = hit?.dataset ?? { id: { namespace: ref.namespace, name: ref.name }, namespace: ref.namespace, name: ref.name };
      if (hit) datasets.push(hit.dataset);
      nodes.set(id, { id, type: 'DATASET', data, inEdges: [], outEdges: [] });
    }
    return id;
  };
  for (const d of catalog.datasets) {
    const ref = datasetIdentity(d);
    if (ref && resolver.dataset(ref)?.key === identityKey(ref)) canonicalId(ref);
  }
  const jobs: MqJob[] = [];
  const seen = new Set<string>();
  for (const { ref, job } of catalogJobs(catalog)) {
    const id = jobNodeId(ref);
    if (seen.has(id)) continue;
    seen.add(id);
    jobs.push(job);
    const inEdges: MqEdge[] = [];
    const outEdges: MqEdge[] = [];
    for (const input of jobIdentities(job.inputs)) {
      const d = canonicalId(input);
      const e = { origin: d, destination: id };
      if (!inEdges.some((x) => x.origin === d)) inEdges.push(e);
    }
    for (const output of jobIdentities(job.outputs)) {
      const d = canonicalId(output);
      if (!outEdges.some((x) => x.destination === d)) outEdges.push({ origin: id, destination: d });
    }
    nodes.set(id, { id, type: 'JOB', data: job, inEdges, outEdges });
  }
  const lineage: MqLineageGraph = { graph: [...nodes.values()] };
  return createSnapshot(lineage, datasets, jobs, focus ? datasetNodeId(focus) : undefined);
}

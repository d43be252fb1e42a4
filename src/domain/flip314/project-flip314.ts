import { classifyDataset } from '../engine/classify-dataset.ts';
import { classifyJob } from '../engine/classify-engine.ts';
import type { LineageGraph } from '../graph/lineage-graph.ts';
import type { Facets } from '../marquez-shapes.ts';
import { datasetNodeId, jobNodeId } from '../node-id.ts';
import type { Catalog, DatasetIdentity } from '../stitching/catalog.ts';
import { catalogJobs, compareIdentities, identityKey, jobIdentities } from '../stitching/catalog.ts';
import { catalogResolver } from '../stitching/catalog-resolver.ts';
import { namespaceScheme } from '../stitching/storage-uri.ts';
import type { Flip314Edge, Flip314Island, Flip314Support, Flip314Vertex } from './flip314-types.ts';

const JDBC_SCHEMES = new Set(['postgres', 'postgresql', 'mysql', 'mariadb', 'sqlserver', 'oracle', 'db2', 'jdbc']);

function support(ref: DatasetIdentity, facets: Facets | null | undefined): { support: Flip314Support; note: string | null } {
  const scheme = namespaceScheme(ref.namespace);
  if (scheme === 'kafka' || (scheme !== null && JDBC_SCHEMES.has(scheme))) return { support: 'native', note: null };
  if (classifyDataset(ref.namespace, ref.name, facets) === 'iceberg-table') {
    return { support: 'pending', note: "Iceberg's FLIP-314 LineageVertexProvider is not released yet (apache/iceberg#17668)" };
  }
  return { support: 'unknown', note: 'shown only if the connector implements LineageVertexProvider' };
}

function uniqueSorted(refs: DatasetIdentity[]): DatasetIdentity[] {
  const seen = new Map<string, DatasetIdentity>();
  for (const r of refs) if (!seen.has(identityKey(r))) seen.set(identityKey(r), r);
  return [...seen.values()].sort(compareIdentities);
}

function island(
  job: DatasetIdentity,
  sources: DatasetIdentity[],
  sinks: DatasetIdentity[],
  facetsOf: (r: DatasetIdentity) => Facets | null | undefined,
): Flip314Island {
  const jobId = jobNodeId(job);
  const vertex = (role: 'source' | 'sink', dataset: DatasetIdentity): Flip314Vertex => ({
    id: `flip314:${jobId}:${role}:${datasetNodeId(dataset)}`,
    role,
    dataset,
    ...support(dataset, facetsOf(dataset)),
  });
  const sourceVertices = uniqueSorted(sources).map((d) => vertex('source', d));
  const sinkVertices = uniqueSorted(sinks).map((d) => vertex('sink', d));
  const edges: Flip314Edge[] = [];
  for (const s of sourceVertices) for (const t of sinkVertices) edges.push({ id: `${s.id}->${t.id}`, source: s.id, target: t.id });
  return { jobId, job, vertices: [...sourceVertices, ...sinkVertices], edges };
}

function isGraph(input: Catalog | LineageGraph): input is LineageGraph {
  return 'nodes' in input && input.nodes instanceof Map;
}

/**
 * What Flink's native lineage (FLIP-314) would show (issue 6, docs/openlineage-facets.md#flip-314): one island per
 * Flink job, its source vertices → sink vertices, dataset-level only, nothing beyond the job and no edge between jobs.
 * Accepts the whole catalog or a domain graph (then sources/sinks are the job's neighbours in that graph). Islands are
 * sorted by job identity.
 */
export function projectFlip314(input: Catalog | LineageGraph): Flip314Island[] {
  const islands: Flip314Island[] = [];
  if (isGraph(input)) {
    const facets = new Map<string, Facets | null | undefined>();
    for (const n of input.nodes.values()) if (n.kind === 'dataset') facets.set(identityKey(n), n.details?.facets);
    const ref = (id: string): DatasetIdentity | null => {
      const n = input.nodes.get(id);
      return n?.kind === 'dataset' ? { namespace: n.namespace, name: n.name } : null;
    };
    for (const n of input.nodes.values()) {
      if (n.kind !== 'job' || n.engine.engine !== 'flink') continue;
      const sources = input.edges
        .filter((e) => e.target === n.id)
        .map((e) => ref(e.source))
        .filter((r): r is DatasetIdentity => r !== null);
      const sinks = input.edges
        .filter((e) => e.source === n.id)
        .map((e) => ref(e.target))
        .filter((r): r is DatasetIdentity => r !== null);
      islands.push(island({ namespace: n.namespace, name: n.name }, sources, sinks, (r) => facets.get(identityKey(r))));
    }
  } else {
    // A job GET lists each dataset under all its identities (a Flink 2 Kafka table's symlink too): one vertex each.
    const resolver = catalogResolver(input);
    const fold = (refs: DatasetIdentity[]): DatasetIdentity[] => refs.map((r) => resolver.dataset(r)?.ref ?? r);
    const seen = new Set<string>();
    for (const { ref, job } of catalogJobs(input)) {
      if (seen.has(identityKey(ref)) || classifyJob(job).engine !== 'flink') continue;
      seen.add(identityKey(ref));
      islands.push(island(ref, fold(jobIdentities(job.inputs)), fold(jobIdentities(job.outputs)), (r) => resolver.dataset(r)?.dataset.facets));
    }
  }
  return islands.sort((a, b) => compareIdentities(a.job, b.job));
}

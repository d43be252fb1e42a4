import type { MqDatasetVersion, MqField } from '../marquez-shapes.ts';
import { datasetNodeId, jobNodeId } from '../node-id.ts';
import { diffSchemas, type SchemaDiff } from './schema-diff.ts';
import { versionAt, type VersionsByDataset } from './trace-as-of.ts';

/** One lineage edge between Marquez nodeIds (dataset → job or job → dataset). */
export interface LineageEdgeAt {
  origin: string;
  destination: string;
}

export interface DatasetAt {
  namespace: string;
  name: string;
  /** The dataset version current at that point. */
  version: string;
  fields: readonly MqField[];
}

/** Lineage as it stood at one instant, rebuilt from dataset versions and the runs that created them. */
export interface LineageAtPoint {
  time: string;
  /** By dataset nodeId; a dataset with no version yet at that instant is absent. */
  datasets: ReadonlyMap<string, DatasetAt>;
  /** By `origin → destination`; each edge is owned by the output dataset whose producing run reported it. */
  edges: ReadonlyMap<string, LineageEdgeAt & { owner: string }>;
  /**
   * Datasets whose producing run's inputs and outputs are known. A version made by a streaming run still RUNNING has
   * no job version in Marquez, so its edges are unknown rather than gone.
   */
  edgesKnown: ReadonlySet<string>;
}

export interface LineageComparison {
  from: string;
  to: string;
  datasets: {
    appeared: { namespace: string; name: string }[];
    disappeared: { namespace: string; name: string }[];
    /** Datasets present at both points whose fields differ: added, removed, type or description changed. */
    changed: { namespace: string; name: string; fromVersion: string; toVersion: string; fields: SchemaDiff }[];
  };
  edges: { appeared: LineageEdgeAt[]; disappeared: LineageEdgeAt[] };
}

const edgeKey = (e: LineageEdgeAt): string => `${e.origin} → ${e.destination}`;

function edgesOf(v: MqDatasetVersion, owner: string): (LineageEdgeAt & { owner: string })[] | null {
  const run = v.createdByRun;
  const job = run?.jobVersion;
  if (!run || !job) return null;
  const jobId = jobNodeId({ namespace: job.namespace, name: job.name });
  return [
    ...(run.inputDatasetVersions ?? []).map((i) => ({ origin: datasetNodeId(i.datasetVersionId), destination: jobId, owner })),
    ...(run.outputDatasetVersions ?? []).map((o) => ({ origin: jobId, destination: datasetNodeId(o.datasetVersionId), owner })),
  ];
}

/**
 * Lineage at an instant (issue 10, "compare with"): each dataset's version current then, and the edges its producing
 * run reported (`inputDatasetVersions` → job → `outputDatasetVersions`). Marquez's `/lineage` only knows today, so
 * the past is rebuilt from the versions of the datasets under investigation.
 */
export function lineageAt(versions: VersionsByDataset, time: string): LineageAtPoint {
  const at = Date.parse(time);
  const datasets = new Map<string, DatasetAt>();
  const edges = new Map<string, LineageEdgeAt & { owner: string }>();
  const edgesKnown = new Set<string>();
  for (const [id, list] of versions) {
    const v = versionAt(list, at);
    if (!v) continue;
    datasets.set(id, { namespace: v.namespace, name: v.name, version: v.version, fields: v.fields ?? [] });
    const own = edgesOf(v, id);
    if (!own) continue;
    edgesKnown.add(id);
    for (const e of own) edges.set(edgeKey(e), e);
  }
  return { time: new Date(at).toISOString(), datasets, edges, edgesKnown };
}

/**
 * What changed between two points: datasets and edges that appeared or disappeared, and fields that were added,
 * removed or changed type/description. Edges are compared only for datasets whose producing run is known at both
 * points, so a streaming run without a job version does not read as a vanished edge.
 */
export function compareLineageAt(a: LineageAtPoint, b: LineageAtPoint): LineageComparison {
  const ref = (d: DatasetAt) => ({ namespace: d.namespace, name: d.name });
  const appeared = [...b.datasets].filter(([id]) => !a.datasets.has(id)).map(([, d]) => ref(d));
  const disappeared = [...a.datasets].filter(([id]) => !b.datasets.has(id)).map(([, d]) => ref(d));
  const changed = [...b.datasets].flatMap(([id, after]) => {
    const before = a.datasets.get(id);
    const fields = before ? diffSchemas(before.fields, after.fields) : null;
    return before && fields ? [{ ...ref(after), fromVersion: before.version, toVersion: after.version, fields }] : [];
  });
  const comparable = (owner: string): boolean => a.edgesKnown.has(owner) && b.edgesKnown.has(owner);
  const plain = ({ origin, destination }: LineageEdgeAt): LineageEdgeAt => ({ origin, destination });
  return {
    from: a.time,
    to: b.time,
    datasets: { appeared, disappeared, changed },
    edges: {
      appeared: [...b.edges].filter(([k, e]) => !a.edges.has(k) && (comparable(e.owner) || !a.datasets.has(e.owner))).map(([, e]) => plain(e)),
      disappeared: [...a.edges].filter(([k, e]) => !b.edges.has(k) && (comparable(e.owner) || !b.datasets.has(e.owner))).map(([, e]) => plain(e)),
    },
  };
}

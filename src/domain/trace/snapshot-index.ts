import type { MqDataset, MqField, MqJob } from '../marquez-shapes.ts';
import { datasetNodeId } from '../node-id.ts';
import { classifyEngine, classifyJob } from '../engine/classify-engine.ts';
import type { EngineClassification } from '../engine/engine-types.ts';
import { buildIdentityIndex, type IdentityIndex, type IdentityPeer } from '../graph/identity-index.ts';
import type { ExplicitSources, LineageSnapshot, WriterColumnLineage } from './lineage-snapshot.ts';
import { likelyReportedDataset } from '../stitching/facet-name-match.ts';
import type { StitchPair } from './trace-types.ts';
import type { DerivedSqlLineage } from '../sql-lineage/derived-types.ts';
import { jobIdentities } from '../stitching/catalog.ts';

export interface DatasetInfo {
  id: string;
  namespace: string;
  name: string;
  fields: readonly MqField[];
  details: MqDataset | null;
}

export interface JobInfo {
  id: string;
  namespace: string;
  name: string;
  engine: EngineClassification;
  details: MqJob | null;
}

/** Lookups the walk needs, merged from `/lineage` edges and the job GETs' inputs/outputs. */
export interface SnapshotIndex {
  identities: IdentityIndex;
  /** The nodeId for an identity as a facet names it (resolved through symlinks, else its own nodeId). */
  resolve(namespace: string, name: string): string;
  dataset(id: string): DatasetInfo | null;
  /** Every dataset the snapshot reports. */
  datasetIds(): readonly string[];
  /** Namespace and name of any dataset id the index has seen, including inputs outside the snapshot. */
  identity(id: string): { namespace: string; name: string } | null;
  job(id: string): JobInfo | null;
  producers(datasetId: string): readonly string[];
  consumers(datasetId: string): readonly string[];
  inputs(jobId: string): readonly string[];
  outputs(jobId: string): readonly string[];
  /** Symlink peers and accepted stitches of a dataset. */
  peers(datasetId: string): readonly IdentityPeer[];
  /** Each writer's own `columnLineage` facet of a dataset, when the snapshot knows them (raw events). */
  writerLineage(datasetId: string): readonly WriterColumnLineage[];
  /** Column lineage derived from a job's SQL, when the snapshot has it. */
  derived(jobId: string): DerivedSqlLineage | null;
  /** A job's explicit lineage facets told apart (declared, observed), when the snapshot has them. */
  explicitSources?(jobId: string): ExplicitSources | null;
  /** Whether an id is a dataset some event reports (in the graph or fetched), not a name only a facet uses. */
  reported(datasetId: string): boolean;
  /**
   * For a name only a facet uses: the reported dataset it most likely is, among the inputs of `jobIds` first
   * (the writers whose facet named it), else among every reported dataset.
   */
  likelyReported(datasetId: string, jobIds?: readonly string[]): { id: string; confidence: number; evidence: string } | null;
}

class MultiMap {
  private readonly map = new Map<string, string[]>();
  add(key: string, value: string): void {
    const list = this.map.get(key);
    if (!list) this.map.set(key, [value]);
    else if (!list.includes(value)) list.push(value);
  }
  get(key: string): readonly string[] {
    return this.map.get(key) ?? [];
  }
}

/** Builds the walk's lookups once per snapshot (and stitch list). */
export function indexSnapshot(snapshot: LineageSnapshot, stitches: readonly StitchPair[] = []): SnapshotIndex {
  const infos = new Map<string, DatasetInfo>();
  for (const n of snapshot.graph.nodes.values()) {
    if (n.kind !== 'dataset') continue;
    const details = snapshot.datasets.get(n.id) ?? n.details;
    const fields = details?.fields?.length ? details.fields : n.fields;
    infos.set(n.id, { id: n.id, namespace: n.namespace, name: n.name, fields, details });
  }
  for (const [id, d] of snapshot.datasets) {
    if (!infos.has(id)) infos.set(id, { id, namespace: d.namespace, name: d.name, fields: d.fields ?? [], details: d });
  }
  const identities = buildIdentityIndex([...infos.values()].map((d) => ({ id: d.id, namespace: d.namespace, name: d.name, facets: d.details?.facets })));
  // Inputs outside the snapshot keep the identity the facet gave them; ids cannot be parsed back
  // (docs/marquez-api.md#colons-in-namespaces-and-node-ids).
  const outside = new Map<string, { namespace: string; name: string }>();
  const resolve = (namespace: string, name: string): string => {
    const known = identities.resolve(namespace, name);
    if (known) return known;
    const id = datasetNodeId({ namespace, name });
    if (!infos.has(id)) outside.set(id, { namespace, name });
    return id;
  };

  const jobs = new Map<string, JobInfo>();
  for (const n of snapshot.graph.nodes.values()) {
    if (n.kind === 'job') {
      const details = snapshot.jobs.get(n.id) ?? n.details;
      const producer = snapshot.producers?.get(n.id);
      const engine = details ? classifyJob(details, producer) : producer ? classifyEngine({ namespace: n.namespace, name: n.name, producer }) : n.engine;
      jobs.set(n.id, { id: n.id, namespace: n.namespace, name: n.name, engine, details });
    }
  }
  for (const [id, j] of snapshot.jobs) {
    if (!jobs.has(id)) jobs.set(id, { id, namespace: j.namespace, name: j.name, engine: classifyJob(j, snapshot.producers?.get(id)), details: j });
  }

  const producers = new MultiMap();
  const consumers = new MultiMap();
  const inputs = new MultiMap();
  const outputs = new MultiMap();
  for (const e of snapshot.graph.edges) {
    const source = snapshot.graph.nodes.get(e.source);
    if (source?.kind === 'dataset') {
      consumers.add(e.source, e.target);
      inputs.add(e.target, e.source);
    } else {
      producers.add(e.target, e.source);
      outputs.add(e.source, e.target);
    }
  }
  // A job GET lists every identity of its datasets, aliases included (docs/marquez-behaviours.md#job-reads). When
  // `/lineage` already gave the job edges of that kind, an identity that resolves to no known dataset is such an alias,
  // not a missing input, and would only add a phantom hop.
  const known = (id: string, fromGraph: readonly string[]): boolean => infos.has(id) || fromGraph.length === 0;
  for (const [jobId, j] of snapshot.jobs) {
    const graphInputs = [...inputs.get(jobId)];
    const graphOutputs = [...outputs.get(jobId)];
    // jobIdentities skips entries that are not {namespace, name}: a job GET is untrusted like any answer.
    for (const d of jobIdentities(j.inputs)) {
      const ds = resolve(d.namespace, d.name);
      if (!known(ds, graphInputs)) continue;
      consumers.add(ds, jobId);
      inputs.add(jobId, ds);
    }
    for (const d of jobIdentities(j.outputs)) {
      const ds = resolve(d.namespace, d.name);
      if (!known(ds, graphOutputs)) continue;
      producers.add(ds, jobId);
      outputs.add(jobId, ds);
    }
  }

  const stitchPeers = new Map<string, IdentityPeer[]>();
  for (const s of stitches) {
    const a = resolve(s.a.namespace, s.a.name);
    const b = resolve(s.b.namespace, s.b.name);
    if (a === b) continue;
    const evidence = `accepted stitch ${s.a.namespace} ${s.a.name} = ${s.b.namespace} ${s.b.name}`;
    stitchPeers.set(a, [...(stitchPeers.get(a) ?? []), { id: b, evidence }]);
    stitchPeers.set(b, [...(stitchPeers.get(b) ?? []), { id: a, evidence }]);
  }

  const identityOf = (id: string) => {
    const d = infos.get(id);
    return d ? { namespace: d.namespace, name: d.name } : (outside.get(id) ?? null);
  };
  const refs = (ids: Iterable<string>) => [...ids].flatMap((id) => (infos.has(id) ? [{ id, ref: identityOf(id)! }] : []));
  const likely = new Map<string, ReturnType<SnapshotIndex['likelyReported']>>();

  return {
    identities,
    resolve,
    dataset: (id) => infos.get(id) ?? null,
    datasetIds: () => [...infos.keys()],
    identity: identityOf,
    job: (id) => jobs.get(id) ?? null,
    producers: (id) => producers.get(id),
    consumers: (id) => consumers.get(id),
    inputs: (id) => inputs.get(id),
    outputs: (id) => outputs.get(id),
    peers: (id) => {
      const all = [...identities.peers(id), ...(stitchPeers.get(id) ?? [])];
      return all.filter((p, i) => all.findIndex((q) => q.id === p.id) === i);
    },
    writerLineage: (id) => snapshot.writerLineage?.get(id) ?? [],
    derived: (id) => snapshot.derived?.get(id) ?? null,
    explicitSources: (id) => snapshot.explicitLineage?.get(id) ?? null,
    reported: (id) => infos.has(id),
    likelyReported: (id, jobIds = []) => {
      const named = identityOf(id);
      if (!named || infos.has(id)) return null;
      const key = `${id}\u0000${jobIds.join('\u0000')}`;
      if (!likely.has(key)) {
        const preferred = refs(new Set(jobIds.flatMap((j) => inputs.get(j))));
        const all = refs(infos.keys());
        const m = likelyReportedDataset(
          named,
          preferred.map((r) => r.ref),
          all.map((r) => r.ref),
        );
        const hit = m ? [...preferred, ...all].find((r) => r.ref.namespace === m.reported.namespace && r.ref.name === m.reported.name) : undefined;
        likely.set(key, m && hit ? { id: hit.id, confidence: m.confidence, evidence: m.evidence } : null);
      }
      return likely.get(key) ?? null;
    },
  };
}

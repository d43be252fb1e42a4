import { error, HttpError, json, notFound, type EmulatorResponse } from '../http.ts';
import { parseNodeId, type ParsedNodeId } from '../node-id.ts';
import { datasetByIdentity, jobByName, pushTo, versionsWrittenBy, type ColumnLineageRow, type Store } from '../store.ts';
import { intParam, requiredParam, type Query } from './params.ts';

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function fieldsOfDataset(store: Store, datasetUuid: string, name?: string): string[] {
  return [...store.fieldById.values()].filter((f) => f.datasetUuid === datasetUuid && (name === undefined || f.name === name)).map((f) => f.uuid);
}

/** Start fields per nodeId form (marquez-semantics.md §2.2), and the time bound for "latest" rows. */
function startFields(store: Store, id: ParsedNodeId, now: number): { fields: Set<string>; bound: number } {
  if (id.version !== null) {
    const version = store.versions.get(id.version.toLowerCase());
    if (id.kind === 'job') {
      // `job:…#v` runs a query without a join condition: every dataset with a version, if any run has that job version.
      const jv = [...store.jobVersions.values()].find((v) => v.version === id.version || v.uuid === id.version);
      const used = jv && [...store.runs.values()].some((r) => r.jobVersionUuid === jv.uuid);
      const all = used ? [...store.versions.values()].flatMap((v) => [...v.fieldUuids]) : [];
      return { fields: new Set(all), bound: now };
    }
    // The namespace and name in a versioned id are ignored: only the version row counts.
    const mapped = version ? [...version.fieldUuids].filter((f) => id.field === null || store.fieldById.get(f)?.name === id.field) : [];
    return { fields: new Set(mapped), bound: version?.createdAt ?? now };
  }
  if (id.kind === 'job') {
    const job = jobByName(store, id.namespace, id.name);
    if (!job) return { fields: new Set(), bound: now };
    const latest = (store.runsByJob.get(job.uuid) ?? []).flatMap((id) => store.runs.get(id) ?? []).sort((a, b) => b.createdAt - a.createdAt || b.seq - a.seq)[0];
    const datasets = new Set(latest ? versionsWrittenBy(store, latest.uuid).map((v) => v.datasetUuid) : []);
    return { fields: new Set([...datasets].flatMap((d) => fieldsOfDataset(store, d))), bound: now };
  }
  const dataset = datasetByIdentity(store, id.namespace, id.name);
  if (!dataset) return { fields: new Set(), bound: now };
  return { fields: new Set(fieldsOfDataset(store, dataset.uuid, id.field ?? undefined)), bound: now };
}

/** Latest row per (output field, input field) among rows created by `bound`; pairs are never retired (§2.2). */
function latestRows(store: Store, bound: number): ColumnLineageRow[] {
  const latest = new Map<string, ColumnLineageRow>();
  for (const row of store.columnLineage.values()) {
    if (row.createdAt > bound) continue;
    const key = `${row.outputFieldUuid}|${row.inputFieldUuid}`;
    const prev = latest.get(key);
    if (!prev || row.updatedAt >= prev.updatedAt) latest.set(key, row);
  }
  return [...latest.values()];
}

/**
 * Upstream walk (plus consumers with `withDownstream`) from the start fields; `depth` counts edges and stops at
 * `depth - 1`, so 0 and 1 both mean one edge (marquez-api.md §a.2, marquez-semantics.md §2.2).
 */
function walk(rows: ColumnLineageRow[], start: Set<string>, depth: number, downstream: boolean): ColumnLineageRow[] {
  const byOutput = new Map<string, ColumnLineageRow[]>();
  const byInput = new Map<string, ColumnLineageRow[]>();
  for (const r of rows) {
    pushTo(byOutput, r.outputFieldUuid, r);
    pushTo(byInput, r.inputFieldUuid, r);
  }
  const picked = new Set<ColumnLineageRow>();
  let frontier = rows.filter((r) => start.has(r.outputFieldUuid));
  for (const r of frontier) picked.add(r);
  for (let d = 0; d < depth - 1 && frontier.length > 0; d++) {
    const next: ColumnLineageRow[] = [];
    for (const cur of frontier) {
      // Upstream: rows producing this row's input; downstream: rows consuming this row's output (cycle-safe via `picked`).
      const candidates = [...(byOutput.get(cur.inputFieldUuid) ?? []), ...(downstream ? (byInput.get(cur.outputFieldUuid) ?? []) : [])];
      for (const r of candidates) {
        if (picked.has(r)) continue;
        picked.add(r);
        next.push(r);
      }
    }
    frontier = next;
  }
  return [...picked];
}

/** GET /column-lineage: old shape only, **reversed `inEdges`**, 404 vs `{"graph":[]}` (marquez-api.md §0.3, §a.2). */
export function getColumnLineage(store: Store, query: Query, now: number): EmulatorResponse {
  const nodeId = requiredParam(query, 'nodeId');
  const depth = intParam(query, 'depth', 20);
  const downstream = (query.get('withDownstream') ?? 'false').toLowerCase() === 'true';
  const id = parseNodeId(nodeId);
  if (id.kind === 'run') throw new HttpError(error(500, 'There was an error processing your request. It has been logged.'));
  if (id.version !== null && downstream) throw new HttpError(error(400, 'Node version cannot be specified when withDownstream is true'));
  const { fields, bound } = startFields(store, id, now);
  if (fields.size === 0) throw notFound('Could not find node');
  const versioned = id.version !== null;
  const rows = walk(latestRows(store, bound), fields, depth, downstream);

  const nodeKey = (fieldUuid: string, versionUuid: string) => {
    const f = store.fieldById.get(fieldUuid);
    const d = f ? store.datasets.get(f.datasetUuid) : undefined;
    // Only primary identities survive (PR #2775, marquez-semantics.md §2.2).
    const base = `datasetField:${d?.namespace ?? ''}:${d?.name ?? ''}:${f?.name ?? ''}`;
    return versioned ? `${base}#${versionUuid}` : base;
  };
  const describe = (fieldUuid: string) => {
    const f = store.fieldById.get(fieldUuid);
    const d = f ? store.datasets.get(f.datasetUuid) : undefined;
    return { namespace: d?.namespace ?? '', dataset: d?.name ?? '', field: f?.name ?? '', type: f?.type ?? null };
  };
  interface Node {
    id: string;
    type: 'DATASET_FIELD';
    data: Record<string, unknown>;
    inEdges: { origin: string; destination: string }[];
    outEdges: { origin: string; destination: string }[];
  }
  const nodes = new Map<string, Node>();
  for (const r of rows) {
    const outId = nodeKey(r.outputFieldUuid, r.outputVersionUuid);
    const inId = nodeKey(r.inputFieldUuid, r.inputVersionUuid);
    const out = describe(r.outputFieldUuid);
    const input = describe(r.inputFieldUuid);
    let node = nodes.get(outId);
    if (!node || (node.data.inputFields as unknown[]).length === 0) {
      node = {
        id: outId,
        type: 'DATASET_FIELD',
        data: {
          namespace: out.namespace,
          dataset: out.dataset,
          datasetVersion: r.outputVersionUuid,
          field: out.field,
          fieldType: out.type,
          transformationDescription: r.transformationDescription,
          transformationType: r.transformationType,
          inputFields: [],
        },
        inEdges: node?.inEdges ?? [],
        outEdges: node?.outEdges ?? [],
      };
      nodes.set(outId, node);
    }
    (node.data.inputFields as unknown[]).push({
      namespace: input.namespace,
      dataset: input.dataset,
      datasetVersion: r.inputVersionUuid,
      field: input.field,
      transformationDescription: r.transformationDescription,
      transformationType: r.transformationType,
    });
    // Reversed on purpose: Marquez's inEdges have origin = the node itself, destination = upstream (§0.3).
    node.inEdges.push({ origin: outId, destination: inId });
    let inNode = nodes.get(inId);
    if (!inNode) {
      inNode = {
        id: inId,
        type: 'DATASET_FIELD',
        data: {
          namespace: input.namespace,
          dataset: input.dataset,
          datasetVersion: r.inputVersionUuid,
          field: input.field,
          fieldType: '',
          transformationDescription: null,
          transformationType: null,
          inputFields: [],
        },
        inEdges: [],
        outEdges: [],
      };
      nodes.set(inId, inNode);
    }
    inNode.outEdges.push({ origin: inId, destination: outId });
  }
  const dedupe = (edges: { origin: string; destination: string }[]) =>
    [...new Map(edges.map((e) => [`${e.origin}\u0000${e.destination}`, e])).values()].sort((a, b) => cmp(a.origin, b.origin) || cmp(a.destination, b.destination));
  const graph = [...nodes.values()]
    .map((n) => ({ ...n, inEdges: dedupe(n.inEdges), outEdges: dedupe(n.outEdges) }))
    .sort((a, b) => cmp(a.id, b.id));
  return json(200, { graph });
}

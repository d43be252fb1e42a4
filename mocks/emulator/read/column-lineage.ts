import { error, HttpError, json, notFound, type EmulatorResponse } from '../http.ts';
import { parseNodeId, type ParsedNodeId } from '../node-id.ts';
import { datasetByIdentity, jobByName, pushTo, versionsWrittenBy, type ColumnLineageRow, type Store } from '../store.ts';
import { isDatasetHidden } from './annotations.ts';
import { intParam, requiredParam, type Query } from './params.ts';

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function fieldsOfDataset(store: Store, datasetUuid: string, name?: string): string[] {
  return [...store.fieldById.values()].filter((f) => f.datasetUuid === datasetUuid && (name === undefined || f.name === name)).map((f) => f.uuid);
}

/**
 * Start fields per nodeId form (docs/marquez-behaviours.md#how-column-lineage-is-computed), and the time bound for
 * "latest" rows.
 */
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
    const latest = (store.runsByJob.get(job.uuid) ?? [])
      .flatMap((id) => store.runs.get(id) ?? [])
      .sort((a, b) => b.createdAt - a.createdAt || b.seq - a.seq)[0];
    const datasets = new Set(latest ? versionsWrittenBy(store, latest.uuid).map((v) => v.datasetUuid) : []);
    return { fields: new Set([...datasets].flatMap((d) => fieldsOfDataset(store, d))), bound: now };
  }
  const dataset = datasetByIdentity(store, id.namespace, id.name);
  if (!dataset) return { fields: new Set(), bound: now };
  return { fields: new Set(fieldsOfDataset(store, dataset.uuid, id.field ?? undefined)), bound: now };
}

/**
 * Latest row per (output field, input field) among rows created by `bound`; pairs are never retired
 * (docs/marquez-behaviours.md#how-column-lineage-is-computed).
 */
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
 * `depth - 1`, so 0 and 1 both mean one edge (docs/marquez-api.md#get-column-lineage,
 * docs/marquez-behaviours.md#how-column-lineage-is-computed).
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

/** Rows grouped as `ColumnLineageDao.getLineage`'s GROUP BY does (one `ColumnLineageNodeData` per group). */
function groupRows(rows: ColumnLineageRow[]): ColumnLineageRow[][] {
  const groups = new Map<string, ColumnLineageRow[]>();
  for (const r of rows) {
    const key = [r.outputFieldUuid, r.outputVersionUuid, r.transformationDescription, r.transformationType, r.createdAt, r.updatedAt].join('\u0000');
    pushTo(groups, key, r);
  }
  return [...groups.values()];
}

// Marquez keeps whichever group its HashSet yields last; the emulator picks the most recently updated one so that
// answers are reproducible.
function laterGroup(a: ColumnLineageRow[], b: ColumnLineageRow[]): boolean {
  const x = a[0];
  const y = b[0];
  if (!x || !y) return false;
  return x.updatedAt !== y.updatedAt
    ? x.updatedAt > y.updatedAt
    : x.createdAt !== y.createdAt
      ? x.createdAt > y.createdAt
      : x.outputVersionUuid > y.outputVersionUuid;
}

/**
 * GET /column-lineage: old shape only, **reversed `inEdges`**, 404 vs `{"graph":[]}`
 * (docs/marquez-api.md#column-lineage-inedges-are-reversed, docs/marquez-api.md#get-column-lineage).
 */
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
  // Soft-deleted datasets drop out of the answer (the final join reads the visible view).
  const visible = (fieldUuid: string) => {
    const f = store.fieldById.get(fieldUuid);
    return !f || !isDatasetHidden(store, f.datasetUuid);
  };
  const rows = walk(latestRows(store, bound), fields, depth, downstream).filter((r) => visible(r.outputFieldUuid) && visible(r.inputFieldUuid));

  const nodeKey = (fieldUuid: string, versionUuid: string) => {
    const f = store.fieldById.get(fieldUuid);
    const d = f ? store.datasets.get(f.datasetUuid) : undefined;
    // Only primary identities survive (PR #2775, docs/marquez-behaviours.md#how-column-lineage-is-computed).
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
  const blocks = new Map<string, { group: ColumnLineageRow[]; data: Record<string, unknown> }>();
  // `ColumnLineageDao.getLineage` groups rows per (output field, output version, transformation, created/updated
  // times); `ColumnLineageService.toLineage` then `put`s one node per group, so a node keeps ONE group's data and
  // only that group's inputFields, while its edges are the union (docs/marquez-behaviours.md, "Column lineage").
  for (const group of groupRows(rows)) {
    const first = group[0];
    if (!first) continue;
    const outId = nodeKey(first.outputFieldUuid, first.outputVersionUuid);
    const prev = blocks.get(outId);
    if (prev && !laterGroup(group, prev.group)) continue;
    const out = describe(first.outputFieldUuid);
    const inputFields = group
      .map((r) => {
        const input = describe(r.inputFieldUuid);
        return {
          namespace: input.namespace,
          dataset: input.dataset,
          datasetVersion: r.inputVersionUuid,
          field: input.field,
          transformationDescription: r.transformationDescription,
          transformationType: r.transformationType,
        };
      })
      .sort((a, b) => cmp(a.namespace, b.namespace) || cmp(a.dataset, b.dataset) || cmp(a.datasetVersion, b.datasetVersion) || cmp(a.field, b.field));
    const data = {
      namespace: out.namespace,
      dataset: out.dataset,
      datasetVersion: first.outputVersionUuid,
      field: out.field,
      fieldType: out.type,
      transformationDescription: first.transformationDescription,
      transformationType: first.transformationType,
      inputFields,
    };
    blocks.set(outId, { group, data });
  }
  const nodeOf = (id: string, data: Record<string, unknown>): Node => {
    let node = nodes.get(id);
    if (!node) nodes.set(id, (node = { id, type: 'DATASET_FIELD', data, inEdges: [], outEdges: [] }));
    return node;
  };
  for (const r of rows) {
    const outId = nodeKey(r.outputFieldUuid, r.outputVersionUuid);
    const inId = nodeKey(r.inputFieldUuid, r.inputVersionUuid);
    const input = describe(r.inputFieldUuid);
    const node = nodeOf(outId, blocks.get(outId)?.data ?? {});
    node.data = blocks.get(outId)?.data ?? node.data;
    // Reversed on purpose: Marquez's inEdges have origin = the node itself, destination = upstream
    // (docs/marquez-api.md#column-lineage-inedges-are-reversed).
    node.inEdges.push({ origin: outId, destination: inId });
    // A field that is only ever an input gets Marquez's empty data block; an output's own block wins.
    const inNode = nodeOf(
      inId,
      blocks.get(inId)?.data ?? {
        namespace: input.namespace,
        dataset: input.dataset,
        datasetVersion: r.inputVersionUuid,
        field: input.field,
        fieldType: '',
        transformationDescription: null,
        transformationType: null,
        inputFields: [],
      },
    );
    inNode.outEdges.push({ origin: inId, destination: outId });
  }
  const dedupe = (edges: { origin: string; destination: string }[]) =>
    [...new Map(edges.map((e) => [`${e.origin}\u0000${e.destination}`, e])).values()].sort(
      (a, b) => cmp(a.origin, b.origin) || cmp(a.destination, b.destination),
    );
  const graph = [...nodes.values()].map((n) => ({ ...n, inEdges: dedupe(n.inEdges), outEdges: dedupe(n.outEdges) })).sort((a, b) => cmp(a.id, b.id));
  return json(200, { graph });
}

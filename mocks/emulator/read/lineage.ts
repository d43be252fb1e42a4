import { json, notFound, type EmulatorResponse } from '../http.ts';
import { parseNodeId } from '../node-id.ts';
import { datasetByIdentity, jobByName, type DatasetRow, type JobRow, type Store } from '../store.ts';
import { formatInstant } from '../time.ts';
import { isJobHidden } from './annotations.ts';
import { intParam, requiredParam, type Query } from './params.ts';
import { lineageDatasetData } from './serialize-dataset.ts';
import { javaUrlOrNull } from './serialize-job.ts';
import { serializeRun } from './serialize-run.ts';

interface Edge {
  origin: string;
  destination: string;
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byEdge = (a: Edge, b: Edge) => cmp(a.origin, b.origin) || cmp(a.destination, b.destination);

function datasetId(d: DatasetRow): string {
  return `dataset:${d.namespace}:${d.name}`;
}
function jobId(j: JobRow): string {
  return `job:${j.namespace}:${j.name}`;
}

/**
 * Current io rows per job: the only edges `/lineage` knows
 * (docs/marquez-behaviours.md#job-versions-and-current-edges-emulator-issue-14).
 */
function currentIo(store: Store): Map<string, { inputs: Set<string>; outputs: Set<string> }> {
  const byJob = new Map<string, { inputs: Set<string>; outputs: Set<string> }>();
  for (const row of [...store.io.values()].flat()) {
    // The walk reads `jobs_view`: a soft-deleted job neither appears nor bridges its datasets.
    if (!row.isCurrent || isJobHidden(store, row.jobUuid)) continue;
    const entry = byJob.get(row.jobUuid) ?? { inputs: new Set<string>(), outputs: new Set<string>() };
    (row.ioType === 'INPUT' ? entry.inputs : entry.outputs).add(row.datasetUuid);
    byJob.set(row.jobUuid, entry);
  }
  return byJob;
}

/**
 * The starting-job rule (docs/marquez-api.md#a-dataset-focus-starts-from-one-job): among all job versions, current or
 * not, that touched the dataset, writers before readers, then the newest version; one job only.
 */
function startJobFor(store: Store, dataset: DatasetRow): JobRow | undefined {
  const candidates = [...store.io.values()]
    .flat()
    .filter((r) => r.datasetUuid === dataset.uuid)
    .map((r) => ({ r, v: store.jobVersions.get(r.jobVersionUuid) }))
    .sort(
      (a, b) =>
        (a.r.ioType === b.r.ioType ? 0 : a.r.ioType === 'OUTPUT' ? -1 : 1) ||
        (b.v?.createdAt ?? 0) - (a.v?.createdAt ?? 0) ||
        (b.v?.seq ?? 0) - (a.v?.seq ?? 0),
    );
  const first = candidates[0];
  return first ? store.jobs.get(first.r.jobUuid) : undefined;
}

function orphan(store: Store, dataset: DatasetRow): EmulatorResponse {
  return json(200, {
    graph: [{ id: datasetId(dataset), type: 'DATASET', data: lineageDatasetData(store, dataset, dataset), inEdges: [], outEdges: [] }],
  });
}

/**
 * BFS over jobs sharing any dataset, undirected, `depth` counting job hops
 * (docs/marquez-behaviours.md#how-lineage-is-computed step 2).
 */
function bfs(io: ReturnType<typeof currentIo>, start: string, depth: number): Set<string> {
  const found = new Set([start]);
  let frontier = [start];
  for (let d = 0; d < depth && frontier.length > 0; d++) {
    const touched = new Set(frontier.flatMap((j) => [...(io.get(j)?.inputs ?? []), ...(io.get(j)?.outputs ?? [])]));
    const next: string[] = [];
    for (const [jobUuid, sets] of io) {
      if (found.has(jobUuid)) continue;
      if ([...sets.inputs, ...sets.outputs].some((ds) => touched.has(ds))) {
        found.add(jobUuid);
        next.push(jobUuid);
      }
    }
    frontier = next;
  }
  return found;
}

function jobData(store: Store, job: JobRow, inputs: DatasetRow[], outputs: DatasetRow[]) {
  const run = job.currentRunUuid ? store.runs.get(job.currentRunUuid) : undefined;
  return {
    id: { namespace: job.namespace, name: job.name },
    type: job.type,
    name: job.name,
    simpleName: job.simpleName,
    parentJobName: job.parentJobName,
    parentJobUuid: job.parentJobUuid,
    currentRunUuid: job.currentRunUuid,
    createdAt: formatInstant(job.createdAt),
    updatedAt: formatInstant(job.updatedAt),
    namespace: job.namespace,
    inputs: inputs.map((d) => ({ namespace: d.namespace, name: d.name })),
    outputs: outputs.map((d) => ({ namespace: d.namespace, name: d.name })),
    location: javaUrlOrNull(job.location),
    description: job.description,
    latestRun: run ? serializeRun(store, run) : null,
  };
}

/**
 * GET /lineage (docs/marquez-api.md#get-lineage, docs/marquez-behaviours.md#how-lineage-is-computed): job-centric,
 * undirected, over current job versions.
 */
export function getLineage(store: Store, query: Query): EmulatorResponse {
  const nodeId = requiredParam(query, 'nodeId');
  const depth = intParam(query, 'depth', 20);
  const parsed = parseNodeId(nodeId);
  if (parsed.kind !== 'dataset' && parsed.kind !== 'job') throw notFound(`Node '${nodeId}' must be of type dataset or job!`);
  let start: JobRow | undefined;
  let focus: DatasetRow | undefined;
  if (parsed.kind === 'job') {
    start = jobByName(store, parsed.namespace, parsed.name);
    if (!start || isJobHidden(store, start.uuid)) throw notFound(`Job '${parsed.name}' not found.`);
  } else {
    focus = datasetByIdentity(store, parsed.namespace, parsed.name);
    if (!focus) throw notFound(`Dataset '${parsed.name}' not found.`);
    start = startJobFor(store, focus);
    if (!start) return orphan(store, focus);
  }
  const io = currentIo(store);
  const jobs = [...bfs(io, start.uuid, depth)].flatMap((u) => {
    const j = store.jobs.get(u);
    // The writer chosen for a dataset focus is looked up in `jobs`, hidden or not; the answer only has visible ones.
    return j && !isJobHidden(store, j.uuid) ? [j] : [];
  });
  const datasets = new Map<string, DatasetRow>();
  for (const j of jobs) {
    for (const u of [...(io.get(j.uuid)?.inputs ?? []), ...(io.get(j.uuid)?.outputs ?? [])]) {
      const d = store.datasets.get(u);
      if (d) datasets.set(u, d);
    }
  }
  // A dataset focus the chosen writer no longer touches comes back alone, even if another job writes it
  // (docs/marquez-behaviours.md#how-lineage-is-computed step 3).
  if (focus && !datasets.has(focus.uuid)) return orphan(store, focus);

  const nodes: { id: string; type: string; data: unknown; inEdges: Edge[]; outEdges: Edge[] }[] = [];
  const dsEdges = new Map<string, { inEdges: Edge[]; outEdges: Edge[] }>();
  for (const d of datasets.values()) dsEdges.set(d.uuid, { inEdges: [], outEdges: [] });
  for (const j of jobs) {
    const ins = [...(io.get(j.uuid)?.inputs ?? [])].flatMap((u) => datasets.get(u) ?? []);
    const outs = [...(io.get(j.uuid)?.outputs ?? [])].flatMap((u) => datasets.get(u) ?? []);
    const inEdges = ins.map((d) => ({ origin: datasetId(d), destination: jobId(j) }));
    const outEdges = outs.map((d) => ({ origin: jobId(j), destination: datasetId(d) }));
    for (const e of inEdges) for (const d of ins) if (datasetId(d) === e.origin) dsEdges.get(d.uuid)?.outEdges.push(e);
    for (const e of outEdges) for (const d of outs) if (datasetId(d) === e.destination) dsEdges.get(d.uuid)?.inEdges.push(e);
    nodes.push({ id: jobId(j), type: 'JOB', data: jobData(store, j, ins, outs), inEdges: inEdges.sort(byEdge), outEdges: outEdges.sort(byEdge) });
  }
  for (const d of datasets.values()) {
    const edges = dsEdges.get(d.uuid) ?? { inEdges: [], outEdges: [] };
    nodes.push({
      id: datasetId(d),
      type: 'DATASET',
      data: lineageDatasetData(store, d, d),
      inEdges: edges.inEdges.sort(byEdge),
      outEdges: edges.outEdges.sort(byEdge),
    });
  }
  // Sorted by id with Java's String.compareTo: every `dataset:` before every `job:`
  // (docs/marquez-behaviours.md#how-lineage-is-computed step 5).
  nodes.sort((a, b) => cmp(a.id, b.id));
  return json(200, { graph: nodes });
}

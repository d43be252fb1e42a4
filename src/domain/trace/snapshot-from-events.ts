import type { Facets, MqDataset, MqField, MqJob, MqLineageGraph, MqLineageNode, OlRunEvent, RunState } from '../marquez-shapes.ts';
import { datasetNodeId, jobNodeId } from '../node-id.ts';
import { readArray, readRecord, readString } from '../facets/read-facet.ts';
import { createSnapshot, type LineageSnapshot, type WriterColumnLineage } from './lineage-snapshot.ts';

const RUN_STATES: Record<string, RunState> = {
  START: 'RUNNING',
  RUNNING: 'RUNNING',
  COMPLETE: 'COMPLETED',
  FAIL: 'FAILED',
  ABORT: 'ABORTED',
};

export function schemaFields(facets: Facets | null | undefined): MqField[] {
  return readArray(readRecord(facets, 'schema'), 'fields').flatMap((f) => {
    const name = readString(f, 'name');
    return name ? [{ name, type: readString(f, 'type'), tags: [], description: readString(f, 'description') }] : [];
  });
}

// Integration test fixtures include partial templates; a dataset without a string namespace and name is skipped.
const named = (d: { namespace?: unknown; name?: unknown }): d is { namespace: string; name: string; facets?: Facets | null } =>
  typeof d.namespace === 'string' && typeof d.name === 'string';

/**
 * A snapshot straight from OpenLineage RunEvents (oldest first), without Marquez: facets merge shallowly per key
 * (later wins, as Marquez does), job inputs/outputs are the union over events. For tests on real integration
 * events and for offline traces; it keeps the full `columnLineage` facet that Marquez would reduce, every writer's
 * facet with the job that sent it, and each job's event `producer`.
 */
export function snapshotFromRunEvents(events: readonly OlRunEvent[]): LineageSnapshot {
  const datasets = new Map<string, MqDataset>();
  const jobs = new Map<string, MqJob>();
  const producers = new Map<string, string>();
  // Per output and writer, that writer's latest facet: a later event of the same job replaces it, another job adds one.
  const writerLineage = new Map<string, Map<string, WriterColumnLineage>>();
  // Records a dataset seen in an event and returns its identity for the job's inputs/outputs.
  const touch = (ds: { namespace: string; name: string; facets?: Facets | null }): { namespace: string; name: string } => {
    const id = datasetNodeId(ds);
    const prev = datasets.get(id);
    const facets = { ...(prev?.facets ?? {}), ...(ds.facets ?? {}) };
    const fields = schemaFields(ds.facets);
    datasets.set(id, {
      id: { namespace: ds.namespace, name: ds.name },
      namespace: ds.namespace,
      name: ds.name,
      type: ds.namespace.startsWith('kafka://') ? 'STREAM' : 'DB_TABLE',
      fields: fields.length > 0 ? fields : (prev?.fields ?? []),
      facets,
      columnLineage: null,
    });
    return { namespace: ds.namespace, name: ds.name };
  };
  for (const e of events) {
    if (typeof e.job?.name !== 'string' || typeof e.job.namespace !== 'string') continue;
    const id = jobNodeId(e.job);
    const prev = jobs.get(id);
    const inputs = (e.inputs ?? []).filter(named).map(touch);
    const outputs = (e.outputs ?? []).filter(named).map(touch);
    if (typeof e.producer === 'string' && e.producer) producers.set(id, e.producer);
    for (const out of (e.outputs ?? []).filter(named)) {
      const facet = out.facets?.columnLineage;
      if (facet === undefined || facet === null) continue;
      const byJob = writerLineage.get(datasetNodeId(out)) ?? new Map<string, WriterColumnLineage>();
      byJob.set(id, { job: { namespace: e.job.namespace, name: e.job.name }, facet });
      writerLineage.set(datasetNodeId(out), byJob);
    }
    const merge = (a: MqJob['inputs'], b: typeof inputs): typeof inputs => {
      const all = [...(a ?? []), ...b];
      return all.filter((d, i) => all.findIndex((x) => x.namespace === d.namespace && x.name === d.name) === i);
    };
    const state = RUN_STATES[(e.eventType ?? '').toUpperCase()] ?? prev?.latestRun?.state ?? 'NEW';
    const runId = e.run?.runId ?? `${id}#run`;
    const run = { id: runId, state, facets: { ...(prev?.latestRun?.id === runId ? prev.latestRun.facets : {}), ...(e.run?.facets ?? {}) } };
    const jobType = readString(readRecord(e.job.facets, 'jobType'), 'processingType');
    jobs.set(id, {
      id: { namespace: e.job.namespace, name: e.job.name },
      namespace: e.job.namespace,
      name: e.job.name,
      type: jobType === 'STREAMING' ? 'STREAM' : 'BATCH',
      inputs: merge(prev?.inputs, inputs),
      outputs: merge(prev?.outputs, outputs),
      facets: { ...(prev?.facets ?? {}), ...(e.job.facets ?? {}) },
      latestRun: run,
      latestRuns: [run],
    });
  }
  const graph: MqLineageNode[] = [];
  const dsEdges = new Map<string, { inEdges: { origin: string; destination: string }[]; outEdges: { origin: string; destination: string }[] }>();
  const edgesOf = (id: string) => dsEdges.get(id) ?? dsEdges.set(id, { inEdges: [], outEdges: [] }).get(id);
  for (const [id, job] of jobs) {
    const inEdges = (job.inputs ?? []).map((d) => ({ origin: datasetNodeId(d), destination: id }));
    const outEdges = (job.outputs ?? []).map((d) => ({ origin: id, destination: datasetNodeId(d) }));
    for (const e of inEdges) edgesOf(e.origin)?.outEdges.push(e);
    for (const e of outEdges) edgesOf(e.destination)?.inEdges.push(e);
    graph.push({ id, type: 'JOB', data: job, inEdges, outEdges });
  }
  for (const [id, d] of datasets) {
    const edges = edgesOf(id) ?? { inEdges: [], outEdges: [] };
    graph.push({ id, type: 'DATASET', data: d, ...edges });
  }
  graph.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const lineage: MqLineageGraph = { graph };
  return {
    ...createSnapshot(lineage, datasets.values(), jobs.values()),
    producers,
    writerLineage: new Map([...writerLineage].map(([id, byJob]) => [id, [...byJob.values()]])),
  };
}

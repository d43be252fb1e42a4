import type { MqJob, MqLineageDataset, MqLineageGraph, MqLineageJob } from '../domain/marquez-shapes.ts';
import { jobNodeId } from '../domain/node-id.ts';
import { augmentLineage } from '../domain/run-lineage/augment-lineage.ts';
import { resolveWindow } from '../domain/run-lineage/lineage-window.ts';
import type { JobRunHistory, RunLevelEdge, RunLevelSummary } from '../domain/run-lineage/run-lineage-types.ts';
import { staleRuns } from '../domain/run-lineage/stale-runs.ts';
import { mapLimit } from '../lib/async-batches.ts';
import type { RunLineageSource } from './run-source.ts';
import { CONCURRENCY, historyOf, listJobs, mayHaveMore, orNote, PAGE, readRuns } from './run-history-reads.ts';

export interface RunLineageRequest {
  nodeId: string;
  depth: number;
  since?: string | null;
  until?: string | null;
  /** Used only when no run has a time at all. */
  now?: number;
}

export interface RunLineageAnswer {
  /** Marquez's answer with run-level edges added; `runLevel` holds the summary. */
  graph: MqLineageGraph;
  edges: RunLevelEdge[];
}

function jobNamespaces(graph: MqLineageGraph): Set<string> {
  return new Set(graph.graph.filter((n) => n.type === 'JOB').map((n) => n.data.namespace));
}

/** Namespaces to list jobs in: those of the jobs Marquez drew, else the writers of the focus, else every one. */
async function namespacesToList(source: RunLineageSource, marquez: MqLineageGraph, nodeId: string, notes: string[]): Promise<string[]> {
  const fromGraph = jobNamespaces(marquez);
  if (fromGraph.size > 0) return [...fromGraph];
  const focus = marquez.graph.find((n) => n.id === nodeId && n.type === 'DATASET') ?? marquez.graph.find((n) => n.type === 'DATASET');
  if (focus) {
    const versions = await orNote(
      source.datasetVersions({ namespace: focus.data.namespace, name: focus.data.name, limit: PAGE, offset: 0 }),
      notes,
      'dataset versions',
    );
    const writers = new Set((versions?.items ?? []).flatMap((v) => (v.createdByRun?.jobVersion ? [v.createdByRun.jobVersion.namespace] : [])));
    if (writers.size > 0) return [...writers];
  }
  const all = await orNote(source.namespaces({ limit: PAGE, offset: 0 }), notes, 'namespaces');
  return (all ?? []).map((n) => n.name);
}

/**
 * Run-level lineage around one node: Marquez's `/lineage`, then the jobs of the namespaces it involves (their
 * list rows carry the latest runs with the dataset versions each read and wrote), then more runs only for jobs
 * in the view whose latest runs do not cover the window. Requests grow with the view and its namespaces' job
 * lists, never with the whole history. A read that fails becomes a note; Marquez's own view is always kept.
 */
export async function loadRunLineage(source: RunLineageSource, request: RunLineageRequest): Promise<RunLineageAnswer> {
  const notes: string[] = [];
  const marquez = await source.lineage({ nodeId: request.nodeId, depth: request.depth });
  const namespaces = await namespacesToList(source, marquez, request.nodeId, notes);
  const jobs = (await mapLimit(namespaces, CONCURRENCY, (ns) => listJobs(source, ns, notes))).flat();
  const byId = new Map<string, MqJob>();
  for (const j of jobs) byId.set(jobNodeId(j), j);

  const histories = new Map<string, JobRunHistory>();
  for (const [id, job] of byId) histories.set(id, historyOf(job, job.latestRuns ?? [], true));
  const window = resolveWindow({ since: request.since ?? null, until: request.until ?? null }, histories.values(), request.now ?? Date.now());

  const jobData = new Map<string, MqLineageJob>([...byId].map(([id, j]) => [id, j]));
  const datasetData = new Map<string, MqLineageDataset>();
  for (const n of marquez.graph) if (n.type === 'DATASET') datasetData.set(n.id, n.data);
  // Jobs only runs bring into view: ask Marquez for each one alone, so an edge that is current in Marquez but outside
  // this answer's reach is not called dropped.
  const elsewhere = new Map<string, MqLineageGraph>();
  const augment = () =>
    augmentLineage(marquez, [...histories.values()], window, {
      focusId: request.nodeId,
      depth: request.depth,
      jobs: jobData,
      datasets: datasetData,
      elsewhere: [...elsewhere.values()],
    });
  const askMarquezAboutNewJobs = async (graph: MqLineageGraph) => {
    const inAnswer = new Set(marquez.graph.map((n) => n.id));
    const todo = graph.graph.filter((n) => n.type === 'JOB' && !inAnswer.has(n.id) && !elsewhere.has(n.id));
    const answers = await mapLimit(todo, CONCURRENCY, (n) => orNote(source.lineage({ nodeId: n.id, depth: 0 }), notes, `Marquez lineage of ${n.data.name}`));
    todo.forEach((n, i) => elsewhere.set(n.id, answers[i] ?? { graph: [] }));
    return todo.length > 0;
  };

  let result = augment();
  if (await askMarquezAboutNewJobs(result.graph)) result = augment();
  // Jobs in the view whose ten latest runs may not reach back to the window's start: page their runs. New edges can
  // bring new jobs into reach, so repeat a few times (each job is paged once).
  const paged = new Set<string>();
  for (let round = 0; round < 3; round++) {
    const inView = result.graph.graph.filter((n) => n.type === 'JOB' && !paged.has(n.id)).flatMap((n) => byId.get(n.id) ?? []);
    const todo = inView.filter((j) => mayHaveMore(j, window));
    if (todo.length === 0) break;
    const more = await mapLimit(todo, CONCURRENCY, async (job) => ({ job, ...(await readRuns(source, job, window, notes)) }));
    for (const { job, runs, complete } of more) {
      paged.add(jobNodeId(job));
      histories.set(jobNodeId(job), historyOf(job, [...(job.latestRuns ?? []), ...runs], complete));
    }
    result = augment();
    if (await askMarquezAboutNewJobs(result.graph)) result = augment();
  }
  for (const h of histories.values()) if (h.problems.length > 0) notes.push(...h.problems.map((p) => `${h.job.name}: ${p}`));

  const inView = new Set(result.graph.graph.map((n) => n.id));
  const viewHistories = [...histories.entries()].filter(([id]) => inView.has(id)).map(([, h]) => h);
  const summary: RunLevelSummary = {
    view: 'runs',
    window,
    staleRuns: staleRuns(viewHistories, window),
    droppedEdges: result.edges.filter((e) => !e.inMarquezView),
    notes,
  };
  return { graph: { ...result.graph, runLevel: summary }, edges: result.edges };
}

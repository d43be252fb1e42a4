import type { MqJob, MqLineageGraph } from '../domain/marquez-shapes.ts';
import { jobNodeId } from '../domain/node-id.ts';
import { lineageHealth, type LineageHealth } from '../domain/run-lineage/lineage-health.ts';
import { resolveWindow } from '../domain/run-lineage/lineage-window.ts';
import { observedEdges } from '../domain/run-lineage/run-level-edges.ts';
import type { JobRunHistory } from '../domain/run-lineage/run-lineage-types.ts';
import { mapLimit } from '../lib/async-batches.ts';
import type { RunLineageSource } from './run-source.ts';
import { readNamespaces } from './read-namespaces.ts';
import { CONCURRENCY, historyOf, listJobs, mayHaveMore, orNote, readRuns } from './run-history-reads.ts';

export interface HealthRequest {
  since?: string | null;
  until?: string | null;
  staleHours?: number;
  /** Used only when no run has a time at all. */
  now?: number;
}

/**
 * Lineage health of a whole Marquez: every namespace's jobs with their latest runs (more runs where the window needs
 * them), then Marquez's own `/lineage` of each job that ran, alone, to learn which of its edges Marquez still draws.
 * Requests: the lists, plus one per job that ran in the window. Marquez not answering the namespace list throws.
 */
export async function loadLineageHealth(source: RunLineageSource, request: HealthRequest = {}): Promise<LineageHealth & { notes: string[] }> {
  const notes: string[] = [];
  const namespaces = await readNamespaces(source, notes);
  const jobs = new Map<string, MqJob>();
  for (const list of await mapLimit(namespaces, CONCURRENCY, (ns) => listJobs(source, ns, notes))) for (const j of list) jobs.set(jobNodeId(j), j);

  const histories = new Map<string, JobRunHistory>([...jobs].map(([id, j]) => [id, historyOf(j, j.latestRuns ?? [], true)]));
  const window = resolveWindow({ since: request.since ?? null, until: request.until ?? null }, histories.values(), request.now ?? Date.now());
  const more = [...jobs.values()].filter((j) => mayHaveMore(j, window));
  for (const { job, runs, complete } of await mapLimit(more, CONCURRENCY, async (job) => ({ job, ...(await readRuns(source, job, window, notes)) }))) {
    histories.set(jobNodeId(job), historyOf(job, [...(job.latestRuns ?? []), ...runs], complete));
  }
  for (const h of histories.values()) for (const p of h.problems) notes.push(`${h.job.name}: ${p}`);

  const ran = [...new Set([...observedEdges(histories.values(), window).values()].map((e) => jobNodeId(e.job)))];
  const answers = await mapLimit(ran, CONCURRENCY, (id) => orNote(source.lineage({ nodeId: id, depth: 0 }), notes, `Marquez lineage of ${id}`));
  const marquez = new Map<string, MqLineageGraph>();
  ran.forEach((id, i) => {
    const answer = answers[i];
    if (answer) marquez.set(id, answer);
  });
  // A job whose lineage could not be read is left out rather than reported as having lost every edge.
  const ranSet = new Set(ran);
  const known = [...histories.entries()].filter(([id]) => !ranSet.has(id) || marquez.has(id)).map(([, h]) => h);
  return { ...lineageHealth(known, marquez, window, request.staleHours), notes };
}

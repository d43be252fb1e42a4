import type { ExplicitSources } from '../trace/lineage-snapshot.ts';
import { buildIdentityIndex, identitySources } from './identity-index.ts';
import { jobLineageEntries, mayStateLineage } from './job-lineage-entries.ts';
import type { LineageGraph } from './lineage-graph.ts';

/** One input → output pair of a job, by dataset nodeIds. */
export interface JobPair {
  input: string;
  output: string;
}

/** A job with an explicit lineage facet, as drawn: what it reads and writes on the canvas and which pairs it states. */
export interface StatingJob {
  jobId: string;
  /** Its drawn table edges (input → job and job → output): the edge id and the dataset at its other end. */
  edges: readonly { id: string; dataset: string }[];
  /** The drawn pairs its facet states, in input × output order. */
  stated: readonly JobPair[];
  /** The drawn input × output pairs its facet leaves out. */
  unstated: readonly JobPair[];
}

/**
 * Every drawn job that states its lineage, with the pairs of its drawn inputs × outputs its facet states and leaves
 * out (docs/openlineage-facets.md#explicit-lineage-facet). Names resolve through symlinks as field edges do. A graph
 * with no lineage facet returns at once, having looked at each node once.
 */
export function statingJobs(graph: LineageGraph, sources?: ReadonlyMap<string, ExplicitSources>): StatingJob[] {
  if (!mayStateLineage(graph, sources)) return [];
  const index = buildIdentityIndex(identitySources(graph.nodes.values()));
  const io = new Map<string, { inputs: string[]; outputs: string[]; edges: { id: string; dataset: string }[] }>();
  const ioOf = (jobId: string) => io.get(jobId) ?? io.set(jobId, { inputs: [], outputs: [], edges: [] }).get(jobId)!;
  for (const e of graph.edges) {
    const fromDataset = graph.nodes.get(e.source)?.kind === 'dataset';
    const entry = ioOf(fromDataset ? e.target : e.source);
    const dataset = fromDataset ? e.source : e.target;
    (fromDataset ? entry.inputs : entry.outputs).push(dataset);
    entry.edges.push({ id: e.id, dataset });
  }
  const out: StatingJob[] = [];
  for (const node of graph.nodes.values()) {
    if (node.kind !== 'job') continue;
    const entries = jobLineageEntries(node, sources);
    if (!entries) continue;
    const said = new Set<string>();
    for (const entry of entries) {
      if (entry.target.kind !== 'dataset') continue;
      const target = index.resolve(entry.target.namespace, entry.target.name);
      if (target === undefined) continue;
      for (const s of [...(entry.inputs ?? []), ...[...entry.fields.values()].flat()]) {
        const input = s.kind === 'dataset' ? index.resolve(s.namespace, s.name) : undefined;
        if (input !== undefined) said.add(`${input}\u0000${target}`);
      }
    }
    const { inputs, outputs, edges } = io.get(node.id) ?? { inputs: [], outputs: [], edges: [] };
    const stated: JobPair[] = [];
    const unstated: JobPair[] = [];
    for (const input of inputs) {
      for (const output of outputs) {
        if (output !== input) (said.has(`${input}\u0000${output}`) ? stated : unstated).push({ input, output });
      }
    }
    out.push({ jobId: node.id, edges, stated, unstated });
  }
  return out;
}

/** A stated pair of a job whose facet leaves pairs out, drawn as its own path through the job. */
export interface StatedRoute extends JobPair {
  id: string;
  jobId: string;
  /** Which of the job's `lanes` stated paths this is, top to bottom: each crosses the job at its own height. */
  lane: number;
  lanes: number;
}

/**
 * How the canvas draws the jobs whose lineage facet leaves out some of their drawn input × output pairs (a bulk job
 * that reads a and b and writes c and d, stating only a → c and b → d): each stated pair as its own path through
 * the job, and the job's table edges, whose picture would say every input feeds every output, not drawn
 * (`replaced`). A table edge of an input or output that is in no stated pair stays: it is still read or written.
 */
export function statedRoutes(graph: LineageGraph, sources?: ReadonlyMap<string, ExplicitSources>): { routes: StatedRoute[]; replaced: ReadonlySet<string> } {
  const routes: StatedRoute[] = [];
  const replaced = new Set<string>();
  for (const job of statingJobs(graph, sources)) {
    if (job.unstated.length === 0 || job.stated.length === 0) continue;
    const ends = new Set(job.stated.flatMap((p) => [p.input, p.output]));
    for (const e of job.edges) if (ends.has(e.dataset)) replaced.add(e.id);
    job.stated.forEach((p, lane) =>
      routes.push({ ...p, id: `stated:${p.input}->${job.jobId}->${p.output}`, jobId: job.jobId, lane, lanes: job.stated.length }),
    );
  }
  return { routes, replaced };
}

import { jobEvents } from './events.ts';
import { planLineage, type LineagePlan, type SyntheticOptions } from './plan.ts';

export type { SyntheticOptions, LineagePlan } from './plan.ts';
export { planLineage } from './plan.ts';
export { createPrng } from './prng.ts';

export interface GenerateOptions extends SyntheticOptions {
  /** Also emit a START per run (default true); COMPLETE alone is enough for Marquez to draw edges. */
  withStartEvents?: boolean;
  /** Time of the first event (default 2026-11-01T00:00:00Z); runs follow 2 s apart in topological order. */
  startTime?: string;
}

export interface SyntheticStats {
  datasets: number;
  jobs: number;
  /** datasets + jobs: the node count of a full-depth `/lineage` answer. */
  nodes: number;
  fields: number;
  jobsWithColumnLineage: number;
  /** dataset→job plus job→dataset edges. */
  edges: number;
}

/** Counts what a plan will put in a lineage graph. */
export function statsOf(plan: LineagePlan): SyntheticStats {
  return {
    datasets: plan.datasets.length,
    jobs: plan.jobs.length,
    nodes: plan.datasets.length + plan.jobs.length,
    fields: plan.datasets.reduce((n, d) => n + d.fields.length, 0),
    jobsWithColumnLineage: plan.jobs.filter((j) => j.columnLineage !== null).length,
    edges: plan.jobs.reduce((n, j) => n + j.inputs.length + j.outputs.length, 0),
  };
}

/** Events plus the plan's counts, for benchmarks that need to know N. */
export function generateLineageWithStats(options: GenerateOptions): {
  events: Record<string, unknown>[];
  stats: SyntheticStats;
  /** A source dataset: the graph is connected, so a deep enough `/lineage` from it returns every node. */
  focus: { namespace: string; name: string };
} {
  const plan = planLineage(options);
  const start = Date.parse(options.startTime ?? '2026-11-01T00:00:00.000Z');
  const withStart = options.withStartEvents ?? true;
  const events = plan.jobs.flatMap((job, i) => jobEvents(plan, job, i, options.seed, start + i * 2000, withStart));
  const first = plan.datasets[0];
  return { events, stats: statsOf(plan), focus: { namespace: first?.namespace ?? '', name: first?.name ?? '' } };
}

/**
 * Deterministic OpenLineage events for a realistic layered pipeline (issue 8): datasets with 5–15 fields, jobs
 * reading 1–3 and writing 1–2 datasets, a share of them with column lineage; `nodes: N` gives exactly N lineage
 * nodes, `cycle: true` closes one cycle. Same options, same events.
 */
export function generateLineage(options: GenerateOptions): Record<string, unknown>[] {
  return generateLineageWithStats(options).events;
}

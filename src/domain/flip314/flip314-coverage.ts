import { identityKey } from '../stitching/catalog.ts';
import type { Flip314Island } from './flip314-types.ts';

/** The part of a trace hop (issue 5 contract, `TraceHop`) this comparison reads. */
export interface Flip314TraceHop {
  from: { namespace: string; dataset: string; field: string | null };
  to: { namespace: string; dataset: string; field: string | null };
  job: { namespace: string; name: string } | null;
  level: string;
}

export interface Flip314HopCoverage {
  index: number;
  /** The dataset-level step this hop belongs to (see {@link flip314Coverage}). */
  step: number;
  covered: boolean;
  /** The island (Flink job nodeId) that shows this hop, or null. */
  jobId: string | null;
  description: string;
}

/** "FLIP-314 covers k of n hops of this trace", and where the native view loses the value. */
export interface Flip314Coverage {
  /** Dataset-level steps FLIP-314 shows. */
  covered: number;
  /** Dataset-level steps of the trace. */
  total: number;
  /** The first hop (in trace order) of the first step FLIP-314 does not show; null when it shows them all (or there are none). */
  lostAt: { hopIndex: number; description: string } | null;
  hops: Flip314HopCoverage[];
}

function show(end: Flip314TraceHop['from']): string {
  return end.field === null ? end.dataset : `${end.dataset}.${end.field}`;
}

function describe(hop: Flip314TraceHop, covered: boolean): string {
  const step = `${show(hop.from)} → ${show(hop.to)}`;
  if (covered) return `${step}: inside Flink job ${hop.job?.name ?? ''}, at dataset level only`;
  if (hop.job === null) return `${step}: a ${hop.level} hop with no job, which FLIP-314 cannot see`;
  return `${step}: job ${hop.job.name} is not a Flink job (or does not read and write these datasets), so FLIP-314 cannot see it`;
}

/**
 * Which hops of a trace Flink's native lineage would show: a hop is covered when its job is a Flink island and its
 * `from` dataset is a source and `to` dataset a sink of that island. FLIP-314 is dataset-level, so hops are counted
 * as dataset-level steps: hops between the same two datasets through the same job (a dataset hop and its inferred
 * field refinement, say) are one step, and `covered`/`total` count steps.
 */
export function flip314Coverage(trace: { hops: readonly Flip314TraceHop[] }, islands: readonly Flip314Island[]): Flip314Coverage {
  const byJob = new Map<string, { jobId: string; sources: Set<string>; sinks: Set<string> }>();
  for (const island of islands) {
    const sources = new Set<string>();
    const sinks = new Set<string>();
    for (const v of island.vertices) (v.role === 'source' ? sources : sinks).add(identityKey(v.dataset));
    byJob.set(identityKey(island.job), { jobId: island.jobId, sources, sinks });
  }
  const steps = new Map<string, number>();
  const hops = trace.hops.map((hop, index): Flip314HopCoverage => {
    const from = identityKey({ namespace: hop.from.namespace, name: hop.from.dataset });
    const to = identityKey({ namespace: hop.to.namespace, name: hop.to.dataset });
    const jobKey = hop.job ? identityKey(hop.job) : null;
    const stepKey = `${from}\u0001${to}\u0001${jobKey ?? ''}\u0001${hop.job ? '' : hop.level}`;
    let step = steps.get(stepKey);
    if (step === undefined) steps.set(stepKey, (step = steps.size));
    const island = jobKey ? byJob.get(jobKey) : undefined;
    const covered = island !== undefined && island.sources.has(from) && island.sinks.has(to);
    return { index, step, covered, jobId: covered ? (island?.jobId ?? null) : null, description: describe(hop, covered) };
  });
  const coveredSteps = new Set(hops.filter((h) => h.covered).map((h) => h.step));
  const lost = hops.find((h) => !h.covered);
  return {
    covered: coveredSteps.size,
    total: steps.size,
    lostAt: lost ? { hopIndex: lost.index, description: lost.description } : null,
    hops,
  };
}

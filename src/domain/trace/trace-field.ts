import type { LineageSnapshot } from './lineage-snapshot.ts';
import { indexSnapshot } from './snapshot-index.ts';
import { stepDownstream } from './step-downstream.ts';
import { stepUpstream } from './step-upstream.ts';
import { TraceCollector } from './trace-collector.ts';
import { resolveTraceTarget } from './trace-target.ts';
import type { TraceHop, TraceOptions, TraceResult, UnreportedDataset } from './trace-types.ts';
import type { SnapshotIndex } from './snapshot-index.ts';
import { jobNodeId } from '../node-id.ts';
import { allToAllOf, type WalkContext, type WalkItem } from './walk-context.ts';

/**
 * Traces one field through a lineage snapshot: upstream to its sources (default) or downstream to its impact.
 * Breadth-first and iterative; each (dataset, field) is expanded once (a point first reached by an inferred hop is
 * expanded again if reported lineage reaches it later), so cycles, diamonds and several producers terminate.
 * Throws {@link TraceTargetNotFound} when the dataset or field is unknown.
 */
export function traceField(snapshot: LineageSnapshot, target: { namespace: string; dataset: string; field: string }, options: TraceOptions = {}): TraceResult {
  const direction = options.direction ?? 'upstream';
  const index = indexSnapshot(snapshot, options.stitches);
  const startId = resolveTraceTarget(index, target);
  const out = new TraceCollector(index);
  const expanded = new Map<string, WalkItem['mode']>();
  const queue: WalkItem[] = [];
  const ctx: WalkContext = {
    index,
    out,
    inferred: options.inferred ?? true,
    enqueue(item) {
      const key = `${item.datasetId}\u0000${item.field ?? '\u0001'}`;
      const prior = expanded.get(key);
      if (prior === 'full' || prior === item.mode) return;
      expanded.set(key, item.mode);
      queue.push(item);
    },
  };
  ctx.enqueue({ datasetId: startId, field: target.field, mode: 'full' });
  const step = direction === 'upstream' ? stepUpstream : stepDownstream;
  for (let i = 0; i < queue.length; i++) step(ctx, queue[i]!);
  const unreported = unreportedDatasets(index, [...out.hops, ...out.influencers]);
  const allToAll = allToAllJobs(index, out.hops);
  return {
    target: { namespace: target.namespace, dataset: target.dataset, field: target.field },
    direction,
    hops: out.hops,
    influencers: out.influencers,
    degradations: out.degradations,
    roots: out.roots,
    ...(unreported.length > 0 ? { unreported } : {}),
    ...(allToAll.length > 0 ? { allToAll } : {}),
  };
}

/** Jobs of the trace's hops flagged all-to-all (src/domain/trace/all-to-all-job.ts), in hop order. */
function allToAllJobs(index: SnapshotIndex, hops: readonly TraceHop[]): NonNullable<TraceResult['allToAll']> {
  const out = new Map<string, { job: { namespace: string; name: string }; reason: string }>();
  for (const h of hops) {
    if (!h.job) continue;
    const id = jobNodeId(h.job);
    if (out.has(id)) continue;
    const flag = allToAllOf(index, id);
    if (flag) out.set(id, { job: { ...h.job }, reason: flag.reason });
  }
  return [...out.values()];
}

/**
 * Hop ends no event reports (a facet named them), each with the reported dataset it most likely is, looked for first
 * among the inputs of the jobs whose hops touch it.
 */
function unreportedDatasets(index: SnapshotIndex, hops: readonly TraceHop[]): UnreportedDataset[] {
  const found = new Map<string, { namespace: string; name: string; jobs: Set<string> }>();
  const ids = new Map<string, string>();
  for (const h of hops) {
    for (const end of [h.from, h.to]) {
      const key = `${end.namespace}\u0000${end.dataset}`;
      let id = ids.get(key);
      if (id === undefined) ids.set(key, (id = index.resolve(end.namespace, end.dataset)));
      if (index.reported(id)) continue;
      const entry = found.get(id) ?? { namespace: end.namespace, name: end.dataset, jobs: new Set<string>() };
      if (h.job) entry.jobs.add(jobNodeId(h.job));
      found.set(id, entry);
    }
  }
  return [...found].map(([id, e]) => {
    const likely = index.likelyReported(id, [...e.jobs]);
    const ref = likely ? index.identity(likely.id) : null;
    return { namespace: e.namespace, name: e.name, likely: likely && ref ? { ...ref, confidence: likely.confidence, evidence: likely.evidence } : null };
  });
}

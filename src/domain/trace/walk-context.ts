import { allToAllJob, type AllToAllJob } from './all-to-all-job.ts';
import type { SnapshotIndex } from './snapshot-index.ts';
import type { TraceCollector, WalkPoint } from './trace-collector.ts';

/**
 * `full` points follow everything (reported column lineage, dataset-level fallback with degradations, inference).
 * `inferred-only` points were reached by an inferred hop: they follow reported column lineage only, because the
 * dataset-level walk already covers that dataset and inference on inference would compound guesses.
 */
export type WalkMode = 'full' | 'inferred-only';

export interface WalkItem extends WalkPoint {
  mode: WalkMode;
}

export interface WalkContext {
  index: SnapshotIndex;
  out: TraceCollector;
  inferred: boolean;
  enqueue(item: WalkItem): void;
}

/** A stitched peer keeps the traced field when it has one by that name (or reports no schema), else dataset level. */
export function peerField(ctx: WalkContext, peerId: string, field: string | null): string | null {
  if (field === null) return null;
  const fields = ctx.index.dataset(peerId)?.fields ?? [];
  return fields.length === 0 || fields.some((f) => f.name === field) ? field : null;
}

const allToAllCache = new WeakMap<SnapshotIndex, Map<string, AllToAllJob | null>>();

/** The job's all-to-all flag (src/domain/trace/all-to-all-job.ts), from the datasets the snapshot gives it. */
export function allToAllOf(index: SnapshotIndex, jobId: string): AllToAllJob | null {
  let perIndex = allToAllCache.get(index);
  if (!perIndex) allToAllCache.set(index, (perIndex = new Map()));
  if (!perIndex.has(jobId)) {
    const named = (ids: readonly string[]) => ids.map((id) => ({ id, name: index.identity(id)?.name ?? id }));
    perIndex.set(jobId, allToAllJob(index.job(jobId)?.name ?? jobId, named(index.inputs(jobId)), named(index.outputs(jobId))));
  }
  return perIndex.get(jobId) ?? null;
}

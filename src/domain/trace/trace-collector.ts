import type { SnapshotIndex } from './snapshot-index.ts';
import type { HopLevel, TraceDegradation, TraceEndpoint, TraceHop, TraceTransformation } from './trace-types.ts';

/** A point of the walk: a dataset and a field, or the whole dataset (`field: null`). */
export interface WalkPoint {
  datasetId: string;
  field: string | null;
}

/** Accumulates hops, influencers, degradations and roots without duplicates, in discovery order. */
export class TraceCollector {
  readonly hops: TraceHop[] = [];
  readonly influencers: TraceHop[] = [];
  readonly degradations: TraceDegradation[] = [];
  readonly roots: TraceEndpoint[] = [];
  private readonly seen = new Set<string>();

  constructor(private readonly index: SnapshotIndex) {}

  endpoint(p: WalkPoint): TraceEndpoint {
    const d = this.index.identity(p.datasetId);
    return { namespace: d?.namespace ?? '', dataset: d?.name ?? p.datasetId, field: p.field };
  }

  private jobRef(jobId: string | null): TraceHop['job'] {
    if (!jobId) return null;
    const j = this.index.job(jobId);
    return j ? { namespace: j.namespace, name: j.name } : { namespace: '', name: jobId };
  }

  /** Adds a hop (or an influencer), `ambiguity` marking one of a group of guesses; false when already recorded. */
  hop(
    kind: 'hop' | 'influencer',
    from: WalkPoint,
    to: WalkPoint,
    jobId: string | null,
    level: HopLevel,
    transformations: readonly TraceTransformation[],
    evidence: string,
    ambiguity?: string,
  ): boolean {
    // A reported self-reference (MERGE INTO reading the column it rewrites) is kept; any other self-loop is noise.
    if (from.datasetId === to.datasetId && from.field === to.field && level !== 'column') return false;
    // A stitch is an identity, not a direction: once A = B is recorded, B = A is the same hop.
    const ends = [`${from.datasetId}\u0000${from.field}`, `${to.datasetId}\u0000${to.field}`];
    if (level === 'stitched') ends.sort();
    const key = [kind, ...ends, jobId, level].join('\u0000');
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    const hop: TraceHop = {
      from: this.endpoint(from),
      to: this.endpoint(to),
      job: this.jobRef(jobId),
      level,
      transformations: transformations.map((t) => ({ ...t })),
      evidence,
      ...(ambiguity ? { ambiguous: true as const, ambiguity } : {}),
    };
    (kind === 'hop' ? this.hops : this.influencers).push(hop);
    return true;
  }

  degradation(datasetId: string, jobId: string | null, reason: string): void {
    const key = ['degradation', datasetId, jobId].join('\u0000');
    if (this.seen.has(key)) return;
    this.seen.add(key);
    const e = this.endpoint({ datasetId, field: null });
    this.degradations.push({ dataset: { namespace: e.namespace, name: e.dataset }, job: this.jobRef(jobId), reason });
  }

  root(p: WalkPoint): void {
    const key = ['root', p.datasetId, p.field].join('\u0000');
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.roots.push(this.endpoint(p));
  }
}

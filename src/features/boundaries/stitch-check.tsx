import { useMemo } from 'react';
import type { Catalog } from '../../domain/stitching/catalog.ts';
import type { StitchCandidate } from '../../domain/stitching/stitch-candidate.ts';
import { snapshotFromCatalog } from '../../domain/trace/snapshot-from-catalog.ts';
import { traceField } from '../../domain/trace/trace-field.ts';
import type { TraceEndpoint, TraceResult } from '../../domain/trace/trace-types.ts';
import { MiddleTruncate } from '../../components/ui/middle-truncate.tsx';
import { traceTarget } from './trace-target.ts';

export interface StitchCheckProps {
  catalog: Catalog;
  accepted: readonly StitchCandidate[];
  /** The `trace` URL param (a `datasetField:` nodeId), or null. */
  trace: string | null;
}

type Outcome = { ok: true; without: TraceResult; with: TraceResult | null } | { ok: false; message: string };

function RootList({ roots, testId }: { roots: readonly TraceEndpoint[]; testId: string }) {
  if (roots.length === 0) return <p className="tb-muted">no upstream dataset</p>;
  return (
    <ul className="tb-stitch-check__roots" data-testid={testId}>
      {roots.map((r) => (
        <li key={`${r.namespace}\u0000${r.dataset}\u0000${r.field ?? ''}`} data-root={`${r.namespace} ${r.dataset}`}>
          <MiddleTruncate text={r.field === null ? r.dataset : `${r.dataset}.${r.field}`} max={60} />
          <span className="tb-muted"> · </span>
          <MiddleTruncate className="tb-muted" text={r.namespace} max={40} />
        </li>
      ))}
    </ul>
  );
}

/**
 * What stitching changes for the traced field: where its upstream trace ends without stitches and with the accepted
 * ones. The trace runs over the whole catalog, because a break is exactly what keeps one `/lineage` answer from
 * reaching the other side.
 */
export function StitchCheck({ catalog, accepted, trace }: StitchCheckProps) {
  const namespaces = useMemo(() => [...new Set(catalog.datasets.map((d) => d.namespace))], [catalog]);
  const target = traceTarget(trace, namespaces);
  const snapshot = useMemo(() => (target ? snapshotFromCatalog(catalog) : null), [catalog, target]);
  const outcome = useMemo((): Outcome | null => {
    if (!snapshot || !target) return null;
    try {
      const without = traceField(snapshot, target);
      const withStitches = accepted.length > 0 ? traceField(snapshot, target, { stitches: accepted }) : null;
      return { ok: true, without, with: withStitches };
    } catch (e) {
      return { ok: false, message: e instanceof Error ? e.message : String(e) };
    }
  }, [snapshot, target, accepted]);

  if (!target) {
    return (
      <section className="tb-stitch-check" aria-label="What stitching changes">
        <h2>What stitching changes</h2>
        <p className="tb-muted">
          Trace a field (in the graph or from search) and come back: this shows whether the accepted stitches carry its upstream trace to the source.
        </p>
      </section>
    );
  }
  const stitchedHops = outcome?.ok && outcome.with ? outcome.with.hops.filter((h) => h.level === 'stitched').length : 0;
  return (
    <section className="tb-stitch-check" aria-label="What stitching changes" data-testid="stitch-check">
      <h2>
        What stitching changes for <MiddleTruncate text={`${target.dataset}.${target.field}`} max={60} />
      </h2>
      {outcome === null ? null : !outcome.ok ? (
        <p className="tb-error-line" role="alert">
          {outcome.message}
        </p>
      ) : (
        <div className="tb-stitch-check__cols">
          <div>
            <h3>Without stitching, the upstream trace ends at</h3>
            <RootList roots={outcome.without.roots} testId="stitch-check-roots-plain" />
          </div>
          <div>
            <h3>
              {outcome.with
                ? `With ${accepted.length} accepted stitch${accepted.length === 1 ? '' : 'es'} (${stitchedHops} stitched hop${stitchedHops === 1 ? '' : 's'}), it reaches`
                : 'No candidate is accepted, so stitching changes nothing'}
            </h3>
            {outcome.with ? <RootList roots={outcome.with.roots} testId="stitch-check-roots-stitched" /> : null}
          </div>
        </div>
      )}
    </section>
  );
}

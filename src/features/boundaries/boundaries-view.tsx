import { useCallback, useMemo } from 'react';
import { QueryErrorMessage } from '../../components/ui/query-error.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import type { StitchCandidate } from '../../domain/stitching/stitch-candidate.ts';
import { useInvestigationParams } from '../../lib/use-investigation-params.ts';
import { useInvestigationStitchDecisions } from '../../hooks/use-stitch-decisions.ts';
import { isStitchAccepted, stitchKey, type StitchDecision } from '../../domain/stitching/stitch-policy.ts';
import './boundaries.css';
import { CandidateItem } from './candidate-item.tsx';
import { StitchCheck } from './stitch-check.tsx';
import { useBoundaries } from './use-boundaries.ts';

/**
 * The Boundaries view (issue 6): datasets that are probably one dataset under two names but that lineage does not
 * connect, each with its evidence and fix, accept / reject, and the "Stitch accepted" switch (`stitch=1`).
 */
export function BoundariesView() {
  const { params } = useInvestigationParams();
  const { catalog, candidates, accepted } = useBoundaries();
  const { decisions, decide, setStitch } = useInvestigationStitchDecisions();
  const { stitch, acc, rej, view, since, until, trace, tdir } = params;
  const carry = useMemo(() => ({ stitch, acc, rej, view, since, until, trace, tdir }), [stitch, acc, rej, view, since, until, trace, tdir]);
  const onDecide = useCallback((c: StitchCandidate, d: StitchDecision | null) => decide(c, d), [decide]);

  if (catalog.isPending) {
    return (
      <StatusMessage kind="loading" title="Reading every dataset and job from Marquez…" detail={<p>Boundary breaks are found across the whole catalog.</p>} />
    );
  }
  if (catalog.isError) return <QueryErrorMessage query={catalog} subject="the catalog" />;

  return (
    <div className="tb-boundaries" data-testid="boundaries-view">
      <header className="tb-bnd-head">
        <div>
          <h1 className="tb-bnd-head__title">Boundary breaks</h1>
          <p className="tb-muted">
            {`${candidates.length} candidate${candidates.length === 1 ? '' : 's'} across ${catalog.data.datasets.length} datasets and ${catalog.data.jobs.length} jobs: `}
            names that are probably one dataset, which lineage does not connect. Accepted candidates are joined in the graph and the trace when stitching is on.
          </p>
        </div>
        <label className="tb-switch">
          <input type="checkbox" role="switch" checked={params.stitch} onChange={(e) => setStitch(e.target.checked)} data-testid="stitch-toggle" />
          <span>{`Stitch accepted (${accepted.length})`}</span>
        </label>
      </header>
      {candidates.length === 0 ? (
        <StatusMessage
          kind="empty"
          title="No boundary breaks found — every dataset that looks alike is already connected"
          detail={<p>Checked symlinks, Kafka bootstrap servers, Iceberg locations and catalog names, and storage path spellings.</p>}
        />
      ) : (
        <>
          {params.stitch ? <StitchCheck catalog={catalog.data} accepted={accepted} trace={params.trace} /> : null}
          <ol className="tb-candidates" aria-label="Boundary break candidates">
            {candidates.map((c) => (
              <CandidateItem
                key={stitchKey(c)}
                candidate={c}
                accepted={isStitchAccepted(c, decisions)}
                decision={decisions[stitchKey(c)]}
                carry={carry}
                onDecide={onDecide}
              />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

import { memo } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { MiddleTruncate } from '../../components/ui/middle-truncate.tsx';
import type { DatasetIdentity } from '../../domain/stitching/catalog.ts';
import type { StitchCandidate } from '../../domain/stitching/stitch-candidate.ts';
import { datasetNodeId } from '../../domain/node-id.ts';
import { lineageHref, type InvestigationParams } from '../../lib/investigation-params.ts';
import type { StitchDecision } from '../../domain/stitching/stitch-policy.ts';
import { RULE_LABELS, RULE_WORDS } from './rule-words.ts';

export interface CandidateItemProps {
  candidate: StitchCandidate;
  accepted: boolean;
  /** The person's decision; undefined = the default (accepted when confident). */
  decision: StitchDecision | undefined;
  /** What a link to the graph keeps of this investigation: stitching, its decisions, the lineage view. */
  carry: Partial<InvestigationParams>;
  onDecide: (candidate: StitchCandidate, decision: StitchDecision | null) => void;
}

function Side({ role, side, carry }: { role: string; side: DatasetIdentity; carry: Partial<InvestigationParams> }) {
  const id = datasetNodeId(side);
  return (
    <div className="tb-candidate__side">
      <span className="tb-candidate__role">{role}</span>
      <MiddleTruncate className="tb-candidate__name" text={side.name} max={56} focusable />
      <MiddleTruncate className="tb-candidate__ns" text={side.namespace} max={56} />
      <Link className="tb-candidate__open" to={lineageHref({ ...carry, node: id, sel: id, depth: 3 })}>
        Open in graph
      </Link>
    </div>
  );
}

/** One boundary break: the two names, the rule in words, how sure, why, the fix, and accept / reject. */
export const CandidateItem = memo(function CandidateItem({ candidate: c, accepted, decision, carry, onDecide }: CandidateItemProps) {
  const percent = Math.round(c.confidence * 100);
  return (
    <li
      className={`tb-candidate${accepted ? ' tb-candidate--accepted' : ' tb-candidate--rejected'}`}
      data-testid="stitch-candidate"
      data-a={datasetNodeId(c.a)}
      data-b={datasetNodeId(c.b)}
      data-rule={c.rule}
      data-state={accepted ? 'accepted' : 'rejected'}
    >
      <div className="tb-candidate__pair">
        <Side role="written as" side={c.a} carry={carry} />
        <span className="tb-candidate__eq" aria-label="is probably the same dataset as">
          =
        </span>
        <Side role="read as" side={c.b} carry={carry} />
      </div>
      <p className="tb-candidate__rule">
        <Badge tone="accent">{RULE_LABELS[c.rule]}</Badge> <Badge tone={percent >= 80 ? 'success' : 'warning'}>{`${percent}% confident`}</Badge>{' '}
        <span>{RULE_WORDS[c.rule]}.</span>
      </p>
      <dl className="tb-candidate__facts">
        <dt>Evidence</dt>
        <dd>{c.evidence}</dd>
        <dt>Fix</dt>
        <dd>{c.hint}</dd>
      </dl>
      <div className="tb-candidate__actions" role="group" aria-label="Decision">
        <span className="tb-candidate__state">
          {accepted ? 'Accepted' : 'Rejected'}
          {decision === undefined ? <span className="tb-muted">{accepted ? ' (confident, by default)' : ' (not confident enough, by default)'}</span> : null}
        </span>
        <button
          type="button"
          className={`tb-button tb-button--small${accepted ? ' tb-button--primary' : ''}`}
          aria-pressed={accepted}
          onClick={() => onDecide(c, 'accepted')}
        >
          Accept
        </button>
        <button
          type="button"
          className={`tb-button tb-button--small${accepted ? '' : ' tb-button--primary'}`}
          aria-pressed={!accepted}
          onClick={() => onDecide(c, 'rejected')}
        >
          Reject
        </button>
        {decision !== undefined ? (
          <button type="button" className="tb-button tb-button--small tb-button--ghost" onClick={() => onDecide(c, null)}>
            Reset
          </button>
        ) : null}
      </div>
    </li>
  );
});

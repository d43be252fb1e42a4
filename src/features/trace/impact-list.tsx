import { displayName } from '../../domain/graph/display-name.ts';
import type { ImpactGroup } from '../../domain/trace/summarize-impact.ts';
import { ENGINE_COLOR_VAR } from '../../components/ui/engine-badge.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { MiddleTruncate } from '../../components/ui/middle-truncate.tsx';
import { RunStateBadge } from '../../components/ui/run-state-badge.tsx';
import { formatTime } from '../../lib/format.ts';

/** Downstream impact: every affected dataset and field, grouped by the engine that writes it, with its last run. */
export function ImpactList({ groups }: { groups: readonly ImpactGroup[] }) {
  if (groups.length === 0) return <p className="tb-muted">Nothing downstream reads this field.</p>;
  return (
    <div className="tb-impact" data-testid="trace-impact">
      {groups.map((g) => (
        <section key={g.engine} className="tb-impact__group" aria-label={`Written by ${g.label}`}>
          <h4 className="tb-impact__engine">
            <Badge swatch={ENGINE_COLOR_VAR[g.engine]}>{g.label}</Badge>
          </h4>
          <ul className="tb-trace__list">
            {g.datasets.map((d) => (
              <li
                key={`${d.namespace}\u0000${d.dataset}\u0000${d.job?.name ?? ''}`}
                className="tb-impact__item"
                data-testid="impact-dataset"
                data-dataset={d.dataset}
              >
                <strong title={`${d.namespace}\n${d.dataset}`}>
                  <MiddleTruncate text={d.dataset} max={44} />
                </strong>
                <span className="tb-muted"> {d.namespace}</span>
                <div className="tb-impact__fields">
                  {d.fields.length > 0 ? d.fields.join(', ') : null}
                  {d.inferredFields.length > 0 ? (
                    <span className="tb-impact__inferred" data-testid="impact-inferred-fields">
                      {d.fields.length > 0 ? ' · ' : ''}
                      {d.inferredFields.join(', ')} (inferred only — a guess, not reported)
                    </span>
                  ) : null}
                  {d.datasetLevel ? (
                    <span className="tb-impact__dataset-level">{d.fields.length > 0 ? ' · ' : ''}whole dataset (dataset-level lineage)</span>
                  ) : null}
                </div>
                {d.job ? (
                  <div className="tb-impact__run">
                    <span title={`${d.job.namespace}\n${d.job.name}`}>
                      <MiddleTruncate text={displayName({ kind: 'job', ...d.job, engine: g.engine }).title} max={36} headShare={0.5} full={d.job.name} />
                    </span>
                    {d.lastRun ? (
                      <>
                        {' '}
                        <RunStateBadge state={d.lastRun.state} /> <span className="tb-muted">{formatTime(d.lastRun.endedAt ?? d.lastRun.startedAt)}</span>
                      </>
                    ) : (
                      <span className="tb-muted"> no run reported</span>
                    )}
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import type { DatasetRef } from '../../domain/node-id.ts';
import { QueryErrorLine } from '../../components/ui/query-error.tsx';
import { RunStateBadge } from '../../components/ui/run-state-badge.tsx';
import { formatTime } from '../../lib/format.ts';
import { useInvestigationParams } from '../../lib/use-investigation-params.ts';
import { useAfterFirstDrawing } from '../../lib/use-after-first-drawing.ts';
import { newestVersionsQueryOptions } from '../../investigation/dataset-versions.ts';
import { shortId, timelineEntries } from './version-marks.ts';

const SHOWN = 20;

/**
 * A dataset's versions with the runs that produced them (state, time), failed quality checks and schema changes
 * marked. Picking one sets the URL's `asof` (a history entry, so Back returns to "now").
 */
export function VersionTimeline({ dataset, tracing }: { dataset: DatasetRef; tracing: boolean }) {
  const { params, setParams } = useInvestigationParams();
  // On a canvas link, asked for once the first drawing is on screen and the browser is idle.
  const enabled = useAfterFirstDrawing();
  // The newest page the failed-check marks and the details panel read too: one request for the three.
  const query = useQuery({ ...newestVersionsQueryOptions(dataset, SHOWN), enabled });
  if (query.isPending) return <p className="tb-muted">Loading versions…</p>;
  if (query.isError) return <QueryErrorLine query={query} subject="the versions" />;
  const entries = timelineEntries(query.data.items);
  if (entries.length === 0) return <p className="tb-muted">No versions recorded for {dataset.name}.</p>;
  return (
    <ol className="tb-tt-timeline" data-testid="tt-timeline" aria-label={`Versions of ${dataset.name}`}>
      {entries.map((e) => {
        const v = e.version;
        const run = v.createdByRun;
        const current = params.asof !== null && (params.asof === e.asof || params.asof === run?.id);
        return (
          <li
            key={v.version}
            className={`tb-tt-timeline__item${current ? ' is-current' : ''}${e.failedChecks.length > 0 ? ' is-failed' : ''}`}
            data-testid="tt-version"
            data-version={v.version}
            data-run={run?.id ?? ''}
            aria-current={current ? 'true' : undefined}
          >
            <div className="tb-tt-timeline__row">
              <time dateTime={v.createdAt}>{formatTime(v.createdAt)}</time>
              {run ? <RunStateBadge state={run.state} /> : <span className="tb-muted">no run</span>}
              <button
                type="button"
                className="tb-button tb-button--small"
                onClick={() => setParams({ asof: e.asof })}
                disabled={current}
                title={run ? `As of run ${run.id}` : `As of ${v.createdAt}`}
                aria-label={current ? 'Current as-of point' : tracing ? 'Trace as of this version' : 'Use as as-of point'}
              >
                {current ? 'Current' : 'As of this'}
              </button>
            </div>
            <div className="tb-tt-timeline__meta">
              <span title={`version ${v.version}`}>v {shortId(v.version)}</span>
              {run ? <span title={`run ${run.id}${run.jobVersion ? ` of ${run.jobVersion.name}` : ''}`}>· run {shortId(run.id)}</span> : null}
              {e.failedChecks.length > 0 ? (
                <span className="tb-badge tb-badge--danger" data-testid="tt-failed-check">
                  ✕ check failed: {e.failedChecks.join(', ')}
                </span>
              ) : null}
              {e.schemaChange ? (
                <span
                  className="tb-badge tb-badge--warning"
                  title={[...e.schemaChange.added, ...e.schemaChange.removed, ...e.schemaChange.changed.map((c) => c.name)].join(', ')}
                >
                  schema changed
                </span>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

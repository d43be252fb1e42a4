import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { MiddleTruncate } from '../../components/ui/middle-truncate.tsx';
import { sourceText } from '../../components/ui/evidence-lines.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { datasetNodeId, fieldNodeId, jobNodeId } from '../../domain/node-id.ts';
import { homeQueryOptions } from '../../investigation/home-query.ts';
import { describeError } from '../../lib/describe-error.ts';
import { formatTime } from '../../lib/format.ts';
import { lineageHref } from '../../lib/investigation-params.ts';
import { SchemaChangeItem } from './schema-change-item.tsx';
import './home.css';

interface BlockProps {
  title: string;
  count: number;
  empty: string;
  testId: string;
  /** Spans the grid's width: its items are longer than a name and a time. */
  wide?: boolean;
  children: ReactNode;
}

function Block({ title, count, empty, testId, wide = false, children }: BlockProps) {
  return (
    <section className={wide ? 'tb-home__block tb-home__block--wide' : 'tb-home__block'} aria-label={title} data-testid={testId}>
      <h3 className="tb-home__heading">
        {title} <span className="tb-muted">({count})</span>
      </h3>
      {count === 0 ? <p className="tb-muted">{empty}</p> : <ul className="tb-home__list">{children}</ul>}
    </section>
  );
}

const jobHref = (job: { namespace: string; name: string }) => {
  const id = jobNodeId(job);
  return lineageHref({ node: id, sel: id });
};

/**
 * The home page's first screen for an on-call engineer, across namespaces: failed checks, failed and stale runs,
 * edges Marquez dropped and schema changes — each a link into the trace or the graph. Empty lists say what would
 * appear there; reads that came back incomplete are said above them.
 */
export function HomeAttention() {
  const query = useQuery(homeQueryOptions());
  if (query.isPending) return <StatusMessage kind="loading" compact title="Reading what needs attention across namespaces…" />;
  if (query.isError) {
    const copy = describeError(query.error, 'what needs attention');
    return <StatusMessage kind="error" compact title={copy.title} detail={<p>{copy.detail}</p>} />;
  }
  const { failedChecks, failedRuns, staleRuns, droppedEdges, schemaChanges, window, notes } = query.data;
  return (
    <div className="tb-home" data-testid="home-attention">
      <h2 className="tb-home__title">Needs attention</h2>
      <p className="tb-muted">
        Runs from {formatTime(window.since)} to {formatTime(window.until)}, every namespace.
      </p>
      {notes.length > 0 ? (
        <details className="tb-home__notes" data-testid="home-notes">
          <summary>{notes.length === 1 ? 'One read was incomplete' : `${notes.length} reads were incomplete`}: the lists below may miss what it held</summary>
          <ul>
            {notes.map((n, i) => (
              <li key={i}>{n}</li>
            ))}
          </ul>
        </details>
      ) : null}
      <div className="tb-home__grid">
        <Block
          title="Failed quality checks"
          count={failedChecks.length}
          testId="home-failed-checks"
          empty="No failed check: a dataQualityAssertions facet reporting a failure on a dataset version would appear here."
        >
          {failedChecks.map(({ dataset, check }, i) => {
            const id = datasetNodeId(dataset);
            const href = check.column
              ? lineageHref({
                  node: id,
                  sel: id,
                  trace: fieldNodeId({ namespace: dataset.namespace, dataset: dataset.name, field: check.column }),
                  tdir: 'upstream',
                })
              : lineageHref({ node: id, sel: id });
            return (
              <li key={i} data-testid="home-failed-check" title={sourceText(check.source)}>
                <Link to={href}>
                  ✕ {check.assertion}
                  {check.column ? ` (${check.column})` : ''}
                </Link>{' '}
                on <MiddleTruncate text={dataset.name} max={36} /> <span className="tb-muted">{formatTime(check.source.at)}</span>
              </li>
            );
          })}
        </Block>
        <Block
          title="Failed runs"
          count={failedRuns.length}
          testId="home-failed-runs"
          empty="No failed run: a job whose latest run ended FAILED or ABORTED would appear here."
        >
          {failedRuns.map((r) => (
            <li key={r.runId} title={`run ${r.runId}`}>
              <Link to={jobHref(r.job)}>
                <MiddleTruncate text={r.job.name} max={36} />
              </Link>{' '}
              {r.state.toLowerCase()} <span className="tb-muted">{formatTime(r.at)}</span>
            </li>
          ))}
        </Block>
        <Block
          title="Stale runs"
          count={staleRuns.length}
          testId="home-stale-runs"
          empty="No stale run: a RUNNING run silent past the threshold (stopped without a final event) would appear here."
        >
          {staleRuns.map((r) => (
            <li key={r.runId} title={`run ${r.runId}`}>
              <Link to={jobHref(r.job)}>
                <MiddleTruncate text={r.job.name} max={36} />
              </Link>{' '}
              silent {Math.round(r.silentHours)} h since <span className="tb-muted">{formatTime(r.lastEventTime)}</span>
            </li>
          ))}
        </Block>
        <Block
          title="Edges Marquez dropped"
          count={droppedEdges.length}
          testId="home-dropped-edges"
          empty="No dropped edge: an input or output a job's runs used in the window that Marquez's lineage no longer draws would appear here."
        >
          {droppedEdges.map((e, i) => (
            <li key={i} title={`${e.reason}\nlast run ${e.lastRunId}`}>
              <Link to={jobHref(e.job)}>
                <MiddleTruncate text={e.job.name} max={30} />
              </Link>{' '}
              {e.direction === 'input' ? '←' : '→'} <MiddleTruncate text={e.dataset.name} max={30} />{' '}
              <span className="tb-muted">last seen {formatTime(e.lastSeen)}</span>
            </li>
          ))}
        </Block>
        <Block
          title="Schema changes"
          count={schemaChanges.length}
          testId="home-schema-changes"
          wide
          empty="No schema change: a dataset version written in the window whose fields were added, removed, retyped or redescribed against the version before it would appear here."
        >
          {schemaChanges.map((c) => (
            <SchemaChangeItem key={`${c.dataset.namespace}\u0000${c.dataset.name}\u0000${c.version}`} change={c} />
          ))}
        </Block>
      </div>
    </div>
  );
}

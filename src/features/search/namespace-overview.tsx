import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { datasetsQueryOptions } from '../../api/get-datasets.ts';
import { jobsQueryOptions } from '../../api/get-jobs.ts';
import { classifyDataset } from '../../domain/engine/classify-dataset.ts';
import { classifyJob, latestRunOf } from '../../domain/engine/classify-engine.ts';
import { processingType } from '../../domain/engine/processing-type.ts';
import { datasetNodeId, jobNodeId } from '../../domain/node-id.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { DatasetKindBadge, EngineBadge } from '../../components/ui/engine-badge.tsx';
import { MiddleTruncate } from '../../components/ui/middle-truncate.tsx';
import { RunStateBadge } from '../../components/ui/run-state-badge.tsx';
import { QueryErrorMessage } from '../../components/ui/query-error.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { lineageHref } from '../../lib/investigation-params.ts';
import { useTributaryStore } from '../../state/store.ts';
import { selectOpenPalette } from '../../state/selectors.ts';
import { NAMESPACE_PARAM, useCurrentNamespace } from './use-current-namespace.ts';

/** Writes the namespace shown into the URL (replacing the entry), so the overview can be shared and reloaded as is. */
function useNamespaceInUrl(namespace: string | null): void {
  const [search, setSearch] = useSearchParams();
  const inUrl = search.get(NAMESPACE_PARAM);
  useEffect(() => {
    if (namespace === null || inUrl === namespace) return;
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(NAMESPACE_PARAM, namespace);
        return next;
      },
      { replace: true },
    );
  }, [namespace, inUrl, setSearch]);
}

const LIST_LIMIT = 100;

/**
 * The home page: what the chosen namespace holds (datasets and jobs, each a link into the graph), so the app is
 * useful before anyone knows what to search for.
 */
export function NamespaceOverview() {
  const { namespace, names, deciding, query } = useCurrentNamespace();
  useNamespaceInUrl(namespace);
  const openPalette = useTributaryStore(selectOpenPalette);

  if (query.isPending) return <StatusMessage kind="loading" title="Asking Marquez for its namespaces…" />;
  if (query.isError) return <QueryErrorMessage query={query} subject="the namespaces" />;
  if (deciding) return <StatusMessage kind="loading" title="Finding the namespace with the most lineage…" />;
  if (!namespace) {
    return (
      <StatusMessage
        kind="empty"
        title="Marquez has no lineage yet"
        detail={<p>Send OpenLineage events to /api/v1/lineage (or start the demo with npm start), then reload.</p>}
      />
    );
  }
  return (
    <div className="tb-overview" data-testid="namespace-overview">
      <div className="tb-overview__intro">
        <h1 className="tb-overview__title">
          <MiddleTruncate text={namespace} max={60} focusable />
        </h1>
        <p className="tb-muted">
          {names.length} namespace{names.length === 1 ? '' : 's'} in Marquez. Pick a dataset or job to open its lineage, or{' '}
          <button type="button" className="tb-linkbutton" onClick={() => openPalette()}>
            search everything
          </button>{' '}
          (<kbd>Ctrl</kbd>+<kbd>K</kbd>) — type <code>dataset.field</code> to trace a field.
        </p>
      </div>
      <div className="tb-overview__columns">
        <DatasetList namespace={namespace} />
        <JobList namespace={namespace} />
      </div>
    </div>
  );
}

function DatasetList({ namespace }: { namespace: string }) {
  const query = useQuery(datasetsQueryOptions({ namespace, limit: LIST_LIMIT }));
  return (
    <section className="tb-overview__list" aria-label="Datasets" data-testid="overview-datasets">
      <h2>Datasets{query.data ? <span className="tb-muted"> ({query.data.totalCount ?? query.data.items.length})</span> : null}</h2>
      {query.isPending ? <StatusMessage kind="loading" compact title="Loading datasets…" /> : null}
      {query.isError ? <QueryErrorMessage query={query} subject="the datasets" compact /> : null}
      {query.data?.items.length === 0 ? <p className="tb-muted">No datasets in this namespace; its jobs write elsewhere.</p> : null}
      <ul>
        {query.data?.items.map((d) => {
          const id = datasetNodeId(d);
          return (
            <li key={id}>
              <Link to={lineageHref({ node: id, sel: id })} className="tb-overview__link">
                <MiddleTruncate text={d.name} max={56} />
              </Link>
              <span className="tb-overview__meta">
                <DatasetKindBadge kind={classifyDataset(d.namespace, d.name, d.facets)} />
                <span className="tb-muted">{d.fields?.length ?? 0} fields</span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function JobList({ namespace }: { namespace: string }) {
  const query = useQuery(jobsQueryOptions({ namespace, limit: LIST_LIMIT }));
  return (
    <section className="tb-overview__list" aria-label="Jobs" data-testid="overview-jobs">
      <h2>Jobs{query.data ? <span className="tb-muted"> ({query.data.totalCount ?? query.data.items.length})</span> : null}</h2>
      {query.isPending ? <StatusMessage kind="loading" compact title="Loading jobs…" /> : null}
      {query.isError ? <QueryErrorMessage query={query} subject="the jobs" compact /> : null}
      {query.data?.items.length === 0 ? <p className="tb-muted">No jobs in this namespace; it only holds datasets.</p> : null}
      <ul>
        {query.data?.items.map((j) => {
          const id = jobNodeId(j);
          const engine = classifyJob(j);
          const kind = processingType(j.facets, j.type);
          const latest = latestRunOf(j);
          return (
            <li key={id}>
              <Link to={lineageHref({ node: id, sel: id })} className="tb-overview__link">
                <MiddleTruncate text={j.name} max={56} />
              </Link>
              <span className="tb-overview__meta">
                <EngineBadge engine={engine.engine} evidence={engine.evidence} />
                {kind ? <Badge>{kind}</Badge> : null}
                {latest ? <RunStateBadge state={latest.state} /> : null}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

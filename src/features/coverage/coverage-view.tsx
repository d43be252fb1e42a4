import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { investigationCatalogQueryOptions } from '../../investigation/catalog-query.ts';
import { useInvestigationParams } from '../../lib/use-investigation-params.ts';
import { EngineBadge } from '../../components/ui/engine-badge.tsx';
import { MiddleTruncate } from '../../components/ui/middle-truncate.tsx';
import { QueryErrorMessage } from '../../components/ui/query-error.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { computeCoverage } from '../../domain/coverage/compute-coverage.ts';
import { derivedCoverage, derivedSummary } from '../../domain/coverage/derived-coverage.ts';
import { explicitCoverage } from '../../domain/coverage/explicit-coverage.ts';
import { derivedCatalogQueryOptions } from '../../investigation/derived-catalog-query.ts';
import { ENGINE_LABELS } from '../../domain/engine/engine-types.ts';
import { datasetNodeId, jobNodeId } from '../../domain/node-id.ts';
import { lineageHref } from '../../lib/investigation-params.ts';
import { CoverageChart } from './coverage-chart.tsx';
import { ExplicitCoverageList } from './explicit-coverage-list.tsx';
import { engineLevel } from './coverage-level.ts';
import './coverage.css';

const count = (part: number, whole: number) => `${part} / ${whole}`;

/**
 * The Coverage view (issue 6): where the stack yields column-level lineage and where only dataset-level — per
 * engine (table and chart), per job (linked to the graph), and the degrade points in plain words.
 */
export function CoverageView() {
  const { view, since, until } = useInvestigationParams().params;
  const catalog = useQuery(investigationCatalogQueryOptions({ view, since, until }));
  const report = useMemo(() => (catalog.data ? computeCoverage(catalog.data) : null), [catalog.data]);
  const explicit = useMemo(() => (catalog.data ? explicitCoverage(catalog.data) : null), [catalog.data]);
  // Derived from SQL: its own query (the parser loads lazily); the reported figures show without waiting for it.
  const derivedQuery = useQuery({ ...derivedCatalogQueryOptions({ view, since, until }), enabled: catalog.isSuccess });
  const derived = useMemo(
    () => (report && derivedQuery.data ? derivedCoverage(report, new Map(Object.entries(derivedQuery.data))) : null),
    [report, derivedQuery.data],
  );

  if (catalog.isPending) return <StatusMessage kind="loading" title="Reading every dataset and job from Marquez…" />;
  if (catalog.isError || !report) return <QueryErrorMessage query={catalog} subject="the catalog" />;
  if (report.jobs.length === 0) {
    return (
      <StatusMessage kind="empty" title="No job writes any dataset yet" detail={<p>Coverage appears once jobs report OpenLineage runs with outputs.</p>} />
    );
  }

  return (
    <div className="tb-coverage" data-testid="coverage-view">
      <header>
        <h1 className="tb-cov-title">Column-level lineage coverage</h1>
        <p className="tb-muted">Which engines report which output columns come from which input columns, and where the trail drops to dataset level.</p>
      </header>

      <section aria-labelledby="tb-cov-engines" className="tb-cov-section">
        <h2 id="tb-cov-engines">Per engine</h2>
        {derived && derived.engines.length > 0 ? (
          <ul className="tb-cov-derived" data-testid="coverage-derived" aria-label="Column lineage derived from SQL">
            {derived.engines.map((e) => (
              <li key={e.engine} data-engine={e.engine}>
                <EngineBadge engine={e.engine} /> {derivedSummary(e)}
                <span className="tb-muted">
                  {' '}
                  — {e.derivedJobs} job{e.derivedJobs === 1 ? '' : 's'} whose column lineage Tributary reads from the job&apos;s SQL, not reported
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {explicit ? <ExplicitCoverageList coverage={explicit} /> : null}
        <div className="tb-cov-engines">
          <table className="tb-cov-table" data-testid="coverage-engines">
            <thead>
              <tr>
                <th scope="col">Engine</th>
                <th scope="col">Level</th>
                <th scope="col">Jobs</th>
                <th scope="col">Jobs with column lineage</th>
                <th scope="col">Output fields covered</th>
                <th scope="col">Typed column edges</th>
              </tr>
            </thead>
            <tbody>
              {report.engines.map((e) => {
                const level = engineLevel(e);
                return (
                  <tr key={e.engine} data-engine={e.engine}>
                    <th scope="row">
                      <EngineBadge engine={e.engine} />
                    </th>
                    <td
                      data-col="level"
                      className={`tb-cov-level tb-cov-level--${level === 'column-level' ? 'column' : level === 'dataset-level only' ? 'dataset' : 'partial'}`}
                    >
                      {level}
                    </td>
                    <td data-col="jobs">{e.jobs}</td>
                    <td data-col="jobs-cll">{count(e.jobsWithColumnLineage, e.jobs)}</td>
                    <td data-col="fields">{count(e.outputFieldsCovered, e.outputFields)}</td>
                    <td data-col="typed">{count(e.typedEdges, e.columnEdges)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <CoverageChart engines={report.engines} />
        </div>
      </section>

      <section aria-labelledby="tb-cov-degrade" className="tb-cov-section">
        <h2 id="tb-cov-degrade">Where column lineage ends</h2>
        {report.degradePoints.length === 0 ? (
          <p>Every output of every job carries column lineage.</p>
        ) : (
          <ul className="tb-cov-degrade" data-testid="coverage-degrade-points">
            {report.degradePoints.map((d) => (
              <li key={`${jobNodeId(d.job)}|${datasetNodeId(d.dataset)}`}>
                <span className="tb-cov-degrade__where">
                  <EngineBadge engine={d.engine} />{' '}
                  <Link to={lineageHref({ node: jobNodeId(d.job), sel: jobNodeId(d.job) })}>
                    <MiddleTruncate text={d.job.name} />
                  </Link>
                  {' → '}
                  <MiddleTruncate className="tb-cov-mono" text={d.dataset.name} />
                </span>
                <span className="tb-cov-degrade__why">
                  {`dataset-level only — ${d.reason}`}
                  {d.missingFields.length > 0 ? ` (no column lineage for: ${d.missingFields.join(', ')})` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="tb-cov-jobs" className="tb-cov-section">
        <h2 id="tb-cov-jobs">Per job</h2>
        <table className="tb-cov-table" data-testid="coverage-jobs">
          <thead>
            <tr>
              <th scope="col">Job</th>
              <th scope="col">Engine</th>
              <th scope="col">Column lineage</th>
              <th scope="col">Output fields covered</th>
            </tr>
          </thead>
          <tbody>
            {report.jobs.map((j) => {
              const id = jobNodeId(j);
              return (
                <tr key={id} data-job={id}>
                  <th scope="row">
                    <Link to={lineageHref({ node: id, sel: id })} title={`Open ${j.namespace} ${j.name} in the graph`}>
                      <MiddleTruncate text={j.name} max={56} />
                    </Link>
                    <span className="tb-muted tb-cov-ns">
                      <MiddleTruncate text={j.namespace} max={40} />
                    </span>
                  </th>
                  <td>
                    <EngineBadge engine={j.engine} evidence={`${ENGINE_LABELS[j.engine]}, decided by ${j.engineRule}`} />
                  </td>
                  <td data-col="has-cll">
                    {j.hasColumnLineage ? 'yes' : 'no — dataset-level only'}
                    {derived?.jobs[id] ? (
                      <span className="tb-cov-derived-job" data-testid="coverage-job-derived">
                        {' '}
                        · {derived.jobs[id]} fields derived from SQL
                      </span>
                    ) : null}
                    {explicit?.jobs[id] ? (
                      <span className="tb-cov-explicit-job" data-testid="coverage-job-explicit">
                        {' '}
                        · lineage facet: {explicit.jobs[id].statedEdges} stated edges, {explicit.jobs[id].statedFields} fields
                      </span>
                    ) : null}
                  </td>
                  <td data-col="fields">{count(j.fieldsCovered, j.fields)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </div>
  );
}

import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { investigationCatalogQueryOptions } from '../../investigation/catalog-query.ts';
import { useInvestigationParams } from '../../lib/use-investigation-params.ts';
import { QueryErrorMessage } from '../../components/ui/query-error.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { computeCoverage } from '../../domain/coverage/compute-coverage.ts';
import { derivedCoverage } from '../../domain/coverage/derived-coverage.ts';
import { explicitCoverage } from '../../domain/coverage/explicit-coverage.ts';
import { derivedCatalogQueryOptions } from '../../investigation/derived-catalog-query.ts';
import { CoverageChart } from './coverage-chart.tsx';
import { DegradePointList, DerivedEnginesList, EnginesTable, JobsTable } from './coverage-tables.tsx';
import { ExplicitCoverageList } from './explicit-coverage-list.tsx';
import './coverage.css';

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
        {derived ? <DerivedEnginesList derived={derived} /> : null}
        {explicit ? <ExplicitCoverageList coverage={explicit} /> : null}
        <div className="tb-cov-engines">
          <EnginesTable engines={report.engines} />
          <CoverageChart engines={report.engines} />
        </div>
      </section>

      <section aria-labelledby="tb-cov-degrade" className="tb-cov-section">
        <h2 id="tb-cov-degrade">Where column lineage ends</h2>
        <DegradePointList points={report.degradePoints} />
      </section>

      <section aria-labelledby="tb-cov-jobs" className="tb-cov-section">
        <h2 id="tb-cov-jobs">Per job</h2>
        <JobsTable jobs={report.jobs} derived={derived} explicit={explicit} />
      </section>
    </div>
  );
}

import { EngineBadge } from '../../components/ui/engine-badge.tsx';
import { explicitDatasetsSummary, explicitSummary, type ExplicitCoverage } from '../../domain/coverage/explicit-coverage.ts';

/**
 * Lineage producers state in explicit `lineage` facets, apart from reported columnLineage and from lineage derived
 * from SQL: a stating job is read from its facet alone, so its edges are neither (docs/openlineage-facets.md).
 * Nothing when no job or dataset states any.
 */
export function ExplicitCoverageList({ coverage }: { coverage: ExplicitCoverage }) {
  const views = explicitDatasetsSummary(coverage.datasets);
  if (coverage.engines.length === 0 && !views) return null;
  return (
    <ul className="tb-cov-explicit" data-testid="coverage-explicit" aria-label="Lineage stated in explicit lineage facets">
      {coverage.engines.map((e) => (
        <li key={e.engine} data-engine={e.engine}>
          <EngineBadge engine={e.engine} /> {explicitSummary(e)}
          <span className="tb-muted"> — stated by the producer in a lineage facet, not columnLineage nor derived</span>
        </li>
      ))}
      {views ? (
        <li data-kind="views">
          {views}
          <span className="tb-muted"> — a dataset&apos;s own lineage facet (a view), no job between</span>
        </li>
      ) : null}
    </ul>
  );
}

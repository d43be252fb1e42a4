import { CoverageView } from '../../features/coverage/coverage-view.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { RegionBoundary } from '../layout/region-boundary.tsx';

/** `/coverage`: column-level vs dataset-level lineage per engine and job. Lazy, so recharts loads only here. */
export default function CoverageRoute() {
  useDocumentTitle('Coverage');
  return (
    <div className="tb-page">
      <RegionBoundary region="Coverage" subject="the coverage report">
        <CoverageView />
      </RegionBoundary>
    </div>
  );
}

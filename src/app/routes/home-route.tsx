import { NamespaceOverview } from '../../features/search/namespace-overview.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { RegionBoundary } from '../layout/region-boundary.tsx';

/** `/`: the chosen namespace's datasets and jobs. */
export default function HomeRoute() {
  useDocumentTitle(null);
  return (
    <div className="tb-page">
      <RegionBoundary region="Overview" subject="the overview">
        <NamespaceOverview />
      </RegionBoundary>
    </div>
  );
}

import { HomeAttention } from '../../features/home/home-attention.tsx';
import { NamespaceOverview } from '../../features/search/namespace-overview.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { RegionBoundary } from '../layout/region-boundary.tsx';

/** `/`: what needs attention across namespaces first, then the chosen namespace's datasets and jobs. */
export default function HomeRoute() {
  useDocumentTitle(null);
  return (
    <div className="tb-page">
      <RegionBoundary region="Needs attention" subject="what needs attention">
        <HomeAttention />
      </RegionBoundary>
      <RegionBoundary region="Overview" subject="the overview">
        <NamespaceOverview />
      </RegionBoundary>
    </div>
  );
}

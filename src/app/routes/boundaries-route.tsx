import { BoundariesView } from '../../features/boundaries/boundaries-view.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { RegionBoundary } from '../layout/region-boundary.tsx';

/** `/boundaries`: the boundary breaks of the whole catalog, with the stitch switch. */
export default function BoundariesRoute() {
  useDocumentTitle('Boundaries');
  return (
    <div className="tb-page">
      <RegionBoundary region="Boundaries" subject="the boundary breaks">
        <BoundariesView />
      </RegionBoundary>
    </div>
  );
}

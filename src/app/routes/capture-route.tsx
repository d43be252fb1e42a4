import { CaptureView } from '../../features/capture/capture-view.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { RegionBoundary } from '../layout/region-boundary.tsx';

/** `/capture`: Kafka Connect lineage captured from connector configs and registry schemas (issue 17). */
export default function CaptureRoute() {
  useDocumentTitle('Capture');
  return (
    <div className="tb-page">
      <RegionBoundary region="Capture" subject="the Kafka Connect capture">
        <CaptureView />
      </RegionBoundary>
    </div>
  );
}

import { Link, useSearchParams } from 'react-router';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { DetailsPanel } from '../../features/details/details-panel.tsx';
import { ImpactPanel } from '../../features/impact/impact-panel.tsx';
import { TracePanel } from '../../features/trace/trace-panel.tsx';
import { TimeTravelPanel } from '../../features/time-travel/time-travel-panel.tsx';
import { parseNodeId } from '../../domain/node-id.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useInvestigationParams } from '../../lib/use-investigation-params.ts';
import { Workspace } from '../layout/workspace.tsx';
import { GraphSlot } from './graph-slot.tsx';

/** `/lineage?node=…`: the graph canvas and the details panel for the selected node. */
export default function LineageRoute() {
  const { params } = useInvestigationParams();
  // The impact list's own param (`impact`), kept by the investigation params as a param they do not know.
  const [search] = useSearchParams();
  const impact = Boolean(search.get('impact'));
  const focus = params.node ? parseNodeId(params.node) : null;
  const traced = params.trace ? parseNodeId(params.trace) : null;
  useDocumentTitle(traced?.kind === 'datasetField' ? `Trace ${traced.field}` : focus && focus.kind !== 'datasetField' ? `Lineage of ${focus.name}` : null);
  if (!params.node) {
    return (
      <div className="tb-page">
        <StatusMessage
          kind="empty"
          title="No node to focus on"
          detail={<p>The link has no valid node (a dataset: or job: Marquez nodeId). Search for a dataset or job, or pick one from the overview.</p>}
          action={
            <Link className="tb-button" to="/">
              Open the overview
            </Link>
          }
        />
      </div>
    );
  }
  return (
    <Workspace
      canvas={<GraphSlot />}
      panel={
        <>
          {impact ? <ImpactPanel /> : params.trace ? <TracePanel /> : <DetailsPanel />}
          <TimeTravelPanel />
        </>
      }
      panelTitle={impact ? 'Impact' : params.trace ? 'Trace' : 'Details'}
      canvasSubject="the lineage graph"
      resetKey={params.node}
    />
  );
}

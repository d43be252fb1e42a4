import { useQuery } from '@tanstack/react-query';
import { namespacesQueryOptions } from '../../api/get-namespaces.ts';
import { parseNodeId } from '../../domain/node-id.ts';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { useInvestigationParams } from '../../lib/use-investigation-params.ts';
import { DatasetDetails } from './dataset-details.tsx';
import { JobDetails } from './job-details.tsx';
import './details.css';

/** The details panel, driven by the `sel` URL param (a dataset or job nodeId). */
export function DetailsPanel() {
  const { params } = useInvestigationParams();
  // Known namespaces settle where a namespace with colons ends
  // (docs/marquez-api.md#colons-in-namespaces-and-node-ids); the heuristic covers the wait.
  const namespaces = useQuery({ ...namespacesQueryOptions(), select: (list) => list.map((n) => n.name) });
  const parsed = params.sel ? parseNodeId(params.sel, namespaces.data) : null;
  if (!params.sel || !parsed) {
    return (
      <StatusMessage
        kind="empty"
        compact
        title="Nothing selected"
        detail={<p>Select a dataset or job on the canvas, or search for one (Ctrl+K), to see its schema, runs and facets.</p>}
      />
    );
  }
  if (parsed.kind === 'dataset') return <DatasetDetails key={params.sel} dataset={{ namespace: parsed.namespace, name: parsed.name }} />;
  if (parsed.kind === 'job') return <JobDetails key={params.sel} job={{ namespace: parsed.namespace, name: parsed.name }} />;
  return <StatusMessage kind="empty" compact title="Fields are shown inside their dataset" detail={<p>Select the dataset instead.</p>} />;
}

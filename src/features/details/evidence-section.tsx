import { useQuery } from '@tanstack/react-query';
import { EvidenceLines } from '../../components/ui/evidence-lines.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { nodeEvidenceQueryOptions } from '../../investigation/evidence-query.ts';
import { useInvestigationParams } from '../../lib/use-investigation-params.ts';
import { useAfterFirstDrawing } from '../../lib/use-after-first-drawing.ts';
import { Section } from './section.tsx';

/**
 * Owner, checks, volume and freshness of the selected dataset or job, read from its own facets and its writers' and
 * readers' runs (docs/incident-workflow.md); what no facet says is shown as missing.
 */
export function EvidenceSection({ nodeId, kind }: { nodeId: string; kind: 'dataset' | 'job' }) {
  const { params } = useInvestigationParams();
  // A run-level `/lineage` and a GET per writer and reader: it waits for the canvas's first drawing and an idle
  // moment, so it neither delays the drawing nor competes with the first clicks.
  const enabled = useAfterFirstDrawing();
  const query = useQuery({ ...nodeEvidenceQueryOptions(nodeId, { view: params.view, since: params.since, until: params.until }), enabled });
  return (
    <Section title="Incident evidence" testId="details-evidence">
      {query.isPending ? (
        <StatusMessage kind="loading" compact title="Reading owners, checks and runs…" />
      ) : query.isError ? (
        <p className="tb-muted">Could not read the evidence: {query.error.message}</p>
      ) : (
        <EvidenceLines evidence={kind === 'dataset' ? query.data.dataset(nodeId) : query.data.job(nodeId)} />
      )}
    </Section>
  );
}

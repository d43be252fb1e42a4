import { useQuery } from '@tanstack/react-query';
import { EvidenceLines } from '../../components/ui/evidence-lines.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { nodeEvidenceQueryOptions } from '../../investigation/evidence-query.ts';
import { useInvestigationParams } from '../../lib/use-investigation-params.ts';
import { Section } from './section.tsx';

/**
 * Owner, checks, volume and freshness of the selected dataset or job, read from the facets the trace loader reads
 * around it (docs/incident-workflow.md); what no facet says is shown as missing.
 */
export function EvidenceSection({ nodeId, kind }: { nodeId: string; kind: 'dataset' | 'job' }) {
  const { params } = useInvestigationParams();
  const query = useQuery(nodeEvidenceQueryOptions(nodeId, { view: params.view, since: params.since, until: params.until }));
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

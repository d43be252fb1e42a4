import { queryOptions } from '@tanstack/react-query';
import { STALE_TIME } from '../api/stale-times.ts';
import type { EvidenceIndex } from '../domain/evidence/evidence-index.ts';
import { datasetNodeId } from '../domain/node-id.ts';
import { traceKeys } from '../lib/query-keys.ts';
import { stitchLinks } from '../domain/stitching/stitch-policy.ts';
import { loadEvidenceInputs, loadNodeEvidenceInputs } from './trace-inputs.ts';
import { retryCancelledJoin } from './retry-cancelled-join.ts';
import { stitchInput, type TraceQueryInput } from './trace-query.ts';
import { acceptedStitchesQueryOptions } from './accepted-stitches-query.ts';

/**
 * The incident evidence (owners, checks, volume, freshness) of what a trace loaded, as a query beside the trace's:
 * the trace's reads (both ways; `loadEvidenceInputs`, without the SQL derivation the evidence does not use), so its
 * requests are mostly answered from the cache the trace filled, and the index covers the datasets, jobs and runs the
 * trace walked and the start's readers (docs/incident-workflow.md).
 */
export function evidenceQueryOptions(input: TraceQueryInput) {
  return queryOptions({
    queryKey: [...traceKeys.all, 'evidence', input] as const,
    queryFn: async ({ client }): Promise<EvidenceIndex> => {
      const { buildEvidenceIndex } = await import('../domain/evidence/evidence-index.ts');
      const stitches = input.stitch ? await client.fetchQuery(acceptedStitchesQueryOptions(stitchInput(input))) : [];
      const startId = datasetNodeId({ namespace: input.target.namespace, name: input.target.dataset });
      const inputs = await loadEvidenceInputs(client, startId, stitchLinks(stitches), input.source);
      return buildEvidenceIndex({ ...inputs, staleRuns: inputs.lineage.runLevel?.staleRuns ?? [] });
    },
    staleTime: STALE_TIME.lineage,
    // An index of functions over the loaded answers: nothing to compare between fetches.
    structuralSharing: false,
    ...retryCancelledJoin(),
  });
}

/**
 * The evidence of one dataset or job (its details panel, open on a canvas link): the node's own reads only
 * (`loadNodeEvidenceInputs`: its GET, its writers' and readers', its versions when several jobs write it), cached. Its
 * signal stops the reads when the panel moves on before they are in.
 */
export function nodeEvidenceQueryOptions(nodeId: string, source: TraceQueryInput['source']) {
  return queryOptions({
    queryKey: [...traceKeys.all, 'node-evidence', { nodeId, source: source ?? null }] as const,
    queryFn: async ({ client, signal }): Promise<EvidenceIndex> => {
      const { buildEvidenceIndex } = await import('../domain/evidence/evidence-index.ts');
      const inputs = await loadNodeEvidenceInputs(client, nodeId, source, { signal });
      return buildEvidenceIndex({ ...inputs, staleRuns: inputs.lineage.runLevel?.staleRuns ?? [] });
    },
    staleTime: STALE_TIME.lineage,
    structuralSharing: false,
    ...retryCancelledJoin(),
  });
}

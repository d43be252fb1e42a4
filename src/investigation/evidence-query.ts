import { queryOptions } from '@tanstack/react-query';
import { STALE_TIME } from '../api/stale-times.ts';
import type { EvidenceIndex } from '../domain/evidence/evidence-index.ts';
import { datasetNodeId } from '../domain/node-id.ts';
import { traceKeys } from '../lib/query-keys.ts';
import { stitchLinks } from '../domain/stitching/stitch-policy.ts';
import { loadTraceInputs } from './trace-inputs.ts';
import { retryCancelledJoin } from './retry-cancelled-join.ts';
import { stitchInput, type TraceQueryInput } from './trace-query.ts';
import { acceptedStitchesQueryOptions } from './accepted-stitches-query.ts';

/**
 * The incident evidence (owners, checks, volume, freshness) of what a trace loaded, as a query beside the trace's:
 * the same loader and arguments (both ways), so its requests are mostly answered from the cache the trace filled,
 * and the index covers the datasets, jobs and runs the trace walked and the start's readers (docs/incident-workflow.md).
 */
export function evidenceQueryOptions(input: TraceQueryInput) {
  return queryOptions({
    queryKey: [...traceKeys.all, 'evidence', input] as const,
    queryFn: async ({ client }): Promise<EvidenceIndex> => {
      const { buildEvidenceIndex } = await import('../domain/evidence/evidence-index.ts');
      const stitches = input.stitch ? await client.fetchQuery(acceptedStitchesQueryOptions(stitchInput(input))) : [];
      const startId = datasetNodeId({ namespace: input.target.namespace, name: input.target.dataset });
      const links = stitchLinks(stitches);
      // Both ways whatever the trace's direction: a dataset's checks are its readers' input facets, and the traced
      // dataset's readers lie downstream of it even on an upstream trace.
      const inputs = await loadTraceInputs(client, startId, 'both', links, input.source, input.sql);
      return buildEvidenceIndex({ ...inputs, staleRuns: inputs.lineage.runLevel?.staleRuns ?? [] });
    },
    staleTime: STALE_TIME.lineage,
    // An index of functions over the loaded answers: nothing to compare between fetches.
    structuralSharing: false,
    ...retryCancelledJoin(),
  });
}

/** The evidence around one dataset or job (its details panel): the trace loader both ways from it, cached. */
export function nodeEvidenceQueryOptions(nodeId: string, source: TraceQueryInput['source']) {
  return queryOptions({
    queryKey: [...traceKeys.all, 'node-evidence', { nodeId, source: source ?? null }] as const,
    queryFn: async ({ client }): Promise<EvidenceIndex> => {
      const { buildEvidenceIndex } = await import('../domain/evidence/evidence-index.ts');
      const inputs = await loadTraceInputs(client, nodeId, 'both', [], source);
      return buildEvidenceIndex({ ...inputs, staleRuns: inputs.lineage.runLevel?.staleRuns ?? [] });
    },
    staleTime: STALE_TIME.lineage,
    structuralSharing: false,
    ...retryCancelledJoin(),
  });
}

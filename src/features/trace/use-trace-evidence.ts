import { useQuery } from '@tanstack/react-query';
import type { EvidenceIndex } from '../../domain/evidence/evidence-index.ts';
import { evidenceQueryOptions } from '../../investigation/evidence-query.ts';
import type { TraceQueryInput } from '../../investigation/trace-query.ts';

/** The evidence of the trace the URL asks for (null until it is loaded, or when it failed: hops then show none). */
export function useTraceEvidence(input: TraceQueryInput | null): EvidenceIndex | null {
  const query = useQuery({
    ...evidenceQueryOptions(input ?? { target: { namespace: '', dataset: '', field: '' }, tdir: 'upstream', inferred: true, stitch: false, decisions: {} }),
    enabled: input !== null,
  });
  return query.data ?? null;
}

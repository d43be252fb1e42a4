import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { investigationCatalogQueryOptions } from '../../investigation/catalog-query.ts';
import { useInvestigationParams } from '../../lib/use-investigation-params.ts';
import type { Catalog } from '../../domain/stitching/catalog.ts';
import { findStitchCandidates } from '../../domain/stitching/find-stitch-candidates.ts';
import type { StitchCandidate } from '../../domain/stitching/stitch-candidate.ts';
import { useInvestigationStitchDecisions } from '../../hooks/use-stitch-decisions.ts';
import { acceptedStitches } from '../../domain/stitching/stitch-policy.ts';

export interface BoundariesData {
  catalog: ReturnType<typeof useQuery<Catalog>>;
  candidates: readonly StitchCandidate[];
  accepted: readonly StitchCandidate[];
}

/** The whole catalog, its stitch candidates and the accepted ones (decisions from the persisted store). */
export function useBoundaries(): BoundariesData {
  const { view, since, until } = useInvestigationParams().params;
  const catalog = useQuery(investigationCatalogQueryOptions({ view, since, until }));
  const { decisions } = useInvestigationStitchDecisions();
  const candidates = useMemo(() => (catalog.data ? findStitchCandidates(catalog.data) : []), [catalog.data]);
  const accepted = useMemo(() => acceptedStitches(candidates, decisions), [candidates, decisions]);
  return { catalog, candidates, accepted };
}

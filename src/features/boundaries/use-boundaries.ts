import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { investigationCatalogQueryOptions } from '../../investigation/catalog-query.ts';
import { acceptedStitchesQueryOptions } from '../../investigation/accepted-stitches-query.ts';
import { useInvestigationParams } from '../../lib/use-investigation-params.ts';
import type { Catalog } from '../../domain/stitching/catalog.ts';
import { findStitchCandidates } from '../../domain/stitching/find-stitch-candidates.ts';
import type { StitchCandidate } from '../../domain/stitching/stitch-candidate.ts';
import { useInvestigationStitchDecisions } from '../../hooks/use-stitch-decisions.ts';

export interface BoundariesData {
  catalog: ReturnType<typeof useQuery<Catalog>>;
  candidates: readonly StitchCandidate[];
  accepted: readonly StitchCandidate[];
}

const NONE: readonly StitchCandidate[] = [];

/**
 * The view's catalog, its stitch candidates and the accepted ones: the same accepted-stitches query the graph and the
 * trace read, so what Boundaries shows accepted is what they cross.
 */
export function useBoundaries(): BoundariesData {
  const { view, since, until } = useInvestigationParams().params;
  const catalog = useQuery(investigationCatalogQueryOptions({ view, since, until }));
  const { decisions } = useInvestigationStitchDecisions();
  const candidates = useMemo(() => (catalog.data ? findStitchCandidates(catalog.data) : []), [catalog.data]);
  const accepted = useQuery({ ...acceptedStitchesQueryOptions({ source: { view, since, until }, decisions }), placeholderData: (previous) => previous });
  return { catalog, candidates, accepted: accepted.data ?? NONE };
}

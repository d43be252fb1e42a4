import { useMemo } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { namespacesQueryOptions } from '../../api/get-namespaces.ts';
import { useInvestigationParams } from '../../lib/use-investigation-params.ts';
import { AUTO_ACCEPT_CONFIDENCE } from '../../domain/stitching/stitch-policy.ts';
import { impactProgressQueryOptions, impactQueryOptions, type ImpactProgress } from '../../investigation/impact-query.ts';
import { impactStartOf, type ImpactStart } from '../../investigation/trace-target.ts';
import type { ImpactAnswer, ImpactRequest } from '../../investigation/impact.ts';
import { useInvestigationStitchDecisions } from '../../hooks/use-stitch-decisions.ts';

export type { ImpactAnswer } from '../../investigation/impact.ts';

export interface ImpactState {
  /** What the impact starts from: the traced field, or a whole dataset; null when the URL names neither. */
  start: ImpactStart | null;
  query: UseQueryResult<ImpactAnswer>;
  /** While it loads: how many of the reached datasets and jobs Marquez has answered (null before the reach is known). */
  progress: ImpactProgress;
}

const namespaceNames = (list: readonly { name: string }[]) => list.map((n) => n.name);

/**
 * The impact list the URL asks for (`impact`): `1` for the traced field's (`trace`), else a dataset nodeId, through the same query options as `tributary impact`, with the investigation's stitching, decisions,
 * inferred-hops choice and lineage view.
 */
export function useImpactResult(impact: string | null): ImpactState {
  const enabled = impact !== null;
  const { params } = useInvestigationParams();
  const { decisions } = useInvestigationStitchDecisions();
  const namespaces = useQuery({ ...namespacesQueryOptions(), select: namespaceNames, enabled });
  const settled = !namespaces.isPending || namespaces.isError;
  const trace = params.trace;
  const known = namespaces.data;
  const start = useMemo(() => (enabled && settled ? impactStartOf(impact, trace, known) : null), [enabled, settled, impact, trace, known]);
  const request: ImpactRequest = {
    namespace: start?.namespace ?? '',
    dataset: start?.dataset ?? '',
    field: start?.field ?? null,
    inferred: params.inf,
    stitchMinConfidence: params.stitch ? AUTO_ACCEPT_CONFIDENCE : null,
    decisions,
    source: { view: params.view, since: params.since, until: params.until },
    sql: {},
  };
  const query = useQuery({ ...impactQueryOptions(request), enabled: start !== null });
  // Written by the impact's query function as its reads come in; read here only while the list is not ready.
  const progress = useQuery(impactProgressQueryOptions(request)).data ?? null;
  return { start, query, progress: query.isPending ? progress : null };
}

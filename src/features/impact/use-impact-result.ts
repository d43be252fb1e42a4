import { useMemo } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { namespacesQueryOptions } from '../../api/get-namespaces.ts';
import { parseNodeId } from '../../domain/node-id.ts';
import { useInvestigationParams } from '../../lib/use-investigation-params.ts';
import { AUTO_ACCEPT_CONFIDENCE } from '../../domain/stitching/stitch-policy.ts';
import { impactQueryOptions } from '../../investigation/impact-query.ts';
import type { ImpactAnswer, ImpactRequest } from '../../investigation/impact.ts';
import { useInvestigationStitchDecisions } from '../../hooks/use-stitch-decisions.ts';

export type { ImpactAnswer } from '../../investigation/impact.ts';

export interface ImpactState {
  /** What the impact starts from: the traced field, or a whole dataset; null when the URL names neither. */
  start: { namespace: string; dataset: string; field: string | null } | null;
  query: UseQueryResult<ImpactAnswer>;
}

const namespaceNames = (list: readonly { name: string }[]) => list.map((n) => n.name);

/** The start an `impact` param names: `1` the traced field, else a dataset nodeId (never a job: a job has no field). */
function impactStart(impact: string | null, trace: string | null, namespaces: readonly string[] | undefined): ImpactState['start'] {
  const id = impact === '1' ? trace : impact;
  const parsed = id ? parseNodeId(id, namespaces) : null;
  if (parsed?.kind === 'datasetField') return { namespace: parsed.namespace, dataset: parsed.dataset, field: parsed.field };
  if (parsed?.kind === 'dataset') return { namespace: parsed.namespace, dataset: parsed.name, field: null };
  return null;
}

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
  const start = useMemo(() => (enabled && settled ? impactStart(impact, trace, known) : null), [enabled, settled, impact, trace, known]);
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
  return { start, query };
}

import { useMemo } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { namespacesQueryOptions } from '../api/get-namespaces.ts';
import type { TraceDirection } from '../domain/direction.ts';
import { useInvestigationParams } from '../lib/use-investigation-params.ts';
import { useInvestigationStitchDecisions } from './use-stitch-decisions.ts';
import type { TraceComputation } from '../domain/trace/trace-computation.ts';
import type { TraceLineageSource } from '../investigation/trace-inputs.ts';
import { traceQueryOptions } from '../investigation/trace-query.ts';
import { traceTargetOf } from '../investigation/trace-target.ts';

export type { TraceComputation } from '../domain/trace/trace-computation.ts';

export interface TraceState {
  /** The traced field from the URL, or null when no (valid) trace is set. */
  target: { namespace: string; dataset: string; field: string } | null;
  tdir: TraceDirection;
  stitch: boolean;
  inferred: boolean;
  /** Disabled (pending, idle) without a target. */
  query: UseQueryResult<TraceComputation>;
  /** Which lineage the trace walks (run-level or Marquez's view) and its window. */
  source: TraceLineageSource;
}

const namespaceNames = (list: readonly { name: string }[]) => list.map((n) => n.name);

/**
 * The trace the URL asks for (`trace`, `tdir`, `stitch`, `inf`), for the trace panel and the
 * canvas alike: both call this and share one cached query.
 */
export function useTraceResult(): TraceState {
  const { params } = useInvestigationParams();
  const inferred = params.inf;
  const { decisions } = useInvestigationStitchDecisions();
  // Known namespaces settle where a namespace with colons ends
  // (docs/marquez-api.md#colons-in-namespaces-and-node-ids); wait for them briefly.
  const namespaces = useQuery({ ...namespacesQueryOptions(), select: namespaceNames, enabled: params.trace !== null });
  const settled = !namespaces.isPending || namespaces.isError;
  const target = useMemo(() => (settled ? traceTargetOf(params.trace, namespaces.data) : null), [params.trace, settled, namespaces.data]);
  const { view, since, until } = params;
  const source = useMemo(() => ({ view, since, until }), [view, since, until]);
  const input = { target: target ?? { namespace: '', dataset: '', field: '' }, tdir: params.tdir, inferred, stitch: params.stitch, decisions, source };
  const query = useQuery({ ...traceQueryOptions(input), enabled: target !== null });
  return { target, tdir: params.tdir, stitch: params.stitch, inferred, query, source };
}

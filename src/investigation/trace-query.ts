import { queryOptions } from '@tanstack/react-query';
import { STALE_TIME } from '../api/stale-times.ts';
import { traceKeys } from '../lib/query-keys.ts';
import { datasetNodeId } from '../domain/node-id.ts';
import { sidesOf, type TraceDirection } from '../domain/direction.ts';
import { stitchLinks, type StitchDecision } from '../domain/stitching/stitch-policy.ts';
import type { TraceComputation } from '../domain/trace/trace-computation.ts';
import { loadTraceInputs, type TraceLineageSource } from './trace-inputs.ts';
import { retryCancelledJoin } from './retry-cancelled-join.ts';
import { acceptedStitchesQueryOptions, type AcceptedStitchesInput } from './accepted-stitches-query.ts';
import { RUN_LEVEL_SOURCE } from './lineage-source.ts';

export interface TraceQueryInput {
  target: { namespace: string; dataset: string; field: string };
  /** Which way to walk (the URL's `tdir`). */
  tdir: TraceDirection;
  inferred: boolean;
  stitch: boolean;
  /** Stitch decisions; only read (and only in the key) with stitching on. */
  decisions: Readonly<Record<string, StitchDecision>>;
  /** Undecided candidates at least this sure count as accepted (default: the UI's stated 0.8). */
  minConfidence?: number;
  /** Run-level lineage (default) or Marquez's view, with the run-level window and, for the CLI, a `/lineage` depth. */
  source?: TraceLineageSource;
  /** SQL the user supplied for jobs that report none (`--sql <namespace/job>=<file>`): `namespace/job` → SQL text. */
  sql?: Readonly<Record<string, string>>;
}

/** The accepted-stitches query a trace (or its evidence) crosses: its view's catalog, decisions and threshold. */
export function stitchInput(input: Pick<TraceQueryInput, 'decisions' | 'minConfidence' | 'source'>): AcceptedStitchesInput {
  const { view, since, until } = input.source ?? RUN_LEVEL_SOURCE;
  return { source: { view, since, until }, decisions: input.decisions, ...(input.minConfidence !== undefined ? { minConfidence: input.minConfidence } : {}) };
}

/** Key of the trace query: every input the query function reads. */
export function traceKey(input: TraceQueryInput) {
  return traceKeys.result({
    target: input.target,
    tdir: input.tdir,
    inferred: input.inferred,
    stitch: input.stitch,
    decisions: input.stitch ? input.decisions : null,
    minConfidence: input.stitch ? (input.minConfidence ?? null) : null,
    source: input.source ?? null,
    sql: input.sql ?? null,
  });
}

/**
 * The trace of one field as a query: it fetches through the shared cache (the query function's `client`) (`loadTraceInputs`), with stitching on it
 * also reads the accepted stitches (acceptedStitchesQueryOptions), then loads the domain code lazily and walks.
 */
export function traceQueryOptions(input: TraceQueryInput) {
  return queryOptions({
    queryKey: traceKey(input),
    queryFn: async ({ client: queryClient, signal }): Promise<TraceComputation> => {
      // Dynamic: the walk and its SQL parser must not weigh on the first load of the app.
      const compute = await import('../domain/trace/trace-computation.ts');
      const stitches = input.stitch ? await queryClient.fetchQuery(acceptedStitchesQueryOptions(stitchInput(input))) : [];
      const startId = datasetNodeId({ namespace: input.target.namespace, name: input.target.dataset });
      const links = stitchLinks(stitches);
      // Its signal stops the entity reads when nobody waits for the trace any more (the panel closed, another field).
      const inputs = await loadTraceInputs(queryClient, startId, input.tdir, links, input.source, input.sql, { signal });
      return compute.computeTrace(inputs, input.target, { directions: sidesOf(input.tdir), inferred: input.inferred, stitches });
    },
    staleTime: STALE_TIME.lineage,
    // A missing field is an answer, not a hiccup: retrying cannot make it appear. A cancelled join is one.
    ...retryCancelledJoin(),
  });
}

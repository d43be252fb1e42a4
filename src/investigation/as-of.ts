// Loaded with a dynamic import() from the as-of query only, like trace-computation.ts: the walk stays out of the initial JS.
import type { QueryClient } from '@tanstack/react-query';
import type { MqDatasetVersion } from '../domain/marquez-shapes.ts';
import { datasetNodeId } from '../domain/node-id.ts';
import { compareLineageAt, lineageAt, type LineageComparison } from '../domain/time-travel/compare-lineage.ts';
import { traceAsOf, type AsOfPoint, type AsOfTraceResult } from '../domain/time-travel/trace-as-of.ts';
import { createSnapshot } from '../domain/trace/lineage-snapshot.ts';
import { traceField } from '../domain/trace/trace-field.ts';
import type { TraceInputs } from '../domain/trace/trace-computation.ts';
import { loadVersionPages } from './dataset-versions.ts';

export interface AsOfComputation {
  trace: AsOfTraceResult;
  /** Every version of every dataset on the path (newest first), for "compare with" without another round trip. */
  versions: ReadonlyMap<string, readonly MqDatasetVersion[]>;
}

/** The URL's `asof`: a uuid is a runId; a bare date means the end of that day (the day's runs are in it). */
export function asOfPoint(asof: string): AsOfPoint {
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(asof)) return { runId: asof.toLowerCase() };
  if (/^\d{4}-\d{2}-\d{2}$/.test(asof)) return { time: `${asof}T23:59:59.999Z` };
  return { time: asof };
}

/**
 * Every version of every dataset a trace touches, through the query cache (the trace CLI runs this too): one
 * `…/versions` walk per dataset, not per hop.
 */
async function loadVersions(queryClient: QueryClient, refs: ReadonlyMap<string, { namespace: string; name: string }>) {
  const out = new Map<string, MqDatasetVersion[]>();
  await Promise.all([...refs].map(async ([id, ref]) => out.set(id, await loadVersionPages(queryClient, ref))));
  return out;
}

/** Traces the field upstream as of `asof` (issue 10). Throws `TraceTargetNotFound` for an unknown field or point. */
export async function computeAsOf(
  queryClient: QueryClient,
  inputs: TraceInputs,
  target: { namespace: string; dataset: string; field: string },
  asof: string,
  inferred: boolean,
): Promise<AsOfComputation> {
  const snapshot = {
    ...createSnapshot(inputs.lineage, inputs.datasets, inputs.jobs, datasetNodeId({ namespace: target.namespace, name: target.dataset })),
    ...(inputs.derived ? { derived: inputs.derived } : {}),
    ...(inputs.explicitLineage ? { explicitLineage: inputs.explicitLineage } : {}),
  };
  const today = traceField(snapshot, target, { direction: 'upstream', inferred });
  const refs = new Map<string, { namespace: string; name: string }>();
  const add = (namespace: string, name: string): void => void refs.set(datasetNodeId({ namespace, name }), { namespace, name });
  add(target.namespace, target.dataset);
  for (const h of [...today.hops, ...today.influencers]) {
    add(h.from.namespace, h.from.dataset);
    add(h.to.namespace, h.to.dataset);
  }
  const versions = await loadVersions(queryClient, refs);
  return { trace: traceAsOf(snapshot, versions, target, asOfPoint(asof), { inferred }), versions };
}

/** "Compare with": lineage on the path at `other` against the as-of point (older first, whichever was picked). */
export function compareWith(computation: AsOfComputation, other: string): LineageComparison {
  const otherTime = asOfPoint(other);
  const at = 'time' in otherTime ? otherTime.time : computation.trace.asOf.time;
  const [a, b] = Date.parse(at) <= Date.parse(computation.trace.asOf.time) ? [at, computation.trace.asOf.time] : [computation.trace.asOf.time, at];
  return compareLineageAt(lineageAt(computation.versions, a), lineageAt(computation.versions, b));
}

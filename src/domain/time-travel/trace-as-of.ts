import type { MqDatasetVersion, MqRun } from '../marquez-shapes.ts';
import type { LineageSnapshot } from '../trace/lineage-snapshot.ts';
import { indexSnapshot } from '../trace/snapshot-index.ts';
import { traceField } from '../trace/trace-field.ts';
import { TraceTargetNotFound } from '../trace/trace-target.ts';
import type { TraceEndpoint, TraceHop, TraceOptions, TraceResult } from '../trace/trace-types.ts';
import { diffSchemas, type SchemaDiff } from './schema-diff.ts';

/** Where in time to trace: an instant, a run of the target's producer, or a version (row uuid) of the target. */
export type AsOfPoint = { time: string } | { runId: string } | { version: string };

export interface VersionedEndpoint extends TraceEndpoint {
  /** Dataset version (row uuid, usable with `…/versions/{version}`) current at that point of the path; null if unknown. */
  version: string | null;
  /** The run that produced that version; null for versions created by reads or static events. */
  run: string | null;
  /** Schema change between this version and the one before it, when there is one. */
  schemaChange?: SchemaDiff;
}

export interface AsOfHop extends Omit<TraceHop, 'from' | 'to'> {
  from: VersionedEndpoint;
  to: VersionedEndpoint;
}

/** The trace contract with versions on every hop end (issue 10). */
export interface AsOfTraceResult extends Omit<TraceResult, 'hops' | 'influencers'> {
  asOf: { time: string; runId: string | null; version: string | null };
  hops: AsOfHop[];
  influencers: AsOfHop[];
}

/** Dataset versions by dataset nodeId (GET …/versions, any order). */
export type VersionsByDataset = ReadonlyMap<string, readonly MqDatasetVersion[]>;

const ms = (t: string | null | undefined): number => (t ? Date.parse(t) : NaN);

function newestFirst(list: readonly MqDatasetVersion[]): MqDatasetVersion[] {
  return [...list].sort((a, b) => ms(b.createdAt) - ms(a.createdAt));
}

/** The version current at `time`: the newest created at or before it. */
export function versionAt(list: readonly MqDatasetVersion[], time: number): MqDatasetVersion | null {
  return newestFirst(list).find((v) => ms(v.createdAt) <= time) ?? null;
}

function previousOf(list: readonly MqDatasetVersion[], v: MqDatasetVersion): MqDatasetVersion | null {
  return newestFirst(list).find((o) => ms(o.createdAt) < ms(v.createdAt)) ?? null;
}

// A finished run read its inputs when it started; a streaming run that is still RUNNING keeps reading, so its inputs
// are taken at the consumer's instant (the talk's topic version on the bad day, not on the day Flink started).
function readTime(run: MqRun | null | undefined, consumerTime: number): number {
  if (!run || run.state === 'RUNNING' || run.state === 'NEW') return consumerTime;
  const t = ms(run.startedAt ?? run.endedAt ?? null);
  return Number.isNaN(t) ? consumerTime : Math.min(t, consumerTime);
}

function resolvePoint(
  point: AsOfPoint,
  targetVersions: readonly MqDatasetVersion[],
  all: VersionsByDataset,
): { time: number; version: MqDatasetVersion | null } {
  if ('time' in point) {
    const time = ms(point.time);
    if (Number.isNaN(time)) throw new TraceTargetNotFound('point-not-found', `"${point.time}" is not an ISO time.`);
    return { time, version: versionAt(targetVersions, time) };
  }
  const match = (v: MqDatasetVersion): boolean => ('runId' in point ? v.createdByRun?.id === point.runId : v.version === point.version);
  const own = targetVersions.find(match);
  if (own) return { time: ms(own.createdAt), version: own };
  // A run of another job (e.g. the report that read the bad value): trace as of that run's end.
  for (const list of all.values()) {
    const v = list.find(match);
    const end = v?.createdByRun?.endedAt ?? v?.createdAt;
    if (end) return { time: ms(end), version: versionAt(targetVersions, ms(end)) };
  }
  const what = 'runId' in point ? `run ${point.runId}` : `version ${point.version}`;
  throw new TraceTargetNotFound('point-not-found', `No dataset version on the traced path was produced by ${what}.`);
}

/**
 * Traces a field upstream as of a point in time (issue 10): the hop structure is today's lineage, and every hop end
 * gains the dataset version current on that path at that time, the run that produced it, and the schema change
 * from the version before. Times flow backward along the path: each input is read when its consumer's run started
 * (streaming runs read continuously, so the consumer's instant is kept).
 */
export function traceAsOf(
  snapshot: LineageSnapshot,
  versions: VersionsByDataset,
  target: { namespace: string; dataset: string; field: string },
  point: AsOfPoint,
  options: Omit<TraceOptions, 'direction'> = {},
): AsOfTraceResult {
  const result = traceField(snapshot, target, { ...options, direction: 'upstream' });
  const index = indexSnapshot(snapshot, options.stitches);
  const idOf = (e: TraceEndpoint): string => index.resolve(e.namespace, e.dataset);
  const targetId = idOf({ ...target, field: target.field });
  const start = resolvePoint(point, versions.get(targetId) ?? [], versions);

  const timeOf = new Map<string, number>([[targetId, start.time]]);
  const chosen = new Map<string, MqDatasetVersion | null>();
  if (start.version) chosen.set(targetId, start.version);
  const versionFor = (datasetId: string): MqDatasetVersion | null => {
    if (!chosen.has(datasetId)) chosen.set(datasetId, versionAt(versions.get(datasetId) ?? [], timeOf.get(datasetId) ?? start.time));
    return chosen.get(datasetId) ?? null;
  };
  // Hops come in breadth-first order from the target, so a hop's `to` has its time before its `from` needs it.
  for (const hop of [...result.hops, ...result.influencers]) {
    const to = idOf(hop.to);
    const from = idOf(hop.from);
    const producedBy = versionFor(to)?.createdByRun;
    if (!timeOf.has(from)) timeOf.set(from, readTime(producedBy, timeOf.get(to) ?? start.time));
  }

  const endpoint = (e: TraceEndpoint): VersionedEndpoint => {
    const id = idOf(e);
    const v = versionFor(id);
    const prev = v ? previousOf(versions.get(id) ?? [], v) : null;
    const change = v && prev ? diffSchemas(prev.fields ?? [], v.fields ?? []) : null;
    return { ...e, version: v?.version ?? null, run: v?.createdByRun?.id ?? null, ...(change ? { schemaChange: change } : {}) };
  };
  const versioned = (h: TraceHop): AsOfHop => ({ ...h, from: endpoint(h.from), to: endpoint(h.to) });
  return {
    ...result,
    asOf: {
      time: new Date(start.time).toISOString(),
      runId: 'runId' in point ? point.runId : null,
      version: start.version?.version ?? null,
    },
    hops: result.hops.map(versioned),
    influencers: result.influencers.map(versioned),
  };
}

import type { Transformation } from '../column-lineage/column-lineage-types.ts';
import { parseLineageDatasetFacet, parseLineageJobFacet, type ExplicitLineageEntry, type LineageSource } from '../facets/lineage-facet.ts';
import { isRecord } from '../facets/read-facet.ts';
import type { ExplicitSources } from './lineage-snapshot.ts';
import type { SnapshotIndex } from './snapshot-index.ts';

/**
 * Explicit lineage (the `lineage` facet; docs/openlineage-facets.md#explicit-lineage-facet) as the walk reads it.
 * A job that states its lineage is read from the facet only: it feeds a target from the datasets it names and from no
 * other input (the spec's consumer rule: no inputs × outputs product, no columnLineage beside it). A dataset's own
 * facet (a view's DatasetEvent) feeds it with no job.
 */

/**
 * Who stated an edge. A JobEvent's facet is `declared` (what the job is designed to do), a RunEvent's `observed`
 * (what a run saw); `job-facet` is the job's facet as Marquez keeps it when the two cannot be told apart, and
 * `dataset-facet` a dataset's own.
 */
export type StatedBy = 'declared' | 'observed' | 'declared-and-observed' | 'job-facet' | 'dataset-facet';

/** One stated source of a target: a dataset, or one field of it. */
export interface StatedInput {
  inputId: string;
  input: { namespace: string; name: string };
  field: string | null;
  transformations: readonly Transformation[];
  statedBy: StatedBy;
}

/** What one job (or a dataset's own facet) states feeds one target dataset. */
export interface StatedLineage {
  jobId: string | null;
  /** Every dataset feeding the target at all (entity-level, dataset-wide and field sources), once each. */
  datasets: ReadonlyMap<string, StatedInput>;
  /** Dataset-wide dependencies (an entity-level source with a field: a filter, a group by). */
  datasetWide: readonly StatedInput[];
  /** Target field → its dataset-field sources. */
  fields: ReadonlyMap<string, readonly StatedInput[]>;
  /** A declared and an observed facet were both read: an input only one of them states is a disagreement. */
  compared: boolean;
  observedRunId: string | null;
}

const NONE: ReadonlyMap<string, StatedInput> = new Map();

type RawSides = ExplicitSources & { jobFacet?: unknown };

// The sides the snapshot tells apart (raw events, or a run's job facets next to the job's), else the job's facet as
// Marquez's job GET keeps it.
function sourcesOf(index: SnapshotIndex, jobId: string): RawSides | null {
  const given = index.explicitSources?.(jobId);
  if (given && (given.declared !== undefined || given.observed !== undefined)) return given;
  const facets: unknown = index.job(jobId)?.details?.facets;
  return isRecord(facets) && facets.lineage !== undefined ? { jobFacet: facets.lineage } : null;
}

type Side = 'declared' | 'observed' | 'job-facet';

// One target's entries from one side, flattened to (kind of statement, source) pairs.
function* statements(entry: ExplicitLineageEntry): Generator<{ field: string | null; source: LineageSource }> {
  for (const source of entry.inputs ?? []) yield { field: null, source };
  for (const [field, sources] of entry.fields) for (const source of sources) yield { field, source };
}

function combine(a: StatedBy | undefined, side: Side): StatedBy {
  if (!a || a === side) return side;
  return (a === 'declared' && side === 'observed') || (a === 'observed' && side === 'declared') ? 'declared-and-observed' : a;
}

/** Builds a target's stated lineage from the entries each side gives it. */
function stated(
  index: SnapshotIndex,
  jobId: string | null,
  bySide: [Side | 'dataset-facet', ExplicitLineageEntry[]][],
  compared: boolean,
  observedRunId: string | null,
): StatedLineage {
  const datasets = new Map<string, StatedInput>();
  const wide = new Map<string, StatedInput>();
  const fields = new Map<string, Map<string, StatedInput>>();
  const put = (into: Map<string, StatedInput>, key: string, s: Omit<StatedInput, 'statedBy'>, side: Side | 'dataset-facet') => {
    const prev = into.get(key);
    const statedBy = side === 'dataset-facet' ? side : combine(prev?.statedBy, side);
    into.set(key, { ...s, transformations: prev && prev.transformations.length > 0 ? prev.transformations : s.transformations, statedBy });
  };
  for (const [side, entries] of bySide) {
    for (const entry of entries) {
      for (const { field, source } of statements(entry)) {
        if (source.kind !== 'dataset') continue;
        const inputId = index.resolve(source.namespace, source.name);
        const s = { inputId, input: { namespace: source.namespace, name: source.name }, field: source.field, transformations: source.transformations };
        put(datasets, inputId, { ...s, field: null, transformations: [] }, side);
        if (source.field === null) continue;
        if (field === null) put(wide, `${inputId}\u0000${source.field}`, s, side);
        else put(fields.get(field) ?? fields.set(field, new Map()).get(field)!, `${inputId}\u0000${source.field}`, s, side);
      }
    }
  }
  return {
    jobId,
    datasets,
    datasetWide: [...wide.values()],
    fields: new Map([...fields].map(([k, v]) => [k, [...v.values()]])),
    compared,
    observedRunId,
  };
}

const jobCache = new WeakMap<SnapshotIndex, Map<string, Map<string, StatedLineage> | null>>();

/**
 * A job's explicit lineage by target dataset nodeId, or null when the job states none. A target the facet does not
 * describe gets an empty lineage (the job produced it from no stated input) from {@link statedByJob}.
 */
export function jobExplicitLineage(index: SnapshotIndex, jobId: string): ReadonlyMap<string, StatedLineage> | null {
  let perIndex = jobCache.get(index);
  if (!perIndex) jobCache.set(index, (perIndex = new Map()));
  if (!perIndex.has(jobId)) perIndex.set(jobId, buildJob(index, jobId));
  return perIndex.get(jobId) ?? null;
}

function buildJob(index: SnapshotIndex, jobId: string): Map<string, StatedLineage> | null {
  const sources = sourcesOf(index, jobId);
  if (!sources) return null;
  const sides: [Side, ExplicitLineageEntry[]][] = [];
  for (const [side, raw] of [
    ['declared', sources.declared],
    ['observed', sources.observed],
    ['job-facet', sources.jobFacet],
  ] as const) {
    const parsed = parseLineageJobFacet(raw);
    if (parsed) sides.push([side, parsed.entries]);
  }
  if (sides.length === 0) return null;
  const targets = new Map<string, [Side, ExplicitLineageEntry[]][]>();
  for (const [side, entries] of sides) {
    for (const entry of entries) {
      if (entry.target.kind !== 'dataset') continue;
      const id = index.resolve(entry.target.namespace, entry.target.name);
      const list = targets.get(id) ?? [];
      const mine = list.find(([s]) => s === side);
      if (mine) mine[1].push(entry);
      else list.push([side, [entry]]);
      targets.set(id, list);
    }
  }
  const out = new Map<string, StatedLineage>();
  const compared = sides.some(([s]) => s === 'declared') && sides.some(([s]) => s === 'observed');
  for (const [id, bySide] of targets) out.set(id, stated(index, jobId, bySide, compared, sources.observedRunId ?? null));
  return out;
}

/** What `jobId` states feeds `datasetId`: null when the job states no lineage at all, empty when not this target. */
export function statedByJob(index: SnapshotIndex, jobId: string, datasetId: string): StatedLineage | null {
  const all = jobExplicitLineage(index, jobId);
  if (!all) return null;
  return all.get(datasetId) ?? { jobId, datasets: NONE, datasetWide: [], fields: new Map(), compared: false, observedRunId: null };
}

const datasetCache = new WeakMap<SnapshotIndex, Map<string, StatedLineage | null>>();

/** A dataset's own `lineage` facet (a view's DatasetEvent): what feeds it with no job, or null. */
export function statedByDataset(index: SnapshotIndex, datasetId: string): StatedLineage | null {
  let perIndex = datasetCache.get(index);
  if (!perIndex) datasetCache.set(index, (perIndex = new Map()));
  if (!perIndex.has(datasetId)) {
    const info = index.dataset(datasetId);
    const facets: unknown = info?.details?.facets;
    const parsed = isRecord(facets) ? parseLineageDatasetFacet(facets.lineage) : null;
    const entry: ExplicitLineageEntry | null =
      parsed && info ? { target: { kind: 'dataset', namespace: info.namespace, name: info.name }, inputs: parsed.inputs, fields: parsed.fields } : null;
    perIndex.set(datasetId, entry ? stated(index, null, [['dataset-facet', [entry]]], false, null) : null);
  }
  return perIndex.get(datasetId) ?? null;
}

const readersCache = new WeakMap<SnapshotIndex, Map<string, string[]>>();

/** Datasets whose own lineage facet names `datasetId` as an input (the views over it). */
export function statedDatasetReaders(index: SnapshotIndex, datasetId: string): readonly string[] {
  let byInput = readersCache.get(index);
  if (!byInput) {
    byInput = new Map();
    for (const id of index.datasetIds()) {
      for (const inputId of statedByDataset(index, id)?.datasets.keys() ?? []) byInput.set(inputId, [...(byInput.get(inputId) ?? []), id]);
    }
    readersCache.set(index, byInput);
  }
  return byInput.get(datasetId) ?? [];
}

/** How an edge was stated, for a person; says so when the declared and the observed lineage disagree. */
export function statedByText(
  s: Pick<StatedInput, 'statedBy'>,
  lineage: Pick<StatedLineage, 'compared' | 'observedRunId' | 'jobId'>,
  jobName: string | null,
): string {
  const run = lineage.observedRunId ? ` in run ${lineage.observedRunId}` : '';
  switch (s.statedBy) {
    case 'declared':
      return lineage.compared
        ? `declared by ${jobName}'s JobEvent but not observed${run} — declared and observed lineage disagree`
        : `declared by ${jobName}'s JobEvent`;
    case 'observed':
      return lineage.compared ? `observed${run} but not declared by ${jobName}'s JobEvent — declared and observed lineage disagree` : `observed${run}`;
    case 'declared-and-observed':
      return `declared by ${jobName}'s JobEvent and observed${run}`;
    case 'job-facet':
      return `stated by ${jobName}'s lineage facet`;
    case 'dataset-facet':
      return `stated by the dataset's own lineage facet, no job`;
  }
}

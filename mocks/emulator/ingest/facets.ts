import { nextSeq, pushTo, type FacetKind, type Store } from '../store.ts';

const DATASET_KIND_FACETS = new Set(['documentation', 'description', 'schema', 'dataSource', 'lifecycleStateChange', 'version', 'columnLineage', 'ownership']);
const INPUT_KIND_FACETS = new Set(['dataQualityMetrics', 'dataQualityAssertions']);

/**
 * The facet row type Marquez gives a key of `dataset.facets`
 * (docs/marquez-behaviours.md#facet-storage-and-merge-order).
 */
export function datasetFacetKind(name: string): FacetKind {
  if (DATASET_KIND_FACETS.has(name)) return 'DATASET';
  if (INPUT_KIND_FACETS.has(name)) return 'INPUT';
  if (name === 'outputStatistics') return 'OUTPUT';
  return 'UNKNOWN';
}

function entries(facets: Record<string, unknown> | null | undefined): [string, unknown][] {
  return Object.entries(facets ?? {}).filter(([, v]) => v !== undefined && v !== null);
}

export interface DatasetFacetTarget {
  datasetUuid: string;
  versionUuid: string;
  runUuid: string | null;
}

/** One append-only row per top-level facet key (docs/marquez-behaviours.md#facet-storage-and-merge-order). */
export function storeDatasetFacets(
  store: Store,
  target: DatasetFacetTarget,
  eventTime: number,
  facets: Record<string, unknown> | null | undefined,
  forced?: FacetKind,
): void {
  const { datasetUuid, versionUuid, runUuid } = target;
  // The row's fields written out (not `...target`): a spread takes V8's slow generic copy, once per facet of every dataset.
  for (const [name, value] of entries(facets)) {
    const row = { datasetUuid, versionUuid, runUuid, name, value, eventTime, seq: nextSeq(store), kind: forced ?? datasetFacetKind(name) };
    pushTo(store.datasetFacets, versionUuid, row);
  }
}

/**
 * Run facets: `spark_unknown` is never stored, `spark.logicalPlan` only once per run
 * (docs/marquez-behaviours.md#facet-storage-and-merge-order).
 */
export function storeRunFacets(store: Store, runUuid: string, eventTime: number, facets: Record<string, unknown> | null | undefined): void {
  for (const [name, value] of entries(facets)) {
    if (name === 'spark_unknown') continue;
    if (name === 'spark.logicalPlan' && store.runFacets.get(runUuid)?.some((r) => r.name === name)) continue;
    pushTo(store.runFacets, runUuid, { runUuid, name, value, eventTime, seq: nextSeq(store) });
  }
}

export function storeJobFacets(
  store: Store,
  jobUuid: string,
  runUuid: string | null,
  jobVersionUuid: string | null,
  eventTime: number,
  facets: Record<string, unknown> | null | undefined,
): void {
  for (const [name, value] of entries(facets)) {
    const row = { jobUuid, runUuid, jobVersionUuid, name, value, eventTime, seq: nextSeq(store) };
    pushTo(store.jobFacets, jobUuid, row);
    if (runUuid) pushTo(store.jobFacetsByRun, runUuid, row);
  }
}

/** Shallow merge, later row replaces the whole facet (`MapperUtils.toFacetsOrNull`). */
export function mergeFacets(rows: { name: string; value: unknown }[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const row of rows) out[row.name] = row.value;
  return out;
}

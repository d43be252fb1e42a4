/**
 * The Marquez HTTP API shapes the domain consumes (docs/marquez-api.md), as plain TypeScript.
 *
 * Domain code stays free of zod and fetch: `src/api` parses responses with zod and its output types must be
 * assignable to these (a type test in src/api pins that). Optional fields are `null` in real answers because
 * Marquez's mapper has no NON_NULL setting, so they are typed `| null` and, for tolerance, optional.
 */

import type { RunLevelSummary } from './run-lineage/run-lineage-types.ts';

export type RunState = 'NEW' | 'RUNNING' | 'COMPLETED' | 'FAILED' | 'ABORTED';

/** Raw OpenLineage facets, kept whole: `columnLineage` here still has `transformations[]` and `dataset[]`. */
export type Facets = Record<string, unknown>;

export interface MqDatasetId {
  namespace: string;
  name: string;
}

export interface MqField {
  name: string;
  type?: string | null;
  tags?: string[] | null;
  description?: string | null;
}

export interface MqDatasetVersionId {
  namespace: string;
  name: string;
  version: string;
}

export interface MqRun {
  id: string;
  createdAt?: string | null;
  updatedAt?: string | null;
  nominalStartTime?: string | null;
  nominalEndTime?: string | null;
  state: RunState;
  startedAt?: string | null;
  endedAt?: string | null;
  durationMs?: number | null;
  args?: Record<string, string> | null;
  jobVersion?: { namespace: string; name: string; version: string } | null;
  inputDatasetVersions?: { datasetVersionId: MqDatasetVersionId; facets?: Facets | null }[] | null;
  outputDatasetVersions?: { datasetVersionId: MqDatasetVersionId; facets?: Facets | null }[] | null;
  facets?: Facets | null;
}

/** `data` of a DATASET node in `/lineage`; also the common part of a dataset GET. */
export interface MqLineageDataset {
  id: MqDatasetId;
  type?: string | null; // DB_TABLE | STREAM
  name: string;
  physicalName?: string | null;
  createdAt?: string | null;
  updatedAt?: string | null;
  namespace: string;
  sourceName?: string | null;
  fields?: MqField[] | null;
  tags?: string[] | null;
  lastModifiedAt?: string | null;
  description?: string | null;
  lastLifecycleState?: string | null;
}

/** `data` of a JOB node in `/lineage`; also the common part of a job GET. */
export interface MqLineageJob {
  id: MqDatasetId;
  type?: string | null; // BATCH | STREAM | SERVICE
  name: string;
  simpleName?: string | null;
  parentJobName?: string | null;
  parentJobUuid?: string | null;
  currentRunUuid?: string | null;
  createdAt?: string | null;
  updatedAt?: string | null;
  namespace: string;
  inputs?: MqDatasetId[] | null;
  outputs?: MqDatasetId[] | null;
  location?: string | null;
  description?: string | null;
  latestRun?: MqRun | null;
}

export interface MqEdge {
  origin: string;
  destination: string;
  /** Run-level lineage only (never in a Marquez answer): how runs saw the edge and whether Marquez draws it. */
  observed?: EdgeObservation;
}

/** What run-level lineage knows of one edge (src/domain/run-lineage). */
export interface EdgeObservation {
  seen: { runs: number; lastRunId: string; lastSeen: string } | null;
  inMarquezView: boolean;
  /** Why Marquez no longer draws it; null when it does. */
  reason: string | null;
}

export type MqLineageNode =
  | { id: string; type: 'DATASET'; data: MqLineageDataset; inEdges: MqEdge[]; outEdges: MqEdge[] }
  | { id: string; type: 'JOB'; data: MqLineageJob; inEdges: MqEdge[]; outEdges: MqEdge[] };

/** GET /lineage */
export interface MqLineageGraph {
  graph: MqLineageNode[];
  /** Set on run-level answers only (src/domain/run-lineage): window, stale runs, dropped edges, notes. */
  runLevel?: RunLevelSummary;
  /**
   * Never in a Marquez answer: a page's first view's datasets' facets that decide how they are drawn (their name and
   * kind: `symlinks`, `catalog`, `storage`), by nodeId, read by the server from their GETs
   * (src/server/first-view-facets.ts), so the first drawing says what the canvas says once it has those GETs.
   */
  facets?: Readonly<Record<string, Facets>>;
}

/** Old-shape column lineage on a dataset GET (no `transformations[]`: Marquez drops it,
 * docs/marquez-api.md#per-input-transformations-are-dropped). */
export interface MqColumnLineageEntry {
  name: string;
  inputFields: {
    namespace: string;
    dataset: string;
    field: string;
    transformationDescription?: string | null;
    transformationType?: string | null;
  }[];
  transformationDescription?: string | null;
  transformationType?: string | null;
}

/** GET /namespaces/{ns}/datasets/{name} */
export interface MqDataset extends MqLineageDataset {
  currentVersion?: string | null;
  facets?: Facets | null;
  deleted?: boolean | null;
  columnLineage?: MqColumnLineageEntry[] | null;
  schemaLocation?: string | null;
}

/** GET …/datasets/{name}/versions items */
export interface MqDatasetVersion {
  id: MqDatasetId;
  type?: string | null;
  name: string;
  physicalName?: string | null;
  createdAt: string;
  version: string;
  namespace: string;
  sourceName?: string | null;
  fields?: MqField[] | null;
  tags?: string[] | null;
  lifecycleState?: string | null;
  description?: string | null;
  currentSchemaVersion?: string | null;
  createdByRun?: MqRun | null;
  facets?: Facets | null;
}

/** GET /namespaces/{ns}/jobs/{job} */
export interface MqJob extends Omit<MqLineageJob, 'currentRunUuid'> {
  facets?: Facets | null;
  currentVersion?: string | null;
  latestRuns?: MqRun[] | null;
  labels?: string[] | null;
  tags?: string[] | null;
}

/** A node of GET /column-lineage. Its `inEdges` point the wrong way: origin = self, destination = upstream
 * (docs/marquez-api.md#column-lineage-inedges-are-reversed). */
export interface MqColumnLineageNode {
  id: string;
  type: string; // DATASET_FIELD
  data: {
    namespace: string;
    dataset: string;
    datasetVersion?: string | null;
    field: string;
    fieldType?: string | null;
    transformationDescription?: string | null;
    transformationType?: string | null;
    inputFields: {
      namespace: string;
      dataset: string;
      datasetVersion?: string | null;
      field: string;
      transformationDescription?: string | null;
      transformationType?: string | null;
    }[];
  } | null;
  inEdges: MqEdge[];
  outEdges: MqEdge[];
}

export interface MqColumnLineageGraph {
  graph: MqColumnLineageNode[];
}

export interface MqNamespace {
  name: string;
  createdAt?: string | null;
  updatedAt?: string | null;
  ownerName?: string | null;
  description?: string | null;
  isHidden?: boolean | null;
}

export interface MqSearchResult {
  type: 'DATASET' | 'JOB';
  name: string;
  updatedAt?: string | null;
  namespace: string;
  nodeId: string;
}

/** An OpenLineage RunEvent as stored and returned by GET /events/lineage (kept loose: producers vary). */
export interface OlRunEvent {
  eventType?: string | null;
  eventTime: string;
  producer: string;
  schemaURL?: string | null;
  run: { runId: string; facets?: Facets | null };
  job: { namespace: string; name: string; facets?: Facets | null };
  inputs?: { namespace: string; name: string; facets?: Facets | null; inputFacets?: Facets | null }[] | null;
  outputs?: { namespace: string; name: string; facets?: Facets | null; outputFacets?: Facets | null }[] | null;
}

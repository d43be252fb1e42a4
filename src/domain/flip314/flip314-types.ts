import type { DatasetIdentity } from '../stitching/catalog.ts';

/**
 * How far a connector's FLIP-314 support goes (docs/openlineage-facets.md#flip-314): Kafka and JDBC implement
 * `LineageVertexProvider`; Iceberg's is an open PR (apache/iceberg#17668); others depend on the connector.
 */
export type Flip314Support = 'native' | 'pending' | 'unknown';

/** A `LineageVertex` of one Flink job: a source (`sources()`) or a sink (`sinks()`), dataset-level only. */
export interface Flip314Vertex {
  /** Unique across islands: FLIP-314 cannot tell that two jobs' vertices are one dataset. */
  id: string;
  role: 'source' | 'sink';
  dataset: DatasetIdentity;
  support: Flip314Support;
  /** Why support is pending or unknown; null when native. */
  note: string | null;
}

/** A `LineageEdge` source → sink inside one job. */
export interface Flip314Edge {
  id: string;
  source: string;
  target: string;
}

/** What Flink sees of one job: its `LineageGraph`, nothing beyond the job. */
export interface Flip314Island {
  /** The job's Marquez nodeId (`job:NS:NAME`), to sync selection with the cross-engine graph. */
  jobId: string;
  job: DatasetIdentity;
  vertices: Flip314Vertex[];
  /**
   * Every source to every sink: OpenLineage drops `relations()`, so what a multi-sink job really links is not
   * reported; this is the cartesian product the converted lineage implies.
   */
  edges: Flip314Edge[];
}

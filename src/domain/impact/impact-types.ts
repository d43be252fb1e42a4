import type { Engine } from '../engine/engine-types.ts';
import type { DatasetEvidence, JobEvidence } from '../evidence/evidence-index.ts';
import type { FreshnessEvidence, QualityStatus, VolumeStatus } from '../evidence/evidence-types.ts';
import type { HopLevel } from '../trace/trace-types.ts';
import type { PathStep } from './impact-paths.ts';

/**
 * One dataset or job an impact reaches, with what an on-call engineer acts on: how far, how sure, who owns it, which
 * engine, how its last run went, whether its checks pass, and the path that reaches it. JSON-plain.
 */
export interface ImpactRow {
  kind: 'dataset' | 'job';
  namespace: string;
  name: string;
  /** Hops on `path` (a hop crosses one job, or one stitch). */
  distance: number;
  /** The weakest hop on `path`; the strongest such path is the one kept. */
  level: HopLevel;
  /** Dataset: fields reached by reported, derived or stitched lineage; job: the fields it writes on the impact. */
  fields: string[];
  /** Fields only name guesses (inferred hops) reach: never counted as reported impact. */
  inferredFields: string[];
  /**
   * Reached only through an INDIRECT use (a filter, a join key, a group by; a dataset-wide dependency reaches every
   * field): the value does not flow here, but which rows and how many do.
   */
  indirect: boolean;
  /** Fields reached only through INDIRECT uses (a dataset-wide one: every field of the output). */
  indirectFields: string[];
  owners: string[];
  /** Where the owners came from: the entity's own facet, or (dataset) the job writing it; null when missing. */
  ownerVia: 'dataset' | 'job' | 'writer' | null;
  /** Job: its engine; dataset: the engine of the job writing it on the path; null across a stitch. */
  engine: Engine | null;
  freshness: FreshnessEvidence['status'];
  lastRun: { runId: string; state: string; at: string | null } | null;
  quality: QualityStatus;
  /** Names of the failed checks on the version judged (dataset) or the latest run's tests (job). */
  failedChecks: string[];
  lastFailure: { assertion: string; column: string | null; version: string | null; runId: string | null; at: string | null } | null;
  volume: VolumeStatus;
  volumeNote: string;
  path: PathStep[];
  /** Everything the summary columns were read from, each item with its facet, run and version. */
  evidence: DatasetEvidence | JobEvidence;
}

export interface ImpactFilter {
  levels?: readonly HopLevel[];
  engines?: readonly Engine[];
  /** Case-insensitive substring of any owner's name; `-` keeps only rows without a known owner. */
  owner?: string;
}

/** `distance`: nearest first; `freshness`: most recently refreshed first (what already consumed the latest data). */
export type ImpactSort = 'distance' | 'freshness';

/**
 * The trace OUTPUT CONTRACT of issue 5, shared by the UI, the CLI (`--json`) and tests. Keep it JSON-plain.
 * `from` is upstream of `to` in both directions; `roots` are where the walk ends (sources upstream, sinks downstream).
 */

import type { Side } from '../direction.ts';

/**
 * `column`: reported column lineage; `derived`: column lineage derived from the job's SQL (issue 18, exact but not
 * reported); `dataset`: dataset-level only; `inferred`: a name/type guess; `stitched`: across an accepted boundary.
 */
export type HopLevel = 'column' | 'derived' | 'dataset' | 'inferred' | 'stitched';

export interface TraceEndpoint {
  namespace: string;
  dataset: string;
  /** null = dataset level: the field is unknown past a degrade point. */
  field: string | null;
}

export interface TraceTransformation {
  type: string;
  subtype: string | null;
  description: string | null;
  masking: boolean | null;
}

export interface TraceHop {
  from: TraceEndpoint;
  to: TraceEndpoint;
  job: { namespace: string; name: string } | null;
  level: HopLevel;
  transformations: TraceTransformation[];
  /** Where the hop comes from, for a person: the facet, the SQL, the symlink, the name match. */
  evidence: string;
  /** Run-level lineage: how the hop's job was seen writing `to` (reading `from` when it never wrote it) in the window. */
  seen?: { runs: number; lastRunId: string; lastSeen: string } | null;
  /** Run-level lineage: whether Marquez's `/lineage` draws the job's edges this hop crosses. */
  inMarquezView?: boolean;
  /** Run-level lineage: the hop's job has a RUNNING run silent past the threshold (probably stopped unannounced). */
  staleRun?: { runId: string; lastEventTime: string; silentHours: number };
  /** Inferred only: one of several equally good guesses (several inputs offer the field), never a confident hop. */
  ambiguous?: true;
  /** Why the hop is ambiguous, for a person: which inputs compete for the field. */
  ambiguity?: string;
}

export interface TraceDegradation {
  dataset: { namespace: string; name: string };
  job: { namespace: string; name: string } | null;
  reason: string;
}

export interface TraceResult {
  target: { namespace: string; dataset: string; field: string };
  direction: Side;
  hops: TraceHop[];
  /** INDIRECT inputs and `dataset[]` dependencies: they influenced the value without being its source. */
  influencers: TraceHop[];
  degradations: TraceDegradation[];
  roots: TraceEndpoint[];
  /** Datasets on the trace that only a `columnLineage` facet names (no event reports them); absent when none. */
  unreported?: UnreportedDataset[];
  /** Jobs on the trace that report all-to-all datasets whose names pair up (a multi-topic connector); absent when none. */
  allToAll?: { job: { namespace: string; name: string }; reason: string }[];
  /** Entities Marquez refused while the trace loaded; the walk went on without their details. Absent when none. */
  skipped?: SkippedEntity[];
}

/** An entity Marquez refused while a trace loaded: the trace went on without its details. */
export interface SkippedEntity {
  kind: 'dataset' | 'job' | 'lineage';
  /** Marquez nodeId. */
  id: string;
  status: number;
  reason: string;
}

/** A dataset only a facet names, with the reported dataset it most likely is (what Boundaries proposes). */
export interface UnreportedDataset {
  namespace: string;
  name: string;
  likely: { namespace: string; name: string; confidence: number; evidence: string } | null;
}

/** Two datasets accepted as the same data (boundaries issue), by identity. */
export interface StitchPair {
  a: { namespace: string; name: string };
  b: { namespace: string; name: string };
}

export interface TraceOptions {
  direction?: Side;
  /** Inferred hops (name/type match) where nothing is reported or derived; default true. */
  inferred?: boolean;
  /** Accepted stitch candidates, in addition to `symlinks` facets. */
  stitches?: readonly StitchPair[];
}

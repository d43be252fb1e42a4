/**
 * Incident evidence read from OpenLineage facets Marquez already stores (docs/incident-workflow.md): who owns a
 * dataset or job, whether its checks passed, how much flowed, and how fresh it is. Every item names the facet, the
 * run and the dataset version it came from; what no facet says is `missing`, never assumed healthy. Plain JSON: the
 * CLI prints it with `--json` and the UI keeps it beside the trace.
 */

export interface Ref {
  namespace: string;
  name: string;
}

/** Where one piece of evidence came from. */
export interface EvidenceSource {
  /** The facet key as the event sent it (`ownership`, `dataQualityAssertions`, `outputStatistics`, `test`, …), or `run` for a run's own state. */
  facet: string;
  /** Which part of the event held it: a job's or dataset's facets, an input's or output's facets, or the run's. */
  on: 'job' | 'dataset' | 'input' | 'output' | 'run';
  job: Ref | null;
  runId: string | null;
  dataset: Ref | null;
  /** The dataset version (Marquez's version id) it describes, when known. */
  version: string | null;
  /** When: the version's creation or the run's last event, ISO; null when Marquez did not say. */
  at: string | null;
}

// ── Owners ──────────────────────────────────────────────────────────────────────────────────────────────────────

export interface Owner {
  name: string;
  /** The ownership type as sent (MAINTAINER, team, …), or the tag key for an owner read from a tag. */
  type: string | null;
  /** `dataset`/`job`: the entity's own ownership facet or owner tag; `writer`: the job that writes the dataset. */
  via: 'dataset' | 'job' | 'writer';
  source: EvidenceSource;
}

export interface OwnerEvidence {
  status: 'known' | 'missing';
  owners: Owner[];
}

// ── Quality ─────────────────────────────────────────────────────────────────────────────────────────────────────

export interface Check {
  /** `dataQualityAssertions`' `assertion` (the test's kind) or a test run's `name`. */
  assertion: string;
  /** The assertion's own `name`, when it has one beside its kind. */
  name: string | null;
  /** null = the whole dataset. */
  column: string | null;
  /** `passed`, `failed`, or `skipped` (a test run's `skip`); a value the facet did not say is `unknown`. */
  result: 'passed' | 'failed' | 'skipped' | 'unknown';
  severity: string | null;
  expected: string | null;
  actual: string | null;
  description: string | null;
  source: EvidenceSource;
}

export interface ColumnMetrics {
  nullCount: number | null;
  distinctCount: number | null;
  count: number | null;
  sum: number | null;
  min: number | null;
  max: number | null;
}

export interface QualityMetrics {
  rowCount: number | null;
  bytes: number | null;
  fileCount: number | null;
  columns: Record<string, ColumnMetrics>;
  source: EvidenceSource;
}

/**
 * `failed`: a check failed whose severity is not `warn`; `warned`: only `warn` checks failed; `passed`: checks ran
 * and none failed; `missing`: no check of this version was reported (metrics alone are not a check).
 */
export type QualityStatus = 'failed' | 'warned' | 'passed' | 'missing';

export interface QualityEvidence {
  status: QualityStatus;
  /** Column checks on the traced field first, then other column checks, then dataset-wide ones. */
  checks: Check[];
  metrics: QualityMetrics | null;
  /** The version the checks ran on, when one was found. */
  version: string | null;
  /** The newest failed check over every version loaded, even when a later one passed: an incident's first clue. */
  lastFailure: Check | null;
}

// ── Volume ──────────────────────────────────────────────────────────────────────────────────────────────────────

export interface VolumeSample {
  rows: number | null;
  bytes: number | null;
  files: number | null;
  source: EvidenceSource;
}

/**
 * `changed`: the newest sample is at least {@link VOLUME_RULE}.factor times above or below the median of the
 * previous ones (or fell to zero); `steady`: it is not; `no-history`: too few earlier samples to judge; `missing`:
 * no statistics facet on any run loaded.
 */
export type VolumeStatus = 'changed' | 'steady' | 'no-history' | 'missing';

export interface VolumeEvidence {
  status: VolumeStatus;
  latest: VolumeSample | null;
  /** The measure compared (`rows`, else `bytes`), its median over the previous samples, and how many there were. */
  baseline: { measure: 'rows' | 'bytes'; median: number; samples: number } | null;
  /** latest / median; null when not judged. */
  ratio: number | null;
  /** For a person: what was compared and why it is marked, or why it could not be judged. */
  reason: string;
}

// ── Freshness ───────────────────────────────────────────────────────────────────────────────────────────────────

export type RunStateName = 'NEW' | 'RUNNING' | 'COMPLETED' | 'FAILED' | 'ABORTED' | 'UNKNOWN';

export interface FreshnessEvidence {
  /** `stale`: a RUNNING run silent past the threshold; `missing`: no run known. */
  status: 'completed' | 'running' | 'stale' | 'failed' | 'aborted' | 'missing';
  run: { runId: string; state: RunStateName; startedAt: string | null; endedAt: string | null; durationMs: number | null; job: Ref } | null;
  /** The dataset version the run wrote, and when, for a dataset. */
  version: { version: string; at: string | null } | null;
  /** The newest time known: the version's, else the run's end, else its last event; what "sort by freshness" sorts. */
  at: string | null;
  stale: { lastEventTime: string; silentHours: number } | null;
}

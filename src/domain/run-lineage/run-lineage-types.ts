/**
 * Run-level lineage: what the runs of each job actually read and wrote in a time window, beside what Marquez's
 * `/lineage` draws (only each job's current job version: README "Lineage as it happened"). Plain JSON shapes: the
 * CLI prints them with `--json` and the UI keeps them in the query cache.
 */

export interface DatasetRef {
  namespace: string;
  name: string;
}

export interface JobRef {
  namespace: string;
  name: string;
}

/** One run, reduced to what lineage needs. Times are ISO strings as Marquez answers them, or null. */
export interface ObservedRun {
  runId: string;
  state: string;
  /** Time of the run's first event (Marquez's run `createdAt`; `startedAt` moves with every START/RUNNING). */
  firstEventAt: string | null;
  startedAt: string | null;
  endedAt: string | null;
  /** Time of the run's last processed event (Marquez's run `updatedAt`). */
  lastEventAt: string | null;
  inputs: DatasetRef[];
  outputs: DatasetRef[];
}

/** A job's runs as loaded; `complete` is false when the window held more runs than were read (paging cap). */
export interface JobRunHistory {
  job: JobRef;
  /** `BATCH` | `STREAM` | … as Marquez reports it; decides which of Marquez's rules dropped an edge. */
  type: string | null;
  runs: ObservedRun[];
  complete: boolean;
  /** Runs skipped because their answer was malformed, with why (shown, never fatal). */
  problems: string[];
}

export interface LineageWindow {
  /** Inclusive, ISO. */
  since: string;
  /** Inclusive, ISO. */
  until: string;
}

export type EdgeDirection = 'input' | 'output';

/** How often an edge was seen in the window: the fields every edge and trace hop carries. */
export interface EdgeSeen {
  runs: number;
  lastRunId: string;
  lastSeen: string;
}

/** A job–dataset edge of run-level lineage. */
export interface RunLevelEdge {
  job: JobRef;
  dataset: DatasetRef;
  direction: EdgeDirection;
  /** null: drawn by Marquez, but no run in the window read or wrote it. */
  seen: EdgeSeen | null;
  inMarquezView: boolean;
  /** Why Marquez no longer draws it; null when it does. */
  reason: string | null;
}

export interface StaleRun {
  job: JobRef;
  runId: string;
  state: string;
  lastEventTime: string;
  silentHours: number;
}

/** What the views and the CLIs show about run-level lineage beside the graph itself. */
export interface RunLevelSummary {
  view: 'runs';
  window: LineageWindow;
  staleRuns: StaleRun[];
  droppedEdges: RunLevelEdge[];
  /** Problems met while reading runs (malformed answers, capped paging), for a person. */
  notes: string[];
}

export const DEFAULT_WINDOW_DAYS = 30;
export const DEFAULT_STALE_HOURS = 24;

/**
 * The emulator's in-memory tables, one per Marquez table it needs (docs/marquez-behaviours.md#what-marquez-stores).
 * Times are epoch millis; `wall` = the injected clock, `eventTime` = the event's own time.
 */

export type IoType = 'INPUT' | 'OUTPUT';
export type FacetKind = 'DATASET' | 'INPUT' | 'OUTPUT' | 'UNKNOWN';
export type RunStateName = 'NEW' | 'RUNNING' | 'COMPLETED' | 'FAILED' | 'ABORTED';

export interface NamespaceRow {
  name: string;
  createdAt: number;
  updatedAt: number;
  ownerName: string;
  description: string | null;
  isHidden: boolean;
}

export interface FieldRow {
  uuid: string;
  datasetUuid: string;
  name: string;
  type: string | null;
  description: string | null;
}

export interface DatasetRow {
  uuid: string;
  namespace: string;
  name: string;
  sourceName: string;
  createdAt: number;
  updatedAt: number;
  physicalName: string;
  description: string | null;
  isDeleted: boolean;
  currentVersionUuid: string | null;
}

export interface SymlinkRow {
  datasetUuid: string;
  namespace: string;
  name: string;
  isPrimary: boolean;
}

export interface VersionField {
  name: string;
  type: string | null;
  tags: string[];
  description: string | null;
}

export interface DatasetVersionRow {
  uuid: string;
  version: string;
  datasetUuid: string;
  namespace: string;
  name: string;
  createdAt: number;
  runUuid: string | null;
  fields: VersionField[];
  lifecycleState: string;
  fieldUuids: Set<string>;
  seq: number;
}

export interface JobRow {
  uuid: string;
  namespace: string;
  name: string;
  simpleName: string;
  parentJobUuid: string | null;
  parentJobName: string | null;
  type: 'BATCH' | 'STREAM';
  description: string | null;
  location: string | null;
  currentVersionUuid: string | null;
  currentRunUuid: string | null;
  currentInputs: { namespace: string; name: string }[];
  createdAt: number;
  updatedAt: number;
}

export interface JobVersionRow {
  uuid: string;
  version: string;
  jobUuid: string;
  createdAt: number;
  latestRunUuid: string | null;
  inputs: { namespace: string; name: string }[];
  outputs: { namespace: string; name: string }[];
  seq: number;
}

export interface IoRow {
  jobVersionUuid: string;
  jobUuid: string;
  datasetUuid: string;
  ioType: IoType;
  isCurrent: boolean;
}

export interface RunRow {
  uuid: string;
  jobUuid: string;
  createdAt: number;
  updatedAt: number;
  state: RunStateName;
  transitionedAt: number | null;
  startedAt: number | null;
  endedAt: number | null;
  args: Record<string, string>;
  jobVersionUuid: string | null;
  nominalStartTime: number | null;
  nominalEndTime: number | null;
  seq: number;
}

export interface FacetRow {
  name: string;
  value: unknown;
  eventTime: number;
  seq: number;
}

export interface DatasetFacetRow extends FacetRow {
  datasetUuid: string;
  versionUuid: string;
  runUuid: string | null;
  kind: FacetKind;
}

export interface RunFacetRow extends FacetRow {
  runUuid: string;
}

export interface JobFacetRow extends FacetRow {
  jobUuid: string;
  runUuid: string | null;
  jobVersionUuid: string | null;
}

export interface ColumnLineageRow {
  outputVersionUuid: string;
  outputFieldUuid: string;
  inputVersionUuid: string;
  inputFieldUuid: string;
  transformationDescription: string | null;
  transformationType: string | null;
  createdAt: number;
  updatedAt: number;
}

export interface StoredEvent {
  kind: 'RUN_EVENT' | 'DATASET_EVENT' | 'JOB_EVENT';
  eventTime: number;
  event: Record<string, unknown>;
  seq: number;
}

export interface Store {
  namespaces: Map<string, NamespaceRow>;
  sources: Map<string, { name: string; type: string; uri: string | null }>;
  datasets: Map<string, DatasetRow>;
  /** key = identityKey(namespace, name) */
  symlinks: Map<string, SymlinkRow>;
  /** dataset uuid → (name + type → row): one small map per dataset, so a lookup hashes a short key */
  fields: Map<string, Map<string, FieldRow>>;
  fieldById: Map<string, FieldRow>;
  versions: Map<string, DatasetVersionRow>;
  versionByHash: Map<string, string>;
  jobs: Map<string, JobRow>;
  jobByName: Map<string, string>;
  jobVersions: Map<string, JobVersionRow>;
  jobVersionByHash: Map<string, string>;
  /** `job_versions_io_mapping`, grouped by job uuid */
  io: Map<string, IoRow[]>;
  runs: Map<string, RunRow>;
  runsByJob: Map<string, string[]>;
  /** `runs_input_mapping`: run uuid → version uuids read, in insertion order */
  runInputs: Map<string, string[]>;
  /** version uuids whose `run_uuid` is the run (outputs) */
  versionsByRun: Map<string, Set<string>>;
  /** grouped by version uuid */
  datasetFacets: Map<string, DatasetFacetRow[]>;
  /** grouped by run uuid */
  runFacets: Map<string, RunFacetRow[]>;
  /** grouped by job uuid, and the same rows by run uuid */
  jobFacets: Map<string, JobFacetRow[]>;
  jobFacetsByRun: Map<string, JobFacetRow[]>;
  columnLineage: Map<string, ColumnLineageRow>;
  events: StoredEvent[];
  /** monotonic counter standing in for insertion order / wall-clock ties */
  seq: number;
}

export function identityKey(namespace: string, name: string): string {
  return `${namespace}\u0000${name}`;
}

export function createStore(): Store {
  return {
    namespaces: new Map(),
    sources: new Map(),
    datasets: new Map(),
    symlinks: new Map(),
    fields: new Map(),
    fieldById: new Map(),
    versions: new Map(),
    versionByHash: new Map(),
    jobs: new Map(),
    jobByName: new Map(),
    jobVersions: new Map(),
    jobVersionByHash: new Map(),
    io: new Map(),
    runs: new Map(),
    runsByJob: new Map(),
    runInputs: new Map(),
    versionsByRun: new Map(),
    datasetFacets: new Map(),
    runFacets: new Map(),
    jobFacets: new Map(),
    jobFacetsByRun: new Map(),
    columnLineage: new Map(),
    events: [],
    seq: 0,
  };
}

export function nextSeq(store: Store): number {
  store.seq += 1;
  return store.seq;
}

/** Dataset for any identity (primary or alias), as Marquez's `dataset_symlinks` lookup does. */
export function datasetByIdentity(store: Store, namespace: string, name: string): DatasetRow | undefined {
  const link = store.symlinks.get(identityKey(namespace, name));
  return link ? store.datasets.get(link.datasetUuid) : undefined;
}

/** Appends to a grouped table (the emulator's stand-in for an index). */
export function pushTo<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Sets a version's producing run, keeping the run → outputs index in step. */
export function setVersionRun(store: Store, version: DatasetVersionRow, runUuid: string | null): void {
  if (version.runUuid) store.versionsByRun.get(version.runUuid)?.delete(version.uuid);
  version.runUuid = runUuid;
  if (!runUuid) return;
  const set = store.versionsByRun.get(runUuid) ?? new Set<string>();
  set.add(version.uuid);
  store.versionsByRun.set(runUuid, set);
}

/** Output versions of a run (`dataset_versions.run_uuid = run`). */
export function versionsWrittenBy(store: Store, runUuid: string): DatasetVersionRow[] {
  return [...(store.versionsByRun.get(runUuid) ?? [])].flatMap((id) => store.versions.get(id) ?? []);
}

/** Versions a run read (`runs_input_mapping`), in order. */
export function versionsReadBy(store: Store, runUuid: string): DatasetVersionRow[] {
  return (store.runInputs.get(runUuid) ?? []).flatMap((id) => store.versions.get(id) ?? []);
}

export function jobByName(store: Store, namespace: string, name: string): JobRow | undefined {
  const uuid = store.jobByName.get(identityKey(namespace, name));
  return uuid ? store.jobs.get(uuid) : undefined;
}

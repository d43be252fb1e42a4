import { annotations, tagsOf } from './annotations.ts';
import { mergeFacets } from '../ingest/facets.ts';
import { versionsReadBy, versionsWrittenBy, type JobRow, type Store } from '../store.ts';
import { formatInstant } from '../time.ts';
import { latestRunsOf, serializeRun } from './serialize-run.ts';

type Id = { namespace: string; name: string };

const JAVA_URL_PROTOCOLS = new Set(['http:', 'https:', 'ftp:', 'file:', 'jar:']);

/**
 * `Columns.urlOrNull`: a location that is not a valid `java.net.URL` (`git@…`, `s3://…`) reads as null
 * (docs/marquez-behaviours.md#job-reads).
 */
export function javaUrlOrNull(location: string | null): string | null {
  if (!location) return null;
  try {
    return JAVA_URL_PROTOCOLS.has(new URL(location).protocol) ? location : null;
  } catch {
    return null;
  }
}

function uniqueIds(ids: Id[]): Id[] {
  const seen = new Map<string, Id>();
  for (const id of ids) seen.set(`${id.namespace}\u0000${id.name}`, { namespace: id.namespace, name: id.name });
  return [...seen.values()];
}

function runIo(store: Store, runUuid: string | undefined): { inputs: Id[]; outputs: Id[] } {
  if (!runUuid) return { inputs: [], outputs: [] };
  const inputs = versionsReadBy(store, runUuid).map((v) => ({ namespace: v.namespace, name: v.name }));
  const outputs = versionsWrittenBy(store, runUuid).map((v) => ({ namespace: v.namespace, name: v.name }));
  return { inputs: uniqueIds(inputs), outputs: uniqueIds(outputs) };
}

/**
 * Every identity (primary and aliases) of the datasets in the current job version's io rows
 * (docs/marquez-behaviours.md#job-reads, docs/marquez-behaviours.md#symlinks-and-aliases).
 */
function versionIo(store: Store, job: JobRow, ioType: 'INPUT' | 'OUTPUT'): Id[] {
  if (!job.currentVersionUuid) return [];
  const datasetUuids = new Set(
    (store.io.get(job.uuid) ?? []).filter((r) => r.jobVersionUuid === job.currentVersionUuid && r.ioType === ioType).map((r) => r.datasetUuid),
  );
  return [...store.symlinks.values()].filter((s) => datasetUuids.has(s.datasetUuid)).map((s) => ({ namespace: s.namespace, name: s.name }));
}

function labelsOf(facets: Record<string, unknown>): string[] {
  const jobType = facets.jobType as { jobType?: unknown; integration?: unknown } | undefined;
  if (!jobType) return [];
  return [jobType.jobType, jobType.integration].filter((x): x is string => typeof x === 'string');
}

/**
 * Job for GET (`mode: 'get'`) or list items (`'list'`): io and facets are assembled differently by the two
 * (docs/marquez-behaviours.md#facet-storage-and-merge-order and docs/marquez-behaviours.md#job-reads).
 */
export function serializeJob(store: Store, job: JobRow, mode: 'get' | 'list'): Record<string, unknown> {
  const runs = latestRunsOf(store, job.uuid);
  const latest = runs[0];
  let { inputs, outputs } = runIo(store, latest?.uuid);
  if (!latest) {
    inputs = job.currentInputs;
    outputs = [];
  }
  if (mode === 'get') {
    const vin = versionIo(store, job, 'INPUT');
    const vout = versionIo(store, job, 'OUTPUT');
    if (vin.length > 0) inputs = vin;
    if (vout.length > 0) outputs = vout;
  }
  const version = job.currentVersionUuid ? store.jobVersions.get(job.currentVersionUuid) : undefined;
  const facetRows =
    mode === 'get'
      ? (store.jobFacets.get(job.uuid) ?? []).filter((f) => version && f.jobVersionUuid === version.uuid).sort((a, b) => a.seq - b.seq)
      : (version?.latestRunUuid ? (store.jobFacetsByRun.get(version.latestRunUuid) ?? []) : [])
          .filter((f) => f.jobUuid === job.uuid)
          .sort((a, b) => a.eventTime - b.eventTime || a.seq - b.seq);
  const facets = mergeFacets(facetRows);
  return {
    id: { namespace: job.namespace, name: job.name },
    type: job.type,
    name: job.name,
    simpleName: job.simpleName,
    parentJobName: job.parentJobName,
    parentJobUuid: job.parentJobUuid,
    createdAt: formatInstant(job.createdAt),
    updatedAt: formatInstant(job.updatedAt),
    namespace: job.namespace,
    inputs,
    outputs,
    location: javaUrlOrNull(job.location),
    description: job.description,
    latestRun: latest ? serializeRun(store, latest) : null,
    facets,
    currentVersion: job.currentVersionUuid,
    latestRuns: runs.map((r) => serializeRun(store, r)),
    labels: labelsOf(facets),
    tags: tagsOf(annotations(store).jobTags, job.uuid),
  };
}

/**
 * A job version: `version` and `id.version` are the content **hash**
 * (docs/marquez-behaviours.md#two-kinds-of-version-id).
 */
export function serializeJobVersion(store: Store, job: JobRow, versionUuid: string): Record<string, unknown> | null {
  const v = store.jobVersions.get(versionUuid);
  if (!v) return null;
  const run = v.latestRunUuid ? store.runs.get(v.latestRunUuid) : undefined;
  const ids = (ioType: 'INPUT' | 'OUTPUT') => {
    const uuids = new Set((store.io.get(job.uuid) ?? []).filter((r) => r.jobVersionUuid === v.uuid && r.ioType === ioType).map((r) => r.datasetUuid));
    return [...store.symlinks.values()].filter((s) => uuids.has(s.datasetUuid)).map((s) => ({ namespace: s.namespace, name: s.name }));
  };
  return {
    id: { namespace: job.namespace, name: job.name, version: v.version },
    name: job.name,
    createdAt: formatInstant(v.createdAt),
    updatedAt: formatInstant(v.createdAt),
    namespace: job.namespace,
    location: javaUrlOrNull(job.location),
    version: v.version,
    description: job.description,
    inputs: ids('INPUT'),
    outputs: ids('OUTPUT'),
    latestRun: run ? serializeRun(store, run) : null,
    facets: mergeFacets((store.jobFacets.get(job.uuid) ?? []).filter((f) => f.jobVersionUuid === v.uuid)),
  };
}

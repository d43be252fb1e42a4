import { latestRunOf } from '../engine/classify-engine.ts';
import { isRecord } from '../facets/read-facet.ts';
import type { MqDataset, MqDatasetVersion, MqJob } from '../marquez-shapes.ts';
import { datasetNodeId, jobNodeId, parseNodeId } from '../node-id.ts';
import type { StaleRun } from '../run-lineage/run-lineage-types.ts';
import type { Check, FreshnessEvidence, OwnerEvidence, QualityEvidence, Ref, VolumeEvidence } from './evidence-types.ts';
import { freshnessOf } from './freshness.ts';
import { qualityAt, qualityStatus, readVersionQuality, type VersionQuality } from './quality.ts';
import { readTestRun } from './read-checks.ts';
import { readOwners } from './read-owners.ts';
import { observeRuns, summarizeRun, type DatasetObservation } from './run-observations.ts';
import { judgeObserved } from './volume.ts';

/** What the evidence is read from: exactly what the trace loader loaded (docs/incident-workflow.md). */
export interface EvidenceInputs {
  datasets: readonly MqDataset[];
  jobs: readonly MqJob[];
  /** Newest versions of multi-writer datasets, by dataset nodeId (the trace loader reads them). */
  versions?: ReadonlyMap<string, readonly MqDatasetVersion[]>;
  /** Run-level lineage's stale runs (`lineage.runLevel.staleRuns`). */
  staleRuns?: readonly StaleRun[];
}

export interface DatasetEvidence {
  dataset: Ref;
  owner: OwnerEvidence;
  quality: QualityEvidence;
  volume: VolumeEvidence;
  freshness: FreshnessEvidence;
}

export interface JobEvidence {
  job: Ref;
  owner: OwnerEvidence;
  /** The latest run's `test` run facet (test executions not attributed to a dataset). */
  quality: QualityEvidence;
  freshness: FreshnessEvidence;
}

export interface DatasetEvidenceOptions {
  /** The job writing it on the path at hand; by default the writer of its newest version the runs show. */
  writer?: string | null;
  /** The version to judge quality on; by default the version that writer last wrote, else Marquez's current one. */
  version?: string | null;
  /** A traced field: its column checks come first. */
  focus?: string | null;
}

export interface EvidenceIndex {
  dataset(datasetId: string, options?: DatasetEvidenceOptions): DatasetEvidence;
  job(jobId: string): JobEvidence;
  /** The output observation of `datasetId` by `jobId` (its run `runId` when given, else its newest). */
  written(datasetId: string, jobId: string, runId?: string | null): DatasetObservation | null;
  /** What the loaded runs read and wrote of one dataset, newest first. */
  observationsOf(datasetId: string): readonly DatasetObservation[];
}

const owners = (list: OwnerEvidence['owners']): OwnerEvidence => ({ status: list.length > 0 ? 'known' : 'missing', owners: list });

/** Namespace and name of a node Marquez refused to describe (its GET failed): read back from its nodeId. */
function refOf(nodeId: string): Ref {
  const parsed = parseNodeId(nodeId);
  return parsed && parsed.kind !== 'datasetField' ? { namespace: parsed.namespace, name: parsed.name } : { namespace: '', name: nodeId };
}

/** Every quality report per dataset: readers' input facets first, then versions and dataset GETs for versions no reader covered. */
function qualityReports(inputs: EvidenceInputs, observations: readonly DatasetObservation[]): Map<string, VersionQuality[]> {
  const out = new Map<string, VersionQuality[]>();
  const push = (id: string, r: VersionQuality | null) => r && out.set(id, [...(out.get(id) ?? []), r]);
  for (const o of observations) {
    if (o.direction !== 'input') continue;
    const src = { on: 'input' as const, job: o.job, runId: o.run.runId, dataset: o.dataset, version: o.version, at: o.at };
    push(o.datasetId, readVersionQuality(o.facets, src, o.atMs));
  }
  const covered = (id: string, version: string) => (out.get(id) ?? []).some((r) => r.version === version);
  for (const [id, list] of inputs.versions ?? new Map<string, readonly MqDatasetVersion[]>()) {
    for (const v of list) {
      if (covered(id, v.version)) continue;
      const src = { on: 'input' as const, job: null, runId: null, dataset: { namespace: v.namespace, name: v.name }, version: v.version, at: v.createdAt };
      push(id, readVersionQuality(v.facets, src, Date.parse(v.createdAt)));
    }
  }
  for (const d of inputs.datasets) {
    const id = datasetNodeId(d);
    const version = d.currentVersion ?? null;
    if (!version || covered(id, version)) continue;
    const src = { on: 'input' as const, job: null, runId: null, dataset: { namespace: d.namespace, name: d.name }, version, at: null };
    push(id, readVersionQuality(d.facets, src, Number.NaN));
  }
  return out;
}

/** Indexes the loaded datasets, jobs and their runs once; every question after that is a lookup. */
export function buildEvidenceIndex(inputs: EvidenceInputs): EvidenceIndex {
  const observations = observeRuns(inputs.jobs, inputs.versions);
  // By dataset, so a 10,000-dataset impact asks each question of its own few runs, not of every run loaded.
  const byDataset = new Map<string, DatasetObservation[]>();
  for (const o of observations) {
    const list = byDataset.get(o.datasetId);
    if (list) list.push(o);
    else byDataset.set(o.datasetId, [o]);
  }
  const observationsOf = (datasetId: string): readonly DatasetObservation[] => byDataset.get(datasetId) ?? [];
  const datasets = new Map(inputs.datasets.map((d) => [datasetNodeId(d), d]));
  const jobs = new Map(inputs.jobs.map((j) => [jobNodeId(j), j]));
  const reports = qualityReports(inputs, observations);
  const stale = inputs.staleRuns ?? [];
  const versionTimes = new Map<string, string>();
  for (const list of inputs.versions?.values() ?? []) for (const v of list) versionTimes.set(v.version, v.createdAt);

  const written = (datasetId: string, jobId: string | null, runId?: string | null): DatasetObservation | null =>
    observationsOf(datasetId).find((o) => o.direction === 'output' && (jobId === null || o.jobId === jobId) && (!runId || o.run.runId === runId)) ?? null;

  const jobOwners = (jobId: string, via: 'job' | 'writer') => {
    const job = jobs.get(jobId);
    if (!job) return [];
    const ref = { namespace: job.namespace, name: job.name };
    return readOwners(job.facets, via, { on: 'job', job: ref, runId: latestRunOf(job)?.id ?? null, dataset: null, version: null, at: null });
  };

  const job = (jobId: string): JobEvidence => {
    const details = jobs.get(jobId);
    const ref = details ? { namespace: details.namespace, name: details.name } : refOf(jobId);
    const runs = details ? [...(details.latestRun ? [details.latestRun] : []), ...(details.latestRuns ?? [])].map(summarizeRun) : [];
    const tests = (run: (typeof runs)[number]): Check[] =>
      readTestRun(run.facets, { on: 'run', job: ref, runId: run.runId, dataset: null, version: null, at: run.endedAt ?? run.updatedAt });
    const latest = runs[0] ?? null;
    const checks = latest ? tests(latest) : [];
    const lastFailure = runs.flatMap(tests).find((c) => c.result === 'failed') ?? null;
    return {
      job: ref,
      owner: owners(jobOwners(jobId, 'job')),
      quality: { status: qualityStatus(checks), checks, metrics: null, version: null, lastFailure },
      freshness: freshnessOf(latest, details ? ref : null, null, stale),
    };
  };

  const dataset = (datasetId: string, options: DatasetEvidenceOptions = {}): DatasetEvidence => {
    const details = datasets.get(datasetId);
    const newestWrite = written(datasetId, options.writer ?? null);
    const writer = options.writer ?? newestWrite?.jobId ?? null;
    const ref = details ? { namespace: details.namespace, name: details.name } : (newestWrite?.dataset ?? refOf(datasetId));
    const facets = isRecord(details?.facets) ? details.facets : {};
    const own = readOwners(facets, 'dataset', { on: 'dataset', job: null, runId: null, dataset: ref, version: details?.currentVersion ?? null, at: null });
    const version = options.version ?? newestWrite?.version ?? details?.currentVersion ?? null;
    const carried = newestWrite ? { version: newestWrite.version, at: versionTimes.get(newestWrite.version) ?? newestWrite.at } : null;
    const writerJob = writer ? jobs.get(writer) : undefined;
    const run = newestWrite?.run ?? (writerJob ? (latestRunOf(writerJob) ? summarizeRun(latestRunOf(writerJob)!) : null) : null);
    return {
      dataset: ref,
      owner: owners(own.length > 0 ? own : writer ? jobOwners(writer, 'writer') : []),
      quality: qualityAt(reports.get(datasetId) ?? [], version, options.focus ?? null),
      volume: judgeObserved(observationsOf(datasetId), datasetId, 'output', writer),
      freshness: freshnessOf(run, newestWrite?.job ?? (writerJob ? { namespace: writerJob.namespace, name: writerJob.name } : null), carried, stale),
    };
  };

  return { dataset, job, written, observationsOf };
}

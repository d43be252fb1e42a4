import { formatNamespaceName } from '../ids.ts';
import type { Store } from '../store.ts';
import { parseInstant } from '../time.ts';
import { upsertLineageDataset } from './apply-dataset.ts';
import { jobFieldsOf, upsertJob } from './apply-job.ts';
import type { ApplyContext } from './context.ts';
import type { DatasetEvent, JobEvent, OlDataset } from './event-schema.ts';
import { storeDatasetFacets, storeJobFacets } from './facets.ts';
import { upsertCurrentJobVersion } from './job-version.ts';
import { upsertNamespace } from './namespaces.ts';

/**
 * DatasetEvent (docs/marquez-behaviours.md#dataset-and-job-events): an output without run whose version becomes current
 * at once.
 */
export function applyDatasetEvent(store: Store, event: DatasetEvent, wall: () => number): void {
  const eventTime = parseInstant(event.eventTime) ?? 0;
  const ctx: ApplyContext = { store, eventTime, wall, runUuid: null };
  const record = upsertLineageDataset(ctx, event.dataset, false);
  const target = { datasetUuid: record.dataset.uuid, versionUuid: record.version.uuid, runUuid: null };
  storeDatasetFacets(store, target, eventTime, event.dataset.facets as Record<string, unknown> | null | undefined);
  storeDatasetFacets(store, target, eventTime, event.dataset.outputFacets, 'OUTPUT');
  record.dataset.currentVersionUuid = record.version.uuid;
  record.dataset.updatedAt = wall();
}

/**
 * JobEvent (docs/marquez-behaviours.md#dataset-and-job-events): job with no current inputs and **no current run** (so
 * `latestRun` goes null in `/lineage`), run-less dataset versions that never become current, and a job version from
 * this event's own datasets.
 */
export function applyJobEvent(store: Store, event: JobEvent, wall: () => number): void {
  const eventTime = parseInstant(event.eventTime) ?? 0;
  const ns = formatNamespaceName(event.job.namespace);
  upsertNamespace(store, ns, eventTime);
  const job = upsertJob(store, ns, event.job.name, event.job.name, null, jobFieldsOf(event.job, [], null), eventTime, wall());
  const ctx: ApplyContext = { store, eventTime, wall, runUuid: null };
  const side = (list: OlDataset[] | null | undefined, isInput: boolean) =>
    (list ?? []).map((ds) => {
      const record = upsertLineageDataset(ctx, ds, isInput);
      const target = { datasetUuid: record.dataset.uuid, versionUuid: record.version.uuid, runUuid: null };
      storeDatasetFacets(store, target, eventTime, ds.facets as Record<string, unknown> | null | undefined);
      return { id: { namespace: ds.namespace, name: ds.name }, datasetUuid: record.dataset.uuid };
    });
  const inputs = side(event.inputs, true);
  const outputs = side(event.outputs, false);
  const version = upsertCurrentJobVersion(store, { job, jobName: job.name, inputs, outputs, eventTime, runUuid: null });
  storeJobFacets(store, job.uuid, null, version?.uuid ?? null, eventTime, event.job.facets as Record<string, unknown> | null | undefined);
  job.updatedAt = job.createdAt;
}

import { runUuidFor } from '../ids.ts';
import { versionsWrittenBy, type Store } from '../store.ts';
import { parseInstant } from '../time.ts';
import { upsertLineageDataset, type DatasetRecord } from './apply-dataset.ts';
import { isTerminal, jobFieldsOf, newRun, resolveJob, transition, upsertJob } from './apply-job.ts';
import { storeColumnLineage } from './column-lineage.ts';
import type { ApplyContext } from './context.ts';
import type { OlDataset, RunEvent } from './event-schema.ts';
import { storeDatasetFacets, storeJobFacets, storeRunFacets } from './facets.ts';
import { clearCurrentIo, isTerminalEventForStreamingJobWithNoDatasets, runDatasets, upsertCurrentJobVersion } from './job-version.ts';
import { upsertNamespace } from './namespaces.ts';

// `createRunArgs`: nominal times and parent ids become the run args, kept from the run's first event only
// (docs/marquez-behaviours.md#run-events-step-by-step step 4).
function runArgs(event: RunEvent): Record<string, string> {
  const args: Record<string, string> = {};
  const nominal = event.run.facets?.nominalTime as { nominalStartTime?: string; nominalEndTime?: string | null } | null | undefined;
  if (nominal?.nominalStartTime) args.nominal_start_time = nominal.nominalStartTime;
  if (nominal?.nominalEndTime) args.nominal_end_time = nominal.nominalEndTime;
  const parent = event.run.facets?.parent as { run: { runId: string }; job: { namespace: string; name: string } } | null | undefined;
  if (parent) {
    args.run_id = parent.run.runId;
    args.name = parent.job.name;
    args.namespace = parent.job.namespace;
  }
  return args;
}

function applyDatasets(ctx: ApplyContext, list: OlDataset[], isInput: boolean): DatasetRecord[] {
  return list.map((ds) => {
    const record = upsertLineageDataset(ctx, ds, isInput);
    const target = { datasetUuid: record.dataset.uuid, versionUuid: record.version.uuid, runUuid: ctx.runUuid };
    storeDatasetFacets(ctx.store, target, ctx.eventTime, ds.facets as Record<string, unknown> | null | undefined);
    if (isInput) storeDatasetFacets(ctx.store, target, ctx.eventTime, ds.inputFacets, 'INPUT');
    else {
      storeColumnLineage(ctx, ds, record);
      storeDatasetFacets(ctx.store, target, ctx.eventTime, ds.outputFacets, 'OUTPUT');
    }
    return record;
  });
}

/**
 * `OpenLineageDao.updateMarquezModel` for a RunEvent, step by step as
 * docs/marquez-behaviours.md#run-events-step-by-step lists them.
 */
export function applyRunEvent(store: Store, event: RunEvent, wall: () => number): void {
  const eventTime = parseInstant(event.eventTime) ?? 0;
  const resolved = resolveJob(store, event, eventTime, wall());
  upsertNamespace(store, resolved.ns, eventTime);
  const runUuid = runUuidFor(event.run.runId);
  const inputs = event.inputs ?? [];
  const outputs = event.outputs ?? [];
  // A child job's current run is its parent's run (docs/marquez-behaviours.md#parent-and-child-jobs).
  const currentRun = resolved.parent ? (resolved.parent.currentRunUuid ?? resolved.parentRunUuid) : runUuid;
  const fields = jobFieldsOf(event.job, inputs, currentRun);
  const job = upsertJob(store, resolved.ns, resolved.name, resolved.simpleName, resolved.parent, fields, eventTime, wall());

  const run = store.runs.get(runUuid) ?? newRun(store, runUuid, job.uuid, eventTime, runArgs(event));
  run.updatedAt = eventTime;
  storeRunFacets(store, runUuid, eventTime, event.run.facets as Record<string, unknown> | null | undefined);
  transition(run, event.eventType, eventTime);
  storeJobFacets(store, job.uuid, runUuid, null, eventTime, event.job.facets as Record<string, unknown> | null | undefined);

  const ctx: ApplyContext = { store, eventTime, wall, runUuid };
  // `RunState.isDone()` (COMPLETED, FAILED, ABORTED) decides a batch job's version; the narrower COMPLETE|FAIL of
  // `isTerminalEvent()` decides a streaming job's exception (docs/marquez-behaviours.md "Job versions and current edges").
  const done = isTerminal(event.eventType);
  const streaming = job.type === 'STREAM';
  const keepIo = isTerminalEventForStreamingJobWithNoDatasets(event.eventType, streaming, inputs.length, outputs.length);
  if (inputs.length > 0) applyDatasets(ctx, inputs, true);
  else if (!keepIo) clearCurrentIo(store, job.uuid, 'INPUT');
  if (outputs.length > 0) applyDatasets(ctx, outputs, false);
  else if (!keepIo) clearCurrentIo(store, job.uuid, 'OUTPUT');

  // `OpenLineageDao.updateMarquezModel`: streaming → `updateMarquezOnStreamingJob` (returns early on the keep-edges
  // event, else a version only for a new hash); batch → `updateMarquezOnComplete` once the run is done.
  if (streaming ? !keepIo : done) {
    const cumulative = runDatasets(store, runUuid);
    const version = upsertCurrentJobVersion(store, { job, jobName: job.name, ...cumulative, eventTime, runUuid }, streaming);
    // `JobDao.updateVersionFor` stamps the job with the transition time whenever it links a version.
    if (version) job.updatedAt = eventTime;
  }
  // After the model update: COMPLETE (or any typed event of a streaming job) makes this run's versions current
  // (docs/marquez-behaviours.md#run-events-step-by-step step 11).
  const eventType = event.eventType?.toUpperCase();
  if (eventType !== undefined && (eventType === 'COMPLETE' || streaming)) {
    for (const version of versionsWrittenBy(store, runUuid)) {
      const dataset = store.datasets.get(version.datasetUuid);
      if (!dataset) continue;
      dataset.currentVersionUuid = version.uuid;
      dataset.updatedAt = wall();
    }
  }
}

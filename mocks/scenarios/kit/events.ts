/** Event envelopes shaped like real integration events: key order, schemaURL per event kind, optional parts omitted. */

export const RUN_EVENT_SCHEMA = 'https://openlineage.io/spec/2-0-2/OpenLineage.json#/$defs/RunEvent';
export const DATASET_EVENT_SCHEMA = 'https://openlineage.io/spec/2-0-2/OpenLineage.json#/$defs/DatasetEvent';

export type EventType = 'START' | 'RUNNING' | 'COMPLETE' | 'FAIL' | 'ABORT' | 'OTHER';
type Facets = Record<string, unknown>;

export interface DatasetInEvent {
  namespace: string;
  name: string;
  facets?: Facets;
  inputFacets?: Facets;
  outputFacets?: Facets;
}

export interface RunEventSpec {
  eventType: EventType;
  eventTime: string;
  producer: string;
  runId: string;
  runFacets?: Facets;
  job: { namespace: string; name: string; facets?: Facets };
  inputs?: DatasetInEvent[];
  outputs?: DatasetInEvent[];
}

/** A RunEvent (OpenLineage 2-0-2). Inputs/outputs are always arrays, as the Java client serialises them. */
export function runEvent(spec: RunEventSpec): Record<string, unknown> {
  return {
    eventType: spec.eventType,
    eventTime: spec.eventTime,
    run: { runId: spec.runId, facets: spec.runFacets ?? {} },
    job: { namespace: spec.job.namespace, name: spec.job.name, facets: spec.job.facets ?? {} },
    inputs: spec.inputs ?? [],
    outputs: spec.outputs ?? [],
    producer: spec.producer,
    schemaURL: RUN_EVENT_SCHEMA,
  };
}

/** A DatasetEvent: static metadata about one dataset, no run and no job. */
export function datasetEvent(eventTime: string, producer: string, dataset: DatasetInEvent): Record<string, unknown> {
  return { eventTime, dataset, producer, schemaURL: DATASET_EVENT_SCHEMA };
}

/** Oldest first; equal times keep their builder order (Array.prototype.sort is stable). */
export function byEventTime(events: Record<string, unknown>[]): Record<string, unknown>[] {
  return [...events].sort((a, b) => Date.parse(String(a.eventTime)) - Date.parse(String(b.eventTime)));
}

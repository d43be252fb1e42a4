// Small OpenLineage event builders for the emulator's tests: only what a test states, plus the required envelope.
import type { Emulator } from '../index.ts';

export const PRODUCER = 'https://github.com/tributary/tests';
const facet = (name: string) => ({ _producer: PRODUCER, _schemaURL: `https://openlineage.io/spec/facets/1-0-0/${name}.json` });

export interface DatasetSpec {
  namespace: string;
  name: string;
  fields?: (string | { name: string; type?: string; description?: string })[];
  columnLineage?: Record<
    string,
    {
      inputFields: { namespace: string; name: string; field: string; transformations?: unknown[] }[];
      transformationType?: string;
      transformationDescription?: string;
    }
  >;
  symlinks?: { namespace: string; name: string; type?: string }[];
  extraFacets?: Record<string, unknown>;
  inputFacets?: Record<string, unknown>;
}

export function dataset(spec: DatasetSpec): Record<string, unknown> {
  const facets: Record<string, unknown> = { ...spec.extraFacets };
  if (spec.fields) {
    facets.schema = {
      ...facet('SchemaDatasetFacet'),
      fields: spec.fields.map((f) => (typeof f === 'string' ? { name: f, type: 'STRING' } : { type: 'STRING', ...f })),
    };
  }
  if (spec.columnLineage) facets.columnLineage = { ...facet('ColumnLineageDatasetFacet'), fields: spec.columnLineage };
  if (spec.symlinks) {
    facets.symlinks = { ...facet('SymlinksDatasetFacet'), identifiers: spec.symlinks.map((s) => ({ type: 'TABLE', ...s })) };
  }
  return { namespace: spec.namespace, name: spec.name, facets, ...(spec.inputFacets ? { inputFacets: spec.inputFacets } : {}) };
}

export interface RunSpec {
  eventType?: string | null;
  time: string;
  runId: string;
  job: string;
  namespace?: string;
  inputs?: DatasetSpec[];
  outputs?: DatasetSpec[];
  streaming?: boolean;
  jobFacets?: Record<string, unknown>;
  runFacets?: Record<string, unknown>;
}

export function runEvent(spec: RunSpec): Record<string, unknown> {
  const jobFacets: Record<string, unknown> = { ...spec.jobFacets };
  if (spec.streaming) jobFacets.jobType = { ...facet('JobTypeJobFacet'), processingType: 'STREAMING', integration: 'FLINK', jobType: 'JOB' };
  return {
    eventType: spec.eventType === undefined ? 'COMPLETE' : spec.eventType,
    eventTime: spec.time,
    producer: PRODUCER,
    schemaURL: 'https://openlineage.io/spec/2-0-2/OpenLineage.json#/$defs/RunEvent',
    run: { runId: spec.runId, facets: spec.runFacets ?? {} },
    job: { namespace: spec.namespace ?? 'ns', name: spec.job, facets: jobFacets },
    inputs: (spec.inputs ?? []).map(dataset),
    outputs: (spec.outputs ?? []).map(dataset),
  };
}

/** START + COMPLETE of one run with the same datasets (COMPLETE carries them too, like Spark). */
export function completedRun(spec: Omit<RunSpec, 'eventType'> & { endTime?: string }): Record<string, unknown>[] {
  return [runEvent({ ...spec, eventType: 'START' }), runEvent({ ...spec, eventType: 'COMPLETE', time: spec.endTime ?? spec.time })];
}

/** Ingests in order and fails loudly on any rejection, so a test never silently runs on a half-loaded store. */
export function ingestAll(emulator: Emulator, events: unknown[]): void {
  events.forEach((e, i) => {
    const r = emulator.ingest(e);
    if (r.status !== 201) throw new Error(`event ${i} rejected: ${r.status} ${r.body}`);
  });
}

export async function getJson<T = unknown>(emulator: Emulator, url: string): Promise<{ status: number; body: T }> {
  const r = await emulator.handle({ method: 'GET', url });
  return { status: r.status, body: (r.body ? JSON.parse(r.body) : null) as T };
}

export const enc = encodeURIComponent;

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

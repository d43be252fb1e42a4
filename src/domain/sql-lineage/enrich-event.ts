import { isRecord } from '../facets/read-facet.ts';
import type { MqField, MqJob, MqRun } from '../marquez-shapes.ts';
import type { DerivedOutput, DerivedSqlLineage } from './derived-types.ts';

/** The producer of the events `npm run enrich` sends (a URN, as the connect-lineage CLI's). */
export const SQL_LINEAGE_PRODUCER = 'urn:tributary:sql-lineage:0.1.0';

const SPEC = 'https://openlineage.io/spec/facets';
const SCHEMA_URLS = {
  event: 'https://openlineage.io/spec/2-0-2/OpenLineage.json#/$defs/RunEvent',
  schema: `${SPEC}/1-2-0/SchemaDatasetFacet.json#/$defs/SchemaDatasetFacet`,
  columnLineage: `${SPEC}/1-2-0/ColumnLineageDatasetFacet.json#/$defs/ColumnLineageDatasetFacet`,
  jobType: `${SPEC}/2-0-4/JobTypeJobFacet.json#/$defs/JobTypeJobFacet`,
  documentation: `${SPEC}/1-1-0/DocumentationJobFacet.json#/$defs/DocumentationJobFacet`,
  sourceCodeLocation: `${SPEC}/1-0-1/SourceCodeLocationJobFacet.json#/$defs/SourceCodeLocationJobFacet`,
} as const;

/** A dataset of the run as Marquez knows it: identity and schema fields. */
export interface EnrichDataset {
  namespace: string;
  name: string;
  fields: readonly MqField[];
}

export interface EnrichInput {
  job: MqJob;
  run: MqRun;
  inputs: readonly EnrichDataset[];
  outputs: readonly EnrichDataset[];
  derived: DerivedSqlLineage;
  eventTime: string;
}

const facet = (key: keyof typeof SCHEMA_URLS, body: Record<string, unknown>): Record<string, unknown> => ({
  _producer: SQL_LINEAGE_PRODUCER,
  _schemaURL: SCHEMA_URLS[key],
  ...body,
});

const same = (a: { namespace: string; name: string }, b: { namespace: string; name: string }): boolean => a.namespace === b.namespace && a.name === b.name;

function schemaFacet(fields: readonly MqField[]): Record<string, unknown> {
  // Name, type and description exactly as Marquez has them: the output version's hash covers them, so the event
  // lands on the version the run already wrote instead of making a new one (docs/marquez-behaviours.md#one-dataset-in-an-event).
  return facet('schema', {
    fields: fields.map((f) => ({ name: f.name, ...(f.type ? { type: f.type } : {}), ...(f.description ? { description: f.description } : {}) })),
  });
}

/** The derived lineage as a columnLineage 1-2-0 facet; nulls are left out (the facet's strings are not nullable). */
function columnLineageFacet(out: DerivedOutput): Record<string, unknown> {
  const input = (i: DerivedOutput['dataset'][number]) => ({
    namespace: i.namespace,
    name: i.name,
    field: i.field,
    transformations: i.transformations.map((t) => ({
      type: t.type,
      ...(t.subtype ? { subtype: t.subtype } : {}),
      ...(t.description ? { description: t.description } : {}),
      ...(t.masking !== null ? { masking: t.masking } : {}),
    })),
  });
  return facet('columnLineage', {
    fields: Object.fromEntries(Object.entries(out.fields).map(([field, inputs]) => [field, { inputFields: inputs.map(input) }])),
    dataset: out.dataset.map(input),
  });
}

/**
 * Job facets to re-send: Marquez rewrites a job's type, description and location from every run event
 * (docs/marquez-behaviours.md#run-events-step-by-step, step 3), so an event without them would turn a streaming job
 * into a batch one and drop its location. The job's own facets are kept; missing ones are rebuilt from the job.
 */
function jobFacets(job: MqJob): Record<string, unknown> {
  const facets: Record<string, unknown> = Object.fromEntries(Object.entries(job.facets ?? {}).filter(([, v]) => isRecord(v)));
  if (!facets.jobType && job.type === 'STREAM')
    facets.jobType = facet('jobType', { processingType: 'STREAMING', integration: job.labels?.[1] ?? 'UNKNOWN', jobType: job.labels?.[0] ?? 'JOB' });
  if (!facets.documentation && job.description) facets.documentation = facet('documentation', { description: job.description });
  if (!facets.sourceCodeLocation && job.location) facets.sourceCodeLocation = facet('sourceCodeLocation', { type: 'unknown', url: job.location });
  return facets;
}

/**
 * One OpenLineage RunEvent that adds the derived `columnLineage` facets to the job's current run. It carries the run's
 * inputs and outputs as Marquez has them (an event without them clears the job's edges), with their schemas (Marquez
 * stores column lineage only for fields in the same event's schema). A RUNNING run gets RUNNING; a finished run an
 * event without `eventType`, which changes no run state (a RUNNING or OTHER would reopen it;
 * docs/marquez-behaviours.md#run-states-and-timestamps).
 */
export function enrichEvent(input: EnrichInput): { event: Record<string, unknown>; notes: string[] } {
  const { job, run, derived } = input;
  const notes: string[] = [];
  const outputs = input.outputs.map((o) => {
    const facets: Record<string, unknown> = {};
    if (o.fields.length > 0) facets.schema = schemaFacet(o.fields);
    const lineage = derived.outputs.find((d) => same(d, o));
    if (lineage && Object.keys(lineage.fields).length + lineage.dataset.length > 0) {
      facets.columnLineage = columnLineageFacet(lineage);
      if (o.fields.length === 0)
        notes.push(`${o.namespace}/${o.name} has no schema in Marquez: Marquez stores column lineage only for fields in the event's schema`);
      const missing = Object.keys(lineage.fields).filter((f) => o.fields.length > 0 && !o.fields.some((x) => x.name === f));
      if (missing.length > 0) notes.push(`${o.namespace}/${o.name}: ${missing.join(', ')} not in its schema; Marquez will skip them`);
    }
    return { namespace: o.namespace, name: o.name, facets };
  });
  for (const d of derived.outputs) {
    if (!input.outputs.some((o) => same(o, d))) notes.push(`derived output ${d.namespace}/${d.name} is not an output of the run: not sent`);
  }
  const known = [...input.inputs, ...input.outputs];
  const strangers = new Set(
    derived.outputs
      .flatMap((d) => [...Object.values(d.fields).flat(), ...d.dataset])
      .filter((i) => !known.some((k) => same(k, i)))
      .map((i) => `${i.namespace}/${i.name}`),
  );
  for (const s of strangers) notes.push(`input ${s} is not a dataset of the run: Marquez keeps no column lineage row for it`);
  const event: Record<string, unknown> = {
    ...(run.state === 'RUNNING' ? { eventType: 'RUNNING' } : {}),
    eventTime: input.eventTime,
    producer: SQL_LINEAGE_PRODUCER,
    schemaURL: SCHEMA_URLS.event,
    run: { runId: run.id },
    job: { namespace: job.namespace, name: job.name, facets: jobFacets(job) },
    inputs: input.inputs.map((i) => ({ namespace: i.namespace, name: i.name, facets: i.fields.length > 0 ? { schema: schemaFacet(i.fields) } : {} })),
    outputs,
  };
  return { event, notes };
}

import { z } from 'zod';
import { parseInstant } from '../time.ts';

// Written from Marquez's `LineageEvent` bean validation (docs/marquez-behaviours.md, "What ingest accepts"): every
// facet Marquez models extends `BaseFacet` (`_producer`, `_schemaURL` @NotNull) and is @Valid; `schemaURL` is not
// required (a RunEvent without it is accepted). Facets Marquez does not model stay free-form.

const str = z.string();
const instant = z.string().refine((s) => parseInstant(s) !== null, { message: 'must be an ISO-8601 date-time' });
const facetBase = { _producer: str, _schemaURL: str };
const freeFacets = z.record(z.string(), z.unknown());

const typedRunFacets = {
  nominalTime: z.looseObject({ ...facetBase, nominalStartTime: instant, nominalEndTime: instant.nullish() }),
  parent: z.looseObject({
    ...facetBase,
    run: z.looseObject({ runId: str }),
    job: z.looseObject({ namespace: str, name: str }),
  }),
};
const typedJobFacets = {
  documentation: z.looseObject({ ...facetBase, description: str }),
  sourceCodeLocation: z.looseObject({ ...facetBase, type: str.nullish(), url: str.nullish() }),
  sql: z.looseObject({ ...facetBase, query: str }),
  jobType: z.looseObject({ ...facetBase, processingType: str, integration: str, jobType: str }),
};
const inputField = z.looseObject({ namespace: str, name: str, field: str });
const typedDatasetFacets = {
  documentation: z.looseObject({ ...facetBase, description: str }),
  schema: z.looseObject({
    ...facetBase,
    fields: z.array(z.looseObject({ name: str, type: str.nullish(), description: str.nullish() })).nullish(),
  }),
  dataSource: z.looseObject({ ...facetBase, name: str.nullish(), uri: str.nullish() }),
  lifecycleStateChange: z.looseObject({ ...facetBase, lifecycleStateChange: str.nullish() }),
  symlinks: z.looseObject({
    ...facetBase,
    identifiers: z.array(z.looseObject({ namespace: str, name: str })).nullish(),
  }),
  columnLineage: z.looseObject({
    ...facetBase,
    fields: z
      .record(
        z.string(),
        z.looseObject({
          inputFields: z.array(inputField),
          transformationDescription: str.nullish(),
          transformationType: str.nullish(),
        }),
      )
      .nullish(),
  }),
};

function facets<T extends Record<string, z.ZodType>>(typed: T) {
  return z
    .looseObject(Object.fromEntries(Object.entries(typed).map(([k, v]) => [k, v.nullish()])) as { [K in keyof T]: z.ZodOptional<z.ZodNullable<T[K]>> })
    .nullish();
}

const dataset = z.looseObject({
  namespace: str,
  name: str,
  facets: facets(typedDatasetFacets),
  inputFacets: freeFacets.nullish(),
  outputFacets: freeFacets.nullish(),
});
const job = z.looseObject({ namespace: str, name: str, facets: facets(typedJobFacets) });
const envelope = { eventTime: instant, producer: str, schemaURL: str.nullish() };

export const runEventSchema = z.looseObject({
  ...envelope,
  eventType: str.nullish(),
  run: z.looseObject({ runId: str, facets: facets(typedRunFacets) }),
  job,
  inputs: z.array(dataset).nullish(),
  outputs: z.array(dataset).nullish(),
});

export const datasetEventSchema = z.looseObject({ ...envelope, dataset });

export const jobEventSchema = z.looseObject({
  ...envelope,
  job,
  inputs: z.array(dataset).nullish(),
  outputs: z.array(dataset).nullish(),
});

export type RunEvent = z.infer<typeof runEventSchema>;
export type DatasetEvent = z.infer<typeof datasetEventSchema>;
export type JobEvent = z.infer<typeof jobEventSchema>;
export type OlDataset = z.infer<typeof dataset>;
export type OlJob = z.infer<typeof job>;

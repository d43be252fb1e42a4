import { z } from 'zod';
import { datasetIdSchema, facets, fieldSchema, toPage, totalCount, runSchema, timestamp, withNamespace } from './common.ts';

const lineageDatasetShape = {
  id: datasetIdSchema,
  type: z.string().nullish(),
  name: z.string(),
  physicalName: z.string().nullish(),
  createdAt: timestamp.nullish(),
  updatedAt: timestamp.nullish(),
  namespace: z.string().nullish(),
  sourceName: z.string().nullish(),
  fields: z.array(fieldSchema).nullish(),
  tags: z.array(z.string()).nullish(),
  lastModifiedAt: timestamp.nullish(),
  description: z.string().nullish(),
  lastLifecycleState: z.string().nullish(),
};

/** `data` of a DATASET node in GET /lineage. */
export const lineageDatasetSchema = z.looseObject(lineageDatasetShape).transform(withNamespace);

const columnLineageInputField = z.looseObject({
  namespace: z.string(),
  dataset: z.string(),
  field: z.string(),
  transformationDescription: z.string().nullish(),
  transformationType: z.string().nullish(),
});

export const columnLineageEntrySchema = z.looseObject({
  name: z.string(),
  inputFields: z
    .array(columnLineageInputField)
    .nullish()
    .transform((list) => list ?? []),
  transformationDescription: z.string().nullish(),
  transformationType: z.string().nullish(),
});

/** GET /namespaces/{namespace}/datasets/{name} (and each item of the list). */
export const datasetSchema = z
  .looseObject({
    ...lineageDatasetShape,
    currentVersion: z.string().nullish(),
    facets: facets.nullish(),
    deleted: z.boolean().nullish(),
    columnLineage: z.array(columnLineageEntrySchema).nullish(),
    schemaLocation: z.string().nullish(),
  })
  .transform(withNamespace);

export const datasetListSchema = z.looseObject({ datasets: z.array(datasetSchema), totalCount }).transform((body) => toPage(body.datasets, body.totalCount));

/** GET …/datasets/{name}/versions/{version} (and each item of the versions list). */
export const datasetVersionSchema = z
  .looseObject({
    id: datasetIdSchema,
    type: z.string().nullish(),
    name: z.string(),
    physicalName: z.string().nullish(),
    createdAt: timestamp,
    version: z.string(),
    namespace: z.string().nullish(),
    sourceName: z.string().nullish(),
    fields: z.array(fieldSchema).nullish(),
    tags: z.array(z.string()).nullish(),
    lifecycleState: z.string().nullish(),
    description: z.string().nullish(),
    currentSchemaVersion: z.string().nullish(),
    createdByRun: runSchema.nullish(),
    facets: facets.nullish(),
  })
  .transform(withNamespace);

export const datasetVersionListSchema = z
  .looseObject({ versions: z.array(datasetVersionSchema), totalCount })
  .transform((body) => toPage(body.versions, body.totalCount));

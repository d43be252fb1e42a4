import { z } from 'zod';
import { datasetIdSchema, facets, toPage, totalCount, runSchema, timestamp, withNamespace } from './common.ts';

const jobShape = {
  id: datasetIdSchema,
  type: z.string().nullish(),
  name: z.string(),
  simpleName: z.string().nullish(),
  parentJobName: z.string().nullish(),
  parentJobUuid: z.string().nullish(),
  createdAt: timestamp.nullish(),
  updatedAt: timestamp.nullish(),
  namespace: z.string().nullish(),
  inputs: z.array(datasetIdSchema).nullish(),
  outputs: z.array(datasetIdSchema).nullish(),
  location: z.string().nullish(),
  description: z.string().nullish(),
  latestRun: runSchema.nullish(),
};

/** `data` of a JOB node in GET /lineage. */
export const lineageJobSchema = z.looseObject({ ...jobShape, currentRunUuid: z.string().nullish() }).transform(withNamespace);

/** GET /namespaces/{namespace}/jobs/{job} (and each item of the list). */
export const jobSchema = z
  .looseObject({
    ...jobShape,
    facets: facets.nullish(),
    currentVersion: z.string().nullish(),
    latestRuns: z.array(runSchema).nullish(),
    labels: z.array(z.string()).nullish(),
    tags: z.array(z.string()).nullish(),
  })
  .transform(withNamespace);

export const jobListSchema = z.looseObject({ jobs: z.array(jobSchema), totalCount }).transform((body) => toPage(body.jobs, body.totalCount));

export const runListSchema = z.looseObject({ runs: z.array(runSchema), totalCount }).transform((body) => toPage(body.runs, body.totalCount));

/** GET /jobs/runs/{id}/facets?type=run|job */
export const runFacetsSchema = z.looseObject({ runId: z.string(), facets: facets.nullish().transform((f) => f ?? {}) });

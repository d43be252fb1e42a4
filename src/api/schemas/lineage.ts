import { z } from 'zod';
import { edgeList, edgeSchema } from './common.ts';
import { lineageDatasetSchema } from './dataset.ts';
import { lineageJobSchema } from './job.ts';

const edges = edgeList(edgeSchema);

/** A node of GET /lineage; `type`, not `data.type`, tells datasets from jobs (docs/marquez-api.md#get-lineage). */
export const lineageNodeSchema = z.discriminatedUnion('type', [
  z.looseObject({ id: z.string(), type: z.literal('DATASET'), data: lineageDatasetSchema, inEdges: edges, outEdges: edges }),
  z.looseObject({ id: z.string(), type: z.literal('JOB'), data: lineageJobSchema, inEdges: edges, outEdges: edges }),
]);

/** GET /lineage */
export const lineageGraphSchema = z.looseObject({ graph: z.array(lineageNodeSchema) });

const columnInputField = z.looseObject({
  namespace: z.string(),
  dataset: z.string(),
  datasetVersion: z.string().nullish(),
  field: z.string(),
  transformationDescription: z.string().nullish(),
  transformationType: z.string().nullish(),
});

/** A node of GET /column-lineage. Its `inEdges` point the wrong way
 * (docs/marquez-api.md#column-lineage-inedges-are-reversed); this schema keeps them as sent. */
export const columnLineageNodeSchema = z.looseObject({
  id: z.string(),
  type: z.string(),
  data: z
    .looseObject({
      namespace: z.string(),
      dataset: z.string(),
      datasetVersion: z.string().nullish(),
      field: z.string(),
      fieldType: z.string().nullish(),
      transformationDescription: z.string().nullish(),
      transformationType: z.string().nullish(),
      inputFields: edgeList(columnInputField),
    })
    .nullable(),
  inEdges: edges,
  outEdges: edges,
});

/** GET /column-lineage */
export const columnLineageGraphSchema = z.looseObject({ graph: z.array(columnLineageNodeSchema) });

import { z } from 'zod';
import { timestamp } from './common.ts';

/** GET /search */
export const searchResultSchema = z.looseObject({
  type: z.enum(['DATASET', 'JOB']),
  name: z.string(),
  updatedAt: timestamp.nullish(),
  namespace: z.string(),
  nodeId: z.string(),
});

export const searchResponseSchema = z.looseObject({ totalCount: z.number().nullish(), results: z.array(searchResultSchema) });

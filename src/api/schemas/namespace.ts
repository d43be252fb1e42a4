import { z } from 'zod';
import { timestamp } from './common.ts';

export const namespaceSchema = z.looseObject({
  name: z.string(),
  createdAt: timestamp.nullish(),
  updatedAt: timestamp.nullish(),
  ownerName: z.string().nullish(),
  description: z.string().nullish(),
  isHidden: z.boolean().nullish(),
});

/** GET /namespaces: no `totalCount` (marquez-api.md §a.4). */
export const namespaceListSchema = z.looseObject({ namespaces: z.array(namespaceSchema) });

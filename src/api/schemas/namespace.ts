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

/** GET /namespaces: no `totalCount` (docs/marquez-api.md#namespaces). */
export const namespaceListSchema = z.looseObject({ namespaces: z.array(namespaceSchema) });

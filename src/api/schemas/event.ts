import { z } from 'zod';
import { facets, toPage, totalCount } from './common.ts';

const eventDataset = z.looseObject({
  namespace: z.string(),
  name: z.string(),
  facets: facets.nullish(),
  inputFacets: facets.nullish(),
  outputFacets: facets.nullish(),
});

/**
 * An OpenLineage RunEvent as Marquez stores it (re-serialised with NON_NULL, so absent keys are common).
 * Marquez accepts events without `schemaURL` (it then treats them as RunEvents); the shape wants a string, so a
 * missing one reads as `''`.
 */
export const runEventSchema = z.looseObject({
  eventType: z.string().nullish(),
  eventTime: z.string(),
  producer: z.string(),
  schemaURL: z
    .string()
    .nullish()
    .transform((url) => url ?? ''),
  run: z.looseObject({ runId: z.string(), facets: facets.nullish() }),
  job: z.looseObject({ namespace: z.string(), name: z.string(), facets: facets.nullish() }),
  inputs: z.array(eventDataset).nullish(),
  outputs: z.array(eventDataset).nullish(),
});

/** GET /events/lineage */
export const runEventListSchema = z.looseObject({ events: z.array(runEventSchema), totalCount }).transform((body) => toPage(body.events, body.totalCount));

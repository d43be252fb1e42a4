import { z } from 'zod';

/**
 * ISO-8601 string. Jackson writes an `Instant` as decimal epoch seconds when WRITE_DATES_AS_TIMESTAMPS is on
 * (Marquez's own test fixtures look like that), so numbers are accepted and normalised to ISO strings.
 */
export const timestamp = z.preprocess(
  (value) => (typeof value === 'number' && Number.isFinite(value) ? new Date(value * 1000).toISOString() : value),
  z.string(),
);

/** Raw facets: open-ended by design (custom facets, `_producer`, `_schemaURL`…). */
export const facets = z.record(z.string(), z.unknown());

/** Marquez sends `[]` but nothing in the shapes promises it; `null`/missing edges read as none. */
export const edgeList = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((list): z.output<T>[] => list ?? []);

export const datasetIdSchema = z.looseObject({ namespace: z.string(), name: z.string() });

export const fieldSchema = z.looseObject({
  name: z.string(),
  type: z.string().nullish(),
  tags: z.array(z.string()).nullish(),
  description: z.string().nullish(),
});

export const edgeSchema = z.looseObject({ origin: z.string(), destination: z.string() });

export const runStateSchema = z.enum(['NEW', 'RUNNING', 'COMPLETED', 'FAILED', 'ABORTED']);

export const datasetVersionIdSchema = z.looseObject({ namespace: z.string(), name: z.string(), version: z.string() });

const runDatasetVersion = z.looseObject({ datasetVersionId: datasetVersionIdSchema, facets: facets.nullish() });

export const runSchema = z.looseObject({
  id: z.string(),
  createdAt: timestamp.nullish(),
  updatedAt: timestamp.nullish(),
  nominalStartTime: timestamp.nullish(),
  nominalEndTime: timestamp.nullish(),
  state: runStateSchema,
  startedAt: timestamp.nullish(),
  endedAt: timestamp.nullish(),
  durationMs: z.number().nullish(),
  args: z.record(z.string(), z.string()).nullish(),
  jobVersion: datasetVersionIdSchema.nullish(),
  inputDatasetVersions: z.array(runDatasetVersion).nullish(),
  outputDatasetVersions: z.array(runDatasetVersion).nullish(),
  facets: facets.nullish(),
});

/** A page of a Marquez list, whatever key Marquez wraps it in (`datasets`, `jobs`, `runs`, `versions`, `events`). */
export interface Page<T> {
  items: T[];
  /** Absent on some lists (docs/marquez-api.md#list-conventions). */
  totalCount: number | null;
}

/** Marquez's `{ <key>: T[], totalCount }` → {@link Page}. */
export function toPage<T>(items: T[], totalCount: number | null | undefined): Page<T> {
  return { items, totalCount: totalCount ?? null };
}

export const totalCount = z.number().nullish();

/**
 * Marquez always sends `namespace`, but its mapper fixtures leave it out; it equals `id.namespace` by construction.
 */
export function withNamespace<T extends { id: { namespace: string }; namespace?: string | null | undefined }>(value: T): T & { namespace: string } {
  return { ...value, namespace: value.namespace ?? value.id.namespace };
}

import { z } from 'zod';
import type { Transformation } from '../column-lineage/column-lineage-types.ts';
import { listOf, mapOf, optionalBoolean, optionalText, parseFacet, text } from './facet-values.ts';

/**
 * The explicit lineage facet `lineage` (OpenLineage `LineageFacet.json` 1-0-0, experimental;
 * docs/openlineage-facets.md#explicit-lineage-facet): `LineageJobFacet` on a RunEvent's or JobEvent's job, and
 * `LineageDatasetFacet` on a DatasetEvent's dataset. Both are written from the target's side: an entry names a
 * target and lists what feeds it.
 */

/** A job as a lineage facet names it; null stands for the event's own job (namespace and name both omitted). */
export type LineageJobRef = { namespace: string; name: string } | null;

/** One source feeding a target: a dataset (optionally one field of it) or a job. */
export type LineageSource =
  | { kind: 'dataset'; namespace: string; name: string; field: string | null; transformations: Transformation[] }
  | { kind: 'job'; job: LineageJobRef; runId: string | null; transformations: Transformation[] };

/** What an entry describes: a dataset, or a job (job-to-job flow, or detail on the event's own job). */
export type LineageTarget = { kind: 'dataset'; namespace: string; name: string } | { kind: 'job'; job: LineageJobRef; runId: string | null };

export interface ExplicitLineageEntry {
  target: LineageTarget;
  /**
   * Entity-level sources. `[]` says the target has no tracked upstream; null (absent) says the entry gives
   * field-level detail only. A dataset source with a field is a dataset-wide dependency (a GROUP BY column).
   */
  inputs: LineageSource[] | null;
  /** Target field → its sources (dataset targets only). */
  fields: ReadonlyMap<string, LineageSource[]>;
}

/** `LineageJobFacet`: every target the job's data flows into. */
export interface ExplicitJobLineage {
  entries: ExplicitLineageEntry[];
}

/** `LineageDatasetFacet`: what feeds the dataset the facet sits on, with no job (a view, an alias). */
export interface ExplicitDatasetLineage {
  inputs: LineageSource[] | null;
  fields: ReadonlyMap<string, LineageSource[]>;
}

const transformation = z.looseObject({ type: text, subtype: optionalText, description: optionalText, masking: optionalBoolean });
const transformations = listOf(transformation);

// `type` tells a dataset from a job; the spec spells it in capitals, some hand-written events do not.
const kindOf = (v: unknown): string | null => (typeof v === 'string' ? v.toUpperCase() : null);

/**
 * A job reference: namespace and name together, or neither (the event's own job). One without the other breaks
 * the spec's `dependentRequired` and is refused rather than guessed.
 */
const jobRefFields = { namespace: optionalText, name: optionalText };
const wellFormedJobRef = (j: { namespace: string | null; name: string | null }): boolean => (j.namespace === null) === (j.name === null);
const jobRefOf = (j: { namespace: string | null; name: string | null }): LineageJobRef =>
  j.namespace !== null && j.name !== null ? { namespace: j.namespace, name: j.name } : null;

const datasetSource = z
  .looseObject({ type: z.unknown().optional(), namespace: text, name: text, field: optionalText, transformations })
  .refine((s) => kindOf(s.type) === 'DATASET')
  .transform((s): LineageSource => ({ kind: 'dataset', namespace: s.namespace, name: s.name, field: s.field, transformations: s.transformations }));

const jobSource = z
  .looseObject({ type: z.unknown().optional(), ...jobRefFields, runId: optionalText, transformations })
  .refine((s) => kindOf(s.type) === 'JOB' && wellFormedJobRef(s))
  .transform((s): LineageSource => ({ kind: 'job', job: jobRefOf(s), runId: s.runId, transformations: s.transformations }));

const source = z.union([datasetSource, jobSource]);
const sources = listOf(source);
/** `inputs`: absent (or not a list) is null, `[]` is meaningful (no tracked upstream). */
const optionalSources = z
  .unknown()
  .optional()
  .transform((v) => (Array.isArray(v) ? sources.parse(v) : null));
const fields = mapOf(z.looseObject({ inputs: sources }).transform((f) => f.inputs));

const datasetEntry = z
  .looseObject({ type: z.unknown().optional(), namespace: text, name: text, inputs: optionalSources, fields })
  .refine((e) => kindOf(e.type) === 'DATASET')
  .transform((e): ExplicitLineageEntry => ({ target: { kind: 'dataset', namespace: e.namespace, name: e.name }, inputs: e.inputs, fields: e.fields }));

const jobEntry = z
  .looseObject({ type: z.unknown().optional(), ...jobRefFields, runId: optionalText, inputs: optionalSources })
  .refine((e) => kindOf(e.type) === 'JOB' && wellFormedJobRef(e))
  .transform((e): ExplicitLineageEntry => ({ target: { kind: 'job', job: jobRefOf(e), runId: e.runId }, inputs: e.inputs, fields: new Map() }));

const jobFacet = z
  .looseObject({ entries: z.array(z.unknown()) })
  .transform((f): ExplicitJobLineage => ({ entries: listOf(z.union([datasetEntry, jobEntry])).parse(f.entries) }));

const datasetFacet = z
  .looseObject({ inputs: z.unknown().optional(), fields: z.unknown().optional() })
  .refine((f) => f.inputs !== undefined || f.fields !== undefined)
  .transform((f): ExplicitDatasetLineage => ({ inputs: optionalSources.parse(f.inputs), fields: fields.parse(f.fields) }));

/** A job's `lineage` facet (`LineageJobFacet`), or null when the value is not one (no `entries` list). */
export function parseLineageJobFacet(raw: unknown): ExplicitJobLineage | null {
  return parseFacet(jobFacet, raw);
}

/** A dataset's `lineage` facet (`LineageDatasetFacet`), or null when it has neither `inputs` nor `fields`. */
export function parseLineageDatasetFacet(raw: unknown): ExplicitDatasetLineage | null {
  return parseFacet(datasetFacet, raw);
}

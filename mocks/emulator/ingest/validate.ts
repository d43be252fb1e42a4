import type { z } from 'zod';
import { NAMESPACE_RE, formatNamespaceName } from '../ids.ts';
import { datasetEventSchema, jobEventSchema, runEventSchema, type DatasetEvent, type JobEvent, type RunEvent } from './event-schema.ts';

export type ValidEvent = { kind: 'RUN_EVENT'; event: RunEvent } | { kind: 'DATASET_EVENT'; event: DatasetEvent } | { kind: 'JOB_EVENT'; event: JobEvent };

export type Validation = { ok: true; value: ValidEvent } | { ok: false; status: 400 | 422; errors: string[] };

/**
 * `schemaURL` ending in `/DatasetEvent` or `/JobEvent` picks the static-event handling
 * (docs/marquez-behaviours.md#ingest-dispatch-and-validation).
 */
export function eventKind(body: Record<string, unknown>): ValidEvent['kind'] {
  const url = typeof body.schemaURL === 'string' ? body.schemaURL : '';
  const tail = url.slice(url.lastIndexOf('/') + 1).split('#')[0];
  if (tail === 'DatasetEvent') return 'DATASET_EVENT';
  if (tail === 'JobEvent') return 'JOB_EVENT';
  return 'RUN_EVENT';
}

function jsonPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out || '(root)';
}

function messageOf(issue: z.core.$ZodIssue): string {
  const path = jsonPath(issue.path);
  if (issue.code === 'invalid_type' && (!('input' in issue) || issue.input === undefined || issue.input === null)) {
    return `${path} must not be null`;
  }
  return `${path} ${issue.message.replace(/^Invalid input: /, '')}`;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * `run.facets.parentRun` is an alias of `parent` (`@JsonAlias` on `LineageEvent.RunFacet.parent`): Jackson sets the
 * one property once per key, so when both are sent the later key wins, and the loser is not kept anywhere. Returns a
 * copy with only `parent`, so validation, the model update and the stored event all see the winner.
 */
export function withParentAlias(body: Record<string, unknown>): Record<string, unknown> {
  const run = body.run;
  if (!isObject(run) || !isObject(run.facets) || !('parentRun' in run.facets)) return body;
  const facets: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(run.facets)) {
    if (key === 'parentRun' || key === 'parent') {
      // Re-inserting keeps the facet where the winning key stood, as the stored copy's key order does.
      delete facets.parent;
      facets.parent = value;
    } else facets[key] = value;
  }
  return { ...body, run: { ...run, facets } };
}

/**
 * Validates one parsed OpenLineage event. 422 = bean validation (one message per problem, with its JSON path);
 * 400 = Marquez's IllegalArgumentException cases, checked up front so a rejected event changes nothing.
 */
export function validateEvent(body: unknown): Validation {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, status: 422, errors: ['(root) must be a JSON object (one OpenLineage event)'] };
  }
  const record = withParentAlias(body as Record<string, unknown>);
  const kind = eventKind(record);
  const schema = kind === 'DATASET_EVENT' ? datasetEventSchema : kind === 'JOB_EVENT' ? jobEventSchema : runEventSchema;
  const parsed = schema.safeParse(record, { reportInput: true });
  if (!parsed.success) {
    return { ok: false, status: 422, errors: parsed.error.issues.map(messageOf) };
  }
  const value = { kind, event: parsed.data } as ValidEvent;
  const bad = namespaceProblems(value);
  if (bad.length > 0) return { ok: false, status: 400, errors: bad };
  return { ok: true, value };
}

// Input namespaces go through `NamespaceName.of` (400 on failure), the job namespace too after formatting
// (docs/marquez-behaviours.md#run-events-step-by-step step 3, docs/marquez-behaviours.md#silent-drops-and-rewrites).
function namespaceProblems(value: ValidEvent): string[] {
  const problems: string[] = [];
  if (value.kind !== 'DATASET_EVENT') {
    const jobNs = formatNamespaceName(value.event.job.namespace);
    if (!NAMESPACE_RE.test(jobNs)) problems.push(`job.namespace '${value.event.job.namespace}' is not a valid namespace name`);
    (value.event.inputs ?? []).forEach((d, i) => {
      if (!NAMESPACE_RE.test(d.namespace)) problems.push(`inputs[${i}].namespace '${d.namespace}' is not a valid namespace name`);
    });
  }
  return problems;
}

import type { MqField } from '../marquez-shapes.ts';
import { withinPair, type AllToAllJob } from './all-to-all-job.ts';
import type { DatasetInfo } from './snapshot-index.ts';
import { compatibleTypes, normaliseFieldName } from './type-compat.ts';

/**
 * An inferred field-to-field link, upstream field first. `ambiguity` is set when the match is not unique (several
 * inputs offer the field, or the job reports all-to-all datasets): then it is one of a group, never a confident hop.
 */
export interface InferredLink {
  upstream: { datasetId: string; field: string };
  downstream: { datasetId: string; field: string };
  evidence: string;
  ambiguity?: string;
}

interface Offer {
  input: DatasetInfo;
  field: MqField;
}

/** Input fields with the same normalised name as `name` and a type compatible with `type`. */
function offers(inputs: readonly DatasetInfo[], name: string, type: string | null | undefined): Offer[] {
  const key = normaliseFieldName(name);
  return inputs.flatMap((input) =>
    input.fields.filter((f) => normaliseFieldName(f.name) === key && compatibleTypes(f.type, type)).map((field) => ({ input, field })),
  );
}

/** Why the guess `offer` → `output.field` is not unique, or undefined when it is. */
function ambiguity(all: readonly Offer[], offer: Offer, output: DatasetInfo, field: string, allToAll: AllToAllJob | null): string | undefined {
  if (all.length > 1) {
    const names = all.map((o) => `${o.input.name}.${o.field.name}`).join(', ');
    return `${all.length} input fields match "${field}" of ${output.name} by name (${names}): the job does not say which feeds it`;
  }
  if (allToAll && !withinPair(allToAll, offer.input.id, output.id)) return `${allToAll.reason}; ${offer.input.name} and ${output.name} are not a pair`;
  return undefined;
}

const evidence = (field: string, from: MqField, toType: string | null | undefined): string =>
  `same normalised name "${normaliseFieldName(field)}" and compatible type (${from.type ?? '?'} → ${toType ?? '?'})`;

function fieldOf(d: DatasetInfo, name: string): MqField | undefined {
  return d.fields.find((f) => f.name === name) ?? d.fields.find((f) => f.name.toLowerCase() === name.toLowerCase());
}

/**
 * Upstream inferences for `output.field` written by a job that reports (and derives) no column lineage for it: input
 * fields with the same normalised name and a compatible type. SQL is not read here: a job's SQL gives derived
 * lineage (src/domain/sql-lineage/), one path.
 */
export function inferUpstream(output: DatasetInfo, field: string, inputs: readonly DatasetInfo[], allToAll: AllToAllJob | null): InferredLink[] {
  const target = fieldOf(output, field);
  const all = offers(inputs, field, target?.type);
  return all.map((o) => {
    const why = ambiguity(all, o, output, field, allToAll);
    return {
      upstream: { datasetId: o.input.id, field: o.field.name },
      downstream: { datasetId: output.id, field },
      evidence: evidence(field, o.field, target?.type),
      ...(why ? { ambiguity: why } : {}),
    };
  });
}

/**
 * Downstream inferences from `input.field` into `output`: output fields with the same normalised name and a
 * compatible type, each ambiguous when another of the job's `inputs` offers that output field too.
 */
export function inferDownstream(
  input: DatasetInfo,
  field: string,
  output: DatasetInfo,
  inputs: readonly DatasetInfo[],
  allToAll: AllToAllJob | null,
): InferredLink[] {
  const source = fieldOf(input, field);
  const links: InferredLink[] = [];
  for (const f of output.fields) {
    if (normaliseFieldName(f.name) !== normaliseFieldName(field) || !compatibleTypes(source?.type, f.type)) continue;
    const all = offers(inputs.some((i) => i.id === input.id) ? inputs : [input, ...inputs], f.name, f.type);
    const mine: Offer = all.find((o) => o.input.id === input.id && o.field.name === (source?.name ?? field)) ?? { input, field: source ?? { name: field } };
    const why = ambiguity(all, mine, output, f.name, allToAll);
    links.push({
      upstream: { datasetId: input.id, field },
      downstream: { datasetId: output.id, field: f.name },
      evidence: evidence(field, mine.field, f.type),
      ...(why ? { ambiguity: why } : {}),
    });
  }
  return links;
}

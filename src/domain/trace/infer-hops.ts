import type { MqField } from '../marquez-shapes.ts';
import { readArray, readRecord, readString } from '../facets/read-facet.ts';
import type { DatasetInfo, JobInfo } from './snapshot-index.ts';
import { parseSqlMappings, tableMatchesDataset, type SqlColumnRef, type SqlInsertMapping } from './sql-column-map.ts';
import { compatibleTypes, normaliseFieldName } from './type-compat.ts';

/** An inferred field-to-field link, upstream field first. */
export interface InferredLink {
  upstream: { datasetId: string; field: string };
  downstream: { datasetId: string; field: string };
  evidence: string;
}

function aliasNames(d: DatasetInfo): string[] {
  return readArray(readRecord(d.details?.facets, 'symlinks'), 'identifiers').flatMap((i) => {
    const name = readString(i, 'name');
    return name ? [name] : [];
  });
}

const matches = (table: string, d: DatasetInfo): boolean => tableMatchesDataset(table, { name: d.name, aliases: aliasNames(d) });

function fieldOf(d: DatasetInfo, name: string): MqField | undefined {
  return d.fields.find((f) => f.name.toLowerCase() === name.toLowerCase());
}

function sqlMappings(job: JobInfo, output: DatasetInfo): SqlInsertMapping[] {
  const query = readString(readRecord(job.details?.facets, 'sql'), 'query');
  if (!query) return [];
  const all = parseSqlMappings(query);
  const forOutput = all.filter((m) => matches(m.target, output));
  // A single INSERT writes the job's only sink even when the SQL names it by a catalog table name.
  return forOutput.length > 0 ? forOutput : all.length === 1 ? all : [];
}

function refsFor(mapping: SqlInsertMapping, output: DatasetInfo, field: string): readonly SqlColumnRef[] {
  const named = mapping.byName.get(field.toLowerCase());
  if (named) return named;
  const position = output.fields.findIndex((f) => f.name === field);
  return position >= 0 ? (mapping.byPosition[position] ?? []) : [];
}

function refInputs(ref: SqlColumnRef, inputs: readonly DatasetInfo[]): readonly DatasetInfo[] {
  const candidates = ref.table === null ? inputs : inputs.filter((i) => matches(ref.table ?? '', i));
  // An input whose schema is known must have the column; unknown schemas are given the benefit of the doubt only
  // when the reference is unambiguous.
  const withField = candidates.filter((i) => fieldOf(i, ref.column));
  if (withField.length > 0) return withField;
  return candidates.length === 1 && candidates[0]?.fields.length === 0 ? candidates : [];
}

const showRef = (r: SqlColumnRef): string => (r.table ? `${r.table}.${r.column}` : r.column);

/**
 * Upstream inferences for `output.field` written by `job` without reported column lineage: the columns the job's
 * `sql` facet reads for that output column, then input fields with the same normalised name and a compatible type.
 */
export function inferUpstream(job: JobInfo, output: DatasetInfo, field: string, inputs: readonly DatasetInfo[]): InferredLink[] {
  const links: InferredLink[] = [];
  const add = (input: DatasetInfo, inputField: string, evidence: string): void => {
    if (links.some((l) => l.upstream.datasetId === input.id && l.upstream.field === inputField)) return;
    links.push({ upstream: { datasetId: input.id, field: inputField }, downstream: { datasetId: output.id, field }, evidence });
  };
  for (const mapping of sqlMappings(job, output)) {
    const refs = refsFor(mapping, output, field);
    for (const ref of refs) {
      for (const input of refInputs(ref, inputs)) {
        add(input, fieldOf(input, ref.column)?.name ?? ref.column, `sql facet: ${field} reads ${refs.map(showRef).join(', ')}`);
      }
    }
  }
  const target = fieldOf(output, field);
  for (const input of inputs) {
    for (const f of input.fields) {
      if (normaliseFieldName(f.name) !== normaliseFieldName(field) || !compatibleTypes(f.type, target?.type)) continue;
      add(input, f.name, `same normalised name "${normaliseFieldName(field)}" and compatible type (${f.type ?? '?'} → ${target?.type ?? '?'})`);
    }
  }
  return links;
}

/** Downstream inferences: output columns of `job`'s SQL that read `input.field`, then same-name fields of `output`. */
export function inferDownstream(job: JobInfo, input: DatasetInfo, field: string, output: DatasetInfo): InferredLink[] {
  const links: InferredLink[] = [];
  const add = (outField: string, evidence: string): void => {
    if (links.some((l) => l.downstream.field === outField)) return;
    links.push({ upstream: { datasetId: input.id, field }, downstream: { datasetId: output.id, field: outField }, evidence });
  };
  const reads = (ref: SqlColumnRef): boolean => ref.column.toLowerCase() === field.toLowerCase() && (ref.table === null || matches(ref.table, input));
  for (const mapping of sqlMappings(job, output)) {
    for (const [name, refs] of mapping.byName) {
      if (refs.some(reads)) add(fieldOf(output, name)?.name ?? name, `sql facet: ${name} reads ${refs.map(showRef).join(', ')}`);
    }
    mapping.byPosition.forEach((refs, i) => {
      const outField = output.fields[i]?.name;
      if (outField && refs.some(reads) && !mapping.byName.has(outField.toLowerCase()))
        add(outField, `sql facet: column ${i + 1} reads ${refs.map(showRef).join(', ')}`);
    });
  }
  const source = fieldOf(input, field);
  for (const f of output.fields) {
    if (normaliseFieldName(f.name) !== normaliseFieldName(field) || !compatibleTypes(source?.type, f.type)) continue;
    add(f.name, `same normalised name "${normaliseFieldName(field)}" and compatible type (${source?.type ?? '?'} → ${f.type ?? '?'})`);
  }
  return links;
}

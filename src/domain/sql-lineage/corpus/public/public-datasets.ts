import type { SqlJobDataset } from '../../derived-types.ts';

/**
 * The namespace of the public corpus's name-mapped datasets. Most public recipes read `faker`/`datagen` tables or
 * declare no DDL at all, which name no dataset: the job's datasets are named like the SQL's tables, so these cases
 * also test the deriver's name mapping.
 */
export const BROKER = 'kafka://broker:9092';

/** A dataset of the job as its event would report it: `fields` is its schema facet (empty when it has none). */
export function dataset(namespace: string, name: string, fields: readonly string[] = []): SqlJobDataset {
  return { namespace, name, fields, aliases: [] };
}

/** A dataset on BROKER, named like the table. */
export function named(name: string, fields: readonly string[] = []): SqlJobDataset {
  return dataset(BROKER, name, fields);
}

/** `out.column <- in.field DIRECT/IDENTITY` for each column copied under its own name. */
export function copied(output: string, input: string, columns: readonly string[]): string[] {
  return columns.map((c) => `${output}.${c} <- ${input}.${c} DIRECT/IDENTITY`);
}

/** `out <- in.field INDIRECT/SUBTYPE` for each field. */
export function influenced(output: string, input: string, subtype: string, fields: readonly string[]): string[] {
  return fields.map((f) => `${output} <- ${input}.${f} INDIRECT/${subtype}`);
}

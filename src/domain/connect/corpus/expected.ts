import type { ExpectedColumns } from './corpus-types.ts';

/**
 * Shorthands for writing expectations by hand: each takes the field names an engineer reads off the DDL or the
 * data, and only spells out the repetitive `namespace name field` strings.
 */

/** `namespace name` of a dataset. */
export const ds = (namespace: string, name: string): string => `${namespace} ${name}`;

/** Each listed field comes unchanged from the field of the same name (or path under `from`) in `source`. */
export function same(source: string, fields: readonly string[], from = ''): ExpectedColumns {
  return Object.fromEntries(fields.map((f) => [f, [`${source} ${from}${f}`]]));
}

/** A Debezium change event without unwrap: `before.c` and `after.c` both come from column `c` of the table. */
export function envelope(table: string, columns: readonly string[]): ExpectedColumns {
  return Object.fromEntries(columns.flatMap((c) => [`before.${c}`, `after.${c}`].map((f) => [f, [`${table} ${c}`]])));
}

/** Fields whose value an SMT changed (`transformed`) or masked (`masked`) on the way from `source`. */
export const changed = (source: string, field: string, how: 'transformed' | 'masked'): string => `${source} ${field} (${how})`;

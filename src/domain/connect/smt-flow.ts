import type { ConnectField, MappingProblem, TransformationStep } from './connect-types.ts';

/**
 * The record shape an SMT chain works on: fields, each carrying the source fields it comes from and the
 * transformations on the way; and the helpers every step shares (Java regex and replacement syntax).
 */

export interface FieldOrigin {
  /** Dotted path of the field in the record before the chain (for a source: the table column). */
  path: string;
  transformations: TransformationStep[];
}

export interface FlowField {
  name: string;
  type: string;
  optional?: boolean;
  doc?: string;
  fields?: FlowField[];
  /** Empty for a field the chain or the connector made up (InsertField, `__op`, Debezium metadata). */
  from: FieldOrigin[];
}

export interface SmtConfig {
  alias: string;
  className: string;
  props: Record<string, string>;
  predicate?: string;
  negate?: boolean;
  /** The predicate's class and props (`predicates.<name>.type`, `predicates.<name>.*`), when configured. */
  predicateClass?: string;
  predicateProps?: Record<string, string>;
}

export const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

/** The chain as configured, in order. */

/** Initial flow fields from a schema: every field comes from itself, unchanged. */
export function identityFlow(fields: readonly ConnectField[], prefix = ''): FlowField[] {
  return fields.map((f) => {
    const path = prefix ? `${prefix}.${f.name}` : f.name;
    return {
      name: f.name,
      type: f.type,
      ...(f.optional ? { optional: true } : {}),
      ...(f.doc ? { doc: f.doc } : {}),
      ...(f.fields ? { fields: identityFlow(f.fields, path) } : {}),
      from: [{ path, transformations: [] }],
    };
  });
}

/**
 * Initial flow fields of a source table: the table's columns are the value's top-level fields, so a nested field
 * (Debezium's Geometry struct `g.wkb`, `g.srid`) comes from its top-level column `g`, not from a column `g.wkb`
 * the table does not have.
 */
export function columnFlow(columns: readonly ConnectField[]): FlowField[] {
  const fromColumn = (fields: readonly ConnectField[], column: string): FlowField[] =>
    fields.map((f) => ({
      name: f.name,
      type: f.type,
      ...(f.optional ? { optional: true } : {}),
      ...(f.doc ? { doc: f.doc } : {}),
      ...(f.fields ? { fields: fromColumn(f.fields, column) } : {}),
      from: [{ path: column, transformations: [] }],
    }));
  return columns.map((c) => fromColumn([c], c.name)[0] as FlowField);
}

export function toConnectFields(fields: readonly FlowField[]): ConnectField[] {
  return fields.map((f) => ({
    name: f.name,
    type: f.type,
    ...(f.optional ? { optional: true } : {}),
    ...(f.doc ? { doc: f.doc } : {}),
    ...(f.fields ? { fields: toConnectFields(f.fields) } : {}),
  }));
}

export const smtBase = (className: string) =>
  className
    .replace(/\$(Key|Value)$/, '')
    .split('.')
    .pop() ?? className;
export const smtSide = (className: string): 'key' | 'value' | null => (className.endsWith('$Key') ? 'key' : className.endsWith('$Value') ? 'value' : null);

/** Java's replacement syntax (`$0`, `$1`, `${name}`, `\\$`) in JavaScript's (`$&`, `$1`, `$<name>`, `$$`). */
export function javaReplacement(replacement: string): string {
  return replacement.replace(/\\\$|\$\{(\w+)\}|\$0(?!\d)/g, (m: string, name: string | undefined) => (m === '\\$' ? '$$' : name ? `$<${name}>` : '$&'));
}

/**
 * A Java regex used with `matches()`: the whole text must match. `flags` `i` for Debezium's include lists, which
 * it compiles with CASE_INSENSITIVE.
 */
export function fullMatch(regex: string, flags = ''): RegExp {
  return new RegExp(`^(?:${regex.replace(/\(\?<(\w+)>/g, '(?<$1>')})$`, flags);
}

export function withStep(f: FlowField, step: TransformationStep, type?: string): FlowField {
  return {
    ...f,
    ...(type ? { type } : {}),
    from: f.from.map((o) => ({ ...o, transformations: [...o.transformations, step] })),
    ...(f.fields ? { fields: f.fields.map((c) => withStep(c, step)) } : {}),
  };
}

export function madeUp(name: string, type: string): FlowField {
  return { name, type, optional: true, from: [] };
}

/** ExtractNewRecordState's `add.fields`: `source.ts_ms` becomes `__source_ts_ms`. */
export function debeziumAddedFields(props: Record<string, string>): FlowField[] {
  const prefix = props['add.fields.prefix'] ?? '__';
  const added = list(props['add.fields']).map((f) =>
    madeUp(`${prefix}${f.replace(/\./g, '_')}`, f === 'op' || f === 'table' || f === 'db' || f === 'schema' ? 'STRING' : 'BIGINT'),
  );
  const rewrite = props['delete.handling.mode'] === 'rewrite' || /^rewrite/.test(props['delete.tombstone.handling.mode'] ?? '');
  return rewrite ? [...added, madeUp(`${prefix}deleted`, 'BOOLEAN')] : added;
}

export type Step = (topic: string, fields: FlowField[] | null, smt: SmtConfig, effects: string[], problems: MappingProblem[]) => StepResult;

export interface StepResult {
  topic: string;
  fields: FlowField[] | null;
  /** Why the topic after this step is not known from the config (it is named per record); `topic` is then a pattern. */
  topicUnknown?: string;
}

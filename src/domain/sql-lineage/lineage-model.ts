import type { SqlNode } from './flink-tree.ts';

/**
 * The resolver's working model: a relation's columns with their DIRECT source fields, and the INDIRECT fields that
 * shape its rows (OpenLineage columnLineage facet semantics, docs/openlineage-facets.md#column-lineage-by-engine).
 * Source fields are named by the SQL table they come from; mapping tables to datasets happens at the end.
 */
export type DirectKind = 'IDENTITY' | 'TRANSFORMATION' | 'AGGREGATION';
/**
 * How a column reads an input field: DIRECT (its value comes from it), or INDIRECT/CONDITIONAL — the field decides
 * which value the column takes (a CASE WHEN condition, IF's first argument), on this column only (OpenLineage's
 * CONDITIONAL subtype, per output field rather than dataset-wide).
 */
export type ColumnKind = DirectKind | 'CONDITIONAL';
export type IndirectKind = 'JOIN' | 'FILTER' | 'GROUP_BY' | 'WINDOW' | 'SORT';

export interface FieldRef {
  /** The base table's key: its name parts as written, lower-cased and dot-joined. */
  table: string;
  field: string;
}

/** An input field of one output column: DIRECT, or INDIRECT/CONDITIONAL (see ColumnKind). */
export interface DirectDep {
  ref: FieldRef;
  kind: ColumnKind;
  masking: boolean;
  /** The select item's expression as written (`o.amount * r.rate`), for TRANSFORMATION and AGGREGATION. */
  expression?: string;
}

export interface IndirectDep {
  ref: FieldRef;
  kind: IndirectKind;
}

export interface Column {
  name: string;
  deps: DirectDep[];
  /** Fed by no input field and by nothing the deriver could not read: literals, or functions of none (`CURRENT_DATE`). */
  constant?: boolean;
}

export interface Relation {
  columns: Column[];
  indirect: IndirectDep[];
}

/** A table the script reads, as the resolver sees it; `fields` null when neither DDL nor the event names them. */
export interface BaseTable {
  key: string;
  fields: readonly string[] | null;
  computed: ReadonlyMap<string, SqlNode>;
}

/** What a FROM item exposes: a base table, or a view/CTE/subquery already resolved, plus columns a window TVF adds. */
export interface ScopeEntry {
  alias: string;
  base: BaseTable | null;
  relation: Relation | null;
  extra: ReadonlyMap<string, DirectDep[]>;
  /** A FROM item the deriver could not read: it may hold any column, so it makes unqualified names ambiguous. */
  opaque?: boolean;
}

const RANK: Record<ColumnKind, number> = { IDENTITY: 0, TRANSFORMATION: 1, AGGREGATION: 2, CONDITIONAL: 3 };

/**
 * An upstream dependency seen through a downstream use: the stronger transformation wins (SUM of a CAST = AGGREGATION).
 * CONDITIONAL wins over all: a field that decides a value upstream decides it downstream too, and a value a condition
 * reads decides, whatever it was made of. A condition reveals nothing of the value, so it is never masking.
 * A plain copy keeps the upstream expression; any other use is described by its own select item.
 */
export function compose(local: ColumnKind, upstream: DirectDep, masking: boolean): DirectDep {
  const kind = RANK[upstream.kind] >= RANK[local] ? upstream.kind : local;
  if (kind === 'CONDITIONAL') return { ref: upstream.ref, kind, masking: false };
  const expression = local === 'IDENTITY' ? upstream.expression : undefined;
  return { ref: upstream.ref, kind, masking: masking || upstream.masking, ...(expression === undefined ? {} : { expression }) };
}

/** SQL text for a person: whitespace collapsed, cut at 120 characters. */
export function brief(text: string): string {
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length > 120 ? `${one.slice(0, 117)}…` : one;
}

export function asIndirect(deps: readonly DirectDep[], kind: IndirectKind): IndirectDep[] {
  return deps.map((d) => ({ ref: d.ref, kind }));
}

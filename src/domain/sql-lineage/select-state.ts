import { descendants, kid, nameParts, type SqlNode } from './flink-tree.ts';
import { asIndirect, type BaseTable, type DirectDep, type IndirectDep, type IndirectKind, type Relation } from './lineage-model.ts';
import { expressionDeps, type ExpressionContext, type Scope } from './resolve-expression.ts';

/** What a query can name: CTEs in reach, and the script's views and tables (resolved by the caller). */
export interface QueryEnv {
  ctes: ReadonlyMap<string, Relation>;
  /**
   * A view (already resolved), a base table, or a view whose CREATE VIEW could not be read (`unreadable` says why),
   * by its name parts as written.
   */
  table: (path: string[]) => { relation: Relation } | { base: BaseTable } | { unreadable: string };
  problems: string[];
  /** PARTITION BY keys of SESSION window TVFs, by lower-cased table name (the grammar has no SESSION TVF). */
  windowPartitions?: ReadonlyMap<string, readonly string[]>;
  /** The statement's text as written, for the expressions as written. */
  text?: string;
  /** Maps an offset of the parsed text (which a grammar work-around may have rewritten) to the text as written. */
  written?: (offset: number) => number;
}

/** One SELECT being resolved: its FROM items, the INDIRECT influences met so far, and its named windows. */
export interface SelectState {
  env: QueryEnv;
  scope: Scope;
  ctx: ExpressionContext;
  indirect: IndirectDep[];
  /** `WINDOW w AS (…)` clauses by lower-cased name. */
  windows: ReadonlyMap<string, SqlNode>;
}

export function depsOf(state: SelectState, node: SqlNode | null, callee?: string): DirectDep[] {
  return node ? expressionDeps(node, state.scope, state.ctx, callee) : [];
}

/** Every column the clause reads shapes the rows: an INDIRECT input of this kind. */
export function influence(state: SelectState, node: SqlNode | null, kind: IndirectKind): void {
  state.indirect.push(...asIndirect(depsOf(state, node), kind));
}

/** `(a, b)` after an alias or a view/CTE name: the relation's columns renamed by position. */
export function renameColumns(relation: Relation, names: readonly string[]): Relation {
  if (names.length === 0) return relation;
  return { ...relation, columns: relation.columns.map((c, i) => ({ ...c, name: names[i] ?? c.name })) };
}

export function aliasOf(node: SqlNode | null): { alias: string | null; columns: string[] } {
  if (!node) return { alias: null, columns: [] };
  const id = kid(node, 'identifier');
  const list = kid(node, 'identifierList') ?? kid(node, 'columnNameList');
  return { alias: id ? (nameParts(id)[0] ?? null) : null, columns: list ? descendants(list, 'identifier').map((i) => nameParts(i)[0] ?? '') : [] };
}

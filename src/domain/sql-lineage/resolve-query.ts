import { descendants, kid, kids, nameParts, tokensOf, type SqlNode } from './flink-tree.ts';
import {
  asIndirect,
  brief,
  compose,
  type BaseTable,
  type Column,
  type DirectDep,
  type IndirectDep,
  type IndirectKind,
  type Relation,
  type ScopeEntry,
} from './lineage-model.ts';
import { expressionDeps, isPlainColumn, misreadCall, resolveColumn, type ExpressionContext, type Scope } from './resolve-expression.ts';

/** What a query can name: CTEs in reach, and the script's views and tables (resolved by the caller). */
export interface QueryEnv {
  ctes: ReadonlyMap<string, Relation>;
  /** A view (already resolved) or a base table, by its name parts as written. */
  table: (path: string[]) => { relation: Relation } | { base: BaseTable };
  problems: string[];
  /** PARTITION BY keys of SESSION window TVFs, by lower-cased table name (the grammar has no SESSION TVF). */
  windowPartitions?: ReadonlyMap<string, readonly string[]>;
  /** The statement's text the tree's offsets point into, for the expressions as written. */
  text?: string;
}

// Ranking functions over a window order rows rather than read values: their PARTITION BY / ORDER BY are SORT (TopN).
const RANKING = new Set(['ROW_NUMBER', 'RANK', 'DENSE_RANK', 'PERCENT_RANK', 'CUME_DIST']);

const WINDOW_COLUMNS = ['window_start', 'window_end', 'window_time'];

function dedupeDirect(deps: readonly DirectDep[]): DirectDep[] {
  const seen = new Set<string>();
  return deps.filter((d) => {
    const k = `${d.ref.table}\u0000${d.ref.field.toLowerCase()}\u0000${d.kind}\u0000${d.masking}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export function dedupeIndirect(deps: readonly IndirectDep[]): IndirectDep[] {
  const seen = new Set<string>();
  return deps.filter((d) => {
    const k = `${d.ref.table}\u0000${d.ref.field.toLowerCase()}\u0000${d.kind}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** `(a, b)` after an alias or a view/CTE name: the relation's columns renamed by position. */
export function renameColumns(relation: Relation, names: readonly string[]): Relation {
  if (names.length === 0) return relation;
  return { ...relation, columns: relation.columns.map((c, i) => ({ ...c, name: names[i] ?? c.name })) };
}

function aliasOf(node: SqlNode | null): { alias: string | null; columns: string[] } {
  if (!node) return { alias: null, columns: [] };
  const id = kid(node, 'identifier');
  const list = kid(node, 'identifierList') ?? kid(node, 'columnNameList');
  return { alias: id ? (nameParts(id)[0] ?? null) : null, columns: list ? descendants(list, 'identifier').map((i) => nameParts(i)[0] ?? '') : [] };
}

/** A select item's expression as written, without its `AS alias`. */
function writtenExpression(text: string, node: SqlNode): string {
  let parts = node.children.filter((c) => c.stop >= c.start);
  const last = parts[parts.length - 1];
  if (parts.length > 1 && (last?.rule === 'columnAlias' || last?.rule === 'identifier')) {
    parts = parts.slice(0, -1);
    const as = parts[parts.length - 1];
    if (as?.rule === '' && /^AS$/i.test(as.token)) parts = parts.slice(0, -1);
  }
  const first = parts[0];
  const end = parts[parts.length - 1];
  return first && end ? brief(text.slice(first.start, end.stop + 1)) : '';
}

/** A computed column's deps carry its expression; a plain copy keeps the expression its source had. */
function described(columns: Column[], expression: string): Column[] {
  if (!expression) return columns;
  return columns.map((c) => ({ ...c, deps: c.deps.map((d) => (d.kind === 'IDENTITY' ? d : { ...d, expression })) }));
}

class SelectResolver {
  readonly scope: Scope;
  readonly indirect: IndirectDep[] = [];
  readonly ctx: ExpressionContext;

  constructor(
    private readonly env: QueryEnv,
    outer: Scope | null,
  ) {
    this.scope = { entries: [], outer };
    this.ctx = { problems: env.problems, indirect: this.indirect, subquery: (n, o) => resolveQuery(n, env, o) };
  }

  private deps(node: SqlNode | null, callee?: string): DirectDep[] {
    return node ? expressionDeps(node, this.scope, this.ctx, callee) : [];
  }

  private influence(node: SqlNode | null, kind: IndirectKind): void {
    this.indirect.push(...asIndirect(this.deps(node), kind));
  }

  private source(path: string[]): Pick<ScopeEntry, 'base' | 'relation'> {
    const cte = path.length === 1 ? this.env.ctes.get((path[0] ?? '').toLowerCase()) : undefined;
    if (cte) return { base: null, relation: cte };
    const found = this.env.table(path);
    return 'relation' in found ? { base: null, relation: found.relation } : { base: found.base, relation: null };
  }

  private add(entry: ScopeEntry): void {
    if (entry.relation) this.indirect.push(...entry.relation.indirect);
    this.scope.entries.push(entry);
  }

  addTableExpression(node: SqlNode): void {
    for (const c of node.children) {
      if (c.rule === 'tableExpression') this.addTableExpression(c);
      else if (c.rule === 'tableReference') this.addReference(c);
      else if (c.rule === 'windowTVFClause') this.addWindowTvf(c, kid(node, 'tableAlias'));
      else if (c.rule === 'joinCondition') this.addJoinCondition(c);
    }
  }

  private addJoinCondition(node: SqlNode): void {
    const using = kid(node, 'columnNameList');
    if (!using) return this.influence(node, 'JOIN');
    for (const column of descendants(using, 'columnName')) {
      const name = nameParts(column);
      for (const entry of this.scope.entries) {
        const one: Scope = { entries: [entry], outer: null };
        const ctx: ExpressionContext = { ...this.ctx, problems: [] };
        this.indirect.push(...asIndirect(resolveColumn(name, one, ctx), 'JOIN'));
      }
    }
  }

  private addReference(node: SqlNode): void {
    const primary = kid(node, 'tablePrimary');
    const { alias, columns } = aliasOf(kid(node, 'tableAlias'));
    if (!primary) {
      this.env.problems.push(`FROM item "${tokensOf(node).join(' ')}" is not one the deriver reads`);
      return this.add({ alias: (alias ?? '').toLowerCase(), base: null, relation: null, extra: new Map(), opaque: true });
    }
    const path = kid(primary, 'tablePath');
    const atom = kid(primary, 'atomExpressionTable');
    const nested = kid(primary, 'tableExpression');
    const fn = kid(primary, 'atomFunctionTable');
    if (path) {
      const parts = nameParts(path);
      const src = this.source(parts);
      const relation = src.relation ? renameColumns(src.relation, columns) : null;
      this.add({ alias: (alias ?? parts[parts.length - 1] ?? '').toLowerCase(), ...src, relation, extra: new Map() });
      // Temporal and lookup joins: `FOR SYSTEM_TIME AS OF o.proc_time` picks the version by the probe side's time.
      const period = kid(primary, 'systemTimePeriod');
      if (period) this.influence(period, 'JOIN');
    } else if (atom && descendants(atom, 'queryStatement')[0]) {
      const query = descendants(atom, 'queryStatement')[0] as SqlNode;
      const relation = renameColumns(resolveQuery(query, this.env, this.scope.outer), columns);
      this.add({ alias: (alias ?? '').toLowerCase(), base: null, relation, extra: new Map() });
    } else if (atom ?? fn) {
      // `LATERAL TABLE(f(x)) AS t(a, b)`, `UNNEST(tags) AS t(tag)`: each column it yields is computed from its arguments.
      const source = (atom ?? fn) as SqlNode;
      const deps = this.deps(source).map((d) => compose('TRANSFORMATION', d, false));
      if (columns.length === 0) this.env.problems.push(`"${tokensOf(source).join(' ')}" has no column names (AS t(a, …)): its columns are not derived`);
      this.add({
        alias: (alias ?? '').toLowerCase(),
        base: null,
        relation: { columns: columns.map((name) => ({ name, deps })), indirect: [] },
        extra: new Map(),
      });
    } else if (nested) {
      this.addTableExpression(nested);
    } else {
      this.env.problems.push(`FROM item "${tokensOf(primary).join(' ')}" is not one the deriver reads`);
      this.add({ alias: (alias ?? '').toLowerCase(), base: null, relation: null, extra: new Map(), opaque: true });
    }
  }

  /** `TABLE(TUMBLE(TABLE t, DESCRIPTOR(ts), …))`: t's columns plus window_start/end/time, computed from ts. */
  private addWindowTvf(node: SqlNode, aliasNode: SqlNode | null): void {
    const table = descendants(node, 'timeAttrColumn')[0];
    const descriptor = descendants(node, 'columnDescriptor')[0];
    if (!table) return void this.env.problems.push('window TVF without a TABLE argument');
    const parts = nameParts(table);
    const src = this.source(parts);
    const alias = (aliasOf(aliasNode).alias ?? parts[parts.length - 1] ?? '').toLowerCase();
    const entry: ScopeEntry = { alias, ...src, extra: new Map() };
    const timeColumn = descriptor ? descendants(descriptor, 'columnName')[0] : undefined;
    const time = timeColumn ? resolveColumn(nameParts(timeColumn), { entries: [entry], outer: null }, this.ctx) : [];
    const computed = time.map((d) => compose('TRANSFORMATION', d, false));
    this.add({ ...entry, extra: new Map(WINDOW_COLUMNS.map((c) => [c, computed])) });
    this.indirect.push(...asIndirect(time, 'WINDOW'));
    const partitions = this.env.windowPartitions?.get(parts.join('.').toLowerCase()) ?? [];
    const one: Scope = { entries: [entry], outer: null };
    for (const key of partitions) this.indirect.push(...asIndirect(resolveColumn([key], one, this.ctx), 'WINDOW'));
  }

  private expandStar(item: SqlNode): Column[] {
    const qualifier = kid(item, 'identifier');
    const name = qualifier ? (nameParts(qualifier)[0] ?? '').toLowerCase() : null;
    const entries = this.scope.entries.filter((e) => name === null || e.alias === name);
    return entries.flatMap((e): Column[] => {
      const one: Scope = { entries: [e], outer: null };
      const extra = [...e.extra.entries()].map(([n, deps]) => ({ name: n, deps }));
      if (e.relation) return [...e.relation.columns, ...extra];
      if (!e.base?.fields) {
        this.env.problems.push(`SELECT * over "${e.alias}" whose fields are unknown (no DDL, no schema facet)`);
        return extra;
      }
      return [...e.base.fields.map((f) => ({ name: f, deps: resolveColumn([f], one, this.ctx) })), ...extra];
    });
  }

  private projectItem(item: SqlNode, index: number): Column[] {
    const columns = this.projectItemColumns(item, index);
    const c = item.children[0];
    const text = this.env.text;
    if (!c || !text) return columns;
    if (c.rule === 'selectLiteralColumnName' && misreadCall(c)) return described(columns, writtenExpression(text, c));
    const expr = kid(c, 'expression');
    if (c.rule === 'selectExpressionColumnName' && expr && !isPlainColumn(expr)) return described(columns, writtenExpression(text, c));
    if (c.rule === 'selectWindowItemColumnName') return described(columns, writtenExpression(text, kid(c, 'overWindowItem') ?? c));
    return columns;
  }

  private projectItemColumns(item: SqlNode, index: number): Column[] {
    const c = item.children[0];
    if (!c) return [];
    // `AS name` sits beside the item (columnProjectItem > selectExpressionColumnName, columnAlias), or inside an OVER item.
    const alias = (n: SqlNode): string | null =>
      aliasOf(kid(item, 'columnAlias')).alias ?? aliasOf(kid(n, 'columnAlias')).alias ?? (kid(n, 'identifier') ? aliasOf(n).alias : null);
    if (c.rule === 'tableAllColumns') return this.expandStar(c);
    if (c.rule === 'selectLiteralColumnName') {
      const call = misreadCall(c);
      if (call) return [{ name: `EXPR$${index}`, deps: this.deps(call.args, call.name) }];
      const column = kid(c, 'columnName');
      const name = alias(c) ?? (column ? nameParts(column).pop() : undefined) ?? `EXPR$${index}`;
      return [{ name, deps: this.deps(column) }];
    }
    if (c.rule === 'selectExpressionColumnName') {
      const expr = kid(c, 'expression');
      const plain = expr ? descendants(expr, 'columnNamePath') : [];
      const implicit =
        plain.length === 1 && expr && tokensOf(expr).length === tokensOf(plain[0] as SqlNode).length ? nameParts(plain[0] as SqlNode).pop() : undefined;
      return [{ name: alias(c) ?? implicit ?? `EXPR$${index}`, deps: this.deps(expr) }];
    }
    if (c.rule === 'selectWindowItemColumnName') {
      const over = kid(c, 'overWindowItem') ?? c;
      const call = over.children[0] ?? null;
      const callName = call ? (tokensOf(call)[0] ?? '').toUpperCase() : '';
      const spec = kid(over, 'windowSpec');
      if (spec) this.influence(spec, RANKING.has(callName) ? 'SORT' : 'WINDOW');
      return [{ name: alias(over) ?? `EXPR$${index}`, deps: this.deps(call) }];
    }
    this.env.problems.push(`select item "${tokensOf(c).join(' ')}" is not one the deriver reads`);
    return [];
  }

  resolve(select: SqlNode): Relation {
    const from = kid(select, 'fromClause');
    for (const te of from ? kids(from, 'tableExpression') : []) this.addTableExpression(te);
    this.influence(kid(select, 'whereClause'), 'FILTER');
    this.influence(kid(select, 'groupByClause'), 'GROUP_BY');
    this.influence(kid(select, 'havingClause'), 'FILTER');
    const list = descendants(kid(select, 'selectClause') ?? select, 'selectList')[0];
    const columns = (list ? kids(list, 'columnProjectItem') : []).flatMap((item, i) => this.projectItem(item, i));
    return { columns: columns.map((c) => ({ name: c.name, deps: dedupeDirect(c.deps) })), indirect: dedupeIndirect(this.indirect) };
  }
}

function setOperation(node: SqlNode, branches: Relation[]): Relation {
  const first = branches[0] ?? { columns: [], indirect: [] };
  const except = node.children.some((c) => c.rule === '' && /^(EXCEPT|MINUS|INTERSECT)$/i.test(c.token));
  const rest = branches.slice(1);
  if (except) {
    // EXCEPT / INTERSECT keep the left rows; the right side only decides which.
    const filter = rest.flatMap((b) => [...b.indirect, ...b.columns.flatMap((c) => asIndirect(c.deps, 'FILTER'))]);
    return { columns: first.columns, indirect: dedupeIndirect([...first.indirect, ...filter]) };
  }
  return {
    columns: first.columns.map((c, i) => ({ name: c.name, deps: dedupeDirect([c.deps, ...rest.map((b) => b.columns[i]?.deps ?? [])].flat()) })),
    indirect: dedupeIndirect(branches.flatMap((b) => b.indirect)),
  };
}

/** The columns a `queryStatement` yields (WITH, SELECT, UNION ALL, VALUES, parenthesised), with their lineage. */
export function resolveQuery(node: SqlNode, env: QueryEnv, outer: Scope | null): Relation {
  let scoped = env;
  const withClause = kid(node, 'withClause');
  if (withClause) {
    const ctes = new Map(env.ctes);
    for (const item of kids(withClause, 'withItem')) {
      const nameNode = kid(item, 'withItemName');
      const query = kid(item, 'queryStatement');
      if (!nameNode || !query) continue;
      const list = kid(item, 'columnNameList');
      const names = list ? descendants(list, 'columnName').map((c) => nameParts(c).pop() ?? '') : [];
      ctes.set((nameParts(nameNode)[0] ?? '').toLowerCase(), renameColumns(resolveQuery(query, { ...env, ctes }, outer), names));
    }
    scoped = { ...env, ctes };
  }
  const select = kid(node, 'selectStatement');
  const subs = kids(node, 'queryStatement');
  let relation: Relation;
  if (select) relation = new SelectResolver(scoped, outer).resolve(select);
  else if (subs.length === 1 && subs[0]) relation = resolveQuery(subs[0], scoped, outer);
  else if (subs.length > 1)
    relation = setOperation(
      node,
      subs.map((s) => resolveQuery(s, scoped, outer)),
    );
  else if (kid(node, 'valuesClause')) relation = { columns: [], indirect: [] };
  else {
    env.problems.push(`query "${tokensOf(node).join(' ').slice(0, 60)}" is not one the deriver reads`);
    relation = { columns: [], indirect: [] };
  }
  const orderBy = kid(node, 'orderByClause');
  if (orderBy) {
    const own: Scope = { entries: [{ alias: '', base: null, relation, extra: new Map() }], outer: null };
    const ctx: ExpressionContext = { problems: env.problems, indirect: [], subquery: (n, o) => resolveQuery(n, env, o) };
    relation = { ...relation, indirect: dedupeIndirect([...relation.indirect, ...asIndirect(expressionDeps(orderBy, own, ctx), 'SORT')]) };
  }
  return relation;
}

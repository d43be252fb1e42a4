import { descendants, kid, nameParts, tokensOf, type SqlNode } from './flink-tree.ts';
import { asIndirect, compose, type DirectDep, type ScopeEntry } from './lineage-model.ts';
import { resolveColumn, type ExpressionContext, type Scope } from './resolve-expression.ts';
import { aliasOf, depsOf, influence, renameColumns, type SelectState } from './select-state.ts';

const WINDOW_COLUMNS = ['window_start', 'window_end', 'window_time'];

function source(state: SelectState, path: string[]): Pick<ScopeEntry, 'base' | 'relation' | 'opaque'> {
  const cte = path.length === 1 ? state.env.ctes.get((path[0] ?? '').toLowerCase()) : undefined;
  if (cte) return { base: null, relation: cte };
  const found = state.env.table(path);
  if ('unreadable' in found) {
    // A view whose CREATE VIEW failed is not a table to map: its columns are unknown, and the reason is its own.
    state.env.problems.push(`view "${path.join('.')}" is not derived: ${found.unreadable}`);
    return { base: null, relation: null, opaque: true };
  }
  return 'relation' in found ? { base: null, relation: found.relation } : { base: found.base, relation: null };
}

function add(state: SelectState, entry: ScopeEntry): void {
  if (entry.relation) state.indirect.push(...entry.relation.indirect);
  state.scope.entries.push(entry);
}

function opaque(state: SelectState, node: SqlNode, alias: string | null): void {
  state.env.problems.push(`FROM item "${tokensOf(node).join(' ')}" is not one the deriver reads`);
  add(state, { alias: (alias ?? '').toLowerCase(), base: null, relation: null, extra: new Map(), opaque: true });
}

/** The FROM clause's items into the select's scope, with the INDIRECT inputs their joins bring. */
export function addTableExpression(state: SelectState, node: SqlNode): void {
  // The entries this join expression brings start here: a USING key is merged across them.
  const start = state.scope.entries.length;
  for (const c of node.children) {
    if (c.rule === 'tableExpression') addTableExpression(state, c);
    else if (c.rule === 'tableReference') addReference(state, c);
    else if (c.rule === 'windowTVFClause') addWindowTvf(state, c, kid(node, 'tableAlias'));
    else if (c.rule === 'joinCondition') addJoinCondition(state, c, start);
  }
}

/**
 * `ON …` influences the join; `USING (k)` joins on k of both sides, and an unqualified `k` afterwards is the merged
 * key of both (not ambiguous), so it is remembered in the scope.
 */
function addJoinCondition(state: SelectState, node: SqlNode, start: number): void {
  const using = kid(node, 'columnNameList');
  if (!using) return influence(state, node, 'JOIN');
  const sides = state.scope.entries.slice(start);
  for (const column of descendants(using, 'columnName')) {
    const name = nameParts(column);
    const key = (name[name.length - 1] ?? '').toLowerCase();
    const deps: DirectDep[] = [...(state.scope.merged?.get(key) ?? [])];
    for (const entry of sides) {
      const one: Scope = { entries: [entry], outer: null };
      const quiet: ExpressionContext = { ...state.ctx, problems: [] };
      deps.push(...resolveColumn(name, one, quiet));
    }
    if (deps.length === 0) state.env.problems.push(`USING key "${name.join('.')}" is found on neither side of the join`);
    state.indirect.push(...asIndirect(deps, 'JOIN'));
    state.scope.merged = new Map([...(state.scope.merged ?? []), [key, deps]]);
  }
}

function addReference(state: SelectState, node: SqlNode): void {
  const primary = kid(node, 'tablePrimary');
  const { alias, columns } = aliasOf(kid(node, 'tableAlias'));
  if (!primary) return opaque(state, node, alias);
  const path = kid(primary, 'tablePath');
  const atom = kid(primary, 'atomExpressionTable');
  const nested = kid(primary, 'tableExpression');
  const fn = kid(primary, 'atomFunctionTable');
  const query = atom ? descendants(atom, 'queryStatement')[0] : undefined;
  if (path) {
    const parts = nameParts(path);
    const src = source(state, parts);
    const relation = src.relation ? renameColumns(src.relation, columns) : null;
    add(state, { alias: (alias ?? parts[parts.length - 1] ?? '').toLowerCase(), ...src, relation, extra: new Map() });
    // Temporal and lookup joins: `FOR SYSTEM_TIME AS OF o.proc_time` picks the version by the probe side's time.
    const period = kid(primary, 'systemTimePeriod');
    if (period) influence(state, period, 'JOIN');
  } else if (atom && query) {
    // A LATERAL subquery sees the FROM items before it (correlated); any other only the enclosing query's.
    const lateral = tokensOf(atom).some((t) => t.toUpperCase() === 'LATERAL');
    const outer = lateral ? { entries: [...state.scope.entries], outer: state.scope.outer } : state.scope.outer;
    const relation = renameColumns(state.ctx.subquery(query, outer ?? { entries: [], outer: null }), columns);
    add(state, { alias: (alias ?? '').toLowerCase(), base: null, relation, extra: new Map() });
  } else if (atom ?? fn) {
    // `LATERAL TABLE(f(x)) AS t(a, b)`, `UNNEST(tags) AS t(tag)`: each column it yields is computed from its arguments.
    const from = (atom ?? fn) as SqlNode;
    const deps = depsOf(state, from).map((d) => compose('TRANSFORMATION', d, false));
    if (columns.length === 0) state.env.problems.push(`"${tokensOf(from).join(' ')}" has no column names (AS t(a, …)): its columns are not derived`);
    add(state, {
      alias: (alias ?? '').toLowerCase(),
      base: null,
      relation: { columns: columns.map((name) => ({ name, deps })), indirect: [] },
      extra: new Map(),
    });
  } else if (nested) {
    addTableExpression(state, nested);
  } else {
    opaque(state, primary, alias);
  }
}

/** `TABLE(TUMBLE(TABLE t, DESCRIPTOR(ts), …))`: t's columns plus window_start/end/time, computed from ts. */
function addWindowTvf(state: SelectState, node: SqlNode, aliasNode: SqlNode | null): void {
  const table = descendants(node, 'timeAttrColumn')[0];
  const descriptor = descendants(node, 'columnDescriptor')[0];
  if (!table) return void state.env.problems.push('window TVF without a TABLE argument');
  const parts = nameParts(table);
  const src = source(state, parts);
  const alias = (aliasOf(aliasNode).alias ?? parts[parts.length - 1] ?? '').toLowerCase();
  const entry: ScopeEntry = { alias, ...src, extra: new Map() };
  const one: Scope = { entries: [entry], outer: null };
  const timeColumn = descriptor ? descendants(descriptor, 'columnName')[0] : undefined;
  const time = timeColumn ? resolveColumn(nameParts(timeColumn), one, state.ctx) : [];
  if (!timeColumn) state.env.problems.push(`window TVF over "${parts.join('.')}" without a DESCRIPTOR time column`);
  const computed = time.map((d) => compose('TRANSFORMATION', d, false));
  add(state, { ...entry, extra: new Map(WINDOW_COLUMNS.map((c) => [c, computed])) });
  state.indirect.push(...asIndirect(time, 'WINDOW'));
  const partitions = state.env.windowPartitions?.get(parts.join('.').toLowerCase()) ?? [];
  for (const key of partitions) state.indirect.push(...asIndirect(resolveColumn([key], one, state.ctx), 'WINDOW'));
}

import { descendants, kid, kids, nameParts, tokensOf, type SqlNode } from './flink-tree.ts';
import { asIndirect, type DirectDep, type IndirectDep, type Relation } from './lineage-model.ts';
import { addTableExpression } from './from-items.ts';
import { expressionDeps, resolveColumn, type ExpressionContext, type Scope } from './resolve-expression.ts';
import { distinctInfluence, projectItem } from './select-items.ts';
import { influence, renameColumns, type QueryEnv, type SelectState } from './select-state.ts';

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

// Legacy group windows (`GROUP BY TUMBLE(ts, INTERVAL '1' MINUTE)`): the grammar reads the two-argument forms as a
// groupWindowFunction and the others (HOP's three arguments, an offset) as a plain call.
const GROUP_WINDOWS = new Set(['TUMBLE', 'HOP', 'SESSION', 'CUMULATE']);

/**
 * A legacy group window groups the rows by the window its time column falls in: the time column is both GROUP_BY
 * (what the window TVFs give through window_start/window_end in GROUP BY) and WINDOW.
 */
function groupWindowInfluence(state: SelectState, groupBy: SqlNode): void {
  for (const w of descendants(groupBy, 'groupWindowFunction')) {
    const time = kid(w, 'timeAttrColumn');
    const deps = time ? resolveColumn(nameParts(time), state.scope, state.ctx) : [];
    state.indirect.push(...asIndirect(deps, 'GROUP_BY'), ...asIndirect(deps, 'WINDOW'));
  }
  for (const call of descendants(groupBy, 'functionCallExpression')) {
    const head = call.children.find((c) => c.rule !== '');
    if (!head || !GROUP_WINDOWS.has(tokensOf(head).join('').toUpperCase())) continue;
    const deps = expressionDeps(call, state.scope, { ...state.ctx, problems: [] });
    state.indirect.push(...asIndirect(deps, 'WINDOW'));
  }
}

/** A SELECT's columns and the INDIRECT inputs its FROM, WHERE, GROUP BY, HAVING, DISTINCT and windows bring. */
function resolveSelect(env: QueryEnv, outer: Scope | null, select: SqlNode, orderBy: SqlNode | null): Relation {
  const indirect: IndirectDep[] = [];
  const windows = new Map<string, SqlNode>();
  const windowClause = kid(select, 'windowClause');
  for (const w of windowClause ? kids(windowClause, 'namedWindow') : []) {
    const name = kid(w, 'errorCapturingIdentifier');
    const spec = kid(w, 'windowSpec');
    if (name && spec) windows.set((nameParts(kid(name, 'identifier') ?? name)[0] ?? '').toLowerCase(), spec);
  }
  const state: SelectState = {
    env,
    scope: { entries: [], outer },
    ctx: { problems: env.problems, indirect, subquery: (n, o) => resolveQuery(n, env, o) },
    indirect,
    windows,
  };
  const from = kid(select, 'fromClause');
  for (const te of from ? kids(from, 'tableExpression') : []) addTableExpression(state, te);
  influence(state, kid(select, 'whereClause'), 'FILTER');
  const groupBy = kid(select, 'groupByClause');
  influence(state, groupBy, 'GROUP_BY');
  if (groupBy) groupWindowInfluence(state, groupBy);
  influence(state, kid(select, 'havingClause'), 'FILTER');
  // What the rows are grouped by (a legacy group window's time column included).
  const keys = state.indirect.filter((d) => d.kind === 'GROUP_BY').map((d) => `${d.ref.table}\u0000${d.ref.field.toLowerCase()}`);
  if (groupBy) state.ctx.groupKeys = new Set(keys);
  const clause = kid(select, 'selectClause') ?? select;
  const list = descendants(clause, 'selectList')[0];
  const columns = (list ? kids(list, 'columnProjectItem') : []).flatMap((item, i) => projectItem(state, item, i));
  if (kid(clause, 'setQuantifier')?.children.some((t) => /^DISTINCT$/i.test(t.token))) distinctInfluence(state, columns);
  const relation = { columns: columns.map((c) => ({ ...c, deps: dedupeDirect(c.deps) })), indirect };
  // ORDER BY names an output column (an alias) or, failing that, any column of the FROM items.
  const sorted: Scope = { entries: [{ alias: '', base: null, relation, extra: new Map() }], outer: state.scope };
  if (orderBy) indirect.push(...asIndirect(expressionDeps(orderBy, sorted, state.ctx), 'SORT'));
  return { ...relation, indirect: dedupeIndirect(indirect) };
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
    columns: first.columns.map((c, i) => {
      const deps = dedupeDirect([c.deps, ...rest.map((b) => b.columns[i]?.deps ?? [])].flat());
      // A column is constant when every branch feeds it constants.
      const constant = branches.every((b) => b.columns[i]?.constant === true);
      return { name: c.name, deps, ...(constant ? { constant } : {}) };
    }),
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
  const orderBy = kid(node, 'orderByClause');
  if (select) return resolveSelect(scoped, outer, select, orderBy);
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
  if (orderBy) {
    const own: Scope = { entries: [{ alias: '', base: null, relation, extra: new Map() }], outer: null };
    const ctx: ExpressionContext = { problems: env.problems, indirect: [], subquery: (n, o) => resolveQuery(n, env, o) };
    relation = { ...relation, indirect: dedupeIndirect([...relation.indirect, ...asIndirect(expressionDeps(orderBy, own, ctx), 'SORT')]) };
  }
  return relation;
}

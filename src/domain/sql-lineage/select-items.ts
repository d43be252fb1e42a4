import { isLiteralName, kid, nameParts, tokensOf, type SqlNode } from './flink-tree.ts';
import { asIndirect, brief, type Column } from './lineage-model.ts';
import { misreadCall, plainColumn, resolveColumn, type Scope } from './resolve-expression.ts';
import { aliasOf, depsOf, influence, type SelectState } from './select-state.ts';

// Ranking functions over a window order rows rather than read values: their PARTITION BY / ORDER BY are SORT (TopN).
const RANKING = new Set(['ROW_NUMBER', 'RANK', 'DENSE_RANK', 'PERCENT_RANK', 'CUME_DIST']);

/**
 * The alias a grammar work-around gives an OVER item written without one (the grammar demands `AS name`); the column
 * keeps Flink's own name for it, EXPR$n.
 */
export const UNNAMED_OVER = 'EXPR$';

/** A select item's expression as written, without its `AS alias`. */
function writtenExpression(state: SelectState, node: SqlNode): string {
  const text = state.env.text ?? '';
  const at = state.env.written ?? ((o: number) => o);
  let parts = node.children.filter((c) => c.stop >= c.start);
  const last = parts[parts.length - 1];
  if (parts.length > 1 && (last?.rule === 'columnAlias' || last?.rule === 'identifier')) {
    parts = parts.slice(0, -1);
    const as = parts[parts.length - 1];
    if (as?.rule === '' && /^AS$/i.test(as.token)) parts = parts.slice(0, -1);
  }
  const first = parts[0];
  const end = parts[parts.length - 1];
  return first && end ? brief(text.slice(at(first.start), at(end.stop) + 1)) : '';
}

/** A computed column's deps carry its expression; a plain copy keeps the expression its source had. */
function described(columns: Column[], expression: string): Column[] {
  if (!expression) return columns;
  return columns.map((c) => ({ ...c, deps: c.deps.map((d) => (d.kind === 'IDENTITY' ? d : { ...d, expression })) }));
}

function expandStar(state: SelectState, item: SqlNode): Column[] {
  const qualifier = kid(item, 'identifier');
  const name = qualifier ? (nameParts(qualifier)[0] ?? '').toLowerCase() : null;
  const entries = state.scope.entries.filter((e) => name === null || e.alias === name);
  return entries.flatMap((e): Column[] => {
    const one: Scope = { entries: [e], outer: null };
    const extra = [...e.extra.entries()].map(([n, deps]) => ({ name: n, deps }));
    if (e.relation) return [...e.relation.columns, ...extra];
    if (!e.base?.fields) {
      state.env.problems.push(`SELECT * over "${e.alias}" whose fields are unknown (no DDL, no schema facet)`);
      return extra;
    }
    return [...e.base.fields.map((f) => ({ name: f, deps: resolveColumn([f], one, state.ctx) })), ...extra];
  });
}

/**
 * `f(x) OVER (…)` or `OVER w`: the window's PARTITION BY and ORDER BY shape every row (WINDOW; SORT for ranking
 * functions). A named window is looked up in the query's WINDOW clause, and a window built on another (`(w ORDER BY
 * ts)`) brings that one's keys too.
 */
function overInfluence(state: SelectState, over: SqlNode, callName: string): void {
  const kind = RANKING.has(callName) ? 'SORT' : 'WINDOW';
  const seen = new Set<string>();
  let spec: SqlNode | null = kid(over, 'windowSpec');
  let name: SqlNode | null = spec ? null : kid(over, 'errorCapturingIdentifier');
  for (;;) {
    if (spec) {
      influence(state, spec, kind);
      name = kid(spec, 'errorCapturingIdentifier');
    }
    if (!name) return;
    const key = (nameParts(kid(name, 'identifier') ?? name)[0] ?? '').toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    spec = state.windows.get(key) ?? null;
    if (!spec) return void state.env.problems.push(`window "${key}" is not defined in the query's WINDOW clause: its keys are not derived`);
  }
}

function itemColumns(state: SelectState, item: SqlNode, index: number): Column[] {
  const c = item.children[0];
  if (!c) return [];
  // `AS name` sits beside the item (columnProjectItem > selectExpressionColumnName, columnAlias), or inside an OVER item.
  const alias = (n: SqlNode): string | null =>
    aliasOf(kid(item, 'columnAlias')).alias ?? aliasOf(kid(n, 'columnAlias')).alias ?? (kid(n, 'identifier') ? aliasOf(n).alias : null);
  if (c.rule === 'tableAllColumns') return expandStar(state, c);
  if (c.rule === 'selectLiteralColumnName') {
    const call = misreadCall(item);
    if (call) return [{ name: `EXPR$${index}`, deps: depsOf(state, call.args, call.name) }];
    const column = kid(c, 'columnName');
    // A literal (`'status' AS kind`, `1 AS flag`) feeds its column no input field.
    if (column && isLiteralName(column)) return [{ name: alias(c) ?? `EXPR$${index}`, deps: [] }];
    const name = alias(c) ?? (column ? nameParts(column).pop() : undefined) ?? `EXPR$${index}`;
    return [{ name, deps: depsOf(state, column) }];
  }
  if (c.rule === 'selectExpressionColumnName') {
    const expr = kid(c, 'expression');
    const implicit = expr ? plainColumn(expr)?.parts.pop() : undefined;
    return [{ name: alias(c) ?? implicit ?? `EXPR$${index}`, deps: depsOf(state, expr) }];
  }
  if (c.rule === 'selectWindowItemColumnName') {
    const over = kid(c, 'overWindowItem') ?? c;
    const call = over.children[0] ?? null;
    overInfluence(state, over, call ? (tokensOf(call)[0] ?? '').toUpperCase() : '');
    const name = alias(over);
    return [{ name: name === null || name === UNNAMED_OVER ? `EXPR$${index}` : name, deps: depsOf(state, call) }];
  }
  state.env.problems.push(`select item "${tokensOf(c).join(' ')}" is not one the deriver reads`);
  return [];
}

/** The columns one select item yields, each DIRECT dep described by the item's expression when it computes one. */
export function projectItem(state: SelectState, item: SqlNode, index: number): Column[] {
  const before = state.env.problems.length;
  const read = itemColumns(state, item, index);
  // No input and nothing said about it: the item reads no column at all (`'web' AS origin`).
  const said = state.env.problems.length > before;
  const columns = read.map((col) => (col.deps.length === 0 && !said ? { ...col, constant: true } : col));
  const c = item.children[0];
  if (!c || !state.env.text) return columns;
  if (c.rule === 'selectLiteralColumnName' && misreadCall(item)) return described(columns, writtenExpression(state, item));
  const expr = kid(c, 'expression');
  if (c.rule === 'selectExpressionColumnName' && expr && !plainColumn(expr)) return described(columns, writtenExpression(state, c));
  if (c.rule === 'selectWindowItemColumnName') return described(columns, writtenExpression(state, kid(c, 'overWindowItem') ?? c));
  return columns;
}

/** `SELECT DISTINCT a, b` keeps one row per distinct (a, b): the columns group the rows, like a GROUP BY. */
export function distinctInfluence(state: SelectState, columns: readonly Column[]): void {
  for (const c of columns) state.indirect.push(...asIndirect(c.deps, 'GROUP_BY'));
}

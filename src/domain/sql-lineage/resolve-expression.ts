import { backQuotedName, isLiteralName, kid, kids, nameParts, tokensOf, type SqlNode } from './flink-tree.ts';
import { compose, type ColumnKind, type DirectDep, type IndirectDep, type Relation, type ScopeEntry } from './lineage-model.ts';

/** The FROM items visible to an expression, innermost first, then the enclosing query's (correlated subqueries). */
export interface Scope {
  entries: ScopeEntry[];
  outer: Scope | null;
  /** Keys of `JOIN … USING (k)`: an unqualified `k` is the key of both sides, merged. */
  merged?: ReadonlyMap<string, DirectDep[]>;
}

export interface ExpressionContext {
  /** Problems met while resolving (an ambiguous or unknown column), said in `unsupported`. */
  problems: string[];
  /** Resolves a subquery met inside an expression (`IN (SELECT …)`, scalar subqueries). */
  subquery: (node: SqlNode, outer: Scope | null) => Relation;
  /** Indirect dependencies a subquery inside an expression brings with it. */
  indirect: IndirectDep[];
  /**
   * In a grouped query's select list: the fields its GROUP BY reads (`table\u0000field`). A call that reads any other
   * field must be an aggregate, whatever its name (a user-defined one, `approx_percentile`): SQL allows no other.
   */
  groupKeys?: ReadonlySet<string>;
}

const refKey = (d: DirectDep): string => `${d.ref.table}\u0000${d.ref.field.toLowerCase()}`;

/** Whether a call of a grouped query reads a field that is not a grouping key (so it aggregates). */
function aggregatesGroups(call: SqlNode, scope: Scope, ctx: ExpressionContext): boolean {
  const keys = ctx.groupKeys;
  if (!keys) return false;
  const { groupKeys: _keys, ...rest } = ctx;
  const quiet: ExpressionContext = { ...rest, problems: [], indirect: [] };
  return expressionDeps(call, scope, quiet).some((d) => d.kind !== 'CONDITIONAL' && !keys.has(refKey(d)));
}

// Aggregate functions of Flink SQL (docs: Built-in Functions, Aggregate Functions): their arguments are AGGREGATION.
const AGGREGATES = new Set([
  'SUM',
  'SUM0',
  'COUNT',
  'AVG',
  'MIN',
  'MAX',
  'LISTAGG',
  'COLLECT',
  'FIRST_VALUE',
  'LAST_VALUE',
  'STDDEV_POP',
  'STDDEV_SAMP',
  'VAR_POP',
  'VAR_SAMP',
  'VARIANCE',
  'STDDEV',
  'ARRAY_AGG',
  'JSON_OBJECTAGG',
  'JSON_ARRAYAGG',
  'APPROX_COUNT_DISTINCT',
  'LAG',
  'LEAD',
  'NTILE',
]);
// The facet's `masking`: the output does not reveal the input. Hashes (the masking functions Flink ships), and counts:
// how many rows had a value says nothing of what the value was.
const MASKING = new Set(['MD5', 'SHA1', 'SHA2', 'SHA224', 'SHA256', 'SHA384', 'SHA512', 'COUNT', 'APPROX_COUNT_DISTINCT']);
// An overwrite by a literal masks too: `OVERLAY(x PLACING '***' …)` (the grammar work-around reads it as a plain call,
// the literal second), `REGEXP_REPLACE(x, '\d', '*')` (a literal replacement with no `$n` group carrying input back).
const OVERWRITE_ARGUMENT: Readonly<Record<string, number>> = { OVERLAY: 1, REGEXP_REPLACE: 2 };

function overwritesByLiteral(name: string, call: SqlNode): boolean {
  const at = OVERWRITE_ARGUMENT[name];
  const arg = at === undefined ? undefined : kids(call, 'functionParam')[at];
  const tokens = arg ? tokensOf(arg) : [];
  return tokens.length === 1 && /^'[^$]*'$/.test(tokens[0] ?? '');
}

const norm = (s: string): string => s.toLowerCase();

function entryHas(entry: ScopeEntry, column: string): 'yes' | 'maybe' | 'no' {
  const c = norm(column);
  if (entry.extra.has(c)) return 'yes';
  if (entry.opaque) return 'maybe';
  if (entry.relation) return entry.relation.columns.some((col) => norm(col.name) === c) ? 'yes' : 'no';
  if (!entry.base) return 'no';
  if (entry.base.fields === null) return 'maybe';
  return entry.base.fields.some((f) => norm(f) === c) || entry.base.computed.has(c) ? 'yes' : 'no';
}

function columnOf(entry: ScopeEntry, column: string, ctx: ExpressionContext): DirectDep[] {
  const c = norm(column);
  const extra = entry.extra.get(c);
  if (extra) return extra;
  if (entry.relation) {
    const col = entry.relation.columns.find((x) => norm(x.name) === c);
    if (!col) ctx.problems.push(`column "${column}" is not an output of "${entry.alias}"`);
    return col?.deps ?? [];
  }
  const base = entry.base;
  if (!base) {
    if (entry.opaque) ctx.problems.push(`column "${column}" of "${entry.alias}", which the deriver cannot read`);
    return [];
  }
  const computed = base.computed.get(c);
  if (computed) {
    // A computed column (`ts AS TO_TIMESTAMP(raw)`) is its expression over the table's own columns.
    const own: ScopeEntry = { alias: entry.alias, base: { ...base, computed: new Map() }, relation: null, extra: new Map() };
    return expressionDeps(computed, { entries: [own], outer: null }, ctx);
  }
  const field = base.fields?.find((f) => norm(f) === c);
  if (base.fields && field === undefined) {
    // Known fields (DDL or schema facet) without this one: a hop to it would name a field the dataset does not have.
    ctx.problems.push(`column "${column}" is not a field of "${entry.alias}"`);
    return [];
  }
  return [{ ref: { table: base.key, field: field ?? column }, kind: 'IDENTITY', masking: false }];
}

/** The source fields a column reference (`a`, `t.a`, `t.row.f`) stands for. */
export function resolveColumn(parts: readonly string[], scope: Scope, ctx: ExpressionContext): DirectDep[] {
  for (let s: Scope | null = scope; s; s = s.outer) {
    if (parts.length >= 2) {
      const qualifier = norm(parts[parts.length - 2] ?? '');
      const byAlias = s.entries.find((e) => e.alias === qualifier) ?? s.entries.find((e) => e.alias === norm(parts[0] ?? ''));
      if (byAlias) {
        const column = byAlias.alias === qualifier ? (parts[parts.length - 1] ?? '') : (parts[1] ?? '');
        return columnOf(byAlias, column, ctx);
      }
    }
    // Unqualified (or a nested ROW field `col.f`): the one FROM item that has the column.
    const column = parts[0] ?? '';
    const merged = parts.length === 1 ? s.merged?.get(norm(column)) : undefined;
    if (merged) return merged;
    const sure = s.entries.filter((e) => entryHas(e, column) === 'yes');
    const maybe = s.entries.filter((e) => entryHas(e, column) === 'maybe');
    const [first] = sure.length > 0 ? sure : maybe;
    if (first && (sure.length === 1 || (sure.length === 0 && maybe.length === 1))) return columnOf(first, column, ctx);
    if (sure.length + maybe.length > 1) {
      ctx.problems.push(`column "${column}" could come from ${[...sure, ...maybe].map((e) => `"${e.alias}"`).join(' or ')}: qualify it`);
      return [];
    }
  }
  ctx.problems.push(`column "${parts.join('.')}" is not found in the FROM clause`);
  return [];
}

function functionName(call: SqlNode): string {
  const head = call.children.find((c) => c.rule !== '') ?? call.children[0];
  return head ? tokensOf(head).join('').toUpperCase() : '';
}

/**
 * The column an expression is, when it is a bare column reference: through single-child wrappers and parentheses
 * (`(a)`), a back-quoted name the grammar reads as a string (`` `a` ``); null for anything else, literals included.
 */
export function plainColumn(node: SqlNode): { node: SqlNode; parts: string[] } | null {
  let n: SqlNode | undefined = node;
  while (n) {
    if (n.rule === 'columnNamePath' || n.rule === 'columnName') return isLiteralName(n) ? null : { node: n, parts: nameParts(n) };
    const quoted = backQuotedName(n);
    if (quoted !== null) return { node: n, parts: [quoted] };
    const [open, inner, close]: (SqlNode | undefined)[] = n.children;
    const parenthesised = n.children.length === 3 && open?.token === '(' && close?.token === ')' && inner?.rule === 'expression';
    if (parenthesised) n = inner;
    else if (n.children.length !== 1 || n.rule === 'functionCallExpression') return null;
    else n = n.children[0];
  }
  return null;
}

export function isPlainColumn(node: SqlNode): boolean {
  return plainColumn(node) !== null;
}

/**
 * A CASE or IF(cond, a, b): what decides the value (WHEN conditions, a simple CASE's operand and the values it is
 * compared with, IF's first argument) apart from the values it may take (THEN, ELSE, IF's other arguments). Null for
 * any other node.
 */
function conditionalParts(n: SqlNode): { conditions: SqlNode[]; values: SqlNode[] } | null {
  if (n.rule === 'functionCallExpression' && functionName(n) === 'IF') {
    const [condition, ...values] = kids(n, 'functionParam');
    return condition ? { conditions: [condition], values } : null;
  }
  if (n.rule !== 'primaryExpression' || n.children[0]?.token.toUpperCase() !== 'CASE') return null;
  const conditions: SqlNode[] = [];
  const values: SqlNode[] = [];
  // Children: CASE [operand] whenClause… [ELSE value] END; a whenClause is WHEN condition THEN value.
  n.children.forEach((c, i) => {
    if (c.rule === 'whenClause') {
      c.children.forEach((w, j) => {
        if (w.rule !== 'expression') return;
        (c.children[j - 1]?.token.toUpperCase() === 'THEN' ? values : conditions).push(w);
      });
    } else if (c.rule === 'expression') (n.children[i - 1]?.token.toUpperCase() === 'ELSE' ? values : conditions).push(c);
  });
  return { conditions, values };
}

interface Use {
  aggregated: boolean;
  masked: boolean;
  /** Inside a CASE/IF condition: the fields read decide the value (INDIRECT/CONDITIONAL), whatever else wraps them. */
  conditional: boolean;
}

/**
 * The source fields of an expression: DIRECT IDENTITY for a bare column, AGGREGATION inside an aggregate function,
 * TRANSFORMATION otherwise, `masking` under a hash, a count or an overwrite by a literal; INDIRECT/CONDITIONAL for what a CASE/IF condition reads.
 */
export function expressionDeps(node: SqlNode, scope: Scope, ctx: ExpressionContext, callee?: string): DirectDep[] {
  const out: DirectDep[] = [];
  const plain = callee === undefined && isPlainColumn(node);
  const localKind = (use: Use, bare: boolean): ColumnKind =>
    use.conditional ? 'CONDITIONAL' : bare ? 'IDENTITY' : use.aggregated ? 'AGGREGATION' : 'TRANSFORMATION';
  const walk = (n: SqlNode, use: Use): void => {
    const quoted = backQuotedName(n);
    if (n.rule === 'columnNamePath' || n.rule === 'columnName' || quoted !== null) {
      // A literal the grammar reads as a name ('status', 1) has no source field, and is no problem either.
      if (quoted === null && isLiteralName(n)) return;
      const local = localKind(use, plain);
      for (const d of resolveColumn(quoted === null ? nameParts(n) : [quoted], scope, ctx)) out.push(compose(local, d, use.masked));
      return;
    }
    if (n.rule === 'queryStatement') {
      const sub = ctx.subquery(n, scope);
      ctx.indirect.push(...sub.indirect);
      for (const col of sub.columns) for (const d of col.deps) out.push(compose(localKind(use, false), d, use.masked));
      return;
    }
    // `EXISTS (SELECT … )` asks only whether a row exists: what the subquery selects is never compared or returned, so
    // only what decides its rows (its WHERE, joins, grouping: `sub.indirect`) influences the output.
    if (n.children[0]?.token.toUpperCase() === 'EXISTS') {
      for (const c of n.children) if (c.rule === 'queryStatement') ctx.indirect.push(...ctx.subquery(c, scope).indirect);
      return;
    }
    const parts = conditionalParts(n);
    if (parts) {
      for (const c of parts.conditions) walk(c, { ...use, conditional: true });
      for (const v of parts.values) walk(v, use);
      return;
    }
    if (n.rule === 'functionCallExpression') {
      const name = functionName(n);
      const masks = MASKING.has(name) || overwritesByLiteral(name, n);
      const aggregated = use.aggregated || AGGREGATES.has(name) || aggregatesGroups(n, scope, ctx);
      const inner = { ...use, aggregated, masked: use.masked || masks };
      // The function's own name is an identifier, not a column.
      for (const c of n.children) if (c.rule !== 'functionNameWithParams' && c.rule !== 'functionName') walk(c, inner);
      return;
    }
    for (const c of n.children) walk(c, use);
  };
  walk(node, { aggregated: callee !== undefined && AGGREGATES.has(callee), masked: callee !== undefined && MASKING.has(callee), conditional: false });
  return out;
}

/** dt-sql-parser reads `f(x)` without an alias as a column `f` followed by `(x)`: the call's name and argument. */
export function misreadCall(item: SqlNode): { name: string; args: SqlNode } | null {
  const literal = kid(item, 'selectLiteralColumnName');
  const column = literal ? kid(literal, 'columnName') : null;
  const args = kid(item, 'expression');
  if (!column || !args || !tokensOf(args)[0]?.startsWith('(')) return null;
  return { name: nameParts(column).join('.').toUpperCase(), args };
}

import * as flinkSql from 'node-sql-parser/build/flinksql';
import { isRecord } from '../facets/read-facet.ts';

/** A column an output expression reads; `table` is the source table as written (alias resolved), null if unqualified. */
export interface SqlColumnRef {
  table: string | null;
  column: string;
}

/** What one `INSERT INTO … SELECT` maps: output column → the columns its expression reads. */
export interface SqlInsertMapping {
  target: string;
  /** Keyed by lower-cased output column name (alias, or the plain column selected). */
  byName: ReadonlyMap<string, readonly SqlColumnRef[]>;
  /** By select position, for `INSERT INTO t SELECT …` without aliases. */
  byPosition: readonly (readonly SqlColumnRef[])[];
  /** Every source table of the SELECT, lower-cased as written. */
  sources: readonly string[];
}

// The build is CommonJS; under Node ESM its exports sit on `default`, under Vite on the namespace itself.
const parserModule = (flinkSql as unknown as { default?: typeof flinkSql }).default ?? flinkSql;
let parser: InstanceType<typeof flinkSql.Parser> | null = null;

// node-sql-parser 5.4 rejects Flink's temporal join clause (`FOR SYSTEM_TIME AS OF o.proc_time`); it does not
// change which columns are read, so it is removed before parsing. Statement sets are unwrapped the same way.
function normalise(statement: string): string {
  return statement
    .replace(/\bFOR\s+SYSTEM_TIME\s+AS\s+OF\s+[\w.`"]+/gi, '')
    .replace(/\bEXECUTE\s+STATEMENT\s+SET\s+BEGIN\b/gi, '')
    .replace(/^\s*END\s*$/gim, '')
    .trim();
}

function tableName(from: Record<string, unknown>): string | null {
  const table = typeof from.table === 'string' ? from.table : null;
  if (!table) return null;
  const db = typeof from.db === 'string' && from.db ? `${from.db}.` : '';
  return `${db}${table}`.toLowerCase();
}

function columnName(ref: Record<string, unknown>): string | null {
  const c = ref.column;
  if (typeof c === 'string') return c;
  // Newer ASTs wrap names: { expr: { type: 'default', value: 'amount' } }.
  if (isRecord(c) && isRecord(c.expr) && typeof c.expr.value === 'string') return c.expr.value;
  return null;
}

// Iterative walk (SQL expressions nest arbitrarily deep); children are pushed in reverse so refs come out in
// reading order.
function columnRefs(expr: unknown, aliases: ReadonlyMap<string, string | null>): SqlColumnRef[] {
  const out: SqlColumnRef[] = [];
  const stack: unknown[] = [expr];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      stack.push(...[...node].reverse());
    } else if (isRecord(node)) {
      if (node.type === 'column_ref') {
        const column = columnName(node);
        const qualifier = typeof node.table === 'string' ? node.table.toLowerCase() : null;
        const table = qualifier === null ? null : aliases.has(qualifier) ? (aliases.get(qualifier) ?? null) : qualifier;
        if (column && column !== '*') out.push({ table, column });
      } else {
        // Sub-select ASTs are reached through their own `ast` key; their tables are not in this alias map.
        stack.push(
          ...Object.values(node)
            .filter((v) => typeof v === 'object' && v !== null)
            .reverse(),
        );
      }
    }
  }
  return out.filter((r, i) => out.findIndex((o) => o.table === r.table && o.column === r.column) === i);
}

function fromTables(from: unknown): { aliases: Map<string, string | null>; sources: string[] } {
  const aliases = new Map<string, string | null>();
  const sources: string[] = [];
  for (const item of Array.isArray(from) ? from : []) {
    if (!isRecord(item)) continue;
    const direct = tableName(item);
    // Window TVFs (`TABLE(TUMBLE(TABLE orders, …))`) keep the table under expr.data.expr.
    const tvf = isRecord(item.expr) && isRecord(item.expr.data) && isRecord(item.expr.data.expr) ? tableName(item.expr.data.expr) : null;
    const name = direct ?? tvf;
    if (name) {
      sources.push(name);
      aliases.set(name, name);
      aliases.set(name.split('.').pop() ?? name, name);
    }
    if (typeof item.as === 'string') aliases.set(item.as.toLowerCase(), name);
  }
  return { aliases, sources };
}

function insertMapping(ast: unknown): SqlInsertMapping | null {
  if (!isRecord(ast) || ast.type !== 'insert' || !Array.isArray(ast.table) || !isRecord(ast.values)) return null;
  const targetTable = ast.table[0];
  const target = isRecord(targetTable) ? tableName(targetTable) : null;
  const select = ast.values;
  if (!target || select.type !== 'select' || !Array.isArray(select.columns)) return null;
  const { aliases, sources } = fromTables(select.from);
  const insertColumns = Array.isArray(ast.columns) ? ast.columns.map((c) => (typeof c === 'string' ? c : columnName(isRecord(c) ? c : {}))) : [];
  const byName = new Map<string, SqlColumnRef[]>();
  const byPosition: SqlColumnRef[][] = [];
  select.columns.forEach((col, i) => {
    if (!isRecord(col)) return;
    const refs = columnRefs(col.expr, aliases);
    byPosition.push(refs);
    const plain = isRecord(col.expr) && col.expr.type === 'column_ref' ? columnName(col.expr) : null;
    const name = insertColumns[i] ?? (typeof col.as === 'string' ? col.as : plain);
    if (name) byName.set(name.toLowerCase(), refs);
  });
  return { target, byName, byPosition, sources };
}

/**
 * The column mappings of every `INSERT INTO … SELECT` in a `sql` job facet (Flink SQL dialect, several statements
 * allowed; DDL and statements the parser rejects are skipped). Returns [] when nothing could be read: callers then
 * fall back to name matching. Evidence, never reported lineage.
 */
export function parseSqlMappings(sql: string): SqlInsertMapping[] {
  parser ??= new parserModule.Parser();
  const out: SqlInsertMapping[] = [];
  for (const raw of sql.split(';')) {
    const statement = normalise(raw);
    if (!/^insert\b/i.test(statement)) continue;
    try {
      const ast = parser.astify(statement, { database: 'flinksql' });
      for (const one of Array.isArray(ast) ? ast : [ast]) {
        const mapping = insertMapping(one);
        if (mapping) out.push(mapping);
      }
    } catch {
      // An unparseable statement yields no SQL evidence; name matching still applies.
    }
  }
  return out;
}

/** True when a table as written in SQL names this dataset (full name, or its last dotted/slashed segment). */
export function tableMatchesDataset(table: string, dataset: { name: string; aliases?: readonly string[] }): boolean {
  const t = table.toLowerCase().replace(/[`"]/g, '');
  const tLast = t.split('.').pop() ?? t;
  return [dataset.name, ...(dataset.aliases ?? [])].some((n) => {
    const name = n.toLowerCase();
    const last = name.split(/[./]/).pop() ?? name;
    return name === t || name.endsWith(`.${t}`) || name.endsWith(`/${t}`) || last === tLast;
  });
}

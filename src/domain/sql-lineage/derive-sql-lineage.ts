import { assembleOutputs, type TableLineage } from './assemble-outputs.ts';
import type { DerivedOutput, DerivedSqlLineage, SqlJobDatasets } from './derived-types.ts';
import { descendants, kid, nameParts, PARSER_NAME, type SqlNode } from './flink-tree.ts';
import { parseStatement } from './grammar-gaps.ts';
import { brief, type BaseTable, type Relation } from './lineage-model.ts';
import { eventFields, mapTable, type ScriptCatalog, type TableMapping } from './map-tables.ts';
import { dedupeIndirect, resolveQuery } from './resolve-query.ts';
import { renameColumns, type QueryEnv } from './select-state.ts';
import { rewriteSessionWindows } from './session-windows.ts';
import { splitStatements } from './split-statements.ts';
import { mergeLike, readCreateTable, withOptions, type TableDdl } from './table-ddl.ts';

const STATEMENTS = ['createCatalog', 'useStatement', 'createTableAsSelect', 'simpleCreateTable', 'createView', 'insertStatement'];

const keyOf = (path: readonly string[]): string => path.join('.').toLowerCase();

/** One script's state as its statements run: declared tables and catalogs, views, and what was written where. */
class Script {
  readonly catalog: ScriptCatalog = { tables: new Map(), catalogs: new Map(), current: { catalog: null, database: null } };
  readonly views = new Map<string, Relation>();
  /** Every table the SQL names (key → parts as written first), for mapping at the end. */
  readonly paths = new Map<string, string[]>();
  readonly written = new Map<string, TableLineage>();
  readonly unsupported: { statement: string; reason: string }[] = [];

  constructor(private readonly job: SqlJobDatasets) {}

  ddl(path: readonly string[]): TableDdl | undefined {
    const key = keyOf(path);
    const last = (path[path.length - 1] ?? '').toLowerCase();
    // `orders` and `default_catalog.default_database.orders` are one table when either is written unqualified.
    const unqualified = (t: TableDdl): boolean => path.length === 1 || t.path.length === 1;
    return (
      this.catalog.tables.get(key) ?? [...this.catalog.tables.values()].find((t) => (t.path[t.path.length - 1] ?? '').toLowerCase() === last && unqualified(t))
    );
  }

  /** Views and tables whose CREATE statement the grammar rejected, by key, with why. */
  readonly failedViews = new Map<string, string>();
  readonly failedTables = new Map<string, string>();

  /**
   * A view by its full name, or by its last part for a name written unqualified (as ddl() matches tables): `v` may
   * be the view `mydb.v`, while `mydb.v` is never the view `v` (it names a table in another database).
   */
  private view<T>(views: ReadonlyMap<string, T>, path: readonly string[]): T | undefined {
    const exact = views.get(keyOf(path));
    if (exact !== undefined || path.length !== 1) return exact;
    const name = (path[0] ?? '').toLowerCase();
    return [...views].find(([key]) => key.slice(key.lastIndexOf('.') + 1) === name)?.[1];
  }

  /** A CREATE VIEW or CREATE TABLE the grammar rejected: later statements naming it say so instead of guessing. */
  private failed(text: string, reason: string): void {
    const m = /^CREATE\s+(?:OR\s+REPLACE\s+)?(?:TEMPORARY\s+)?(?:(VIEW)|TABLE)\s+(?:IF\s+NOT\s+EXISTS\s+)?([\w.`"]+)/i.exec(text);
    if (!m) return;
    const key = keyOf((m[2] ?? '').replace(/[`"]/g, '').split('.'));
    (m[1] ? this.failedViews : this.failedTables).set(key, `its CREATE ${m[1] ? 'VIEW' : 'TABLE'} is not read (${reason})`);
  }

  tableKey(path: readonly string[]): string {
    const ddl = this.ddl(path);
    const key = ddl ? keyOf(ddl.path) : keyOf(path);
    if (!this.paths.has(key)) this.paths.set(key, ddl ? ddl.path : [...path]);
    return key;
  }

  mapping(key: string, role: 'input' | 'output'): TableMapping {
    const path = this.paths.get(key) ?? key.split('.');
    return mapTable(path, role, this.ddl(path), this.catalog, this.job);
  }

  /** PARTITION BY keys of the statement's SESSION windows, by table (see rewriteSessionWindows). */
  private sessionPartitions: ReadonlyMap<string, string[]> = new Map();
  /** The statement's text as parsed, which the tree's offsets point into. */
  private text = '';
  /** Maps the parsed text's offsets to `text` (a grammar gap bridged, see grammar-gaps.ts). */
  private asWritten = (offset: number): number => offset;

  private env(problems: string[]): QueryEnv {
    return {
      ctes: new Map(),
      problems,
      windowPartitions: this.sessionPartitions,
      text: this.text,
      written: this.asWritten,
      table: (path) => {
        const view = this.view(this.views, path);
        if (view) return { relation: view };
        const failed = this.view(this.failedViews, path);
        if (failed) return { unreadable: failed };
        const key = this.tableKey(path);
        const ddl = this.ddl(path);
        const base: BaseTable = {
          key,
          fields: ddl ? ddl.fields : eventFields(this.mapping(key, 'input'), this.job),
          computed: ddl?.computed ?? new Map(),
        };
        return { base };
      },
    };
  }

  private write(path: readonly string[], relation: Relation, columnList: readonly string[]): void {
    const key = this.tableKey(path);
    const ddl = this.ddl(path);
    const targetFields = ddl?.writable ?? eventFields(this.mapping(key, 'output'), this.job) ?? [];
    const names = columnList.length > 0 ? columnList : targetFields.length >= relation.columns.length ? targetFields : [];
    const renamed = renameColumns(relation, names);
    const lineage = this.written.get(key) ?? { columns: new Map(), indirect: [], constants: new Set<string>() };
    for (const c of renamed.columns) {
      const known = lineage.columns.get(c.name);
      if (c.constant && (known === undefined || lineage.constants.has(c.name))) lineage.constants.add(c.name);
      else lineage.constants.delete(c.name);
      lineage.columns.set(c.name, [...(known ?? []), ...c.deps]);
    }
    lineage.indirect = dedupeIndirect([...lineage.indirect, ...renamed.indirect]);
    this.written.set(key, lineage);
  }

  private query(node: SqlNode | null, problems: string[]): Relation {
    return node ? resolveQuery(node, this.env(problems), null) : { columns: [], indirect: [] };
  }

  private insert(node: SqlNode, problems: string[]): void {
    const target = kid(node, 'tablePath');
    if (!target) return;
    const list = kid(node, 'columnNameList');
    const columns = list ? descendants(list, 'columnName').map((c) => nameParts(c).pop() ?? '') : [];
    this.write(nameParts(target), this.query(kid(node, 'queryStatement'), problems), columns);
  }

  run(node: SqlNode, problems: string[]): void {
    if (node.rule === 'createCatalog') {
      const name = descendants(node, 'identifier')[0];
      if (name) this.catalog.catalogs.set((nameParts(name)[0] ?? '').toLowerCase(), withOptions(kid(node, 'withOption')));
    } else if (node.rule === 'useStatement') {
      const catalogPath = kid(node, 'catalogPath');
      const dbPath = kid(node, 'databasePath');
      if (catalogPath) this.catalog.current = { catalog: nameParts(catalogPath)[0] ?? null, database: null };
      if (dbPath) {
        const parts = nameParts(dbPath);
        this.catalog.current = { catalog: parts.length > 1 ? (parts[0] ?? null) : this.catalog.current.catalog, database: parts[parts.length - 1] ?? null };
      }
    } else if (node.rule === 'simpleCreateTable') {
      const own = readCreateTable(node);
      const like = kid(node, 'likeDefinition');
      const likePath = like ? kid(like, 'tablePath') : null;
      const source = likePath ? this.ddl(nameParts(likePath)) : undefined;
      if (likePath && !source) problems.push(`LIKE "${nameParts(likePath).join('.')}": no CREATE TABLE in the script declares it, so its columns are unknown`);
      const ddl = like && source ? mergeLike(own, like, source) : own;
      this.catalog.tables.set(keyOf(ddl.path), ddl);
    } else if (node.rule === 'createTableAsSelect') {
      const pathNode = kid(node, 'tablePathCreate');
      const path = pathNode ? nameParts(pathNode) : [];
      const relation = this.query(kid(node, 'queryStatement'), problems);
      const names = relation.columns.map((c) => c.name);
      this.catalog.tables.set(keyOf(path), { path, fields: names, writable: names, computed: new Map(), options: withOptions(kid(node, 'withOption')) });
      this.write(path, relation, []);
    } else if (node.rule === 'createView') {
      const pathNode = kid(node, 'viewPathCreate');
      const list = kid(node, 'columnNameList');
      const names = list ? descendants(list, 'columnName').map((c) => nameParts(c).pop() ?? '') : [];
      if (pathNode) this.views.set(keyOf(nameParts(pathNode)), renameColumns(this.query(kid(node, 'queryStatement'), problems), names));
    } else if (node.rule === 'insertStatement') {
      const simple = [
        ...(kid(node, 'insertSimpleStatement') ? [kid(node, 'insertSimpleStatement') as SqlNode] : []),
        ...descendants(node, 'insertSimpleStatement', ['insertSimpleStatement']),
      ];
      for (const one of new Set(simple)) this.insert(one, problems);
    }
  }

  statement(text: string): void {
    // Session settings carry no lineage, and the SQL client's unquoted form (`SET a.b-c = x`) is not in the grammar.
    if (/^(SET|RESET)\b/i.test(text)) return;
    // Row pattern recognition defines its columns in MEASURES over pattern variables: not derived (and the grammar
    // rejects some of Flink's own examples), so it is said before parsing.
    if (/\bMATCH_RECOGNIZE\b/i.test(text)) {
      return void this.unsupported.push({ statement: brief(text), reason: 'MATCH_RECOGNIZE: its MEASURES and DEFINE are not derived' });
    }
    const session = rewriteSessionWindows(text);
    const parsed = parseStatement(session.text);
    if ('error' in parsed) {
      const reason = `the FlinkSQL grammar rejects it: ${parsed.error}`;
      this.failed(text, 'the FlinkSQL grammar rejects it');
      return void this.unsupported.push({ statement: brief(text), reason });
    }
    const node = STATEMENTS.map((rule) => descendants(parsed.root, rule)[0]).find((n) => n !== undefined);
    if (!node) return;
    const problems: string[] = [];
    this.sessionPartitions = session.partitions;
    this.text = session.text;
    this.asWritten = parsed.written;
    this.run(node, problems);
    if (problems.length > 0) this.unsupported.push({ statement: brief(text), reason: [...new Set(problems)].join('; ') });
  }
}

/**
 * Column lineage DERIVED from a Flink SQL script (issue 18): each output column's direct inputs and the indirect
 * ones, in the columnLineage facet's terms, resolved through views, CTEs, subqueries and UNION ALL. Tables map to
 * the job's datasets through the script's DDL or by name; what cannot be mapped or read is said, never guessed.
 * Pure and synchronous; the parser is heavy, so callers load this module lazily (docs/architecture.md).
 */
export function deriveSqlLineage(sql: string, datasets: SqlJobDatasets): DerivedSqlLineage {
  const script = new Script(datasets);
  for (const s of splitStatements(sql)) script.statement(s.text);
  const unmapped = new Map<string, string>();
  const resolved = (key: string, role: 'input' | 'output') => {
    const m = script.mapping(key, role);
    if ('reason' in m) {
      const failed = script.failedTables.get(key);
      unmapped.set(script.paths.get(key)?.join('.') ?? key, failed ? `${m.reason}; ${failed}` : m.reason);
      return null;
    }
    return { datasets: m.datasets, fields: eventFields(m, datasets) ?? script.ddl(script.paths.get(key) ?? [])?.fields ?? null };
  };
  const outputs: DerivedOutput[] = [];
  for (const [key, lineage] of script.written) {
    const target = resolved(key, 'output');
    if (!target) continue;
    outputs.push(...assembleOutputs(lineage, target.datasets, target.fields, (k) => resolved(k, 'input')));
  }
  // Tables only read by outputs that could not be mapped are said too.
  for (const key of script.paths.keys()) if (!script.written.has(key)) resolved(key, 'input');
  return {
    parser: PARSER_NAME,
    outputs,
    unmapped: [...unmapped].map(([table, reason]) => ({ table, reason })),
    unsupported: script.unsupported,
  };
}

import { jdbcTable, kafkaNamespace, parseJdbcUrl } from '../connect/dataset-names.ts';
import { parseNamespaceUri } from '../stitching/storage-uri.ts';
import { descendants, kid, kids, nameParts, tokensOf, unquote, type SqlNode } from './flink-tree.ts';
import { LIKE_PLACEHOLDER } from './grammar-gaps.ts';

/** A table the script declares (`CREATE TABLE … WITH (…)`, or CTAS). */
export interface TableDdl {
  /** Name parts as written (`cat`, `db`, `t`). */
  path: string[];
  /** Declared columns in order; computed columns included (their expression in `computed`). */
  fields: string[];
  /** Columns Flink writes on `INSERT INTO t SELECT …` by position: physical and persisted metadata columns. */
  writable: string[];
  computed: Map<string, SqlNode>;
  options: Record<string, string>;
}

/** `'key' = 'value'` pairs of a `WITH (…)` clause. */
export function withOptions(node: SqlNode | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (!node) return out;
  for (const p of descendants(node, 'tableProperty')) {
    const key = kid(p, 'tablePropertyKey');
    const value = kid(p, 'tablePropertyValue');
    if (!key || !value) continue;
    out[unquote(tokensOf(key).join('')).toLowerCase()] = unquote(tokensOf(value).join(''));
  }
  return out;
}

/** The table a `CREATE TABLE name (cols) WITH (…)` declares. */
export function readCreateTable(node: SqlNode): TableDdl {
  const pathNode = kid(node, 'tablePathCreate');
  const fields: string[] = [];
  const writable: string[] = [];
  const computed = new Map<string, SqlNode>();
  for (const def of kids(node, 'columnOptionDefinition')) {
    const column = def.children[0];
    if (!column) continue;
    const nameNode = kid(column, 'columnNameCreate');
    const name = nameNode ? nameParts(nameNode).join('.') : '';
    if (!name || name === LIKE_PLACEHOLDER) continue;
    fields.push(name);
    if (column.rule === 'computedColumnDefinition') {
      const expr = kid(column, 'computedColumnExpression');
      if (expr) computed.set(name.toLowerCase(), expr);
    } else if (!(column.rule === 'metadataColumnDefinition' && tokensOf(column).some((t) => t.toUpperCase() === 'VIRTUAL'))) {
      writable.push(name);
    }
  }
  return { path: pathNode ? nameParts(pathNode) : [], fields, writable, computed, options: withOptions(kid(node, 'withOption')) };
}

/**
 * `CREATE TABLE t (…) WITH (…) LIKE src (…)`: t has src's columns before its own, and src's options under its own
 * unless the LIKE clause excludes them (Flink's default is INCLUDING ALL, OVERWRITING OPTIONS).
 */
export function mergeLike(own: TableDdl, like: SqlNode, source: TableDdl): TableDdl {
  const words = tokensOf(like).join(' ').toUpperCase();
  const options = /EXCLUDING\s+(ALL|OPTIONS)/.test(words) ? own.options : { ...source.options, ...own.options };
  return {
    path: own.path,
    fields: [...source.fields, ...own.fields],
    writable: [...source.writable, ...own.writable],
    computed: new Map([...source.computed, ...own.computed]),
    options,
  };
}

/** A dataset identity as the OpenLineage naming spec writes it. */
export interface DatasetId {
  namespace: string;
  name: string;
}

/** A location URI (`s3://bucket/a/b`, `file:///tmp/x`) as namespace + name. */
export function locationDataset(uri: string): DatasetId | null {
  const parsed = parseNamespaceUri(uri);
  if (!parsed) return null;
  if (!parsed.authority) return { namespace: parsed.scheme, name: parsed.path };
  return { namespace: `${parsed.scheme}://${parsed.authority}`, name: parsed.path.replace(/^\/+/, '').replace(/\/+$/, '') };
}

/**
 * Where an Iceberg table lives: `warehouse/db/table` (Hadoop and REST catalogs), `warehouse/db.db/table` for a Hive
 * catalog's default location. Named by location like Flink's and Spark's Iceberg sinks
 * (docs/openlineage-facets.md#dataset-naming).
 */
export function icebergDataset(catalog: Record<string, string>, database: string, table: string): DatasetId | null {
  const warehouse = catalog.warehouse;
  if (!warehouse) return null;
  const db = catalog['catalog-type'] === 'hive' ? `${database}.db` : database;
  return locationDataset(`${warehouse.replace(/\/+$/, '')}/${db}/${table}`);
}

/**
 * The datasets a connector's options name, or a reason when they name none. Kafka: `kafka://{first bootstrap
 * server}` + topic (several for `'topic' = 'a;b'`); JDBC: the URL's database + `table-name`; filesystem: `path`.
 */
export function connectorDatasets(options: Record<string, string>, table: string): DatasetId[] | string {
  const connector = (options.connector ?? '').toLowerCase();
  if (connector === 'kafka' || connector === 'upsert-kafka') {
    const servers = options['properties.bootstrap.servers'];
    const topics = (options.topic ?? '')
      .split(';')
      .map((t) => t.trim())
      .filter(Boolean);
    if (!servers || topics.length === 0) return `its ${connector} options name no topic or no bootstrap servers`;
    return topics.map((name) => ({ namespace: kafkaNamespace(servers), name }));
  }
  if (connector === 'jdbc') {
    const target = parseJdbcUrl(options.url ?? '');
    if (!target) return `its JDBC url "${options.url ?? ''}" is not one this mapping names`;
    return [jdbcTable(target, options['table-name'] ?? table, null).id];
  }
  if (connector === 'filesystem') {
    // An absolute path without a scheme is on the local file system, as Flink reads it.
    const path = options.path ?? '';
    const location = locationDataset(path.startsWith('/') ? `file://${path}` : path);
    return location ? [location] : `its filesystem path "${path}" has no scheme and is not absolute`;
  }
  if (connector === 'iceberg') {
    const db = options['catalog-database'] ?? 'default';
    const found = icebergDataset(options, db, options['catalog-table'] ?? table);
    return found ? [found] : 'its iceberg options name no warehouse';
  }
  return connector ? `connector "${connector}" names no dataset this mapping knows` : 'its DDL has no connector option';
}

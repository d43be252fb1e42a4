import type { SqlJobDataset, SqlJobDatasets } from './derived-types.ts';
import { connectorDatasets, icebergDataset, type DatasetId, type TableDdl } from './table-ddl.ts';

/** What the script declared that names datasets: tables (by key), catalogs, and the `USE` in force. */
export interface ScriptCatalog {
  tables: Map<string, TableDdl>;
  catalogs: Map<string, Record<string, string>>;
  current: { catalog: string | null; database: string | null };
}

export type TableMapping = { datasets: DatasetId[] } | { reason: string };

const same = (a: DatasetId, b: DatasetId): boolean => a.namespace === b.namespace && a.name === b.name;

/** The identity the script's DDL gives a table (connector options, or an Iceberg catalog), a reason, or null. */
function ddlIdentity(path: readonly string[], ddl: TableDdl | undefined, catalog: ScriptCatalog): DatasetId[] | string | null {
  const table = path[path.length - 1] ?? '';
  if (ddl && Object.keys(ddl.options).length > 0) return connectorDatasets(ddl.options, table);
  const catalogName = path.length === 3 ? path[0] : catalog.current.catalog;
  const options = catalogName ? catalog.catalogs.get(catalogName.toLowerCase()) : undefined;
  if (!options) return null;
  if ((options.type ?? '').toLowerCase() !== 'iceberg') return `catalog "${catalogName}" is of type "${options.type ?? '?'}", which names no dataset here`;
  const database = path.length >= 2 ? (path[path.length - 2] ?? '') : (catalog.current.database ?? 'default');
  const location = icebergDataset(options, database, table);
  return location ? [location] : `Iceberg catalog "${catalogName}" has no warehouse`;
}

/**
 * The one name rule for SQL tables: a table names a dataset when its last name part, as one name even when it holds a
 * dot (a quoted `` `fraud.alerts` ``), is the dataset's name or one of its aliases, or their dotted or slashed suffix,
 * or their last dotted or slashed segment; case-insensitively (`orders` ~ `shop.public.orders`,
 * `lakehouse.orders_enriched` ~ `warehouse/lakehouse/orders_enriched`, `` `fraud.alerts` `` ~ `fraud.alerts`).
 * `path` holds the name parts as the parser split them, each unquoted.
 */
export function tableNamesDataset(path: readonly string[], dataset: Pick<SqlJobDataset, 'name' | 'aliases'>): boolean {
  const table = (path[path.length - 1] ?? '').toLowerCase();
  if (!table) return false;
  return [dataset.name, ...dataset.aliases].some((n) => {
    const name = n.toLowerCase();
    return name === table || name.endsWith(`.${table}`) || name.endsWith(`/${table}`) || name.split(/[./]/).pop() === table;
  });
}

function byName(path: readonly string[], list: readonly SqlJobDataset[]): SqlJobDataset[] {
  return list.filter((d) => tableNamesDataset(path, d));
}

/**
 * Maps a table of the SQL to the job's datasets: the DDL's identity when the event has it, else the one dataset of the
 * event named like the table (reads first among inputs, writes among outputs), else the DDL's identity as the script
 * names it. Never a guess: several candidates, or none, is a reason.
 */
export function mapTable(
  path: readonly string[],
  role: 'input' | 'output',
  ddl: TableDdl | undefined,
  catalog: ScriptCatalog,
  job: SqlJobDatasets,
): TableMapping {
  const all = [...job.inputs, ...job.outputs];
  const identity = ddlIdentity(path, ddl, catalog);
  if (Array.isArray(identity)) {
    const events = identity.map((id) => all.find((d) => same(d, id)));
    if (events.every((e) => e !== undefined)) return { datasets: identity };
  }
  const preferred = role === 'input' ? job.inputs : job.outputs;
  const other = role === 'input' ? job.outputs : job.inputs;
  const named = byName(path, preferred).length > 0 ? byName(path, preferred) : byName(path, other);
  const [only] = named;
  if (named.length === 1 && only) return { datasets: [{ namespace: only.namespace, name: only.name }] };
  if (named.length > 1) return { reason: `named like several datasets of the job (${named.map((d) => `${d.namespace}/${d.name}`).join(', ')})` };
  if (Array.isArray(identity)) return { datasets: identity };
  if (typeof identity === 'string') return { reason: `${identity}, and no dataset of the job is named like it` };
  return { reason: 'no DDL in the script names it, and no dataset of the job is named like it' };
}

/** Field names the event reports for a table's dataset (to expand `SELECT *` and match casing), or null. */
export function eventFields(mapping: TableMapping, job: SqlJobDatasets): readonly string[] | null {
  if (!('datasets' in mapping) || mapping.datasets.length !== 1) return null;
  const [id] = mapping.datasets;
  const found = [...job.inputs, ...job.outputs].find((d) => id && same(d, id));
  return found && found.fields.length > 0 ? found.fields : null;
}

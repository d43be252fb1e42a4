import type { DatasetId } from './connect-types.ts';

/**
 * OpenLineage dataset names for the systems connectors talk to (OpenLineage naming spec: `postgres://host:port` +
 * `db.schema.table`, `mysql://host:port` + `db.table`, `mssql://host:port` + `db.schema.table`, `kafka://host:port`
 * + topic, `s3://bucket` + key, `gs://bucket` + path, `wasbs://container@account.blob.core.windows.net` + path).
 */

export interface JdbcTarget {
  scheme: 'postgres' | 'mysql' | 'mssql' | 'oracle';
  namespace: string;
  database: string;
  /** The schema an unqualified table name lands in, when the URL says (`currentSchema`, `search_path`). */
  schema?: string;
  /** Where `schema` came from, for the note that names it. */
  schemaFrom?: string;
}

const DEFAULT_PORTS: Record<string, number> = { postgres: 5432, mysql: 3306, mssql: 1433, oracle: 1521, mongodb: 27017 };

/** First `host:port` of a comma-separated list, with the scheme's default port when none is written. */
export function firstHostPort(list: string, defaultPort: number): string {
  const first = list.split(',')[0]?.trim() ?? '';
  // A URL's `user:password@` is not part of the host, and must not reach a dataset namespace.
  const host = first
    .replace(/^[a-z+]+:\/\//i, '')
    .replace(/^[^@/]*@/, '')
    .replace(/\/.*$/, '');
  if (!host) return '';
  return /:\d+$/.test(host) ? host : `${host}:${defaultPort}`;
}

export function kafkaNamespace(bootstrapServers: string): string {
  return `kafka://${firstHostPort(bootstrapServers, 9092)}`;
}

const decode = (s: string) => {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
};

/**
 * pgjdbc's default schema for unqualified names: `currentSchema=a,b` (it sets the search_path), or
 * `options=-c search_path=a,b`; the first schema is where a table is created and looked up first. `"$user"` is
 * the login's own schema, which the URL does not name.
 */
function postgresSchema(query: string): { schema: string; from: string } | null {
  const params = new Map(query.split('&').map((kv) => [decode(kv.split('=')[0] ?? '').toLowerCase(), decode(kv.slice(kv.indexOf('=') + 1))]));
  const current = params.get('currentschema');
  const options = /(?:^|\s)-c\s*search_path\s*=\s*(\S+)/i.exec(params.get('options') ?? '')?.[1];
  const path = current ?? options;
  if (!path) return null;
  const schema = path
    .split(',')
    .map((x) => x.trim().replace(/^"|"$/g, ''))
    .find((x) => x && x !== '$user');
  return schema ? { schema, from: current ? `currentSchema=${current}` : `options search_path=${options ?? ''}` } : null;
}

/** The database a JDBC URL points at, or null for a URL this mapping does not name (said by the caller). */
export function parseJdbcUrl(url: string): JdbcTarget | null {
  let m = /^jdbc:(postgresql|mysql|mariadb):\/\/([^/?;,]+)(?:,[^/]*)?\/([^?;]*)(?:\?(.*))?/i.exec(url);
  if (m) {
    const scheme = m[1]?.toLowerCase() === 'postgresql' ? 'postgres' : 'mysql';
    const target: JdbcTarget = { scheme, namespace: `${scheme}://${firstHostPort(m[2] ?? '', DEFAULT_PORTS[scheme] ?? 0)}`, database: m[3] ?? '' };
    const pg = scheme === 'postgres' ? postgresSchema(m[4] ?? '') : null;
    return pg ? { ...target, schema: pg.schema, schemaFrom: pg.from } : target;
  }
  m = /^jdbc:sqlserver:\/\/([^;\\]+)(?:\\[^;]*)?;(.*)$/i.exec(url);
  if (m) {
    // mssql-jdbc accepts `database` as a synonym of `databaseName`.
    const db = /(?:^|;)\s*(?:databaseName|database)\s*=\s*([^;]+)/i.exec(m[2] ?? '')?.[1] ?? '';
    return { scheme: 'mssql', namespace: `mssql://${firstHostPort(m[1] ?? '', 1433)}`, database: db.trim() };
  }
  m = /^jdbc:oracle:thin:@(?:\/\/)?([^:/]+)(?::(\d+))?[:/](.+)$/i.exec(url);
  if (m) return { scheme: 'oracle', namespace: `oracle://${m[1]}:${m[2] ?? 1521}`, database: m[3] ?? '' };
  return null;
}

/**
 * A table name in a JDBC database, as the sink resolves a possibly qualified name: PostgreSQL and SQL Server
 * `[catalog.]schema.table` (the catalog is the connection's database), MySQL `[database.]table` (it has no
 * schemas). An unqualified name lands in the URL's default schema, else the database's default, said in a note.
 */
export function jdbcTable(target: JdbcTarget, table: string, defaultSchema: string | null): { id: DatasetId; note?: string } {
  const parts = table.split('.');
  const last = parts[parts.length - 1] ?? table;
  if (target.scheme === 'mysql') {
    const db = parts.length >= 2 ? (parts[parts.length - 2] ?? '') : target.database;
    return { id: { namespace: target.namespace, name: `${db}.${last}` } };
  }
  if (parts.length >= 2) return { id: { namespace: target.namespace, name: `${target.database}.${parts.slice(-2).join('.')}` } };
  const fromUrl = target.schema;
  const schema = defaultSchema ?? fromUrl ?? (target.scheme === 'postgres' ? 'public' : target.scheme === 'mssql' ? 'dbo' : '');
  const why =
    defaultSchema !== null
      ? 'the configured schema'
      : fromUrl
        ? `the connection's ${target.schemaFrom ?? 'default schema'}`
        : target.scheme === 'postgres'
          ? "the database's default (a schema named after the login, if one exists, comes first in PostgreSQL's default search_path)"
          : target.scheme === 'mssql'
            ? "the login's default schema, dbo unless the database says otherwise"
            : 'no schema';
  return {
    id: { namespace: target.namespace, name: [target.database, schema, table].filter(Boolean).join('.') },
    note: `table "${table}" has no schema; named in ${schema || 'no schema'}, ${why}`,
  };
}

export function objectStoreDataset(kind: 's3' | 'gcs' | 'azure', config: Readonly<Record<string, string>>, topic: string): DatasetId | null {
  const dir = (config['topics.dir'] ?? 'topics').replace(/^\/+|\/+$/g, '');
  const name = `${dir}/${topic}`;
  if (kind === 's3') return config['s3.bucket.name'] ? { namespace: `s3://${config['s3.bucket.name']}`, name } : null;
  if (kind === 'gcs') return config['gcs.bucket.name'] ? { namespace: `gs://${config['gcs.bucket.name']}`, name } : null;
  const container = config['azblob.container.name'];
  const account = config['azblob.account.name'];
  return container && account ? { namespace: `wasbs://${container}@${account}.blob.core.windows.net`, name } : null;
}

export { DEFAULT_PORTS };

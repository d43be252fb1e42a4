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
}

const DEFAULT_PORTS: Record<string, number> = { postgres: 5432, mysql: 3306, mssql: 1433, oracle: 1521, mongodb: 27017 };

/** First `host:port` of a comma-separated list, with the scheme's default port when none is written. */
export function firstHostPort(list: string, defaultPort: number): string {
  const first = list.split(',')[0]?.trim() ?? '';
  const host = first.replace(/^[a-z+]+:\/\//i, '').replace(/\/.*$/, '');
  if (!host) return '';
  return /:\d+$/.test(host) ? host : `${host}:${defaultPort}`;
}

export function kafkaNamespace(bootstrapServers: string): string {
  return `kafka://${firstHostPort(bootstrapServers, 9092)}`;
}

/** The database a JDBC URL points at, or null for a URL this mapping does not name (said by the caller). */
export function parseJdbcUrl(url: string): JdbcTarget | null {
  let m = /^jdbc:(postgresql|mysql|mariadb):\/\/([^/?;,]+)(?:,[^/]*)?\/([^?;]*)/i.exec(url);
  if (m) {
    const scheme = m[1]?.toLowerCase() === 'postgresql' ? 'postgres' : 'mysql';
    return { scheme, namespace: `${scheme}://${firstHostPort(m[2] ?? '', DEFAULT_PORTS[scheme] ?? 0)}`, database: m[3] ?? '' };
  }
  m = /^jdbc:sqlserver:\/\/([^;\\]+)(?:\\[^;]*)?;(.*)$/i.exec(url);
  if (m) {
    const db = /(?:^|;)\s*databaseName\s*=\s*([^;]+)/i.exec(m[2] ?? '')?.[1] ?? '';
    return { scheme: 'mssql', namespace: `mssql://${firstHostPort(m[1] ?? '', 1433)}`, database: db };
  }
  m = /^jdbc:oracle:thin:@(?:\/\/)?([^:/]+)(?::(\d+))?[:/](.+)$/i.exec(url);
  if (m) return { scheme: 'oracle', namespace: `oracle://${m[1]}:${m[2] ?? 1521}`, database: m[3] ?? '' };
  return null;
}

/** A table name in a JDBC database: Postgres and SQL Server keep a schema part, MySQL has none. */
export function jdbcTable(target: JdbcTarget, table: string, defaultSchema: string | null): { id: DatasetId; note?: string } {
  const parts = table.split('.');
  if (target.scheme === 'mysql') return { id: { namespace: target.namespace, name: `${target.database || parts[0]}.${parts[parts.length - 1]}` } };
  if (parts.length >= 2) return { id: { namespace: target.namespace, name: `${target.database}.${parts.slice(-2).join('.')}` } };
  const schema = defaultSchema ?? (target.scheme === 'postgres' ? 'public' : target.scheme === 'mssql' ? 'dbo' : '');
  return {
    id: { namespace: target.namespace, name: [target.database, schema, table].filter(Boolean).join('.') },
    note: `table "${table}" has no schema; named in ${schema || 'no schema'}, the database's default`,
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

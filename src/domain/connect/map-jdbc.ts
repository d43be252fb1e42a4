import { jdbcTable, parseJdbcUrl, type JdbcTarget } from './dataset-names.ts';
import { addOutput, error, info, mapSink, type Builder } from './mapping-builder.ts';
import { mapSourceTable } from './map-debezium.ts';
import { list, type FlowField } from './smt-flow.ts';

/** Confluent's JDBC source and the Confluent and Debezium JDBC sinks. */

function target(b: Builder): JdbcTarget | null {
  const url = b.snapshot.config['connection.url'] ?? '';
  const t = parseJdbcUrl(url);
  if (!t) error(b, `connection.url ${JSON.stringify(url)} is not a JDBC URL this mapping names`);
  return t;
}

export function mapJdbcSource(b: Builder): void {
  const c = b.snapshot.config;
  const t = target(b);
  if (!t) return;
  if (c.query) {
    // The query's tables are in SQL; naming its output topic is all the config says for sure.
    error(b, 'query mode: the tables are in the SQL query, which is not parsed; the output topic is reported without inputs');
    addOutput(b, { namespace: b.ctx.kafkaNamespace, name: c['topic.prefix'] ?? '', fields: null, columnLineage: null, datasetLevelReason: 'query mode' });
    return;
  }
  const tables = list(c['table.whitelist'] ?? c['table.include.list']);
  if (tables.length === 0) error(b, 'no table.whitelist / table.include.list: the tables it reads depend on the database and are not known');
  for (const table of tables) {
    const named = jdbcTable(t, table, c['schema.pattern'] ?? null);
    if (named.note) info(b, named.note);
    mapSourceTable(b, named.id, `${c['topic.prefix'] ?? ''}${table}`, false);
  }
}

const DEBEZIUM_JDBC_SINK = 'io.debezium.connector.jdbc.JdbcSinkConnector';

/**
 * The table a sink writes for a topic: `table.name.format` (Debezium 3: `collection.name.format`) with `${topic}`
 * replaced — verbatim by Confluent's sink, with dots turned into underscores by Debezium's — then resolved as a
 * possibly qualified name. Debezium's `${source.*}` placeholders are read from each record: not known here.
 */
export function sinkTableName(b: Builder, topic: string): string | null {
  const c = b.snapshot.config;
  const debezium = c['connector.class'] === DEBEZIUM_JDBC_SINK;
  const key = c['collection.name.format'] !== undefined ? 'collection.name.format' : 'table.name.format';
  const format = c[key] ?? '${topic}';
  if (/\$\{source\./.test(format)) {
    error(b, `${key} ${format} names each table from the record's source block, so the tables written are not known from the config`);
    return null;
  }
  return format.replace(/\$\{topic\}/g, debezium ? topic.replace(/\./g, '_') : topic);
}

/**
 * Debezium's JDBC sink reads a Debezium change event itself: it writes the `after` row (no ExtractNewRecordState
 * needed); a record that is not an envelope is written as it is.
 */
function debeziumRow(fields: FlowField[]): FlowField[] {
  const after = fields.find((f) => f.name === 'after');
  return after?.fields && fields.some((f) => f.name === 'op') ? after.fields : fields;
}

export function mapJdbcSink(b: Builder): void {
  const c = b.snapshot.config;
  const t = target(b);
  if (!t) return;
  const only = list(c['fields.whitelist'] ?? c['field.include.list']);
  const debezium = c['connector.class'] === DEBEZIUM_JDBC_SINK;
  const keep = (f: FlowField) => only.length === 0 || only.includes(f.name) || only.some((o) => o.endsWith(`:${f.name}`));
  mapSink(
    b,
    (topic) => {
      const table = sinkTableName(b, topic);
      return table === null ? null : jdbcTable(t, table, null);
    },
    debezium || only.length > 0 ? (fields) => (debezium ? debeziumRow(fields) : fields).filter(keep) : undefined,
  );
}

import type { CorpusSubject } from './corpus-types.ts';

/**
 * Registry schemas of the corpus, rebuilt from each example's DDL or data as Confluent's AvroConverter registers
 * them (AvroData: `connect.name` for logical types, optional columns as `["null", T]` unions) and, for Debezium,
 * in Debezium's change-event envelope (`before`/`after` share the `Value` record; `source`, `op`, `ts_ms`).
 */

type AvroType = string | Record<string, unknown> | (string | Record<string, unknown>)[];

/** A column or field: name, Avro type, and whether it is NULLable (optional). */
export type Column = [name: string, type: AvroType, optional?: boolean];

const logical = (type: string, connectName: string, extra: Record<string, unknown> = {}) => ({
  type,
  'connect.version': 1,
  'connect.name': connectName,
  ...extra,
});

/** Avro types of the column types the examples use, as Debezium's converters map them. */
export const A = {
  int: 'int',
  long: 'long',
  float: 'float',
  double: 'double',
  string: 'string',
  boolean: 'boolean',
  /** DATE → days since the epoch. */
  date: logical('int', 'io.debezium.time.Date'),
  /** MySQL TIMESTAMP → ISO string with zone. */
  zonedTimestamp: logical('string', 'io.debezium.time.ZonedTimestamp'),
  /** PostgreSQL TIMESTAMP(6) → microseconds. */
  microTimestamp: logical('long', 'io.debezium.time.MicroTimestamp'),
  enumOf: (values: string[]) => logical('string', 'io.debezium.data.Enum', { 'connect.parameters': { allowed: values.join(',') } }),
  /** GEOMETRY → Debezium's Geometry struct (WKB and SRID); later columns of the type refer to it by name. */
  geometry: {
    type: 'record',
    name: 'Geometry',
    namespace: 'io.debezium.data.geometry',
    fields: [
      { name: 'wkb', type: 'bytes' },
      { name: 'srid', type: ['null', 'int'], default: null },
    ],
    'connect.version': 1,
    'connect.name': 'io.debezium.data.geometry.Geometry',
  },
  geometryRef: 'io.debezium.data.geometry.Geometry',
  /** A nested record (ksqlDB STRUCT, a generator's `a->b` fields). */
  record: (name: string, fields: Column[]) => ({ type: 'record', name, fields: fields.map(avroField) }),
} as const;

function avroField([name, type, optional]: Column): Record<string, unknown> {
  return optional ? { name, type: ['null', type], default: null } : { name, type };
}

/** A flat value record (a row after ExtractNewRecordState, a JDBC source row, generated data). */
export function valueSubject(topic: string, recordName: string, columns: Column[], namespace?: string): CorpusSubject {
  return {
    subject: `${topic}-value`,
    schema: JSON.stringify({ type: 'record', name: recordName, ...(namespace ? { namespace } : {}), fields: columns.map(avroField) }),
  };
}

/**
 * Debezium's change-event value for one table's topic: `before`/`after` rows, `source`, `op`, `ts_ms`. The schema
 * is named after the connector's own topic name (`schemaName`); RegexRouter changes the topic, never the schema name.
 */
export function envelopeSubject(topic: string, connector: 'mysql' | 'postgresql' | 'sqlserver', columns: Column[], schemaName = topic): CorpusSubject {
  const row = { type: 'record', name: 'Value', fields: columns.map(avroField), 'connect.name': `${schemaName}.Value` };
  const source = {
    type: 'record',
    name: 'Source',
    namespace: `io.debezium.connector.${connector}`,
    fields: [
      { name: 'version', type: 'string' },
      { name: 'connector', type: 'string' },
      { name: 'name', type: 'string' },
      { name: 'ts_ms', type: 'long' },
      { name: 'db', type: 'string' },
      { name: 'table', type: 'string' },
    ],
  };
  return {
    subject: `${topic}-value`,
    schema: JSON.stringify({
      type: 'record',
      name: 'Envelope',
      namespace: schemaName,
      fields: [
        { name: 'before', type: ['null', row], default: null },
        { name: 'after', type: ['null', 'Value'], default: null },
        { name: 'source', type: source },
        { name: 'op', type: 'string' },
        { name: 'ts_ms', type: ['null', 'long'], default: null },
      ],
      'connect.name': `${schemaName}.Envelope`,
    }),
  };
}

import type { ConnectField } from './connect-types.ts';
import { isObject, parseJson, SchemaParseError, type Json } from './schema-text.ts';

/** The fields of an Avro schema (named types, unions with null, logical types) as Kafka Connect sees them. */

const AVRO_PRIMITIVES: Record<string, string> = {
  null: 'NULL',
  boolean: 'BOOLEAN',
  int: 'INT',
  long: 'BIGINT',
  float: 'FLOAT',
  double: 'DOUBLE',
  bytes: 'BYTES',
  string: 'STRING',
};

// Kafka Connect and Debezium stamp their logical types as `connect.name` on Avro schemas (AvroData).
const CONNECT_NAMES: Record<string, string> = {
  'org.apache.kafka.connect.data.Timestamp': 'TIMESTAMP',
  'org.apache.kafka.connect.data.Date': 'DATE',
  'org.apache.kafka.connect.data.Time': 'TIME',
  'io.debezium.time.Timestamp': 'TIMESTAMP',
  'io.debezium.time.MicroTimestamp': 'TIMESTAMP',
  'io.debezium.time.NanoTimestamp': 'TIMESTAMP',
  'io.debezium.time.Date': 'DATE',
};

interface AvroNames {
  types: Map<string, { type: string; fields?: ConnectField[] }>;
}

function decimalOf(node: Record<string, Json>): string | null {
  if (node.logicalType === 'decimal') return `DECIMAL(${String(node.precision ?? '?')},${String(node.scale ?? 0)})`;
  if (node['connect.name'] === 'org.apache.kafka.connect.data.Decimal') {
    const params = isObject(node['connect.parameters']) ? node['connect.parameters'] : {};
    return `DECIMAL(${String(params['connect.decimal.precision'] ?? '?')},${String(params.scale ?? 0)})`;
  }
  return null;
}

function avroType(node: Json, names: AvroNames, space: string): { type: string; optional: boolean; fields?: ConnectField[] } {
  if (typeof node === 'string') {
    const primitive = AVRO_PRIMITIVES[node];
    if (primitive) return { type: primitive, optional: false };
    const named = names.types.get(node) ?? names.types.get(`${space}.${node}`);
    if (!named) throw new SchemaParseError(`Avro type "${node}" is not defined`);
    return { ...named, optional: false };
  }
  if (Array.isArray(node)) {
    const branches = node.filter((b) => b !== 'null');
    const optional = branches.length < node.length;
    if (branches.length === 1) return { ...avroType(branches[0] ?? null, names, space), optional };
    return { type: `UNION<${branches.map((b) => avroType(b, names, space).type).join(',')}>`, optional };
  }
  if (!isObject(node)) throw new SchemaParseError(`Avro schema node ${JSON.stringify(node)} is not a type`);
  const decimal = decimalOf(node);
  if (decimal) return { type: decimal, optional: false };
  const connectName = typeof node['connect.name'] === 'string' ? CONNECT_NAMES[node['connect.name']] : undefined;
  if (connectName) return { type: connectName, optional: false };
  switch (node.logicalType) {
    case 'date':
      return { type: 'DATE', optional: false };
    case 'time-millis':
    case 'time-micros':
      return { type: 'TIME', optional: false };
    case 'timestamp-millis':
    case 'timestamp-micros':
    case 'local-timestamp-millis':
    case 'local-timestamp-micros':
      return { type: 'TIMESTAMP', optional: false };
    case 'uuid':
      return { type: 'STRING', optional: false };
    default:
      break;
  }
  const t = node.type;
  if (t === 'record' || t === 'error') {
    const ns = typeof node.namespace === 'string' ? node.namespace : space;
    const name = typeof node.name === 'string' ? node.name : '';
    if (!Array.isArray(node.fields)) throw new SchemaParseError(`Avro record "${name}" has no fields array`);
    const entry: { type: string; fields?: ConnectField[] } = { type: 'STRUCT', fields: [] };
    // Registered before the fields are read so a recursive or later reference resolves.
    if (name) {
      names.types.set(name.includes('.') ? name : ns ? `${ns}.${name}` : name, entry);
      names.types.set(name.split('.').pop() ?? name, entry);
    }
    entry.fields = node.fields.map((f) => avroField(f, names, ns));
    return { ...entry, optional: false };
  }
  if (t === 'enum' || t === 'fixed') {
    const named = { type: t === 'enum' ? 'STRING' : 'BYTES' };
    if (typeof node.name === 'string') names.types.set(node.name, named);
    return { ...named, optional: false };
  }
  if (t === 'array') return { type: `ARRAY<${avroType(node.items ?? null, names, space).type}>`, optional: false };
  if (t === 'map') return { type: `MAP<STRING,${avroType(node.values ?? null, names, space).type}>`, optional: false };
  if (typeof t === 'string' || Array.isArray(t) || isObject(t)) return avroType(t, names, space);
  throw new SchemaParseError(`Avro schema node has no usable "type"`);
}

function avroField(f: Json, names: AvroNames, space: string): ConnectField {
  if (!isObject(f) || typeof f.name !== 'string') throw new SchemaParseError('Avro field without a name');
  const t = avroType(f.type ?? null, names, space);
  return {
    name: f.name,
    type: t.type,
    ...(t.optional ? { optional: true } : {}),
    ...(typeof f.doc === 'string' ? { doc: f.doc } : {}),
    ...(t.fields ? { fields: t.fields } : {}),
  };
}

export function parseAvroFields(text: string): ConnectField[] {
  const root = parseJson(text, 'Avro');
  const t = avroType(root, { types: new Map() }, '');
  if (!t.fields) return [{ name: 'value', type: t.type }];
  return t.fields;
}

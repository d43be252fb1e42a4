import type { ConnectField, SchemaFormat } from './connect-types.ts';

/**
 * Minimal parsers of registry schemas into their field list: only names, types, nesting and optionality matter
 * for lineage, so a full Avro / JSON Schema / Protobuf implementation would be weight without use. Each throws
 * SchemaParseError with the reason when the text cannot be read.
 */
export class SchemaParseError extends Error {
  override name = 'SchemaParseError';
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
const isObject = (v: unknown): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

function parseJson(text: string, format: string): Json {
  try {
    return JSON.parse(text) as Json;
  } catch (error) {
    throw new SchemaParseError(`${format} schema is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}

// ---- Avro ---------------------------------------------------------------------------------------------------

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

// ---- JSON Schema --------------------------------------------------------------------------------------------

/** Kafka Connect's primitive schema types and the SQL-ish names Tributary shows for them. */
export const CONNECT_TYPES: Readonly<Record<string, string>> = {
  int8: 'TINYINT',
  int16: 'SMALLINT',
  int32: 'INT',
  int64: 'BIGINT',
  float32: 'FLOAT',
  float64: 'DOUBLE',
  boolean: 'BOOLEAN',
  string: 'STRING',
  bytes: 'BYTES',
};

function jsonRef(root: Record<string, Json>, ref: string): Json {
  const parts = ref.replace(/^#\/?/, '').split('/').filter(Boolean);
  let node: Json = root;
  for (const p of parts) {
    if (!isObject(node) || !(p in node)) throw new SchemaParseError(`JSON Schema $ref "${ref}" does not resolve`);
    node = node[p] ?? null;
  }
  return node;
}

function jsonType(node: Json, root: Record<string, Json>, depth: number): { type: string; optional: boolean; fields?: ConnectField[] } {
  if (depth > 32) throw new SchemaParseError('JSON Schema nests deeper than 32 levels ($ref cycle?)');
  if (node === true || !isObject(node)) return { type: 'ANY', optional: true };
  if (typeof node.$ref === 'string') return jsonType(jsonRef(root, node.$ref), root, depth + 1);
  const variants = Array.isArray(node.oneOf) ? node.oneOf : Array.isArray(node.anyOf) ? node.anyOf : null;
  if (variants) {
    const real = variants.filter((v) => !(isObject(v) && v.type === 'null'));
    const optional = real.length < variants.length;
    if (real.length === 1) return { ...jsonType(real[0] ?? null, root, depth + 1), optional };
    return { type: `UNION<${real.map((v) => jsonType(v, root, depth + 1).type).join(',')}>`, optional };
  }
  const types = Array.isArray(node.type) ? node.type.filter((x) => x !== 'null') : [node.type];
  const optional = Array.isArray(node.type) && types.length < node.type.length;
  const connect = typeof node['connect.type'] === 'string' ? CONNECT_TYPES[node['connect.type']] : undefined;
  const t = types[0];
  if (node.title === 'org.apache.kafka.connect.data.Decimal' || node['connect.name'] === 'org.apache.kafka.connect.data.Decimal') {
    const params = isObject(node['connect.parameters']) ? node['connect.parameters'] : {};
    return { type: `DECIMAL(${String(params['connect.decimal.precision'] ?? '?')},${String(params.scale ?? 0)})`, optional };
  }
  if (t === 'object' || (t === undefined && isObject(node.properties))) {
    const props = isObject(node.properties) ? node.properties : {};
    const required = new Set(Array.isArray(node.required) ? node.required.filter((x): x is string => typeof x === 'string') : []);
    const fields = Object.entries(props).map(([name, p]): ConnectField => {
      const ft = jsonType(p, root, depth + 1);
      const doc = isObject(p) && typeof p.description === 'string' ? p.description : undefined;
      return {
        name,
        type: ft.type,
        ...(ft.optional || !required.has(name) ? { optional: true } : {}),
        ...(doc ? { doc } : {}),
        ...(ft.fields ? { fields: ft.fields } : {}),
      };
    });
    return { type: 'STRUCT', optional, fields };
  }
  if (t === 'array') return { type: `ARRAY<${jsonType(node.items ?? null, root, depth + 1).type}>`, optional };
  if (connect) return { type: connect, optional };
  if (t === 'integer') return { type: 'BIGINT', optional };
  if (t === 'number') return { type: 'DOUBLE', optional };
  if (t === 'boolean') return { type: 'BOOLEAN', optional };
  if (t === 'string') {
    if (node.format === 'date-time') return { type: 'TIMESTAMP', optional };
    if (node.format === 'date') return { type: 'DATE', optional };
    return { type: 'STRING', optional };
  }
  if (t === undefined) return { type: 'ANY', optional: true };
  throw new SchemaParseError(`JSON Schema type ${JSON.stringify(t)} is not a JSON Schema type`);
}

export function parseJsonSchemaFields(text: string): ConnectField[] {
  const root = parseJson(text, 'JSON Schema');
  if (!isObject(root)) throw new SchemaParseError('JSON Schema root is not an object');
  const t = jsonType(root, root, 0);
  return t.fields ?? [{ name: 'value', type: t.type }];
}

// ---- Protobuf -----------------------------------------------------------------------------------------------

const PROTO_SCALARS: Record<string, string> = {
  int32: 'INT',
  sint32: 'INT',
  sfixed32: 'INT',
  uint32: 'BIGINT',
  fixed32: 'BIGINT',
  int64: 'BIGINT',
  sint64: 'BIGINT',
  sfixed64: 'BIGINT',
  uint64: 'BIGINT',
  fixed64: 'BIGINT',
  float: 'FLOAT',
  double: 'DOUBLE',
  bool: 'BOOLEAN',
  string: 'STRING',
  bytes: 'BYTES',
  'google.protobuf.Timestamp': 'TIMESTAMP',
  'google.type.Date': 'DATE',
  'confluent.type.Decimal': 'DECIMAL',
  'google.protobuf.StringValue': 'STRING',
  'google.protobuf.Int64Value': 'BIGINT',
  'google.protobuf.Int32Value': 'INT',
  'google.protobuf.DoubleValue': 'DOUBLE',
  'google.protobuf.BoolValue': 'BOOLEAN',
};

interface ProtoField {
  name: string;
  type: string;
  label: string;
  mapValue?: string;
}
interface ProtoMessage {
  fullName: string;
  fields: ProtoField[];
}

function tokenize(text: string): string[] {
  const stripped = text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/\/\/[^\n]*/g, ' ');
  return stripped.match(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[A-Za-z_][\w.]*|\d[\w.]*|[{}[\]<>=;,()]|\S/g) ?? [];
}

export function parseProtobufFields(text: string): ConnectField[] {
  const tokens = tokenize(text);
  const messages: ProtoMessage[] = [];
  const enums = new Set<string>();
  let pkg = '';
  let i = 0;
  const next = () => tokens[i++] ?? '';
  const skipBlock = () => {
    let depth = 0;
    while (i < tokens.length) {
      const t = next();
      if (t === '{') depth++;
      else if (t === '}' && --depth === 0) return;
    }
    throw new SchemaParseError('Protobuf schema: unbalanced braces');
  };
  const skipStatement = () => {
    while (i < tokens.length && tokens[i] !== ';') i++;
    i++;
  };
  function message(scope: string): void {
    const name = next();
    const fullName = scope ? `${scope}.${name}` : name;
    const msg: ProtoMessage = { fullName, fields: [] };
    messages.push(msg);
    if (next() !== '{') throw new SchemaParseError(`Protobuf message ${name}: "{" expected`);
    body(msg, fullName);
  }
  function body(msg: ProtoMessage, scope: string): void {
    for (;;) {
      if (i >= tokens.length) throw new SchemaParseError(`Protobuf message ${msg.fullName}: unbalanced braces`);
      const t = next();
      if (t === '}') return;
      if (t === ';') continue;
      if (t === 'message') message(scope);
      else if (t === 'enum') {
        enums.add(`${scope}.${next()}`);
        skipBlock();
      } else if (t === 'oneof') {
        next();
        if (next() !== '{') throw new SchemaParseError(`Protobuf oneof in ${msg.fullName}: "{" expected`);
        body(msg, scope);
      } else if (t === 'option' || t === 'reserved' || t === 'extensions') skipStatement();
      else if (t === 'map') {
        if (next() !== '<') throw new SchemaParseError('Protobuf map: "<" expected');
        next();
        next();
        const valueType = next();
        next();
        msg.fields.push({ name: next(), type: 'map', label: '', mapValue: valueType });
        skipStatement();
      } else {
        let label = '';
        let type = t;
        if (t === 'repeated' || t === 'optional' || t === 'required') {
          label = t;
          type = next();
        }
        const name = next();
        if (!/^[A-Za-z_]\w*$/.test(name) || tokens[i] !== '=')
          throw new SchemaParseError(`Protobuf message ${msg.fullName}: cannot read field near "${type} ${name}"`);
        msg.fields.push({ name, type, label });
        skipStatement();
      }
    }
  }
  while (i < tokens.length) {
    const t = next();
    if (t === 'package') {
      pkg = next();
      skipStatement();
    } else if (t === 'message') message(pkg);
    else if (t === 'enum') {
      enums.add(`${pkg ? `${pkg}.` : ''}${next()}`);
      skipBlock();
    } else if (t === 'syntax' || t === 'import' || t === 'option' || t === 'edition') skipStatement();
    else if (t === 'service' || t === 'extend') {
      next();
      skipBlock();
    } else throw new SchemaParseError(`Protobuf schema: unexpected "${t}"`);
  }
  const root = messages[0];
  if (!root) throw new SchemaParseError('Protobuf schema declares no message');
  const byName = (ref: string, scope: string): string | null => {
    const clean = ref.replace(/^\./, '');
    const parts = scope.split('.');
    for (let k = parts.length; k >= 0; k--) {
      const candidate = [...parts.slice(0, k), clean].filter(Boolean).join('.');
      if (messages.some((m) => m.fullName === candidate) || enums.has(candidate)) return candidate;
    }
    return null;
  };
  function scalarOrRef(type: string, scope: string, depth: number): { type: string; fields?: ConnectField[] } {
    const scalar = PROTO_SCALARS[type];
    if (scalar) return { type: scalar };
    const resolved = byName(type, scope);
    if (!resolved) throw new SchemaParseError(`Protobuf type "${type}" is not defined in the schema (imports are not read)`);
    if (enums.has(resolved)) return { type: 'STRING' };
    const m = messages.find((x) => x.fullName === resolved);
    if (!m || depth > 16) return { type: 'STRUCT' };
    return { type: 'STRUCT', fields: fieldsOf(m, depth + 1) };
  }
  function fieldsOf(m: ProtoMessage, depth: number): ConnectField[] {
    return m.fields.map((f) => {
      if (f.type === 'map') return { name: f.name, type: `MAP<STRING,${scalarOrRef(f.mapValue ?? '', m.fullName, depth).type}>` };
      const t = scalarOrRef(f.type, m.fullName, depth);
      if (f.label === 'repeated') return { name: f.name, type: `ARRAY<${t.type}>` };
      return { name: f.name, type: t.type, ...(f.label === 'optional' ? { optional: true } : {}), ...(t.fields ? { fields: t.fields } : {}) };
    });
  }
  return fieldsOf(root, 0);
}

/** Fields of a registry schema; the registry omits `schemaType` for Avro. */
export function parseSchemaFields(format: SchemaFormat, text: string): ConnectField[] {
  if (format === 'AVRO') return parseAvroFields(text);
  if (format === 'JSON') return parseJsonSchemaFields(text);
  return parseProtobufFields(text);
}

import type { ConnectField } from './connect-types.ts';
import { isObject, parseJson, SchemaParseError, type Json } from './schema-text.ts';

/** The fields of a JSON Schema (local `$ref`s, nullable unions, Connect's `connect.type` and Decimal hints). */

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

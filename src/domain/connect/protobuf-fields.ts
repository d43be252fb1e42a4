import type { ConnectField } from './connect-types.ts';
import { SchemaParseError } from './schema-text.ts';

/** The fields of a `.proto` schema (messages, nested messages, enums, oneofs, `repeated`, `optional`), read by a small tokenizer. */

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

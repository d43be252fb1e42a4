import { describe, expect, it } from 'vitest';
import { BROKEN_AVRO, CUSTOMERS_JSON_SCHEMA, ORDERS_VALUE_AVRO, PRODUCTS_ENVELOPE_AVRO, USERS_PROTO } from '../../../mocks/connect/schemas.ts';
import { parseAvroFields, parseJsonSchemaFields, parseProtobufFields, SchemaParseError } from './schema-parsers.ts';

const flat = (fs: { name: string; type: string; fields?: unknown[] }[]) => fs.map((f) => `${f.name}:${f.type}`);

describe('schema parsers', () => {
  it('Avro: Connect Decimal and Timestamp, named references, nullable unions', () => {
    expect(flat(parseAvroFields(JSON.stringify(ORDERS_VALUE_AVRO)))).toEqual([
      'order_id:BIGINT',
      'customer_id:BIGINT',
      'amount:DECIMAL(12,2)',
      'currency:STRING',
      'status:STRING',
      'created_at:TIMESTAMP',
    ]);
    const env = parseAvroFields(JSON.stringify(PRODUCTS_ENVELOPE_AVRO));
    expect(flat(env)).toEqual(['before:STRUCT', 'after:STRUCT', 'source:STRUCT', 'op:STRING', 'ts_ms:BIGINT']);
    expect(env[1]?.fields?.map((f) => f.name)).toEqual(['id', 'name', 'description', 'weight']);
    expect(env[1]?.optional).toBe(true);
  });

  it('Avro: an undefined named type and non-JSON are parse errors', () => {
    expect(() => parseAvroFields(BROKEN_AVRO)).toThrow(SchemaParseError);
    expect(() => parseAvroFields('{not json')).toThrow(/not JSON/);
  });

  it('JSON Schema: connect.type, oneOf with null, required', () => {
    const fs = parseJsonSchemaFields(JSON.stringify(CUSTOMERS_JSON_SCHEMA));
    expect(flat(fs)).toEqual(['id:INT', 'first_name:STRING', 'last_name:STRING', 'email:STRING', '__op:STRING']);
    expect(fs[3]?.optional).toBe(true);
    expect(fs[0]?.optional).toBeUndefined();
    expect(
      flat(
        parseJsonSchemaFields(
          '{"type":"object","properties":{"a":{"$ref":"#/definitions/A"}},"definitions":{"A":{"type":"object","properties":{"b":{"type":"number"}}}}}',
        ),
      ),
    ).toEqual(['a:STRUCT']);
  });

  it('Protobuf: the first message, nested messages, enums, well-known types', () => {
    const fs = parseProtobufFields(USERS_PROTO);
    expect(flat(fs)).toEqual(['id:INT', 'username:STRING', 'address:STRUCT', 'created:TIMESTAMP', 'tier:STRING']);
    expect(fs[2]?.fields?.map((f) => f.name)).toEqual(['city', 'country']);
    expect(
      flat(
        parseProtobufFields(
          'syntax = "proto3"; message A { repeated string tags = 1; map<string, int64> counts = 2; oneof id { string uuid = 3; int64 num = 4; } }',
        ),
      ),
    ).toEqual(['tags:ARRAY<STRING>', 'counts:MAP<STRING,BIGINT>', 'uuid:STRING', 'num:BIGINT']);
    expect(() => parseProtobufFields('message A { Missing m = 1; }')).toThrow(/not defined/);
    expect(() => parseProtobufFields('message A { string a = 1;')).toThrow(/unbalanced/);
  });
});

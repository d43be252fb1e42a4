import type { ConnectField, SchemaFormat } from './connect-types.ts';
import { parseAvroFields } from './avro-fields.ts';
import { parseJsonSchemaFields } from './json-schema-fields.ts';
import { parseProtobufFields } from './protobuf-fields.ts';

/**
 * Minimal parsers of registry schemas into their field list: only names, types, nesting and optionality matter
 * for lineage, so a full Avro / JSON Schema / Protobuf implementation would be weight without use. Each throws
 * SchemaParseError with the reason when the text cannot be read.
 */
export { SchemaParseError } from './schema-text.ts';
export { parseAvroFields } from './avro-fields.ts';
export { CONNECT_TYPES, parseJsonSchemaFields } from './json-schema-fields.ts';
export { parseProtobufFields } from './protobuf-fields.ts';

/** Fields of a registry schema; the registry omits `schemaType` for Avro. */
export function parseSchemaFields(format: SchemaFormat, text: string): ConnectField[] {
  if (format === 'AVRO') return parseAvroFields(text);
  if (format === 'JSON') return parseJsonSchemaFields(text);
  return parseProtobufFields(text);
}

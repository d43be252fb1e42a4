/** Thrown by the registry schema parsers with the reason when a schema's text cannot be read. */
export class SchemaParseError extends Error {
  override name = 'SchemaParseError';
}

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
export const isObject = (v: unknown): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function parseJson(text: string, format: string): Json {
  try {
    return JSON.parse(text) as Json;
  } catch (error) {
    throw new SchemaParseError(`${format} schema is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}

import type { ConnectorSnapshot, MappingContext, SchemaFormat, SchemaLookup } from './connect-types.ts';
import { parseSchemaFields, SchemaParseError } from './schema-parsers.ts';

/** A registry subject's latest version as the registry answers it (`schemaType` absent means Avro). */
export interface RegistrySubject {
  subject: string;
  version: number;
  id: number;
  schemaType?: string;
  schema: string;
}

/** The registry's answer per subject: the subject, not registered (404), or why it could not be read. */
export type SubjectAnswer = { kind: 'subject'; value: RegistrySubject } | { kind: 'missing' } | { kind: 'error'; message: string };

const formatOf = (t: string | undefined): SchemaFormat | null => (!t || t === 'AVRO' ? 'AVRO' : t === 'JSON' ? 'JSON' : t === 'PROTOBUF' ? 'PROTOBUF' : null);

/** TopicNameStrategy: the value schema of topic `t` is subject `t-value`. */
export const valueSubject = (topic: string) => `${topic}-value`;

/** A parsed registry answer, or why it is not usable. */
export function lookupFromAnswer(answer: SubjectAnswer | undefined): SchemaLookup | undefined {
  if (!answer) return undefined;
  if (answer.kind !== 'subject') return answer;
  const s = answer.value;
  const format = formatOf(s.schemaType);
  if (!format) return { kind: 'error', message: `${s.subject} v${s.version}: schema type ${s.schemaType ?? ''} is not Avro, JSON Schema or Protobuf` };
  try {
    return { kind: 'schema', schema: { subject: s.subject, version: s.version, id: s.id, format, fields: parseSchemaFields(format, s.schema) } };
  } catch (error) {
    const why = error instanceof SchemaParseError ? error.message : String(error);
    return { kind: 'error', message: `${s.subject} v${s.version} does not parse: ${why}` };
  }
}

/**
 * The mapping context from what was read: topics known from every connector's active topics and the registry's
 * value subjects; schemas by subject. `answers` undefined means no registry was given.
 */
export function mappingContext(
  kafkaNamespace: string,
  connectors: readonly ConnectorSnapshot[],
  subjects: readonly string[],
  answers: ReadonlyMap<string, SubjectAnswer> | undefined,
): MappingContext {
  const topics = new Set<string>();
  for (const c of connectors) for (const t of c.activeTopics ?? []) topics.add(t);
  for (const s of subjects) if (s.endsWith('-value')) topics.add(s.slice(0, -'-value'.length));
  const parsed = new Map<string, SchemaLookup | undefined>();
  return {
    kafkaNamespace,
    knownTopics: [...topics].sort(),
    schemaFor: (topic) => {
      if (!answers) return undefined;
      const subject = valueSubject(topic);
      if (!parsed.has(subject)) parsed.set(subject, lookupFromAnswer(answers.get(subject) ?? { kind: 'missing' }));
      return parsed.get(subject);
    },
  };
}

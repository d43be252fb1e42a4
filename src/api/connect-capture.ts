import type { ConnectorSnapshot, MappingContext } from '../domain/connect/connect-types.ts';
import type { Observation } from '../domain/connect/connect-events.ts';
import { mapConnector, topicsToLookUp } from '../domain/connect/map-connector.ts';
import { mappingContext, valueSubject, type SubjectAnswer } from '../domain/connect/mapping-context.ts';
import { mapLimit } from '../lib/async-batches.ts';
import type { ConnectClient, SchemaRegistryClient } from './connect-client.ts';

/** One poll of Kafka Connect (and the registry): every connector's lineage, and what could not be read. */
export interface Capture {
  observations: Observation[];
  /** Per connector: what was not read (status, topics, schemas). */
  notes: Map<string, string[]>;
  /** Problems that concern the whole poll (the registry did not answer). */
  warnings: string[];
  version?: string;
  clusterId?: string;
}

/**
 * Reads the connectors, then exactly the registry subjects their mapping needs (TopicNameStrategy), then maps
 * each. A Connect failure throws (nothing could be read); a registry failure leaves the lineage dataset-level
 * with the reason, and the poll goes on.
 */
export async function captureConnectLineage(
  connect: ConnectClient,
  registry: SchemaRegistryClient | null,
  kafkaNamespace: string,
  signal?: AbortSignal,
): Promise<Capture> {
  const read = await connect.read(signal);
  const warnings: string[] = [];
  let subjects: string[] = [];
  let answers: Map<string, SubjectAnswer> | undefined;
  if (registry) {
    try {
      subjects = await registry.subjects(signal);
      answers = new Map();
    } catch (e) {
      if (signal?.aborted) throw e;
      warnings.push(`${e instanceof Error ? e.message : String(e)}: every connector is reported dataset-level`);
    }
  }
  const base: Omit<MappingContext, 'schemaFor'> = mappingContext(kafkaNamespace, read.connectors, subjects, undefined);
  if (registry && answers) {
    const known = new Set(subjects);
    const wanted = new Set(read.connectors.flatMap((c: ConnectorSnapshot) => topicsToLookUp(c, base)).map(valueSubject));
    const found = answers;
    await mapLimit([...wanted], 16, async (subject) => {
      found.set(subject, known.has(subject) ? await registry.latest(subject, signal) : { kind: 'missing' });
    });
  }
  const ctx = mappingContext(kafkaNamespace, read.connectors, subjects, answers);
  return {
    observations: read.connectors.map((snapshot) => ({ snapshot, lineage: mapConnector(snapshot, ctx) })),
    notes: read.notes,
    warnings,
    ...(read.version ? { version: read.version } : {}),
  };
}

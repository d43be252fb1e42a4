import type { ConnectorSnapshot, MappingContext } from '../domain/connect/connect-types.ts';
import type { Observation } from '../domain/connect/connect-events.ts';
import { debeziumNativeJobs, nativeDecision, type NativeDecision } from '../domain/connect/debezium-native.ts';
import { mapConnector, topicsToLookUp } from '../domain/connect/map-connector.ts';
import { mappingContext, valueSubject, type SubjectAnswer } from '../domain/connect/mapping-context.ts';
import { mapLimit } from '../lib/async-batches.ts';
import type { ConnectClient, SchemaRegistryClient } from './connect-client.ts';
import type { NativeJobLookup } from './connect-native-lineage.ts';

/** One poll of Kafka Connect (and the registry): every connector's lineage, and what could not be read. */
export interface Capture {
  observations: Observation[];
  /** Per connector: what was not read (status, topics, schemas). */
  notes: Map<string, string[]>;
  /** Problems that concern the whole poll (the registry did not answer). */
  warnings: string[];
  version?: string;
  clusterId?: string;
  /** Per connector Debezium also reports itself: enrich its job, skip, or not seen (docs/kafka-connect-lineage.md). */
  native: Map<string, NativeDecision>;
}

/** Observations to send: a skipped connector is left to Debezium's own events. */
export const toSend = (capture: Capture): Observation[] => capture.observations.filter((o) => capture.native.get(o.snapshot.name)?.kind !== 'skip');

/** Debezium's own jobs Marquez holds, per connector whose config turns them on; `undefined` when not looked up. */
async function nativeDecisions(observations: Observation[], lookup: NativeJobLookup | undefined, notes: Map<string, string[]>, signal?: AbortSignal) {
  const decisions = new Map<string, NativeDecision>();
  await mapLimit(observations, 8, async (o) => {
    const jobs = debeziumNativeJobs(o.snapshot);
    if (jobs.length === 0) return;
    let found: Map<string, string> | undefined;
    if (lookup) {
      try {
        found = new Map();
        for (const job of jobs) {
          const evidence = await lookup(job, signal);
          if (evidence) found.set(`${job.namespace}/${job.name}`, evidence);
        }
      } catch (e) {
        if (signal?.aborted) throw e;
        found = undefined;
        notes.set(o.snapshot.name, [
          ...(notes.get(o.snapshot.name) ?? []),
          `Marquez not read for Debezium's own job (${e instanceof Error ? e.message : String(e)})`,
        ]);
      }
    }
    const decision = nativeDecision(jobs, found, [...o.lineage.inputs, ...o.lineage.outputs]);
    decisions.set(o.snapshot.name, decision);
    if (decision.kind === 'enrich') o.job = decision.job;
  });
  return decisions;
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
  nativeLookup?: NativeJobLookup,
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
  const observations: Observation[] = read.connectors.map((snapshot) => ({ snapshot, lineage: mapConnector(snapshot, ctx) }));
  const native = await nativeDecisions(observations, nativeLookup, read.notes, signal);
  return { observations, notes: read.notes, warnings, native, ...(read.version ? { version: read.version } : {}) };
}

import { z } from 'zod';
import type { ConnectorSnapshot, ConnectorState } from '../domain/connect/connect-types.ts';
import type { RegistrySubject, SubjectAnswer } from '../domain/connect/mapping-context.ts';
import { mapLimit } from '../lib/async-batches.ts';
import { apiPath } from './url.ts';
import { ServiceApiError, createServiceClient, type ServiceAuth, type ServiceFetch } from './service-client.ts';

/**
 * Kafka Connect's REST API and the Schema Registry, read-only: what connect-lineage needs and nothing else. Every
 * answer is checked with zod at the boundary; every failure is a ServiceApiError.
 */

const STATES = ['RUNNING', 'PAUSED', 'STOPPED', 'FAILED', 'UNASSIGNED', 'RESTARTING'] as const;
const state = z.string().transform((s): ConnectorState => ((STATES as readonly string[]).includes(s) ? (s as ConnectorState) : 'UNKNOWN'));

const ConnectorInfo = z.object({
  name: z.string(),
  config: z
    .record(z.string(), z.unknown())
    .transform((c) => Object.fromEntries(Object.entries(c).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]))),
  type: z.string().optional(),
});
const ConnectorStatus = z.object({
  name: z.string(),
  connector: z.object({ state, worker_id: z.string().optional(), trace: z.string().optional() }),
  tasks: z.array(z.object({ id: z.number(), state, worker_id: z.string().optional(), trace: z.string().optional() })),
  type: z.string().optional(),
});
const Expanded = z.record(z.string(), z.object({ info: ConnectorInfo.optional(), status: ConnectorStatus.optional() }));
const ServerInfo = z.object({ version: z.string(), commit: z.string().optional(), kafka_cluster_id: z.string().optional() });
const ActiveTopics = z.record(z.string(), z.object({ topics: z.array(z.string()) }));

export interface ConnectReadResult {
  connectors: ConnectorSnapshot[];
  /** Per connector, what could not be read (its status, its active topics). */
  notes: Map<string, string[]>;
  version?: string;
}

export interface ConnectClientOptions {
  baseUrl: string;
  auth?: ServiceAuth;
  fetch?: ServiceFetch;
  timeoutMs?: number;
  /** How many per-connector requests run at once (active topics). */
  concurrency?: number;
}

const typeOf = (t: string | undefined): ConnectorSnapshot['type'] => (t === 'source' || t === 'sink' ? t : 'unknown');

export function createConnectClient(options: ConnectClientOptions) {
  const http = createServiceClient({
    service: 'Kafka Connect',
    baseUrl: options.baseUrl,
    ...(options.auth ? { auth: options.auth } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });

  /** Every connector with its config, state and tasks, in one request; active topics per connector. */
  async function read(signal?: AbortSignal): Promise<ConnectReadResult> {
    const info = await http.get('GET /', '/', ServerInfo, signal).catch((e: unknown) => {
      // A proxy may hide the root; the connectors still tell the lineage.
      if (e instanceof ServiceApiError && (e.kind === 'not-found' || e.kind === 'schema')) return null;
      throw e;
    });
    const expanded = await http.get('GET /connectors?expand=info&expand=status', '/connectors?expand=info&expand=status', Expanded, signal);
    const notes = new Map<string, string[]>();
    const note = (name: string, message: string) => notes.set(name, [...(notes.get(name) ?? []), message]);
    const names = Object.keys(expanded).sort();
    const connectors = await mapLimit(names, options.concurrency ?? 16, async (name): Promise<ConnectorSnapshot | null> => {
      const entry = expanded[name];
      if (!entry?.info) {
        note(name, 'Connect returned no config for it (still being created?)');
        return null;
      }
      if (!entry.status) note(name, 'Connect returned no status for it: its state is unknown');
      let activeTopics: string[] | undefined;
      try {
        const topics = await http.get('GET /connectors/{name}/topics', apiPath`/connectors/${name}/topics`, ActiveTopics, signal);
        activeTopics = topics[name]?.topics ?? [];
      } catch (e) {
        if (signal?.aborted) throw e;
        note(name, `active topics not read (${e instanceof Error ? e.message : String(e)}); include lists are resolved against the registry's subjects only`);
      }
      return {
        name,
        type: typeOf(entry.info.type ?? entry.status?.type),
        config: { ...entry.info.config },
        state: entry.status?.connector.state ?? 'UNKNOWN',
        ...(entry.status?.connector.trace ? { trace: entry.status.connector.trace } : {}),
        tasks: (entry.status?.tasks ?? []).map((t) => ({
          id: t.id,
          state: t.state,
          ...(t.worker_id ? { workerId: t.worker_id } : {}),
          ...(t.trace ? { trace: t.trace } : {}),
        })),
        ...(activeTopics ? { activeTopics } : {}),
      };
    });
    return { connectors: connectors.filter((c): c is ConnectorSnapshot => c !== null), notes, ...(info ? { version: info.version } : {}) };
  }

  return { baseUrl: http.baseUrl, read };
}

const Subjects = z.array(z.string());
const SubjectVersion = z.object({ subject: z.string(), version: z.number(), id: z.number(), schemaType: z.string().optional(), schema: z.string() });

export function createSchemaRegistryClient(options: Omit<ConnectClientOptions, 'concurrency'>) {
  const http = createServiceClient({
    service: 'Schema Registry',
    baseUrl: options.baseUrl,
    ...(options.auth ? { auth: options.auth } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  return {
    baseUrl: http.baseUrl,
    subjects: (signal?: AbortSignal) => http.get('GET /subjects', '/subjects', Subjects, signal),
    /** The latest version of a subject; a 404 is an answer (no such subject), any other failure an error answer. */
    async latest(subject: string, signal?: AbortSignal): Promise<SubjectAnswer> {
      try {
        const v: RegistrySubject = await http.get(
          'GET /subjects/{subject}/versions/latest',
          apiPath`/subjects/${subject}/versions/latest`,
          SubjectVersion,
          signal,
        );
        return { kind: 'subject', value: v };
      } catch (e) {
        if (signal?.aborted) throw e;
        if (e instanceof ServiceApiError && e.kind === 'not-found') return { kind: 'missing' };
        return { kind: 'error', message: e instanceof Error ? e.message : String(e) };
      }
    },
  };
}

export type ConnectClient = ReturnType<typeof createConnectClient>;
export type SchemaRegistryClient = ReturnType<typeof createSchemaRegistryClient>;

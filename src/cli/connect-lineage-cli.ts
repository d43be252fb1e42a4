import { appendFileSync } from 'node:fs';
import { captureConnectLineage, toSend, type Capture } from '../api/connect-capture.ts';
import { createMarquezClient, type FetchLike } from '../api/client.ts';
import { createNativeJobLookup } from '../api/connect-native-lineage.ts';
import { createConnectClient, createSchemaRegistryClient } from '../api/connect-client.ts';
import { postLineageEvents } from '../api/post-lineage-events.ts';
import { authFrom } from '../api/service-client.ts';
import { CONNECT_LINEAGE_PRODUCER, failureOf, lifecycleEvents, redactText, type OpenLineageEvent, type RunMemory } from '../domain/connect/connect-events.ts';
import type { ConnectorLineage } from '../domain/connect/connect-types.ts';
import { kafkaNamespace } from '../domain/connect/dataset-names.ts';
import { marquezUrl, parseCliArgs, type Env, type Flag, type MarquezUrl } from '../lib/cli-args.ts';
import { termSafe } from './catalog-cli.ts';

/** 0 something was read (and sent), 1 nothing could be read from Kafka Connect, 2 bad arguments, 3 events not delivered. */
export const CONNECT_LINEAGE_EXIT = { ok: 0, unreadable: 1, usage: 2, undelivered: 3 } as const;

export const CONNECT_LINEAGE_USAGE = `Usage: npm run connect-lineage -- --connect <url> [--schema-registry <url>] (--marquez <url> | --out <file.ndjson> | --dry-run)
         [--job-namespace kafka-connect] [--kafka-namespace kafka://host:port] [--watch <interval>]

Lineage of every Kafka Connect connector, from its config and the Schema Registry's schemas, as OpenLineage events
(column-level where the schema is known). Reads only: GET /connectors?expand=info&expand=status,
GET /connectors/{name}/topics, GET /subjects, GET /subjects/{subject}/versions/latest. Never reads a record.

  --connect <url>            Kafka Connect REST API ($CONNECT_URL)
  --schema-registry <url>    Schema Registry ($SCHEMA_REGISTRY_URL); without it every connector is dataset-level
  --marquez <url>            POST the events to <url>/api/v1/lineage (Marquez or the emulator)
  --out <file.ndjson>        append the events to a file instead
  --dry-run                  print what would be sent, send nothing
  --job-namespace <ns>       the jobs' namespace (default kafka-connect)
  --kafka-namespace <ns>     kafka://host:port of the cluster Connect writes to (its first bootstrap server);
                             default: a Debezium config's schema history bootstrap servers, when one has them
  --watch <interval>         poll every interval (30s, 5m, 1h; bare numbers are seconds) until Ctrl-C
  --connect-basic-auth user:pass, --connect-header 'Name: value'   ($CONNECT_BASIC_AUTH, $CONNECT_HEADERS)
  --registry-basic-auth user:pass, --registry-header 'Name: value' ($SCHEMA_REGISTRY_BASIC_AUTH, $SCHEMA_REGISTRY_HEADERS)`;

export interface ConnectLineageIo {
  out(text: string): void;
  err(text: string): void;
  env?: Readonly<Record<string, string | undefined>>;
  /** Stands in for global fetch, for every service read and every event sent. */
  fetch?: FetchLike;
  now?: () => string;
  /** Aborted by Ctrl-C in watch mode. */
  signal?: AbortSignal;
}

interface Args {
  connect: string;
  registry: string | null;
  marquez: MarquezUrl | null;
  out: string | null;
  dryRun: boolean;
  jobNamespace: string;
  kafkaNamespace: string | null;
  watchMs: number | null;
  connectBasic?: string;
  connectHeaders: string[];
  registryBasic?: string;
  registryHeaders: string[];
}

export function parseInterval(text: string): number | null {
  const m = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(text.trim());
  if (!m) return null;
  const n = Number(m[1]);
  const unit = m[2] ?? 's';
  const ms = unit === 'ms' ? n : unit === 's' ? n * 1000 : unit === 'm' ? n * 60_000 : n * 3_600_000;
  return ms >= 100 ? ms : null;
}

const FLAGS = {
  connect: { type: 'string', env: 'CONNECT_URL' },
  'schema-registry': { type: 'string', env: 'SCHEMA_REGISTRY_URL' },
  marquez: { type: 'string' },
  out: { type: 'string' },
  'dry-run': { type: 'boolean' },
  'job-namespace': { type: 'string' },
  'kafka-namespace': { type: 'string' },
  watch: { type: 'string' },
  'connect-basic-auth': { type: 'string' },
  'connect-header': { type: 'string', multiple: true },
  'registry-basic-auth': { type: 'string' },
  'registry-header': { type: 'string', multiple: true },
  help: { type: 'boolean', short: 'h' },
} as const satisfies Record<string, Flag>;

function parse(argv: readonly string[], env: Env): Args | 'help' | string {
  const read = parseCliArgs(argv, FLAGS, env);
  if ('error' in read) return read.error;
  const { values } = read;
  if (values.help) return 'help';
  const { connect } = values;
  if (!connect) return '--connect <url> is required';
  const sinks = [values.marquez, values.out, values['dry-run'] ? 'dry' : undefined].filter(Boolean);
  if (sinks.length !== 1) return 'give exactly one of --marquez <url>, --out <file.ndjson> or --dry-run';
  // --marquez is a sink here, chosen on the command line only: $MARQUEZ_URL does not pick it.
  const marquez = marquezUrl(values.marquez, {}, { required: false });
  if (marquez && 'error' in marquez) return marquez.error;
  const kafka = values['kafka-namespace'];
  if (kafka !== undefined && !/^kafka:\/\/[^/:]+:\d+$/.test(kafka)) return `--kafka-namespace must look like kafka://host:port, not ${JSON.stringify(kafka)}`;
  let watchMs: number | null = null;
  if (values.watch !== undefined) {
    watchMs = parseInterval(values.watch);
    if (watchMs === null) return `--watch ${JSON.stringify(values.watch)} is not an interval (30s, 5m, 1h; at least 100ms)`;
  }
  return {
    connect,
    registry: values['schema-registry'] ?? null,
    marquez,
    out: values.out ?? null,
    dryRun: values['dry-run'] ?? false,
    jobNamespace: values['job-namespace'] ?? 'kafka-connect',
    kafkaNamespace: kafka ?? null,
    watchMs,
    ...(values['connect-basic-auth'] ? { connectBasic: values['connect-basic-auth'] } : {}),
    connectHeaders: values['connect-header'] ?? [],
    ...(values['registry-basic-auth'] ? { registryBasic: values['registry-basic-auth'] } : {}),
    registryHeaders: values['registry-header'] ?? [],
  };
}

/** The Kafka cluster from a Debezium config's schema history producer, when no --kafka-namespace was given. */
function kafkaFromConfigs(capture: Capture): string | null {
  for (const { snapshot } of capture.observations) {
    const servers = snapshot.config['schema.history.internal.kafka.bootstrap.servers'] ?? snapshot.config['database.history.kafka.bootstrap.servers'];
    if (servers) return kafkaNamespace(servers);
  }
  return null;
}

function describe(l: ConnectorLineage, state: string, notes: readonly string[]): string[] {
  const arrow = `${l.inputs.map((d) => `${d.namespace}/${d.name}`).join(', ') || '(nothing)'} → ${l.outputs.map((d) => `${d.namespace}/${d.name}`).join(', ') || '(nothing)'}`;
  const fields = l.outputs.reduce((n, o) => n + Object.keys(o.columnLineage ?? {}).length, 0);
  const level = l.columnLevel ? `column-level (${fields} fields)` : l.outputs.length === 0 && l.inputs.length === 0 ? 'no lineage' : 'dataset-level';
  const lines = [`${l.columnLevel ? '✓' : '·'} ${l.connector} [${l.kind}, ${state}] ${level}: ${arrow}`];
  for (const d of [...l.inputs, ...l.outputs]) if (d.datasetLevelReason) lines.push(`    dataset-level ${d.name}: ${d.datasetLevelReason}`);
  for (const s of l.smtSteps) {
    lines.push(`    SMT ${s.alias} (${s.className.split('.').pop() ?? ''}): ${s.effects.join('; ') || 'no effect on these records'}`);
    if (!s.known) lines.push(`    ! not derived after ${s.alias}: ${s.lostFields && s.lostFields.length > 0 ? s.lostFields.join(', ') : 'every field'}`);
  }
  for (const d of l.outputs) if (d.keyLineage?.length) lines.push(`    key of ${d.name} ← ${d.keyLineage.map((k) => `${k.name}.${k.field}`).join(', ')}`);
  for (const p of l.problems) lines.push(`    ${p.level === 'error' ? '✗' : p.level === 'warning' ? '!' : 'i'} ${p.message}`);
  for (const n of notes) lines.push(`    ! ${n}`);
  // Lines quote config values; the credentials in them stay on the machine.
  return lines.map((line) => termSafe(redactText(line)));
}

export async function runConnectLineageCli(argv: readonly string[], io: ConnectLineageIo): Promise<number> {
  const env = io.env ?? {};
  const args = parse(argv, env);
  if (args === 'help') {
    io.out(CONNECT_LINEAGE_USAGE);
    return CONNECT_LINEAGE_EXIT.ok;
  }
  if (typeof args === 'string') {
    io.err(`connect-lineage: ${args}\n\n${CONNECT_LINEAGE_USAGE}`);
    return CONNECT_LINEAGE_EXIT.usage;
  }
  const fetchImpl = io.fetch;
  const connect = createConnectClient({
    baseUrl: args.connect,
    auth: authFrom(args.connectBasic, args.connectHeaders, env, 'CONNECT'),
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
  const registry = args.registry
    ? createSchemaRegistryClient({
        baseUrl: args.registry,
        auth: authFrom(args.registryBasic, args.registryHeaders, env, 'SCHEMA_REGISTRY'),
        ...(fetchImpl ? { fetch: fetchImpl } : {}),
      })
    : null;
  // Debezium's own OpenLineage jobs are looked up where the events go, so a connector is not drawn twice.
  const marquez = args.marquez ? createMarquezClient({ baseUrl: args.marquez.api, ...(fetchImpl ? { fetch: fetchImpl } : {}) }) : null;
  const nativeLookup = marquez ? createNativeJobLookup(marquez) : undefined;
  let memory = new Map<string, RunMemory>();
  let anyRead = false;
  let undelivered = 0;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(t);
        io.signal?.removeEventListener('abort', wake);
        resolve();
      };
      const t = setTimeout(wake, ms);
      io.signal?.addEventListener('abort', wake, { once: true });
    });

  async function deliver(events: OpenLineageEvent[]): Promise<void> {
    if (args === 'help' || typeof args === 'string') return;
    if (args.dryRun) {
      io.out(
        `dry run: ${events.length} events not sent (${events.map((e) => `${String(e.eventType)} ${(e.job as { name: string }).name}`).join(', ') || 'none'})`,
      );
      return;
    }
    if (args.out) {
      if (events.length > 0) appendFileSync(args.out, events.map((e) => `${JSON.stringify(e)}\n`).join(''));
      io.out(`wrote ${events.length} events to ${args.out}`);
      return;
    }
    if (!marquez) return;
    const url = `${marquez.baseUrl}/lineage`;
    const { sent, failures } = await postLineageEvents(marquez, events);
    for (const f of failures) {
      const e = events[f.index];
      const what = `${String(e?.eventType)} ${termSafe((e?.job as { name: string }).name)}`;
      undelivered++;
      if (f.status !== undefined) io.err(`connect-lineage: ${what}: ${url} answered HTTP ${f.status} ${termSafe((f.text ?? '').slice(0, 200))}`);
      else io.err(`connect-lineage: ${what}: cannot reach ${url}: ${f.error instanceof Error ? f.error.message : String(f.error)}`);
    }
    io.out(`sent ${sent} of ${events.length} events to ${url}`);
  }

  for (;;) {
    let capture: Capture | null = null;
    try {
      capture = await captureConnectLineage(connect, registry, args.kafkaNamespace ?? 'kafka://unknown:9092', io.signal, nativeLookup);
    } catch (error) {
      if (io.signal?.aborted) break;
      io.err(`connect-lineage: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (capture && !args.kafkaNamespace) {
      const derived = kafkaFromConfigs(capture);
      if (!derived) {
        io.err('connect-lineage: the Kafka cluster is not in any connector config; give --kafka-namespace kafka://host:port (its first bootstrap server)');
        return CONNECT_LINEAGE_EXIT.usage;
      }
      args.kafkaNamespace = derived;
      io.out(`Kafka cluster ${derived} (from a Debezium schema history config; --kafka-namespace to override)`);
      continue;
    }
    if (capture) {
      anyRead = true;
      for (const w of capture.warnings) io.err(`connect-lineage: ${termSafe(w)}`);
      const result = lifecycleEvents(memory, toSend(capture), {
        jobNamespace: args.jobNamespace,
        cluster: args.connect.replace(/\/+$/, ''),
        producer: CONNECT_LINEAGE_PRODUCER,
        eventTime: io.now?.() ?? new Date().toISOString(),
        ...(capture.version ? { connectVersion: capture.version } : {}),
      });
      // Later --watch polls describe only the connectors whose run or state changed; heartbeats stay quiet.
      const changed = new Set(result.events.filter((e) => e.eventType !== 'RUNNING').map((e) => (e.job as { name: string }).name));
      for (const { snapshot, lineage } of capture.observations) {
        if (memory.size > 0 && !changed.has(snapshot.name) && memory.get(snapshot.name)?.snapshot.state === snapshot.state) continue;
        const state = failureOf(snapshot) && snapshot.state !== 'FAILED' ? `${snapshot.state}, a task FAILED` : snapshot.state;
        const native = capture.native.get(snapshot.name);
        const notes = [...(native && native.kind !== 'none' ? [native.note] : []), ...(capture.notes.get(snapshot.name) ?? [])];
        for (const line of describe(lineage, state, notes)) io.out(line);
      }
      const known = capture.observations.filter((o) => o.lineage.columnLevel).length;
      io.out(`${capture.observations.length} connectors, ${known} at column level`);
      memory = result.memory;
      await deliver(result.events);
    }
    if (args.watchMs === null || io.signal?.aborted) break;
    await sleep(args.watchMs);
    if (io.signal?.aborted) break;
  }
  if (io.signal?.aborted) io.out('stopped');
  if (!anyRead) return CONNECT_LINEAGE_EXIT.unreadable;
  return undelivered > 0 ? CONNECT_LINEAGE_EXIT.undelivered : CONNECT_LINEAGE_EXIT.ok;
}

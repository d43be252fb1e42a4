import type { ConnectField, ConnectorLineage, ConnectorSnapshot, LineageDataset } from './connect-types.ts';
import { configVersion, stableUuid } from './stable-id.ts';

/**
 * OpenLineage run events for connectors, and the lifecycle across polls: one run per connector and config
 * version; START when first seen, RUNNING with the full datasets on every later poll (a run event without
 * datasets would make Marquez drop the job's edges, see docs/marquez-behaviours.md), FAIL with the task trace,
 * COMPLETE when the connector is deleted or its config replaced (then a new run starts).
 */

export type ConnectEventType = 'START' | 'RUNNING' | 'COMPLETE' | 'FAIL';
export type OpenLineageEvent = Record<string, unknown>;

export interface EventOptions {
  jobNamespace: string;
  /** Identifies the Connect cluster in run ids, so two clusters with a connector of the same name differ. */
  cluster: string;
  producer: string;
  eventTime: string;
  /** Connect's version (`GET /`), for the processing_engine facet. */
  connectVersion?: string;
}

export const CONNECT_LINEAGE_PRODUCER = 'urn:tributary:connect-lineage:0.1.0';

const SPEC = 'https://openlineage.io/spec/facets';
const SCHEMA_URLS = {
  schema: `${SPEC}/1-2-0/SchemaDatasetFacet.json#/$defs/SchemaDatasetFacet`,
  symlinks: `${SPEC}/1-0-1/SymlinksDatasetFacet.json#/$defs/SymlinksDatasetFacet`,
  storage: `${SPEC}/1-0-1/StorageDatasetFacet.json#/$defs/StorageDatasetFacet`,
  columnLineage: `${SPEC}/1-2-0/ColumnLineageDatasetFacet.json#/$defs/ColumnLineageDatasetFacet`,
  jobType: `${SPEC}/2-0-4/JobTypeJobFacet.json#/$defs/JobTypeJobFacet`,
  processingEngine: `${SPEC}/1-1-1/ProcessingEngineRunFacet.json#/$defs/ProcessingEngineRunFacet`,
  errorMessage: `${SPEC}/1-0-1/ErrorMessageRunFacet.json#/$defs/ErrorMessageRunFacet`,
  custom: 'https://openlineage.io/spec/2-0-2/OpenLineage.json#/$defs/RunFacet',
  event: 'https://openlineage.io/spec/2-0-2/OpenLineage.json#/$defs/RunEvent',
} as const;

// Config keys whose values are credentials; connection URLs may carry them too (`password=`, `user:pass@`).
// `…basic.auth.user.info` (the registry client's `user:password`) is one too.
const SECRET_KEY = /(password|passwd|secret|token|credential|jaas|api\.?key|access\.key|key\.id|private\.key|keystore|truststore\.password|user\.info|\.key$)/i;

/** Credentials inside a text (a URL's `password=…` or `user:pass@`), for messages that quote config values. */
export function redactText(text: string): string {
  return text.replace(/(password|pwd|secret|token)=([^&;\s"]*)/gi, '$1=[redacted]').replace(/\/\/([^/:@\s"]+):([^/@\s"]+)@/g, '//$1:[redacted]@');
}

export function redactConfig(config: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(config).map(([k, v]) => [k, SECRET_KEY.test(k) ? '[redacted]' : redactText(v)]));
}

/** Debezium's own job for this connector, when its events enrich that job instead of a job of its own. */
export interface JobOverride {
  namespace: string;
  name: string;
}

export function runIdOf(snapshot: ConnectorSnapshot, jobNamespace: string, cluster: string, job?: JobOverride): string {
  const target = job ? `\n${job.namespace}\n${job.name}` : '';
  return stableUuid(`${cluster}\n${jobNamespace}\n${snapshot.name}\n${configVersion(snapshot.config)}${target}`);
}

/** FAILED when the connector or any of its tasks failed; the traces say why. */
export function failureOf(snapshot: ConnectorSnapshot): { message: string; trace: string } | null {
  const failedTasks = snapshot.tasks.filter((t) => t.state === 'FAILED');
  if (snapshot.state !== 'FAILED' && failedTasks.length === 0) return null;
  const raw = [
    ...(snapshot.state === 'FAILED' && snapshot.trace ? [{ who: 'connector', trace: snapshot.trace }] : []),
    ...failedTasks.map((t) => ({ who: `task ${t.id}${t.workerId ? ` on ${t.workerId}` : ''}`, trace: t.trace ?? '(no trace)' })),
  ];
  const traces = raw.map((r) => `${r.who}: ${r.trace}`);
  const firstLine = (raw[0]?.trace ?? '').split('\n')[0] ?? '';
  const what = snapshot.state === 'FAILED' ? 'connector FAILED' : `${failedTasks.length} of ${snapshot.tasks.length} tasks FAILED`;
  return { message: `${what}: ${firstLine}`.slice(0, 1000), trace: traces.join('\n\n') };
}

function facet(producer: string, key: keyof typeof SCHEMA_URLS, body: Record<string, unknown>): Record<string, unknown> {
  return { _producer: producer, _schemaURL: SCHEMA_URLS[key], ...body };
}

const schemaFields = (fields: readonly ConnectField[]): Record<string, unknown>[] =>
  fields.map((f) => ({ name: f.name, type: f.type, ...(f.doc ? { description: f.doc } : {}), ...(f.fields ? { fields: schemaFields(f.fields) } : {}) }));

function dataset(d: LineageDataset, producer: string, output: boolean): Record<string, unknown> {
  const facets: Record<string, unknown> = {};
  if (d.fields) facets.schema = facet(producer, 'schema', { fields: schemaFields(d.fields) });
  if (d.symlinks && d.symlinks.length > 0) facets.symlinks = facet(producer, 'symlinks', { identifiers: d.symlinks.map((s) => ({ ...s })) });
  if (d.storage) facets.storage = facet(producer, 'storage', { ...d.storage });
  if (output && d.columnLineage && Object.keys(d.columnLineage).length > 0) {
    facets.columnLineage = facet(producer, 'columnLineage', {
      fields: Object.fromEntries(
        Object.entries(d.columnLineage).map(([field, inputs]) => [
          field,
          {
            inputFields: inputs.map((i) => ({
              namespace: i.namespace,
              name: i.name,
              field: i.field,
              transformations: i.transformations.map((t) => ({ ...t })),
            })),
          },
        ]),
      ),
    });
  }
  return { namespace: d.namespace, name: d.name, facets };
}

/** One run event of a connector with the full datasets its lineage names. */
export function connectorEvent(
  eventType: ConnectEventType,
  snapshot: ConnectorSnapshot,
  lineage: ConnectorLineage,
  options: EventOptions,
  job?: JobOverride,
): OpenLineageEvent {
  const p = options.producer;
  const failure = eventType === 'FAIL' ? failureOf(snapshot) : null;
  const subjects = Object.fromEntries([...lineage.inputs, ...lineage.outputs].filter((d) => d.subject).map((d) => [d.name, d.subject]));
  const runFacets: Record<string, unknown> = {
    processing_engine: facet(p, 'processingEngine', { version: options.connectVersion ?? 'unknown', name: 'Kafka Connect' }),
    kafka_connect: facet(p, 'custom', {
      connector: snapshot.name,
      connectorClass: lineage.connectorClass,
      state: snapshot.state,
      tasks: snapshot.tasks.map((t) => ({ id: t.id, state: t.state, ...(t.workerId ? { workerId: t.workerId } : {}) })),
      configVersion: configVersion(snapshot.config),
      config: redactConfig(snapshot.config),
      smtSteps: lineage.smtSteps,
      subjects,
      problems: lineage.problems,
      keyLineage: lineage.outputs
        .filter((d) => d.keyLineage && d.keyLineage.length > 0)
        .map((d) => ({
          dataset: `${d.namespace} ${d.name}`,
          from: (d.keyLineage ?? []).map((k) => ({ namespace: k.namespace, name: k.name, field: k.field })),
        })),
      datasetLevel: [...lineage.inputs, ...lineage.outputs]
        .filter((d) => d.datasetLevelReason)
        .map((d) => ({ dataset: `${d.namespace} ${d.name}`, reason: d.datasetLevelReason })),
    }),
  };
  if (failure) runFacets.errorMessage = facet(p, 'errorMessage', { message: failure.message, programmingLanguage: 'JAVA', stackTrace: failure.trace });
  return {
    eventType,
    eventTime: options.eventTime,
    run: { runId: runIdOf(snapshot, options.jobNamespace, options.cluster, job), facets: runFacets },
    job: {
      namespace: job?.namespace ?? options.jobNamespace,
      name: job?.name ?? snapshot.name,
      facets: {
        // Enriching Debezium's own job keeps its type, so the job's labels do not flip between the two producers.
        jobType: facet(
          p,
          'jobType',
          job
            ? { processingType: 'STREAMING', integration: 'DEBEZIUM', jobType: 'TASK' }
            : {
                processingType: 'STREAMING',
                integration: 'KAFKA_CONNECT',
                jobType: lineage.direction === 'sink' ? 'SINK' : lineage.direction === 'source' ? 'SOURCE' : 'CONNECTOR',
              },
        ),
      },
    },
    inputs: lineage.inputs.map((d) => dataset(d, p, false)),
    outputs: lineage.outputs.map((d) => dataset(d, p, true)),
    producer: p,
    schemaURL: SCHEMA_URLS.event,
  };
}

/** What the lifecycle remembers of a connector between polls. */
export interface RunMemory {
  runId: string;
  lastEvent: ConnectEventType;
  snapshot: ConnectorSnapshot;
  lineage: ConnectorLineage;
  job?: JobOverride;
}

export interface Observation {
  snapshot: ConnectorSnapshot;
  lineage: ConnectorLineage;
  /** Debezium's own job, which this connector's events enrich (docs/kafka-connect-lineage.md). */
  job?: JobOverride;
}

/**
 * Events for one poll. `previous` is what the last poll left (empty on the first); connectors missing now were
 * deleted, so their runs COMPLETE. Only call this with a complete connector list: a poll that failed to list
 * the connectors must not be taken for their deletion.
 */
export function lifecycleEvents(
  previous: ReadonlyMap<string, RunMemory>,
  observed: readonly Observation[],
  options: EventOptions,
): { events: OpenLineageEvent[]; memory: Map<string, RunMemory> } {
  const events: OpenLineageEvent[] = [];
  const memory = new Map<string, RunMemory>();
  for (const { snapshot, lineage, job } of observed) {
    const runId = runIdOf(snapshot, options.jobNamespace, options.cluster, job);
    const prev = previous.get(snapshot.name);
    const failed = failureOf(snapshot) !== null;
    let last: ConnectEventType;
    if (prev && prev.runId !== runId && prev.lastEvent !== 'FAIL' && prev.lastEvent !== 'COMPLETE') {
      // The config changed (or the job it reports to): the old run is over, a new one starts.
      events.push(connectorEvent('COMPLETE', prev.snapshot, prev.lineage, options, prev.job));
    }
    if (!prev || prev.runId !== runId) {
      events.push(connectorEvent('START', snapshot, lineage, options, job));
      last = 'START';
    } else last = prev.lastEvent;
    if (failed) {
      if (last !== 'FAIL') events.push(connectorEvent('FAIL', snapshot, lineage, options, job));
      last = 'FAIL';
    } else if (prev && prev.runId === runId) {
      events.push(connectorEvent('RUNNING', snapshot, lineage, options, job));
      last = 'RUNNING';
    }
    memory.set(snapshot.name, { runId, lastEvent: last, snapshot, lineage, ...(job ? { job } : {}) });
  }
  for (const [name, prev] of previous) {
    if (memory.has(name)) continue;
    if (prev.lastEvent !== 'FAIL' && prev.lastEvent !== 'COMPLETE') events.push(connectorEvent('COMPLETE', prev.snapshot, prev.lineage, options, prev.job));
  }
  return { events, memory };
}

import type { ConnectorSnapshot, DatasetId } from './connect-types.ts';
import { firstHostPort } from './dataset-names.ts';

/**
 * Debezium's own OpenLineage integration (Debezium 3.2+, `openlineage.integration.enabled=true` in the connector
 * config): each task emits run events for the job `<topic.prefix>.<task id>` (the connector's name for Debezium's
 * JDBC and MongoDB sinks) in the namespace `openlineage.integration.job.namespace`, default the same logical name;
 * producer `https://github.com/debezium/debezium/…`, a `jobType` facet with integration `DEBEZIUM`, a
 * `processing_engine` run facet named `Debezium`, a `debezium_config` run facet. Its datasets carry schemas but no
 * column lineage. connect-lineage must not draw such a connector a second time: when Marquez holds that job, the
 * connector's events enrich it (same job, column lineage added) — see docs/kafka-connect-lineage.md for why.
 */

export const DEBEZIUM_PRODUCER_PREFIX = 'https://github.com/debezium/debezium/';

const NATIVE_SOURCES = new Set([
  'io.debezium.connector.postgresql.PostgresConnector',
  'io.debezium.connector.mysql.MySqlConnector',
  'io.debezium.connector.mariadb.MariaDbConnector',
  'io.debezium.connector.sqlserver.SqlServerConnector',
  'io.debezium.connector.mongodb.MongoDbConnector',
  'io.debezium.connector.oracle.OracleConnector',
]);
const NATIVE_SINKS = new Set(['io.debezium.connector.jdbc.JdbcSinkConnector', 'io.debezium.connector.mongodb.MongoDbSinkConnector']);

export interface NativeJob {
  namespace: string;
  name: string;
}

/** The jobs Debezium's integration names for a connector whose config turns it on, one per task; else none. */
export function debeziumNativeJobs(snapshot: ConnectorSnapshot): NativeJob[] {
  const c = snapshot.config;
  const cls = c['connector.class'] ?? '';
  if (c['openlineage.integration.enabled']?.trim().toLowerCase() !== 'true') return [];
  const logical = NATIVE_SINKS.has(cls) ? (c.name ?? snapshot.name) : NATIVE_SOURCES.has(cls) ? c['topic.prefix'] : undefined;
  if (!logical) return [];
  const namespace = c['openlineage.integration.job.namespace'] ?? logical;
  const tasks = snapshot.tasks.length > 0 ? snapshot.tasks.map((t) => t.id) : [0];
  return tasks.map((id) => ({ namespace, name: `${logical}.${id}` }));
}

/** The Kafka namespace Debezium's events name topics in, when its config says (it keeps the address as written). */
export function debeziumKafkaNamespace(snapshot: ConnectorSnapshot): string | null {
  const c = snapshot.config;
  const servers = c['openlineage.integration.dataset.kafka.bootstrap.servers'] ?? c['schema.history.internal.kafka.bootstrap.servers'];
  const first = servers?.split(',')[0]?.trim();
  return first ? `kafka://${firstHostPort(first, 9092)}` : null;
}

const record = (v: unknown): Record<string, unknown> | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

/**
 * Why a Marquez job (`GET /api/v1/namespaces/{ns}/jobs/{name}`) is Debezium's own, or null: a facet produced by
 * Debezium, its jobType integration, or its latest run's processing engine.
 */
export function debeziumEvidence(job: unknown): string | null {
  const j = record(job);
  if (!j) return null;
  const facets = record(j.facets) ?? {};
  const runFacets = record(record(j.latestRun)?.facets) ?? {};
  for (const [key, facet] of Object.entries({ ...facets, ...runFacets })) {
    const producer = record(facet)?._producer;
    if (typeof producer === 'string' && producer.startsWith(DEBEZIUM_PRODUCER_PREFIX)) return `its ${key} facet's producer is ${producer}`;
  }
  if (record(facets.jobType)?.integration === 'DEBEZIUM') return 'its jobType facet says integration DEBEZIUM';
  if (record(runFacets.processing_engine)?.name === 'Debezium') return "its latest run's processing engine is Debezium";
  return null;
}

/** What connect-lineage does with a connector Debezium also reports. */
export type NativeDecision =
  { kind: 'none' } | { kind: 'enrich'; job: NativeJob; note: string } | { kind: 'skip'; note: string } | { kind: 'not-seen'; note: string };

/**
 * Enrich the one task job Debezium reports (every Debezium source but SQL Server and MongoDB has one task); with
 * several task jobs, which tables each task captures is decided at run time, so the connector is skipped and said.
 * `found` holds the evidence per job Marquez holds, `undefined` when Marquez was not read.
 */
export function nativeDecision(jobs: readonly NativeJob[], found: ReadonlyMap<string, string> | undefined, datasets: readonly DatasetId[]): NativeDecision {
  if (jobs.length === 0) return { kind: 'none' };
  const names = jobs.map((j) => `${j.namespace}/${j.name}`);
  if (!found) {
    return {
      kind: 'not-seen',
      note: `the config turns on Debezium's own OpenLineage (job ${names.join(', ')}); Marquez was not read, so it is drawn as its own job — give --marquez to enrich Debezium's job instead`,
    };
  }
  const seen = jobs.filter((j) => found.has(`${j.namespace}/${j.name}`));
  if (seen.length === 0) {
    return {
      kind: 'not-seen',
      note: `the config turns on Debezium's own OpenLineage, but Marquez holds no job ${names.join(', ')} yet: drawn as its own job until it does`,
    };
  }
  if (seen.length > 1) {
    return {
      kind: 'skip',
      note: `Debezium reports this connector itself as ${seen.length} task jobs (${seen.map((j) => j.name).join(', ')}); which of the ${datasets.length} datasets each task handles is decided at run time, so nothing is sent for it and its lineage stays Debezium's (dataset-level)`,
    };
  }
  const job = seen[0] as NativeJob;
  return {
    kind: 'enrich',
    job,
    note: `Debezium reports this connector itself as job ${job.namespace}/${job.name} (${found.get(`${job.namespace}/${job.name}`) ?? ''}): its events go to that job, adding the column lineage Debezium does not send`,
  };
}

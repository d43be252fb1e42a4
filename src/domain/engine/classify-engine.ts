import type { Facets, MqJob, MqLineageJob } from '../marquez-shapes.ts';
import { isRecord, readRecord, readString } from '../facets/read-facet.ts';
import type { Engine, EngineClassification } from './engine-types.ts';

/** What is known about a job when classifying it; every part is optional except its identity. */
export interface EngineInput {
  namespace: string;
  name: string;
  /** Job facets (`jobType` lives here). */
  jobFacets?: Facets | null;
  /** Facets of the latest run (`processing_engine` lives here). */
  runFacets?: Facets | null;
  /** The event's `producer` URL, when the caller has the raw event. */
  producer?: string | null;
}

// Keys are normalised to lowercase alphanumerics so `KAFKA_CONNECT`, `kafka-connect` and `KafkaConnect` agree.
const ENGINE_WORDS: readonly (readonly [string, Engine])[] = [
  ['debezium', 'kafka-connect'],
  ['kafkaconnect', 'kafka-connect'],
  ['connect', 'kafka-connect'],
  ['flink', 'flink'],
  ['spark', 'spark'],
  ['hive', 'hive'],
  ['trino', 'trino'],
  ['dbt', 'dbt'],
  ['airflow', 'airflow'],
];

function engineFromWord(value: string): Engine | null {
  const key = value.toLowerCase().replace(/[^a-z0-9]/g, '');
  for (const [word, engine] of ENGINE_WORDS) if (key === word) return engine;
  return null;
}

// Producer URLs name the integration that sent the event: OpenLineage's own are
// https://github.com/OpenLineage/OpenLineage/tree/<version>/integration/<name> (spark, flink, hive, airflow, dbt, …),
// others are the project's repository (https://github.com/apache/airflow/tree/providers-openlineage/…,
// https://github.com/trinodb/trino/plugin/trino-openlineage, https://github.com/debezium/debezium). The segment after
// `integration/` decides first; otherwise any word of the URL, split on punctuation so `sparkling` is not Spark.
function engineFromProducer(url: string): Engine | null {
  const segments = url.toLowerCase().split(/[/?#]+/);
  const at = segments.indexOf('integration');
  const named = at >= 0 ? segments[at + 1] : undefined;
  const fromIntegration = named ? engineFromWord(named) : null;
  if (fromIntegration) return fromIntegration;
  const words = url.toLowerCase().split(/[^a-z0-9]+/);
  if (segments.some((s) => s === 'kafka-connect' || s === 'connect-runtime')) return 'kafka-connect';
  for (const [word, engine] of ENGINE_WORDS) if (word !== 'connect' && words.includes(word)) return engine;
  return null;
}

function engineFromTokens(text: string): Engine | null {
  const tokens = text.toLowerCase().split(/[^a-z0-9]+/);
  for (const [word, engine] of ENGINE_WORDS) if (tokens.includes(word)) return engine;
  return null;
}

function facetProducers(facets: Facets | null | undefined): string[] {
  if (!isRecord(facets)) return [];
  return Object.values(facets)
    .map((f) => readString(f, '_producer'))
    .filter((p): p is string => p !== null);
}

/**
 * Decides a job's engine from, in order: `jobType.integration` (job facet), the `processing_engine` run facet,
 * the producer URL (event `producer`, then facets' `_producer`), then namespace/name words. Says which rule won and
 * on what value. A facet naming an integration Tributary does not know (`integration: "GREAT_EXPECTATIONS"`) does not
 * end the search: a weaker signal may still name the engine, and if none does, that facet is the evidence shown.
 */
export function classifyEngine(input: EngineInput): EngineClassification {
  let unknown: EngineClassification | null = null;
  const integration = readString(readRecord(input.jobFacets, 'jobType'), 'integration');
  if (integration) {
    const engine = engineFromWord(integration);
    const found = { engine: engine ?? 'other', rule: 'jobType.integration', evidence: `jobType.integration=${integration}` } as const;
    if (engine) return found;
    unknown = found;
  }
  const peName = readString(readRecord(input.runFacets, 'processing_engine'), 'name');
  if (peName) {
    const engine = engineFromWord(peName);
    const found = { engine: engine ?? 'other', rule: 'processing_engine', evidence: `processing_engine.name=${peName}` } as const;
    if (engine) return found;
    unknown ??= found;
  }
  const producers = [input.producer ?? '', ...facetProducers(input.jobFacets), ...facetProducers(input.runFacets)].filter(Boolean);
  for (const producer of producers) {
    const engine = engineFromProducer(producer);
    if (engine) return { engine, rule: 'producer', evidence: `producer=${producer}` };
    // An OpenLineage integration without a badge of its own (dagster, great_expectations, …) still says who sent it.
    if (/\/integration\/[^/]+/i.test(producer)) unknown ??= { engine: 'other', rule: 'producer', evidence: `producer=${producer}` };
  }
  if (unknown) return unknown;
  for (const text of [input.namespace, input.name]) {
    const engine = engineFromTokens(text);
    if (engine) return { engine, rule: 'namespace', evidence: `name contains "${engine === 'kafka-connect' ? 'connect/debezium' : engine}": ${text}` };
  }
  return { engine: 'other', rule: 'none', evidence: 'no engine signal in facets, producer or names' };
}

/** Facets of the run that best describes the job now: `latestRun`, else the first of `latestRuns`. */
export function latestRunOf(job: MqJob | MqLineageJob): NonNullable<MqLineageJob['latestRun']> | null {
  if (job.latestRun) return job.latestRun;
  const runs = 'latestRuns' in job ? job.latestRuns : null;
  return runs?.[0] ?? null;
}

/**
 * {@link classifyEngine} for a Marquez job (lineage `data` or job GET). `producer` is the event's `producer`, when
 * the caller has the raw events (Marquez's job answers do not carry it).
 */
export function classifyJob(job: MqJob | MqLineageJob, producer?: string | null): EngineClassification {
  return classifyEngine({
    namespace: job.namespace,
    name: job.name,
    jobFacets: 'facets' in job ? job.facets : null,
    runFacets: latestRunOf(job)?.facets ?? null,
    producer: producer ?? null,
  });
}

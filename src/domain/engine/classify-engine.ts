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
  ['dbt', 'dbt'],
];

function engineFromWord(value: string): Engine | null {
  const key = value.toLowerCase().replace(/[^a-z0-9]/g, '');
  for (const [word, engine] of ENGINE_WORDS) if (key === word) return engine;
  return null;
}

// Producer URLs look like https://github.com/OpenLineage/OpenLineage/tree/1.23.0/integration/spark or
// https://github.com/debezium/debezium; match path segments, not substrings, so `sparkling` is not Spark.
function engineFromProducer(url: string): Engine | null {
  const segments = url.toLowerCase().split(/[/?#.]+/);
  for (const [word, engine] of ENGINE_WORDS) if (segments.includes(word)) return engine;
  if (segments.some((s) => s === 'kafka-connect' || s === 'connect-runtime')) return 'kafka-connect';
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
 * the producer URL (event `producer`, then facets' `_producer`), then namespace/name words. Says which rule won.
 */
export function classifyEngine(input: EngineInput): EngineClassification {
  const integration = readString(readRecord(input.jobFacets, 'jobType'), 'integration');
  if (integration) {
    return { engine: engineFromWord(integration) ?? 'other', rule: 'jobType.integration', evidence: `jobType.integration=${integration}` };
  }
  const peName = readString(readRecord(input.runFacets, 'processing_engine'), 'name');
  if (peName) {
    return { engine: engineFromWord(peName) ?? 'other', rule: 'processing_engine', evidence: `processing_engine.name=${peName}` };
  }
  const producers = [input.producer ?? '', ...facetProducers(input.jobFacets), ...facetProducers(input.runFacets)].filter(Boolean);
  for (const producer of producers) {
    const engine = engineFromProducer(producer);
    if (engine) return { engine, rule: 'producer', evidence: `producer=${producer}` };
  }
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

/** {@link classifyEngine} for a Marquez job (lineage `data` or job GET). */
export function classifyJob(job: MqJob | MqLineageJob): EngineClassification {
  return classifyEngine({
    namespace: job.namespace,
    name: job.name,
    jobFacets: 'facets' in job ? job.facets : null,
    runFacets: latestRunOf(job)?.facets ?? null,
  });
}

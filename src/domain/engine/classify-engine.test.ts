import { describe, expect, it } from 'vitest';
import type { MqJob } from '../marquez-shapes.ts';
import { classifyEngine, classifyJob } from './classify-engine.ts';
import { processingType } from './processing-type.ts';

const base = { namespace: 'prod', name: 'job-1' };

describe('classifyEngine', () => {
  it('uses jobType.integration first, even against other signals', () => {
    const r = classifyEngine({
      ...base,
      namespace: 'spark-things',
      jobFacets: { jobType: { integration: 'FLINK', processingType: 'STREAMING' } },
      runFacets: { processing_engine: { name: 'spark' } },
    });
    expect(r).toEqual({ engine: 'flink', rule: 'jobType.integration', evidence: 'jobType.integration=FLINK' });
  });

  it.each([
    ['SPARK', 'spark'],
    ['DBT', 'dbt'],
    ['DEBEZIUM', 'kafka-connect'],
    ['KAFKA_CONNECT', 'kafka-connect'],
    ['HIVE', 'hive'],
    ['AIRFLOW', 'airflow'],
    ['TRINO', 'trino'],
  ] as const)('maps integration %s to %s', (integration, engine) => {
    expect(classifyEngine({ ...base, jobFacets: { jobType: { integration } } }).engine).toBe(engine);
  });

  it('falls back to the processing_engine run facet', () => {
    const r = classifyEngine({ ...base, runFacets: { processing_engine: { name: 'flink', version: '2.0.0' } } });
    expect(r).toMatchObject({ engine: 'flink', rule: 'processing_engine' });
  });

  it('falls back to the producer URL, from the event or from facet _producer', () => {
    expect(classifyEngine({ ...base, producer: 'https://github.com/OpenLineage/OpenLineage/tree/1.23.0/integration/spark' })).toMatchObject({
      engine: 'spark',
      rule: 'producer',
    });
    expect(classifyEngine({ ...base, jobFacets: { documentation: { _producer: 'https://github.com/debezium/debezium' } } })).toMatchObject({
      engine: 'kafka-connect',
      rule: 'producer',
    });
  });

  it('falls back to namespace and name words, then none', () => {
    expect(classifyEngine({ namespace: 'flink-jobs', name: 'x' })).toMatchObject({ engine: 'flink', rule: 'namespace' });
    expect(classifyEngine({ namespace: 'default', name: 'debezium.orders-0' })).toMatchObject({ engine: 'kafka-connect', rule: 'namespace' });
    expect(classifyEngine({ namespace: 'default', name: 'sparkling-report' })).toMatchObject({ engine: 'other', rule: 'none' });
  });

  it('classifies a job GET from its facets and latest run', () => {
    const job: MqJob = {
      id: { namespace: 'n', name: 'j' },
      namespace: 'n',
      name: 'j',
      facets: {},
      latestRuns: [{ id: 'r', state: 'COMPLETED', facets: { processing_engine: { name: 'dbt' } } }],
    };
    expect(classifyJob(job)).toMatchObject({ engine: 'dbt', rule: 'processing_engine' });
  });
});

describe('processingType', () => {
  it('prefers the jobType facet, then the Marquez job type', () => {
    expect(processingType({ jobType: { processingType: 'STREAMING' } }, 'BATCH')).toBe('STREAMING');
    expect(processingType(null, 'STREAM')).toBe('STREAMING');
    expect(processingType({}, 'BATCH')).toBe('BATCH');
    expect(processingType(null, null)).toBeNull();
  });
});

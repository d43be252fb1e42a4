import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HAS_SHARED, SHARED_SKIP_REASON, sharedPath } from '../../test/shared-fixtures.ts';
import type { OlRunEvent } from '../marquez-shapes.ts';
import { indexSnapshot } from '../trace/snapshot-index.ts';
import { snapshotFromRunEvents } from '../trace/snapshot-from-events.ts';
import { jobNodeId } from '../node-id.ts';
import { createEmulator } from '../../../mocks/emulator/index.ts';
import { getJson, ingestAll, runEvent, uuid } from '../../../mocks/emulator/testing/event-builders.ts';
import type { MqJob } from '../marquez-shapes.ts';
import { classifyEngine, classifyJob } from './classify-engine.ts';

// Producer URLs as each integration sets them (the source that sets it in parentheses).
const PRODUCERS = [
  // OpenLineage integration/spark (also the `_producer` of spec/facets/ColumnLineageDatasetFacet example 2)
  ['https://github.com/OpenLineage/OpenLineage/tree/1.23.0-SNAPSHOT/integration/spark', 'spark'],
  // OpenLineage integration/hive: Versions.getProducerUri; its tests assert the path ends with /integration/hive
  ['https://github.com/OpenLineage/OpenLineage/tree/1.30.0/integration/hive', 'hive'],
  ['https://github.com/OpenLineage/OpenLineage/tree/1.30.0/integration/flink', 'flink'],
  ['https://github.com/OpenLineage/OpenLineage/tree/1.30.0/integration/dbt', 'dbt'],
  // the OpenLineage Airflow integration before the provider
  ['https://github.com/OpenLineage/OpenLineage/tree/0.10.0/integration/airflow', 'airflow'],
  // apache-airflow-providers-openlineage: plugins/adapter.py _PRODUCER
  ['https://github.com/apache/airflow/tree/providers-openlineage/2.2.0', 'airflow'],
  // trino-openlineage: OpenLineageListenerModule.OPEN_LINEAGE_PRODUCER
  ['https://github.com/trinodb/trino/plugin/trino-openlineage', 'trino'],
  ['https://github.com/debezium/debezium', 'kafka-connect'],
] as const;

describe('engine from the producer URL when no facet says (issue 16)', () => {
  it.each(PRODUCERS)('%s → %s, decided by the producer rule', (producer, engine) => {
    expect(classifyEngine({ namespace: 'default', name: 'job', producer })).toEqual({ engine, rule: 'producer', evidence: `producer=${producer}` });
  });

  it('an integration Tributary does not name does not stop the producer rule, and stays the evidence otherwise', () => {
    const jobFacets = { jobType: { integration: 'GREAT_EXPECTATIONS', processingType: 'BATCH', jobType: 'CHECK' } };
    expect(classifyEngine({ namespace: 'n', name: 'j', jobFacets, producer: PRODUCERS[0][0] })).toMatchObject({ engine: 'spark', rule: 'producer' });
    expect(classifyEngine({ namespace: 'n', name: 'j', jobFacets })).toEqual({
      engine: 'other',
      rule: 'jobType.integration',
      evidence: 'jobType.integration=GREAT_EXPECTATIONS',
    });
  });

  it('an OpenLineage integration without a badge is still named as the deciding signal, not "no signal"', () => {
    const producer = 'https://github.com/OpenLineage/OpenLineage/tree/1.30.0/integration/dagster';
    expect(classifyEngine({ namespace: 'n', name: 'spark-ish', producer })).toEqual({ engine: 'other', rule: 'producer', evidence: `producer=${producer}` });
  });

  it('the integration named after /integration/ wins over other words of the URL', () => {
    expect(classifyEngine({ namespace: 'n', name: 'j', producer: 'https://github.com/acme/spark-tools/tree/1.0/integration/hive' }).engine).toBe('hive');
  });
});

describe('engine of a job read back from Marquez (the emulator), with no engine facet (issue 16)', () => {
  it('Hive: the run facets carry the integration as their _producer', async () => {
    const em = createEmulator();
    const hiveQuery = {
      _producer: PRODUCERS[1][0],
      _schemaURL: 'https://openlineage.io/spec/2-0-2/OpenLineage.json#/$defs/RunFacet',
      queryId: 'q1',
      operationName: 'CREATETABLE_AS_SELECT',
    };
    ingestAll(em, [
      runEvent({
        time: '2026-01-01T00:00:00Z',
        runId: uuid(1),
        job: 'createtable_as_select.test.xxx',
        namespace: 'default',
        runFacets: { hive_query: hiveQuery },
      }),
    ]);
    const job = await getJson<MqJob>(em, '/api/v1/namespaces/default/jobs/createtable_as_select.test.xxx');
    expect(classifyJob(job.body)).toEqual({ engine: 'hive', rule: 'producer', evidence: `producer=${PRODUCERS[1][0]}` });
  });
});

const EVENTS = HAS_SHARED ? sharedPath('openlineage', 'events') : '';
const load = (file: string): OlRunEvent[] => {
  const raw: unknown = JSON.parse(readFileSync(`${EVENTS}/${file}`, 'utf8'));
  return (Array.isArray(raw) ? raw : [raw]) as OlRunEvent[];
};
// Strips what names the engine in facets, keeping the event's producer as the only signal.
const withoutEngineFacets = (e: OlRunEvent, producer: string): OlRunEvent => {
  const { jobType: _j, ...jobFacets } = e.job.facets ?? {};
  const { processing_engine: _p, ...runFacets } = e.run?.facets ?? {};
  return { ...e, producer, job: { ...e.job, facets: jobFacets }, run: { ...e.run, facets: runFacets } };
};

describe.skipIf(!HAS_SHARED)(
  `engines of the OpenLineage integrations' expected events (${HAS_SHARED ? 'shared fixtures present' : SHARED_SKIP_REASON})`,
  () => {
    const hive = HAS_SHARED ? readdirSync(EVENTS).filter((f) => f.startsWith('hive__')) : [];
    const spark = HAS_SHARED ? readdirSync(EVENTS).filter((f) => f.startsWith('spark__')) : [];

    it.each(hive)('%s: Hive, from jobType.integration=HIVE', (file) => {
      for (const event of load(file)) {
        const index = indexSnapshot(snapshotFromRunEvents([event]));
        expect(index.job(jobNodeId(event.job))?.engine).toMatchObject({ engine: 'hive', rule: 'jobType.integration' });
      }
    });

    it.each([...hive.map((f) => [f, PRODUCERS[1][0], 'hive'] as const), ...spark.map((f) => [f, PRODUCERS[0][0], 'spark'] as const)])(
      '%s without its engine facets: named by the event producer',
      (file, producer, engine) => {
        for (const raw of load(file)) {
          const event = withoutEngineFacets(
            { ...raw, job: { namespace: raw.job?.namespace ?? 'default', name: raw.job?.name ?? 'job', facets: raw.job?.facets ?? null } },
            producer,
          );
          const index = indexSnapshot(snapshotFromRunEvents([event]));
          expect(index.job(jobNodeId(event.job))?.engine).toMatchObject({ engine, rule: 'producer', evidence: `producer=${producer}` });
        }
      },
    );
  },
);

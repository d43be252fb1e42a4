import { describe, expect, it } from 'vitest';
import { createEmulator } from '../index.ts';
import { completedRun, enc, getJson, ingestAll, PRODUCER, runEvent, uuid } from '../testing/event-builders.ts';

const T = (h: number, m = 0) => `2024-01-01T${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00Z`;
type Any = Record<string, unknown>;

describe('more Marquez quirks, reproduced on purpose', () => {
  // docs/marquez-api.md#search
  it('applies no server-side sort in /search: `sort` is accepted and ignored', async () => {
    const em = createEmulator();
    ingestAll(
      em,
      completedRun({
        time: T(1),
        runId: uuid(1),
        job: 'j',
        outputs: [
          { namespace: 'ns', name: 'zeta_t', fields: ['a'] },
          { namespace: 'ns', name: 'alpha_t', fields: ['a'] },
        ],
      }),
    );
    const plain = await getJson<{ results: Any[] }>(em, '/api/v1/search?q=_t&filter=DATASET');
    const sorted = await getJson<{ results: Any[] }>(em, '/api/v1/search?q=_t&filter=DATASET&sort=NAME');
    expect(sorted.body.results.map((r) => r.name)).toEqual(plain.body.results.map((r) => r.name));
    expect(sorted.body.results.map((r) => r.name)).toEqual(['zeta_t', 'alpha_t']);
    // The spec's value is rejected (docs/marquez-api.md#where-the-openapi-spec-is-wrong).
    expect((await getJson(em, '/api/v1/search?q=a&sort=updated_at')).status).toBe(400);
  });

  // docs/marquez-behaviours.md#job-reads
  it('reads a job location that is not a java.net.URL as null', async () => {
    const em = createEmulator();
    const loc = (url: string) => ({ sourceCodeLocation: { _producer: PRODUCER, _schemaURL: 's', type: 'git', url } });
    ingestAll(em, [
      runEvent({ time: T(1), runId: uuid(1), job: 'git', jobFacets: loc('git@github.com:org/repo.git') }),
      runEvent({ time: T(1), runId: uuid(2), job: 'web', jobFacets: loc('https://github.com/org/repo') }),
    ]);
    expect((await getJson<Any>(em, '/api/v1/namespaces/ns/jobs/git')).body.location).toBeNull();
    expect((await getJson<Any>(em, '/api/v1/namespaces/ns/jobs/web')).body.location).toBe('https://github.com/org/repo');
  });

  // docs/marquez-behaviours.md#run-events-step-by-step steps 10–11
  it('connects a streaming job on RUNNING and makes its outputs current at once', async () => {
    const em = createEmulator();
    ingestAll(em, [
      runEvent({
        eventType: 'RUNNING',
        streaming: true,
        time: T(1),
        runId: uuid(3),
        job: 'flink',
        inputs: [{ namespace: 'kafka://b:9092', name: 'in', fields: ['a'] }],
        outputs: [{ namespace: 'kafka://b:9092', name: 'out', fields: ['a'] }],
      }),
    ]);
    const g = await getJson<{ graph: { id: string }[] }>(em, `/api/v1/lineage?nodeId=${enc('job:ns:flink')}`);
    expect(g.body.graph.map((n) => n.id)).toEqual(['dataset:kafka://b:9092:in', 'dataset:kafka://b:9092:out', 'job:ns:flink']);
    expect((await getJson<Any>(em, '/api/v1/namespaces/ns/jobs/flink')).body.type).toBe('STREAM');
    expect((await getJson<Any>(em, `/api/v1/namespaces/${enc('kafka://b:9092')}/datasets/out`)).body.currentVersion).not.toBeNull();
  });

  // docs/marquez-behaviours.md#run-states-and-timestamps
  it('keeps state of the last processed event: a late START makes a finished run RUNNING again', async () => {
    const em = createEmulator();
    ingestAll(em, [
      runEvent({ eventType: 'COMPLETE', time: T(2), runId: uuid(4), job: 'j' }),
      runEvent({ eventType: 'START', time: T(1), runId: uuid(4), job: 'j' }),
    ]);
    expect((await getJson<Any>(em, `/api/v1/jobs/runs/${uuid(4)}`)).body).toMatchObject({ state: 'RUNNING', startedAt: T(1), endedAt: T(2) });
  });

  // docs/marquez-behaviours.md#run-events-step-by-step step 4
  it('keeps run args from the first event only', async () => {
    const em = createEmulator();
    const nominal = (t: string) => ({ nominalTime: { _producer: PRODUCER, _schemaURL: 's', nominalStartTime: t } });
    ingestAll(em, [
      runEvent({ eventType: 'START', time: T(1), runId: uuid(5), job: 'j', runFacets: nominal(T(0)) }),
      runEvent({ time: T(2), runId: uuid(5), job: 'j', runFacets: nominal(T(9)) }),
    ]);
    expect((await getJson<Any>(em, `/api/v1/jobs/runs/${uuid(5)}`)).body.args).toEqual({ nominal_start_time: T(0) });
  });

  // docs/marquez-behaviours.md#dataset-reads
  it('flags a DROP lifecycle as deleted and keeps serving the dataset', async () => {
    const em = createEmulator();
    const drop = { lifecycleStateChange: { _producer: PRODUCER, _schemaURL: 's', lifecycleStateChange: 'DROP' } };
    ingestAll(em, completedRun({ time: T(1), runId: uuid(6), job: 'j', outputs: [{ namespace: 'ns', name: 't', fields: ['a'], extraFacets: drop }] }));
    expect((await getJson<Any>(em, '/api/v1/namespaces/ns/datasets/t')).body).toMatchObject({ deleted: true, lastLifecycleState: 'DROP' });
  });

  // docs/marquez-behaviours.md#dataset-version-reads
  it('hides versions of a dataset whose name is an alias name anywhere from the versions list', async () => {
    const em = createEmulator();
    ingestAll(em, [
      ...completedRun({ time: T(1), runId: uuid(7), job: 'a', outputs: [{ namespace: 'ns', name: 'shared', fields: ['a'] }] }),
      ...completedRun({
        time: T(2),
        runId: uuid(8),
        job: 'b',
        outputs: [{ namespace: 's3://x', name: 'p', fields: ['a'], symlinks: [{ namespace: 'hive://m:1', name: 'shared' }] }],
      }),
    ]);
    expect((await getJson<{ totalCount: number }>(em, '/api/v1/namespaces/ns/datasets/shared/versions')).body.totalCount).toBe(0);
  });
});

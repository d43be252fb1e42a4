import { describe, expect, it } from 'vitest';
import { createEmulator } from '../index.ts';
import { completedRun, getJson, ingestAll, runEvent, uuid } from '../testing/event-builders.ts';

const T = (d: number, h = 0) => `2024-01-${String(d).padStart(2, '0')}T${String(h).padStart(2, '0')}:00:00Z`;
type Any = Record<string, unknown>;

function daily() {
  const em = createEmulator({ clock: () => new Date('2024-03-01T00:00:00Z') });
  for (let d = 1; d <= 3; d++) {
    ingestAll(
      em,
      completedRun({
        time: T(d),
        endTime: T(d, 1),
        runId: uuid(d),
        job: 'etl',
        inputs: [{ namespace: 'ns', name: 'src', fields: ['a'] }],
        outputs: [{ namespace: 'ns', name: 'out', fields: d === 3 ? ['a', 'b'] : ['a'] }],
      }),
    );
  }
  return em;
}

// docs/marquez-behaviours.md#one-dataset-in-an-event, docs/marquez-behaviours.md#when-a-datasets-current-version-moves,
// docs/marquez-behaviours.md#dataset-version-reads, docs/marquez-behaviours.md#run-reads
describe('dataset versions and runs', () => {
  it('writes one output version per run (START and COMPLETE share it), each with createdByRun', async () => {
    const { body } = await getJson<{ totalCount: number; versions: Any[] }>(daily(), '/api/v1/namespaces/ns/datasets/out/versions');
    expect(body.totalCount).toBe(3);
    expect(body.versions.map((v) => (v.createdByRun as Any).id)).toEqual([uuid(3), uuid(2), uuid(1)]);
    expect(body.versions[0]).toMatchObject({ id: { namespace: 'ns', name: 'out' }, createdAt: T(3) });
    expect((body.versions[0]?.fields as Any[]).map((f) => f.name)).toEqual(['a', 'b']);
  });

  // docs/marquez-behaviours.md#two-kinds-of-version-id
  it('uses two uuids per version: row uuid on datasets, content hash on runs', async () => {
    const em = daily();
    const ds = await getJson<{ currentVersion: string }>(em, '/api/v1/namespaces/ns/datasets/out');
    const run = await getJson<{ outputDatasetVersions: { datasetVersionId: { version: string } }[]; jobVersion: { version: string } }>(
      em,
      `/api/v1/jobs/runs/${uuid(3)}`,
    );
    const hash = run.body.outputDatasetVersions[0]?.datasetVersionId.version;
    expect(hash).toBeTruthy();
    expect(hash).not.toBe(ds.body.currentVersion);
    expect((await getJson(em, `/api/v1/namespaces/ns/datasets/out/versions/${ds.body.currentVersion}`)).status).toBe(200);
    const job = await getJson<{ currentVersion: string }>(em, '/api/v1/namespaces/ns/jobs/etl');
    expect(run.body.jobVersion.version).not.toBe(job.body.currentVersion);
  });

  // docs/marquez-behaviours.md#when-a-datasets-current-version-moves
  it('moves the current version only on COMPLETE; FAIL leaves a non-current version', async () => {
    const em = daily();
    const before = await getJson<{ currentVersion: string }>(em, '/api/v1/namespaces/ns/datasets/out');
    ingestAll(em, [
      runEvent({
        eventType: 'START',
        time: T(4),
        runId: uuid(4),
        job: 'etl',
        inputs: [{ namespace: 'ns', name: 'src' }],
        outputs: [{ namespace: 'ns', name: 'out', fields: ['c'] }],
      }),
      runEvent({
        eventType: 'FAIL',
        time: T(4, 1),
        runId: uuid(4),
        job: 'etl',
        inputs: [{ namespace: 'ns', name: 'src' }],
        outputs: [{ namespace: 'ns', name: 'out', fields: ['c'] }],
      }),
    ]);
    const after = await getJson<{ currentVersion: string }>(em, '/api/v1/namespaces/ns/datasets/out');
    expect(after.body.currentVersion).toBe(before.body.currentVersion);
    expect((await getJson<{ totalCount: number }>(em, '/api/v1/namespaces/ns/datasets/out/versions')).body.totalCount).toBe(4);
    const run = await getJson<Any>(em, `/api/v1/jobs/runs/${uuid(4)}`);
    expect(run.body).toMatchObject({ state: 'FAILED', startedAt: T(4), endedAt: T(4, 1), durationMs: 3_600_000, nominalStartTime: null });
  });

  it('lists runs newest-started first with states, and latestRun/latestRuns on the job', async () => {
    const em = daily();
    ingestAll(em, [runEvent({ eventType: 'START', time: T(5), runId: uuid(5), job: 'etl', inputs: [{ namespace: 'ns', name: 'src' }] })]);
    const runs = await getJson<{ totalCount: number; runs: Any[] }>(em, '/api/v1/namespaces/ns/jobs/etl/runs');
    expect(runs.body.runs.map((r) => [r.id, r.state])).toEqual([
      [uuid(5), 'RUNNING'],
      [uuid(3), 'COMPLETED'],
      [uuid(2), 'COMPLETED'],
      [uuid(1), 'COMPLETED'],
    ]);
    const job = await getJson<{ latestRun: Any; latestRuns: Any[] }>(em, '/api/v1/namespaces/ns/jobs/etl');
    expect(job.body.latestRun.id).toBe(uuid(5));
    expect(job.body.latestRuns).toHaveLength(4);
  });

  // docs/marquez-api.md#jobs-runs-and-events
  it('answers run facets by type, with an empty body when none are stored', async () => {
    const em = createEmulator();
    const nominal = { _producer: 'p', _schemaURL: 's', nominalStartTime: T(1) };
    ingestAll(em, [
      runEvent({ time: T(1), runId: uuid(9), job: 'j', runFacets: { nominalTime: nominal, spark_unknown: { _producer: 'p', _schemaURL: 's' } } }),
    ]);
    expect(await getJson(em, `/api/v1/jobs/runs/${uuid(9)}/facets?type=run`)).toEqual({
      status: 200,
      body: { runId: uuid(9), facets: { nominalTime: nominal } },
    });
    const empty = await em.handle({ method: 'GET', url: `/api/v1/jobs/runs/${uuid(9)}/facets?type=job` });
    expect([empty.status, empty.body]).toEqual([200, '']);
    expect((await getJson(em, `/api/v1/jobs/runs/${uuid(9)}/facets`)).status).toBe(400);
    expect((await getJson(em, `/api/v1/jobs/runs/${uuid(9)}/facets?type=bogus`)).status).toBe(400);
  });
});

// docs/marquez-behaviours.md#symlinks-and-aliases
describe('symlinks', () => {
  function aliased() {
    const em = createEmulator();
    ingestAll(
      em,
      completedRun({
        time: T(1),
        runId: uuid(1),
        job: 'spark',
        outputs: [{ namespace: 's3://lake', name: 'wh/t', fields: ['a'], symlinks: [{ namespace: 'hive://ms:9083', name: 'db.t' }] }],
      }),
    );
    return em;
  }

  // docs/marquez-behaviours.md#symlinks-and-aliases
  it('resolves a GET by alias, echoing the alias as id with facets {}', async () => {
    const { status, body } = await getJson<Any>(aliased(), `/api/v1/namespaces/${encodeURIComponent('hive://ms:9083')}/datasets/db.t`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: { namespace: 'hive://ms:9083', name: 'db.t' }, facets: {} });
    expect((body.fields as Any[]).map((f) => f.name)).toEqual(['a']);
  });

  it('merges a later event naming the alias into the aliased dataset', async () => {
    const em = aliased();
    ingestAll(
      em,
      completedRun({
        time: T(2),
        runId: uuid(2),
        job: 'reader',
        inputs: [{ namespace: 'hive://ms:9083', name: 'db.t' }],
        outputs: [{ namespace: 'ns', name: 'r', fields: ['a'] }],
      }),
    );
    const { body } = await getJson<{ graph: { id: string }[] }>(em, `/api/v1/lineage?nodeId=${encodeURIComponent('job:ns:reader')}`);
    expect(body.graph.map((n) => n.id)).toContain('dataset:s3://lake:wh/t');
  });

  it('does not merge aliases declared after both datasets exist (Marquez #2738)', async () => {
    const em = createEmulator();
    ingestAll(em, [
      ...completedRun({ time: T(1), runId: uuid(1), job: 'w1', outputs: [{ namespace: 'ns1', name: 'input1', fields: ['a'] }] }),
      ...completedRun({ time: T(2), runId: uuid(2), job: 'w2', outputs: [{ namespace: 'ns1', name: 'input2', fields: ['a'] }] }),
      ...completedRun({
        time: T(3),
        runId: uuid(3),
        job: 'w1',
        outputs: [{ namespace: 'ns1', name: 'input1', fields: ['a'], symlinks: [{ namespace: 'ns1', name: 'input2' }] }],
      }),
    ]);
    const two = await getJson<Any>(em, '/api/v1/namespaces/ns1/datasets/input2');
    expect(two.body).toMatchObject({ id: { name: 'input2' } });
    const { body } = await getJson<{ graph: { id: string }[] }>(em, `/api/v1/lineage?nodeId=${encodeURIComponent('dataset:ns1:input2')}`);
    expect(body.graph.map((n) => n.id)).toEqual(['dataset:ns1:input2', 'job:ns:w2']);
  });

  it('lists aliases as dataset rows of their namespace and as separate search hits', async () => {
    const em = aliased();
    const list = await getJson<{ totalCount: number; datasets: Any[] }>(em, `/api/v1/namespaces/${encodeURIComponent('hive://ms:9083')}/datasets`);
    expect(list.body.datasets.map((d) => d.name)).toEqual(['db.t']);
    const hits = await getJson<{ results: Any[] }>(em, '/api/v1/search?q=t&filter=DATASET');
    expect(hits.body.results.map((r) => r.nodeId).sort()).toEqual(['dataset:hive://ms:9083:db.t', 'dataset:s3://lake:wh/t']);
  });
});

// docs/marquez-api.md#search to docs/marquez-api.md#jobs-runs-and-events
describe('namespaces, lists, search and events', () => {
  // docs/marquez-api.md#namespaces, docs/marquez-behaviours.md#run-events-step-by-step
  it('lists namespaces by name without totalCount, formatting job namespaces', async () => {
    const em = createEmulator();
    ingestAll(em, [runEvent({ time: T(1), runId: uuid(1), job: 'j', namespace: 'team a;b' })]);
    const { body } = await getJson<Any>(em, '/api/v1/namespaces');
    expect(body).not.toHaveProperty('totalCount');
    expect((body.namespaces as Any[]).map((n) => n.name)).toEqual(['team_a_b']);
  });

  // docs/marquez-behaviours.md#dataset-reads, docs/marquez-behaviours.md#job-reads
  it('404s a dataset list of an unknown namespace but answers [] for jobs', async () => {
    const em = daily();
    expect((await getJson(em, '/api/v1/namespaces/nope/datasets')).status).toBe(404);
    expect(await getJson(em, '/api/v1/namespaces/nope/jobs')).toEqual({ status: 200, body: { totalCount: 0, jobs: [] } });
    expect((await getJson<{ jobs: unknown[] }>(em, '/api/v1/jobs')).body.jobs).toHaveLength(1);
  });

  // docs/marquez-behaviours.md#facet-storage-and-merge-order
  it('fills list facets only for the first 10 datasets of a page (hard-coded LIMIT 10)', async () => {
    const em = createEmulator();
    const outputs = Array.from({ length: 12 }, (_, i) => ({ namespace: 'ns', name: `t${String(i).padStart(2, '0')}`, fields: ['a'] }));
    ingestAll(em, completedRun({ time: T(1), runId: uuid(1), job: 'j', outputs }));
    const { body } = await getJson<{ datasets: { name: string; facets: Any }[] }>(em, '/api/v1/namespaces/ns/datasets');
    expect(body.datasets.map((d) => Object.keys(d.facets).length > 0)).toEqual([...Array(10).fill(true), false, false]);
  });

  // docs/marquez-api.md#search
  it('searches with ILIKE wildcards, filters, and validates enums', async () => {
    const em = daily();
    const under = await getJson<{ totalCount: number; results: Any[] }>(em, '/api/v1/search?q=o_t');
    expect(under.body.results.map((r) => r.name)).toEqual(['out']); // `_` matches any one char
    expect((await getJson<{ results: Any[] }>(em, '/api/v1/search?q=ET&filter=job')).body.results.map((r) => r.name)).toEqual(['etl']);
    expect((await getJson(em, '/api/v1/search?q=x&filter=table')).status).toBe(400);
    expect(await getJson(em, '/api/v1/search')).toEqual({ status: 400, body: { errors: ['query param q must not be null'] } });
  });

  // docs/marquez-behaviours.md#event-reads
  it('lists RunEvents only, hides events after 2030-01-01, but counts every kind in range', async () => {
    const em = createEmulator();
    ingestAll(em, [
      runEvent({ time: T(1), runId: uuid(1), job: 'j' }),
      runEvent({ time: '2031-01-01T00:00:00Z', runId: uuid(2), job: 'j' }),
      {
        eventTime: T(2),
        producer: 'p',
        schemaURL: 'https://openlineage.io/spec/2-0-2/OpenLineage.json#/$defs/DatasetEvent',
        dataset: { namespace: 'ns', name: 'd' },
      },
    ]);
    const { body } = await getJson<{ totalCount: number; events: Any[] }>(em, '/api/v1/events/lineage?sortDirection=asc');
    expect(body.totalCount).toBe(2);
    expect(body.events.map((e) => e.eventTime)).toEqual([T(1)]);
    expect(body.events[0]).toMatchObject({ eventType: 'COMPLETE', run: { runId: uuid(1) } });
    const later = await getJson<{ events: Any[] }>(em, '/api/v1/events/lineage?before=2032-01-01T00:00:00Z');
    expect(later.body.events).toHaveLength(2);
  });

  it('decodes %2F per path segment and answers Marquez errors for unknown routes and objects', async () => {
    const em = createEmulator();
    ingestAll(em, completedRun({ time: T(1), runId: uuid(1), job: 'j', outputs: [{ namespace: 'kafka://b:9092', name: 'orders', fields: ['a'] }] }));
    expect((await getJson(em, '/api/v1/namespaces/kafka%3A%2F%2Fb%3A9092/datasets/orders')).status).toBe(200);
    expect((await getJson(em, '/api/v1/namespaces/kafka:%2F%2Fb:9092/datasets')).status).toBe(200);
    expect(await getJson(em, '/api/v1/namespaces/ns/jobs/nope')).toEqual({ status: 404, body: { code: 404, message: "Job 'nope' not found." } });
    expect((await getJson(em, '/api/v1/nope')).status).toBe(404);
    expect((await getJson(em, '/api/v1/namespaces?limit=-1')).status).toBe(400);
  });
});

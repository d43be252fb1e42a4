import { describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../index.ts';
import { completedRun, enc, getJson, ingestAll, runEvent, uuid } from '../testing/event-builders.ts';

type Any = Record<string, unknown>;
const NOW = Date.parse('2024-01-03T10:30:00Z');

async function call(em: Emulator, method: string, url: string, body?: string): Promise<{ status: number; text: string; json: () => Any }> {
  const r = await em.handle({ method, url, ...(body === undefined ? {} : { body }) });
  return { status: r.status, text: r.body, json: () => JSON.parse(r.body) as Any };
}

/** ns: job `etl` reads `src` and writes `dst`; job `report` reads `dst` and writes `out`. */
function pipeline(): Emulator {
  const em = createEmulator({ clock: () => new Date(NOW) });
  ingestAll(em, [
    ...completedRun({
      time: '2024-01-01T08:00:00Z',
      runId: uuid(1),
      job: 'etl',
      inputs: [{ namespace: 'ns', name: 'src', fields: ['a'] }],
      outputs: [{ namespace: 'ns', name: 'dst', fields: ['a', 'b'] }],
    }),
    ...completedRun({
      time: '2024-01-03T09:10:00Z',
      runId: uuid(2),
      job: 'report',
      inputs: [{ namespace: 'ns', name: 'dst', fields: ['a'] }],
      outputs: [{ namespace: 'ns', name: 'out', fields: ['a'] }],
    }),
  ]);
  return em;
}

describe('tags', () => {
  it('lists tags by name, upserts with PUT /tags/{name} and answers the tag', async () => {
    const em = pipeline();
    expect((await call(em, 'GET', '/api/v1/tags')).json()).toEqual({ tags: [] });
    const put = await call(em, 'PUT', '/api/v1/tags/PII', JSON.stringify({ description: 'personal data' }));
    expect(put.status).toBe(200);
    expect(put.json()).toEqual({ name: 'PII', description: 'personal data' });
    await call(em, 'PUT', '/api/v1/tags/ALPHA', '{}');
    expect((await call(em, 'PUT', '/api/v1/tags/PII', JSON.stringify({ description: 'changed' }))).json()).toEqual({ name: 'PII', description: 'changed' });
    expect((await call(em, 'GET', '/api/v1/tags')).json()).toEqual({
      tags: [
        { name: 'ALPHA', description: null },
        { name: 'PII', description: 'changed' },
      ],
    });
    expect((await call(em, 'GET', '/api/v1/tags?limit=1&offset=1')).json()).toEqual({ tags: [{ name: 'PII', description: 'changed' }] });
  });

  it('fails PUT /tags without a body (500) and with broken JSON (400), as Marquez does', async () => {
    const em = pipeline();
    expect((await call(em, 'PUT', '/api/v1/tags/X', '')).status).toBe(500);
    expect((await call(em, 'PUT', '/api/v1/tags/X', '{')).status).toBe(400);
    expect((await call(em, 'GET', '/api/v1/tags')).json()).toEqual({ tags: [] });
    expect((await call(em, 'POST', '/api/v1/tags/X', '{}')).status).toBe(405);
  });

  it('adds and removes dataset tags, creating the tag on first use; answers the dataset', async () => {
    const em = pipeline();
    const added = await call(em, 'POST', '/api/v1/namespaces/ns/datasets/dst/tags/gold');
    expect(added.status).toBe(200);
    expect(added.json()).toMatchObject({ name: 'dst', tags: ['gold'] });
    expect((await getJson<Any>(em, '/api/v1/namespaces/ns/datasets/dst')).body.tags).toEqual(['gold']);
    expect((await call(em, 'GET', '/api/v1/tags')).json()).toEqual({ tags: [{ name: 'gold', description: null }] });
    const removed = await call(em, 'DELETE', '/api/v1/namespaces/ns/datasets/dst/tags/gold');
    expect(removed.json()).toMatchObject({ tags: [] });
    // the tag itself stays in /tags
    expect((await call(em, 'GET', '/api/v1/tags')).json()).toEqual({ tags: [{ name: 'gold', description: null }] });
  });

  it('tags a field upper-cased; unknown namespace, dataset and field are 404 with Marquez messages', async () => {
    const em = pipeline();
    const r = await call(em, 'POST', '/api/v1/namespaces/ns/datasets/dst/fields/b/tags/pii');
    expect(r.status).toBe(200);
    const fields = r.json().fields as { name: string; tags: string[] }[];
    expect(fields.find((f) => f.name === 'b')?.tags).toEqual(['PII']);
    expect(fields.find((f) => f.name === 'a')?.tags).toEqual([]);
    const off = await call(em, 'DELETE', '/api/v1/namespaces/ns/datasets/dst/fields/b/tags/pii');
    expect((off.json().fields as { name: string; tags: string[] }[]).find((f) => f.name === 'b')?.tags).toEqual([]);
    expect((await call(em, 'POST', '/api/v1/namespaces/nope/datasets/dst/tags/x')).json()).toEqual({ code: 404, message: "Namespace 'nope' not found." });
    expect((await call(em, 'POST', '/api/v1/namespaces/ns/datasets/nope/tags/x')).json()).toEqual({ code: 404, message: "Dataset 'nope' not found." });
    expect((await call(em, 'POST', '/api/v1/namespaces/ns/datasets/dst/fields/zz/tags/x')).json()).toEqual({ code: 404, message: "Field 'zz' not found." });
  });

  it('adds and removes job tags; answers the job', async () => {
    const em = pipeline();
    expect((await call(em, 'POST', '/api/v1/namespaces/ns/jobs/etl/tags/nightly')).json()).toMatchObject({ name: 'etl', tags: ['nightly'] });
    expect((await getJson<Any>(em, '/api/v1/namespaces/ns/jobs/etl')).body.tags).toEqual(['nightly']);
    expect((await call(em, 'DELETE', '/api/v1/namespaces/ns/jobs/etl/tags/nightly')).json()).toMatchObject({ tags: [] });
    expect((await call(em, 'POST', '/api/v1/namespaces/ns/jobs/nope/tags/x')).json()).toEqual({ code: 404, message: "Job 'nope' not found." });
  });
});

describe('soft delete', () => {
  it('hides a dataset from lists, GET and search, answering the dataset as it was', async () => {
    const em = pipeline();
    const del = await call(em, 'DELETE', '/api/v1/namespaces/ns/datasets/out');
    expect(del.status).toBe(200);
    expect(del.json()).toMatchObject({ name: 'out', namespace: 'ns' });
    const list = (await getJson<{ totalCount: number; datasets: Any[] }>(em, '/api/v1/namespaces/ns/datasets')).body;
    expect(list.datasets.map((d) => d.name)).toEqual(['dst', 'src']);
    expect(list.totalCount).toBe(2);
    expect((await getJson(em, '/api/v1/namespaces/ns/datasets/out')).status).toBe(404);
    expect((await getJson(em, '/api/v1/namespaces/ns/datasets/out/versions')).status).toBe(404);
    expect((await getJson<{ results: Any[] }>(em, '/api/v1/search?q=out')).body.results).toEqual([]);
    expect((await call(em, 'DELETE', '/api/v1/namespaces/ns/datasets/out')).status).toBe(404);
  });

  it('drops a deleted dataset from column lineage but, like Marquez, still draws it in /lineage', async () => {
    const em = createEmulator({ clock: () => new Date(NOW) });
    ingestAll(
      em,
      completedRun({
        time: '2024-01-01T08:00:00Z',
        runId: uuid(3),
        job: 'j',
        inputs: [{ namespace: 'ns', name: 'in', fields: ['a'] }],
        outputs: [{ namespace: 'ns', name: 'o', fields: ['a'], columnLineage: { a: { inputFields: [{ namespace: 'ns', name: 'in', field: 'a' }] } } }],
      }),
    );
    const colBefore = await getJson<{ graph: unknown[] }>(em, `/api/v1/column-lineage?nodeId=${enc('datasetField:ns:o:a')}`);
    expect(colBefore.body.graph.length).toBe(2);
    await call(em, 'DELETE', '/api/v1/namespaces/ns/datasets/in');
    const colAfter = await getJson<{ graph: unknown[] }>(em, `/api/v1/column-lineage?nodeId=${enc('datasetField:ns:o:a')}`);
    expect(colAfter.body.graph).toEqual([]);
    const g = await getJson<{ graph: { id: string }[] }>(em, `/api/v1/lineage?nodeId=${enc('job:ns:j')}`);
    expect(g.body.graph.map((n) => n.id)).toEqual(['dataset:ns:in', 'dataset:ns:o', 'job:ns:j']);
  });

  it('hides a job from lists, GET and lineage, where it no longer bridges its datasets', async () => {
    const em = pipeline();
    const before = await getJson<{ graph: { id: string }[] }>(em, `/api/v1/lineage?nodeId=${enc('dataset:ns:src')}&depth=5`);
    expect(before.body.graph.map((n) => n.id)).toContain('job:ns:report');
    expect((await call(em, 'DELETE', '/api/v1/namespaces/ns/jobs/etl')).json()).toMatchObject({ name: 'etl' });
    expect((await getJson<{ jobs: Any[]; totalCount: number }>(em, '/api/v1/namespaces/ns/jobs')).body).toMatchObject({
      totalCount: 1,
      jobs: [{ name: 'report' }],
    });
    expect((await getJson(em, '/api/v1/namespaces/ns/jobs/etl')).status).toBe(404);
    expect((await getJson(em, `/api/v1/lineage?nodeId=${enc('job:ns:etl')}`)).status).toBe(404);
    const after = await getJson<{ graph: { id: string }[] }>(em, `/api/v1/lineage?nodeId=${enc('dataset:ns:src')}&depth=5`);
    expect(after.body.graph.map((n) => n.id)).toEqual(['dataset:ns:src']);
    const fromReport = await getJson<{ graph: { id: string }[] }>(em, `/api/v1/lineage?nodeId=${enc('job:ns:report')}&depth=5`);
    expect(fromReport.body.graph.map((n) => n.id)).toEqual(['dataset:ns:dst', 'dataset:ns:out', 'job:ns:report']);
  });

  it('brings a dataset and a job back when an event names them again, and only those', async () => {
    const em = pipeline();
    await call(em, 'DELETE', '/api/v1/namespaces/ns/jobs/etl');
    await call(em, 'DELETE', '/api/v1/namespaces/ns/datasets/src');
    await call(em, 'DELETE', '/api/v1/namespaces/ns/datasets/out');
    ingestAll(em, [runEvent({ time: '2024-01-03T10:00:00Z', runId: uuid(9), job: 'etl', inputs: [{ namespace: 'ns', name: 'src', fields: ['a'] }] })]);
    expect((await getJson(em, '/api/v1/namespaces/ns/jobs/etl')).status).toBe(200);
    expect((await getJson(em, '/api/v1/namespaces/ns/datasets/src')).status).toBe(200);
    expect((await getJson(em, '/api/v1/namespaces/ns/datasets/out')).status).toBe(404);
  });
});

describe('stats', () => {
  it('counts lineage events per hour over the last 24 hours (DAY), by event time', async () => {
    const em = pipeline();
    const r = await call(em, 'GET', '/api/v1/stats/lineage-events?period=DAY&timezone=UTC');
    expect(r.status).toBe(200);
    const rows = r.json() as unknown as { startInterval: string; endInterval: string; start: number; complete: number; fail: number; abort: number }[];
    expect(rows).toHaveLength(24);
    expect(rows[0]).toMatchObject({ startInterval: '2024-01-02T11:00:00Z', endInterval: '2024-01-02T12:00:00Z' });
    expect(rows[23]).toMatchObject({ startInterval: '2024-01-03T10:00:00Z', start: 0 });
    expect(rows.find((x) => x.startInterval === '2024-01-03T09:00:00Z')).toMatchObject({ start: 1, complete: 1, fail: 0, abort: 0 });
  });

  it('counts per local day over 7 days (WEEK), labelling each bucket with the local midnight as Marquez does', async () => {
    const em = pipeline();
    const rows = (await call(em, 'GET', '/api/v1/stats/lineage-events?period=WEEK&timezone=America/New_York')).json() as unknown as {
      startInterval: string;
      start: number;
    }[];
    expect(rows.map((x) => x.startInterval)).toEqual(
      ['2023-12-28', '2023-12-29', '2023-12-30', '2023-12-31', '2024-01-01', '2024-01-02', '2024-01-03'].map((d) => `${d}T00:00:00Z`),
    );
    // 2024-01-01T08:00Z is 03:00 in New York, 2024-01-03T09:10Z is 04:10
    expect(rows.map((x) => x.start)).toEqual([0, 0, 0, 0, 1, 0, 1]);
  });

  it('answers jobs, datasets and sources as running totals', async () => {
    const em = pipeline();
    const jobs = (await call(em, 'GET', '/api/v1/stats/jobs?period=DAY')).json() as unknown as { count: number; startInterval: string }[];
    expect(jobs).toHaveLength(24);
    expect(jobs[0]?.count).toBe(1);
    expect(jobs[23]?.count).toBe(2);
    const datasets = (await call(em, 'GET', '/api/v1/stats/datasets?period=WEEK&timezone=UTC')).json() as unknown as { count: number }[];
    expect(datasets.map((d) => d.count)).toEqual([0, 0, 0, 0, 2, 2, 3]);
    const sources = (await call(em, 'GET', '/api/v1/stats/sources?period=DAY')).json() as unknown as { count: number }[];
    expect(sources[23]?.count).toBe(1);
  });

  it('answers 400 where Marquez does, and 500 for a zone Postgres does not know', async () => {
    const em = pipeline();
    const noPeriod = await call(em, 'GET', '/api/v1/stats/jobs');
    expect(noPeriod).toMatchObject({ status: 400, text: 'Invalid period' });
    const weekNoZone = await call(em, 'GET', '/api/v1/stats/lineage-events?period=WEEK');
    expect(weekNoZone).toMatchObject({ status: 400, text: "Timezone must be specified for period 'WEEK'" });
    expect((await call(em, 'GET', '/api/v1/stats/lineage-events?period=MONTH')).status).toBe(400);
    expect((await call(em, 'GET', '/api/v1/stats/lineage-events?period=day')).status).toBe(200);
    // the other three have no zone check: WEEK without a zone yields no buckets
    expect((await call(em, 'GET', '/api/v1/stats/jobs?period=WEEK')).json()).toEqual([]);
    expect((await call(em, 'GET', '/api/v1/stats/datasets?period=WEEK&timezone=Mars/Base')).status).toBe(500);
  });
});

describe('sources, facets and the v2beta search', () => {
  it('lists sources', async () => {
    const em = pipeline();
    const r = (await call(em, 'GET', '/api/v1/sources')).json() as { sources: Any[] };
    expect(r.sources).toEqual([
      { type: 'POSTGRESQL', name: 'default', createdAt: '2024-01-01T08:00:00Z', updatedAt: '2024-01-01T08:00:00Z', connectionUrl: '', description: null },
    ]);
  });

  it('accepts type=dataset on run facets and, as Marquez, answers nothing for it', async () => {
    const em = pipeline();
    expect(await call(em, 'GET', `/api/v1/jobs/runs/${uuid(1)}/facets?type=dataset`)).toMatchObject({ status: 200, text: '' });
    expect((await call(em, 'GET', `/api/v1/jobs/runs/${uuid(77)}/facets?type=dataset`)).status).toBe(404);
    expect((await call(em, 'GET', `/api/v1/jobs/runs/${uuid(1)}/facets?type=column`)).status).toBe(400);
  });

  it('answers /api/v2beta/search/* with 503 and no body (search disabled), after checking q', async () => {
    const em = pipeline();
    for (const kind of ['jobs', 'datasets']) {
      expect(await call(em, 'GET', `/api/v2beta/search/${kind}?q=etl`)).toMatchObject({ status: 503, text: '' });
      expect((await call(em, 'GET', `/api/v2beta/search/${kind}`)).status).toBe(400);
    }
    expect((await call(em, 'GET', '/api/v2beta/search/runs?q=x')).status).toBe(404);
  });
});

describe('job lists between writes', () => {
  it('follow every write: a new version moves its job first, a new job joins, a deleted job leaves and comes back', async () => {
    const em = pipeline();
    const names = async (url = '/api/v1/namespaces/ns/jobs') => ((await call(em, 'GET', url)).json().jobs as { name: string }[]).map((j) => j.name);
    // Each list is read before the next write, so an order kept from an earlier read would show here.
    expect(await names()).toEqual(['report', 'etl']);
    expect(await names('/api/v1/namespaces/ns/jobs?limit=1&offset=1')).toEqual(['etl']);
    ingestAll(em, completedRun({ time: '2024-01-03T10:00:00Z', runId: uuid(3), job: 'etl', outputs: [{ namespace: 'ns', name: 'dst2', fields: ['a'] }] }));
    expect(await names()).toEqual(['etl', 'report']);
    expect(await names('/api/v1/jobs')).toEqual(['etl', 'report']);
    ingestAll(em, completedRun({ time: '2024-01-03T10:05:00Z', runId: uuid(4), job: 'audit', inputs: [{ namespace: 'ns', name: 'out', fields: ['a'] }] }));
    expect(await names()).toEqual(['audit', 'etl', 'report']);
    await call(em, 'DELETE', '/api/v1/namespaces/ns/jobs/etl');
    expect(await names()).toEqual(['audit', 'report']);
    expect(await names('/api/v1/jobs')).toEqual(['audit', 'report']);
    ingestAll(em, completedRun({ time: '2024-01-03T10:10:00Z', runId: uuid(5), job: 'etl', outputs: [{ namespace: 'ns', name: 'dst3', fields: ['a'] }] }));
    expect(await names()).toEqual(['etl', 'audit', 'report']);
  });
});

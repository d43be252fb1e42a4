import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HAS_SHARED, SHARED_SKIP_REASON, sharedPath } from '../../../src/test/shared-fixtures.ts';
import { scenarioEvents } from '../../scenarios/index.ts';
import { createEmulator, type Emulator } from '../index.ts';
import { enc, getJson } from '../testing/event-builders.ts';
import { loadSpecValidator } from '../testing/openapi-validator.ts';

type Any = Record<string, unknown>;

/** The seed events as `docker/seed.sh` renders them: placeholders filled, then POSTed in file order. */
function seeded(): Emulator {
  const text = readFileSync(sharedPath('marquez/data/docker/metadata.template.json'), 'utf8')
    .replace(/\{\{RUN_START_TIME\}\}/g, '2025-03-01T10:00:00Z')
    .replace(/\{\{RUN_END_TIME_AFTER_(\d+)_MINUTES\}\}/g, (_m, n: string) => `2025-03-01T10:${n.padStart(2, '0')}:00Z`);
  const em = createEmulator({ clock: () => new Date('2025-03-02T00:00:00Z') });
  for (const [i, e] of (JSON.parse(text) as unknown[]).entries()) {
    const r = em.ingest(e);
    if (r.status !== 201) throw new Error(`seed event ${i}: ${r.status} ${r.body}`);
  }
  return em;
}

function fixture(path: string): Any {
  return JSON.parse(readFileSync(sharedPath('marquez/data/api/src/test/resources', path), 'utf8')) as Any;
}

/** Same keys at every object level, recursively through the first array element (values may differ). */
function expectSameShape(actual: unknown, expected: unknown, path = '$'): void {
  if (Array.isArray(expected)) {
    expect(Array.isArray(actual), `${path} is an array`).toBe(true);
    if (expected.length > 0 && Array.isArray(actual) && actual.length > 0) expectSameShape(actual[0], expected[0], `${path}[0]`);
    return;
  }
  if (expected && typeof expected === 'object') {
    expect(actual && typeof actual === 'object', `${path} is an object`).toBe(true);
    const a = actual as Any;
    for (const [k, v] of Object.entries(expected)) {
      expect(Object.keys(a), `${path} has key ${k}`).toContain(k);
      if (v !== null) expectSameShape(a[k], v, `${path}.${k}`);
    }
  }
}

describe.skipIf(!HAS_SHARED)(`Marquez seed events (contract; ${HAS_SHARED ? 'shared fixtures present' : SHARED_SKIP_REASON})`, () => {
  it('ingest all 26 and give the shape of lineage/node.json', async () => {
    const em = seeded();
    const { status, body } = await getJson<{ graph: Any[] }>(em, `/api/v1/lineage?nodeId=${enc('dataset:food_delivery:public.orders_7_days')}&depth=1`);
    expect(status).toBe(200);
    const node = body.graph.find((n) => n.id === 'dataset:food_delivery:public.orders_7_days');
    const expected = fixture('lineage/node.json') as Any & { data: Any };
    // The fixture is a Jackson test file with epoch-number timestamps; the live API sends ISO strings.
    const { createdAt: _c, updatedAt: _u, ...data } = expected.data;
    expectSameShape(node, { ...expected, data });
    expect(node?.inEdges).toEqual([{ origin: 'job:food_delivery:etl_orders_7_days', destination: 'dataset:food_delivery:public.orders_7_days' }]);
    expect(node?.outEdges).toEqual([{ origin: 'dataset:food_delivery:public.orders_7_days', destination: 'job:food_delivery:etl_delivery_7_days' }]);
  });

  it('give the shape of column_lineage/node.json, with inEdges reversed as the live service emits them', async () => {
    const em = seeded();
    const { body } = await getJson<{ graph: Any[] }>(
      em,
      `/api/v1/column-lineage?nodeId=${enc('datasetField:food_delivery:public.delivery_7_days:order_id')}&depth=2`,
    );
    const node = body.graph.find((n) => n.id === 'datasetField:food_delivery:public.delivery_7_days:order_id') as Any & { inEdges: Any[] };
    expectSameShape(node, fixture('column_lineage/node.json'));
    // PROVENANCE caveat: the fixture shows origin = upstream; ColumnLineageService emits origin = the node itself.
    expect(node.inEdges).toContainEqual({ origin: node.id, destination: 'datasetField:food_delivery:public.orders_7_days:order_id' });
    expect(body.graph.map((n) => n.id)).toContain('datasetField:food_delivery:public.orders_7_days:order_id');
  });

  it('describe the seed pipeline: 13 jobs, every output dataset current', async () => {
    const em = seeded();
    const jobs = await getJson<{ totalCount: number }>(em, '/api/v1/namespaces/food_delivery/jobs');
    expect(jobs.body.totalCount).toBe(13);
    const ds = await getJson<{ datasets: { name: string; currentVersion: string | null }[] }>(em, '/api/v1/namespaces/food_delivery/datasets');
    expect(ds.body.datasets.every((d) => d.currentVersion !== null)).toBe(true);
  });
});

describe.skipIf(!HAS_SHARED)(`responses validate against spec/openapi.yml (contract; ${HAS_SHARED ? 'shared fixtures present' : SHARED_SKIP_REASON})`, () => {
  it('rejects wrong shapes (the validator can fail)', () => {
    const spec = loadSpecValidator(sharedPath('marquez/openapi.yml'));
    expect(spec.component('Namespace', { name: 5 })).not.toEqual([]);
    expect(spec.response('/lineage', { graph: [{ id: 'x', type: 'BOGUS', data: {}, inEdges: [], outEdges: [] }] })).not.toEqual([]);
    expect(spec.response('/lineage', { graph: [{ id: 'x', type: 'JOB', data: { inputs: 'nope' }, inEdges: [], outEdges: [] }] })).not.toEqual([]);
    expect(spec.component('Namespace', { name: 'ns', createdAt: null })).toEqual([]);
  });

  it('for every read endpoint over the seed and the demo scenario', async () => {
    const spec = loadSpecValidator(sharedPath('marquez/openapi.yml'));
    const em = seeded();
    em.loadEvents([...scenarioEvents('talk'), ...scenarioEvents('broken-boundaries')]);
    const failures: string[] = [];
    let checked = 0;
    const check = async (template: string, url: string) => {
      const { status, body } = await getJson(em, url);
      expect(status, url).toBe(200);
      checked++;
      for (const e of spec.response(template, body)) failures.push(`${url}: ${e}`);
      return body;
    };
    const nss = (await check('/namespaces', '/api/v1/namespaces?limit=1000')) as { namespaces: { name: string }[] };
    for (const { name: ns } of nss.namespaces) {
      await check('/namespaces/{namespace}', `/api/v1/namespaces/${enc(ns)}`);
      const dsl = (await check('/namespaces/{namespace}/datasets', `/api/v1/namespaces/${enc(ns)}/datasets?limit=1000`)) as { datasets: { name: string }[] };
      for (const { name } of dsl.datasets) {
        const base = `/api/v1/namespaces/${enc(ns)}/datasets/${enc(name)}`;
        await check('/namespaces/{namespace}/datasets/{dataset}', base);
        const vs = (await check('/namespaces/{namespace}/datasets/{dataset}/versions', `${base}/versions`)) as { versions: { version: string }[] };
        const first = vs.versions[0];
        if (first) await check('/namespaces/{namespace}/datasets/{dataset}/versions/{version}', `${base}/versions/${first.version}`);
        await check('/lineage', `/api/v1/lineage?nodeId=${enc(`dataset:${ns}:${name}`)}&depth=2`);
        const cl = await getJson(em, `/api/v1/column-lineage?nodeId=${enc(`dataset:${ns}:${name}`)}&withDownstream=true`);
        if (cl.status === 200) for (const e of spec.response('/column-lineage', cl.body)) failures.push(`column-lineage ${ns}:${name}: ${e}`);
      }
      const jl = (await check('/namespaces/{namespace}/jobs', `/api/v1/namespaces/${enc(ns)}/jobs?limit=1000`)) as { jobs: { name: string }[] };
      for (const { name } of jl.jobs) {
        const base = `/api/v1/namespaces/${enc(ns)}/jobs/${enc(name)}`;
        await check('/namespaces/{namespace}/jobs/{job}', base);
        await check('/namespaces/{namespace}/jobs/{job}/versions', `${base}/versions`);
        const runs = (await check('/namespaces/{namespace}/jobs/{job}/runs', `${base}/runs`)) as { runs: { id: string }[] };
        for (const run of runs.runs.slice(0, 2)) await check('/jobs/runs/{id}', `/api/v1/jobs/runs/${run.id}`);
      }
    }
    await check('/search', '/api/v1/search?q=a&limit=100');
    await check('/events/lineage', '/api/v1/events/lineage?limit=1000');
    expect(checked).toBeGreaterThan(50);
    expect(failures.slice(0, 20)).toEqual([]);
  });
});

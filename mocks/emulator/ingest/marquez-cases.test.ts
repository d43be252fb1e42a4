// Cases Marquez's own sources pin down, replayed against the emulator. Each cites the Marquez class and method (or
// test) it comes from; docs/marquez-behaviours.md explains them.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HAS_SHARED, SHARED_SKIP_REASON, sharedPath } from '../../../src/test/shared-fixtures.ts';
import { javaUuidFromString, runUuidFor, toNameBasedUuid } from '../ids.ts';
import { createEmulator, type Emulator } from '../index.ts';
import { PRODUCER, enc, getJson, ingestAll, runEvent, uuid } from '../testing/event-builders.ts';

const NS = 'airflow';
const base = { _producer: PRODUCER, _schemaURL: 'https://openlineage.io/spec/facets/1-0-0/ParentRunFacet.json' };
const parentFacet = (runId: string, name: string, namespace = NS) => ({ ...base, run: { runId }, job: { namespace, name } });

interface Job {
  name: string;
  simpleName: string;
  parentJobName: string | null;
}

// OpenLineageIntegrationTest.createRunEvent: an Airflow task `dag.task` whose parent facet names `dag.task` too.
function airflowTask(runId: string, dag: string, task: string, parentRunId: string, key: 'parent' | 'parentRun', namespace = NS): Record<string, unknown> {
  return runEvent({
    time: '2024-04-25T00:20:00Z',
    runId,
    job: `${dag}.${task}`,
    namespace,
    runFacets: { [key]: parentFacet(parentRunId, `${dag}.${task}`, namespace) },
  });
}

async function job(em: Emulator, name: string, ns = NS): Promise<Job> {
  const r = await getJson<Job>(em, `/api/v1/namespaces/${enc(ns)}/jobs/${enc(name)}`);
  expect(r.status, name).toBe(200);
  return r.body;
}

async function runIds(em: Emulator, name: string, ns = NS): Promise<string[]> {
  return (await getJson<{ runs: { id: string }[] }>(em, `/api/v1/namespaces/${enc(ns)}/jobs/${enc(name)}/runs`)).body.runs.map((r) => r.id);
}

describe('parentRun is an alias of parent (LineageEvent.RunFacet: @JsonAlias("parentRun") on `parent`)', () => {
  it('stores the child under the parent, as OpenLineageIntegrationTest.testOpenLineageJobHierarchyAirflowIntegration asserts for `parent`', async () => {
    const em = createEmulator();
    const dagRun = uuid(100);
    ingestAll(em, [airflowTask(uuid(1), 'the_dag', 'task1', dagRun, 'parentRun'), airflowTask(uuid(2), 'the_dag', 'task2', dagRun, 'parentRun')]);
    expect(await job(em, 'the_dag.task1')).toMatchObject({ name: 'the_dag.task1', simpleName: 'task1', parentJobName: 'the_dag' });
    expect(await job(em, 'the_dag')).toMatchObject({ name: 'the_dag', parentJobName: null });
    expect(await runIds(em, 'the_dag')).toEqual([dagRun]);
  });

  it('when both keys are sent, the later one wins (Jackson calls the one setter per key, in document order)', async () => {
    const em = createEmulator();
    const facets = (first: 'parent' | 'parentRun') => {
      const [a, b] = first === 'parent' ? ['parent', 'parentRun'] : ['parentRun', 'parent'];
      return { [a]: parentFacet(uuid(201), 'first_dag'), [b]: parentFacet(uuid(202), 'second_dag') };
    };
    ingestAll(em, [
      runEvent({ time: '2024-01-01T00:00:00Z', runId: uuid(11), job: 'x', namespace: NS, runFacets: facets('parent') }),
      runEvent({ time: '2024-01-01T00:00:00Z', runId: uuid(12), job: 'y', namespace: NS, runFacets: facets('parentRun') }),
    ]);
    expect(await job(em, 'second_dag.x')).toMatchObject({ parentJobName: 'second_dag' });
    expect(await job(em, 'second_dag.y')).toMatchObject({ parentJobName: 'second_dag' });
    expect((await getJson(em, `/api/v1/namespaces/${NS}/jobs/first_dag.x`)).status).toBe(404);
    // The stored run facets and event carry only `parent` (the alias has no any-setter to land in).
    const run = await getJson<{ facets: Record<string, { job: { name: string } }> }>(em, `/api/v1/jobs/runs/${uuid(11)}`);
    expect(Object.keys(run.body.facets)).toEqual(['parent']);
    expect(run.body.facets.parent?.job.name).toBe('second_dag');
  });

  it('validates the alias as the typed facet: no _producer → 422 (BaseFacet._producer is @NotNull)', () => {
    const em = createEmulator();
    const facet: Record<string, unknown> = parentFacet(uuid(300), 'dag');
    delete facet._producer;
    const r = em.ingest(runEvent({ time: '2024-01-01T00:00:00Z', runId: uuid(13), job: 'z', namespace: NS, runFacets: { parentRun: facet } }));
    expect(r.status).toBe(422);
    expect(r.body).toContain('run.facets.parent._producer must not be null');
  });
});

describe('parent run uuid of old Airflow events (Utils.findParentRunUuid → toUuid → Utils.toNameBasedUuid)', () => {
  const scheduled = 'scheduled__2022-04-25T00:20:00+00:00';

  /** RFC 4122 version 3 done by hand: MD5 over the URL namespace's bytes and the name, version and variant bits set. */
  function uuidV3Url(name: string): string {
    const urlNamespace = Buffer.from('6ba7b8119dad11d180b400c04fd430c8', 'hex');
    const h = createHash('md5')
      .update(Buffer.concat([urlNamespace, Buffer.from(name, 'utf8')]))
      .digest();
    h[6] = ((h[6] ?? 0) & 0x0f) | 0x30;
    h[8] = ((h[8] ?? 0) & 0x3f) | 0x80;
    const x = h.toString('hex');
    return [x.slice(0, 8), x.slice(8, 12), x.slice(12, 16), x.slice(16, 20), x.slice(20)].join('-');
  }

  it('is toNameBasedUuid(facetNamespace, dagName, runId), as OpenLineageIntegrationTest.testOpenLineageJobHierarchyOldAirflowIntegration asserts', async () => {
    const em = createEmulator();
    const ns = 's3://ns';
    ingestAll(em, [airflowTask(uuid(21), 'the_dag', 'task1', scheduled, 'parent', ns), airflowTask(uuid(22), 'the_dag', 'task2', scheduled, 'parent', ns)]);
    const expected = uuidV3Url(`${ns}.the_dag.${scheduled}`);
    // The same value from Python's uuid.uuid3(uuid.NAMESPACE_URL, …), a third implementation.
    expect(expected).toBe('e33a0292-1194-35be-aaaa-70fca2ab4322');
    expect(await runIds(em, 'the_dag', ns)).toEqual([expected]);
    expect(await job(em, 'the_dag.task1', ns)).toMatchObject({ simpleName: 'task1', parentJobName: 'the_dag' });
    expect(await runIds(em, 'the_dag.task1', ns)).toHaveLength(1);
  });

  it('toNameBasedUuid equals an RFC 4122 version 3 uuid in the URL namespace of the parts joined with `.`', () => {
    expect(toNameBasedUuid('the_dag', scheduled)).toBe(uuidV3Url(`the_dag.${scheduled}`));
    expect(toNameBasedUuid('s3://ns', 'the_dag', scheduled)).toBe('e33a0292-1194-35be-aaaa-70fca2ab4322');
  });

  it('a run id Java parses as a UUID is used as is, however lax (UUID.fromString, Java 17 outputs)', () => {
    expect(javaUuidFromString('1-2-3-4-5')).toBe('00000001-0002-0003-0004-000000000005');
    expect(javaUuidFromString('+a-b-c-d-e')).toBe('0000000a-000b-000c-000d-00000000000e');
    expect(javaUuidFromString('ABCDEF01-2345-6789-abcd-ef0123456789')).toBe('abcdef01-2345-6789-abcd-ef0123456789');
    expect(javaUuidFromString('123456789-1-1-1-1')).toBe('23456789-0001-0001-0001-000000000001');
    expect(javaUuidFromString('7fffffffffffffff-1-1-1-1')).toBe('ffffffff-0001-0001-0001-000000000001');
    expect(javaUuidFromString('8000000000000000-1-1-1-1')).toBeNull();
    expect(javaUuidFromString('1-2-3-4')).toBeNull();
    expect(javaUuidFromString('scheduled__2022-04-25T00:20:00+00:00')).toBeNull();
    // OpenLineageDao.runToUuid uses the same parse for the event's own run id.
    expect(runUuidFor('1-2-3-4-5')).toBe('00000001-0002-0003-0004-000000000005');
  });
});

describe('what ingest accepts (LineageEvent bean validation)', () => {
  it('accepts a RunEvent without schemaURL (LineageEvent.schemaURL has no @NotNull)', () => {
    const em = createEmulator();
    const e = runEvent({ time: '2024-01-01T00:00:00Z', runId: uuid(31), job: 'j' });
    delete e.schemaURL;
    expect(em.ingest(e)).toEqual({ status: 201, body: '' });
  });

  it.skipIf(!HAS_SHARED)(
    `accepts Marquez's own open_lineage/event_without_schema_url.json (${HAS_SHARED ? 'shared fixtures present' : SHARED_SKIP_REASON})`,
    () => {
      const path = sharedPath('marquez/data/api/src/test/resources/open_lineage/event_without_schema_url.json');
      const em = createEmulator();
      expect(em.ingest(readFileSync(path, 'utf8'))).toEqual({ status: 201, body: '' });
    },
  );

  it.each([
    ['job', 'sourceCodeLocation', { type: 'git', url: 'https://example.com/repo' }],
    ['dataset', 'dataSource', { name: 'pg', uri: 'postgres://db:5432' }],
    ['dataset', 'lifecycleStateChange', { lifecycleStateChange: 'CREATE' }],
  ] as const)('rejects the typed %s facet %s without _producer (BaseFacet._producer is @NotNull, the facet @Valid)', (where, name, body) => {
    const em = createEmulator();
    const facet = { _schemaURL: `https://openlineage.io/spec/facets/1-0-0/${name}.json`, ...body };
    const e =
      where === 'job'
        ? runEvent({ time: '2024-01-01T00:00:00Z', runId: uuid(32), job: 'j', jobFacets: { [name]: facet } })
        : runEvent({ time: '2024-01-01T00:00:00Z', runId: uuid(32), job: 'j', outputs: [{ namespace: 'ns', name: 'd', extraFacets: { [name]: facet } }] });
    const r = em.ingest(e);
    expect(r.status).toBe(422);
    const path = where === 'job' ? `job.facets.${name}._producer` : `outputs[0].facets.${name}._producer`;
    expect((JSON.parse(r.body) as { errors: string[] }).errors).toEqual([`${path} must not be null`]);
  });

  it('accepts a columnLineage facet without `fields` (ColumnLineageDatasetFacet.fields is @Valid, not @NotNull)', () => {
    const em = createEmulator();
    const facet = { ...base, _schemaURL: 'https://openlineage.io/spec/facets/1-2-0/ColumnLineageDatasetFacet.json' };
    const e = runEvent({
      time: '2024-01-01T00:00:00Z',
      runId: uuid(33),
      job: 'j',
      outputs: [{ namespace: 'ns', name: 'd', fields: ['a'], extraFacets: { columnLineage: facet } }],
    });
    expect(em.ingest(e).status).toBe(201);
  });
});

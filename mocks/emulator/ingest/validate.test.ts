import { describe, expect, it } from 'vitest';
import { createEmulator } from '../index.ts';
import { runEvent, uuid } from '../testing/event-builders.ts';
import { storeDigest } from '../testing/store-digest.ts';

const valid = () => runEvent({ time: '2024-01-01T00:00:00Z', runId: uuid(1), job: 'j', outputs: [{ namespace: 'ns', name: 't', fields: ['a'] }] });

// docs/marquez-behaviours.md#ingest-dispatch-and-validation
describe('POST /lineage validation (issue 3)', () => {
  it('accepts a valid RunEvent with 201 and an empty body', () => {
    const em = createEmulator();
    expect(em.ingest(valid())).toEqual({ status: 201, body: '' });
  });

  it('answers 422 with one message per problem, each with its JSON path', () => {
    const em = createEmulator();
    const bad = valid() as Record<string, unknown> & { run: Record<string, unknown>; job: Record<string, unknown> };
    delete bad.producer;
    delete bad.run.runId;
    bad.job.name = 42;
    const r = em.ingest(bad);
    expect(r.status).toBe(422);
    const errors = (JSON.parse(r.body) as { errors: string[] }).errors;
    expect(errors).toEqual(expect.arrayContaining(['producer must not be null', 'run.runId must not be null', expect.stringMatching(/^job\.name /) as string]));
    expect(errors).toHaveLength(3);
  });

  it('requires _producer/_schemaURL and the modelled fields on typed facets, with indexed paths', () => {
    const em = createEmulator();
    const e = valid() as { outputs: { facets: { schema: Record<string, unknown> } }[] };
    const schema = e.outputs[0]?.facets.schema;
    if (!schema) throw new Error('builder changed');
    delete schema._producer;
    schema.fields = [{ name: 'a' }, { type: 'INT' }];
    const r = em.ingest(e);
    expect(r.status).toBe(422);
    expect((JSON.parse(r.body) as { errors: string[] }).errors.sort()).toEqual(
      ['outputs[0].facets.schema._producer must not be null', 'outputs[0].facets.schema.fields[1].name must not be null'].sort(),
    );
  });

  it('leaves unknown facets free-form', () => {
    const em = createEmulator();
    const e = valid() as { run: { facets: Record<string, unknown> } };
    e.run.facets.spark_whatever = { anything: [1, 2, 3] };
    expect(em.ingest(e).status).toBe(201);
  });

  it('rejects bad eventTime, non-objects and unparseable JSON', () => {
    const em = createEmulator();
    expect(em.ingest({ ...valid(), eventTime: 'yesterday' }).status).toBe(422);
    expect(em.ingest([valid()]).status).toBe(422);
    expect(em.ingest('{"eventTime": ').status).toBe(400);
  });

  it('answers 400 for an input namespace Marquez cannot name (NamespaceName.of)', () => {
    const em = createEmulator();
    const r = em.ingest(runEvent({ time: '2024-01-01T00:00:00Z', runId: uuid(2), job: 'j', inputs: [{ namespace: 'bad ns!', name: 't' }] }));
    expect(r.status).toBe(400);
    expect(JSON.parse(r.body)).toMatchObject({ code: 400 });
  });

  it('is atomic: a rejected event changes nothing, not even namespaces or the event log', () => {
    const em = createEmulator();
    em.ingest(valid());
    const before = storeDigest(em.store);
    const bad = runEvent({
      time: '2024-01-02T00:00:00Z',
      runId: uuid(3),
      job: 'other',
      namespace: 'fresh',
      inputs: [
        { namespace: 'in', name: 'x' },
        { namespace: 'bad ns!', name: 'y' },
      ],
    });
    expect(em.ingest(bad).status).toBe(400);
    const bad2 = runEvent({
      time: '2024-01-02T00:00:00Z',
      runId: uuid(4),
      job: 'other',
      namespace: 'fresh',
      outputs: [{ namespace: 'o', name: 'z', fields: ['a'] }],
    }) as { outputs: { facets: { schema: { fields: unknown[] } } }[] };
    const fields = bad2.outputs[0]?.facets.schema.fields;
    if (!fields) throw new Error('builder changed');
    fields.push({ type: 'no-name' });
    expect(em.ingest(bad2).status).toBe(422);
    expect(storeDigest(em.store)).toBe(before);
  });

  it('dispatches on schemaURL: DatasetEvent and JobEvent need no run', () => {
    const em = createEmulator();
    const base = { eventTime: '2024-01-01T00:00:00Z', producer: 'p' };
    expect(
      em.ingest({ ...base, schemaURL: 'https://openlineage.io/spec/2-0-2/OpenLineage.json#/$defs/DatasetEvent', dataset: { namespace: 'ns', name: 'd' } })
        .status,
    ).toBe(201);
    expect(
      em.ingest({ ...base, schemaURL: 'https://openlineage.io/spec/2-0-2/OpenLineage.json#/$defs/JobEvent', job: { namespace: 'ns', name: 'j' } }).status,
    ).toBe(201);
    const r = em.ingest({ ...base, schemaURL: 'https://openlineage.io/spec/2-0-2/OpenLineage.json#/$defs/DatasetEvent' });
    expect(r.status).toBe(422);
    expect(r.body).toContain('dataset must not be null');
  });
});

import { connect } from 'node:net';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmulator } from '../emulator/index.ts';
import { runEvent, uuid } from '../emulator/testing/event-builders.ts';
import { storeDigest } from '../emulator/testing/store-digest.ts';
import { BODY_LIMIT_BYTES } from './read-body.ts';
import { startTestEmulator, type RunningEmulator } from './test-server.ts';

const running: RunningEmulator[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.close()));
});

type Ev = Record<string, unknown>;
const base = (): Ev =>
  runEvent({
    time: '2024-05-01T00:00:00Z',
    runId: uuid(900),
    job: 'fuzz',
    namespace: 'fuzz-ns',
    inputs: [{ namespace: 'in', name: 'a', fields: ['x'] }],
    outputs: [{ namespace: 'out', name: 'b', fields: ['y'], columnLineage: { y: { inputFields: [{ namespace: 'in', name: 'a', field: 'x' }] } } }],
  });

const junk = fc.oneof(fc.constant(null), fc.integer(), fc.boolean(), fc.array(fc.integer(), { maxLength: 2 }), fc.constant({}));
const notString = fc.oneof(fc.constant(undefined), fc.constant(null), fc.integer(), fc.boolean(), fc.constant({}), fc.constant([]));

/** Mutations that each make the event invalid for Marquez's rules (issue 3 required fields, typed facets, namespaces). */
const invalidEvent: fc.Arbitrary<unknown> = fc.oneof(
  fc.tuple(fc.constantFrom('eventTime', 'producer'), notString).map(([k, v]) => {
    const e = base();
    if (v === undefined) delete e[k];
    else e[k] = v;
    return e;
  }),
  // A missing or null `schemaURL` is valid (LineageEvent.schemaURL has no @NotNull); a non-string one is not.
  fc.oneof(fc.integer(), fc.boolean(), fc.constant({}), fc.constant([])).map((v) => ({ ...base(), schemaURL: v })),
  fc
    .string()
    .filter((s) => !/^\d{4}-\d{2}-\d{2}/.test(s))
    .map((t) => ({ ...base(), eventTime: t })),
  fc.tuple(fc.constantFrom('run', 'job'), fc.constantFrom('runId', 'namespace', 'name'), notString).map(([obj, k, v]) => {
    const e = base();
    const target = { ...(e[obj] as Ev) };
    const key = obj === 'run' ? 'runId' : k === 'runId' ? 'name' : k;
    if (v === undefined) delete target[key];
    else target[key] = v;
    e[obj] = target;
    return e;
  }),
  fc.tuple(fc.constantFrom('run', 'job'), junk).map(([obj, v]) => ({ ...base(), [obj]: v === null ? undefined : v })),
  fc
    .tuple(fc.constantFrom('inputs', 'outputs'), fc.oneof(fc.integer(), fc.constant('x'), fc.constant({}), fc.constant([1])))
    .map(([k, v]) => ({ ...base(), [k]: v })),
  fc
    .tuple(
      fc.constantFrom('_producer', '_schemaURL', 'fields'),
      notString.filter((v) => v !== null),
    )
    .map(([k, v]) => {
      const e = base() as { outputs: { facets: { schema: Ev } }[] };
      const schema = e.outputs[0]?.facets.schema;
      if (schema) {
        // A schema without `fields` is valid; a field without a string name is not.
        if (k === 'fields') schema[k] = [v ?? {}];
        else if (v === undefined) delete schema[k];
        else schema[k] = v;
      }
      return e;
    }),
  fc
    .string({ minLength: 1 })
    .filter((s) => /[^a-zA-Z:;=/0-9_\-.@+]/.test(s))
    .map((ns) => {
      const e = base() as { inputs: Ev[] };
      e.inputs = [...e.inputs, { namespace: ns, name: 't' }];
      return e;
    }),
  fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.jsonValue(), { maxLength: 3 })),
  fc.string().map((s) => `{"eventTime":${s}`),
);

describe('ingest integrity (issue 9)', () => {
  it('answers 4xx to 1,000 fuzzed invalid events and leaves the store unchanged', () => {
    const em = createEmulator({ clock: () => new Date('2024-06-01T00:00:00Z') });
    em.ingest(runEvent({ time: '2024-04-01T00:00:00Z', runId: uuid(1), job: 'seed', outputs: [{ namespace: 'out', name: 'b', fields: ['y'] }] }));
    const before = storeDigest(em.store);
    let checked = 0;
    fc.assert(
      fc.property(invalidEvent, (event) => {
        const r = em.ingest(event);
        expect([400, 422]).toContain(r.status);
        expect(storeDigest(em.store)).toBe(before);
        checked++;
      }),
      { numRuns: 1000 },
    );
    expect(checked).toBe(1000);
  });

  it('stores each of 50 concurrent valid POSTs exactly once', async () => {
    const server = await startTestEmulator({ scenario: 'none' });
    running.push(server);
    const posts = Array.from({ length: 50 }, (_, i) =>
      fetch(`${server.url}/api/v1/lineage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(
          runEvent({
            time: `2024-05-01T00:00:${String(i).padStart(2, '0')}Z`,
            runId: uuid(100 + i),
            job: `job-${i % 5}`,
            outputs: [{ namespace: 'ns', name: `t${i}`, fields: ['a'] }],
          }),
        ),
      }),
    );
    const statuses = await Promise.all(posts.map(async (p) => (await p).status));
    expect(statuses).toEqual(Array(50).fill(201));
    const store = server.middleware.emulator.store;
    expect(store.events).toHaveLength(50);
    expect(store.runs.size).toBe(50);
    const listed = (await (await fetch(`${server.url}/api/v1/events/lineage?limit=1000`)).json()) as { events: { run: { runId: string } }[] };
    const ids = listed.events.map((e) => e.run.runId).sort();
    expect(ids).toEqual(Array.from({ length: 50 }, (_, i) => uuid(100 + i)).sort());
  });

  it('answers 413 over the 5 MB body limit and keeps serving', async () => {
    const server = await startTestEmulator({ scenario: 'none' });
    running.push(server);
    const big = JSON.stringify({ ...runEvent({ time: '2024-05-01T00:00:00Z', runId: uuid(7), job: 'big' }), padding: 'x'.repeat(BODY_LIMIT_BYTES) });
    const r = await fetch(`${server.url}/api/v1/lineage`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
    expect(r.status).toBe(413);
    expect(server.middleware.emulator.store.events).toHaveLength(0);
    expect((await fetch(`${server.url}/api/v1/namespaces`)).status).toBe(200);
  });

  it('survives a client that disconnects mid-upload', async () => {
    const server = await startTestEmulator({ scenario: 'none' });
    running.push(server);
    await new Promise<void>((done, fail) => {
      const socket = connect(server.port, '127.0.0.1', () => {
        socket.write(`POST /api/v1/lineage HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: 100000\r\n\r\n{"eventTime":"2024-`);
        socket.destroy();
        done();
      });
      socket.on('error', fail);
    });
    const r = await fetch(`${server.url}/api/v1/lineage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(runEvent({ time: '2024-05-01T00:00:00Z', runId: uuid(8), job: 'after' })),
    });
    expect(r.status).toBe(201);
    expect(server.middleware.emulator.store.events).toHaveLength(1);
  });
});

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMarquezClient } from '../api/client.ts';
import { ENTITIES_MAX_BODY_BYTES, ENTITIES_MAX_IDS, getEntities, type EntitiesAnswer, type EntityRef } from '../api/get-entities.ts';
import { createEntitiesRoute, ENTITIES_PATH, ENTITY_READS_PER_BATCH } from './entities-route.ts';
import type { ApiHandler } from './http-server.ts';

const dataset = (name: string) => ({
  id: { namespace: 'ns', name },
  type: 'DB_TABLE',
  name,
  physicalName: name,
  namespace: 'ns',
  sourceName: 'src',
  fields: [{ name: 'f', type: 'STRING', tags: [], description: null }],
  tags: [],
  facets: {},
  createdAt: '2026-11-29T00:00:00Z',
  updatedAt: '2026-11-29T00:00:00Z',
  lastModifiedAt: null,
  description: null,
});

/** Stands in for Marquez: `down_*` drops the connection, `slow_*` answers after 20 ms, others 404 unless `known`. */
function marquez(known: readonly string[]) {
  const seen = { paths: [] as string[], cookies: [] as (string | undefined)[], inFlight: 0, maxInFlight: 0 };
  const api: ApiHandler = (req, res) => {
    const path = req.url ?? '';
    seen.paths.push(path);
    seen.cookies.push(req.headers.cookie);
    seen.maxInFlight = Math.max(seen.maxInFlight, ++seen.inFlight);
    const name = decodeURIComponent(path.split('/').pop() ?? '');
    setTimeout(
      () => {
        seen.inFlight -= 1;
        if (name.startsWith('down_')) return void res.destroy();
        const found = known.includes(name);
        res.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
        res.end(JSON.stringify(found ? dataset(name) : { code: 404, message: `Dataset '${name}' not found.` }));
      },
      name.startsWith('slow_') ? 20 : 1,
    );
  };
  return { api, seen };
}

let servers: Server[] = [];
afterEach(async () => {
  // Keep-alive connections would hold close() for fetch's idle timeout (4 s).
  servers.forEach((s) => s.closeAllConnections());
  await Promise.all(servers.map((s) => new Promise((ok) => s.close(ok))));
  servers = [];
});

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const ref = (name: string, kind: EntityRef['kind'] = 'dataset'): EntityRef => ({ kind, namespace: 'ns', name });
const post = (base: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${ENTITIES_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('POST /api/tributary/entities', () => {
  it('answers each id as Marquez did, in the order asked, with the caller’s cookie, a few reads at a time', async () => {
    const { api, seen } = marquez(['a', 'b']);
    const base = await listen(createEntitiesRoute({ api }));
    const ids = [ref('a'), ref('unknown'), ref('b'), ...Array.from({ length: 30 }, (_, i) => ref(`slow_${i}`))];
    const res = await post(base, JSON.stringify({ entities: ids }), { cookie: 'session=1' });
    expect(res.status).toBe(200);
    const { entities } = (await res.json()) as EntitiesAnswer;
    expect(entities.map((e) => e.status)).toEqual([200, 404, 200, ...Array<number>(30).fill(404)]);
    expect(JSON.parse(entities[0]!.body)).toEqual(dataset('a'));
    expect(JSON.parse(entities[1]!.body)).toEqual({ code: 404, message: "Dataset 'unknown' not found." });
    expect(seen.paths[0]).toBe('/api/v1/namespaces/ns/datasets/a');
    expect(new Set(seen.cookies)).toEqual(new Set(['session=1']));
    expect(seen.maxInFlight).toBe(ENTITY_READS_PER_BATCH);
  });

  it('says which ids got no answer (Marquez down), and reads a real Marquez over HTTP', async () => {
    const { api } = marquez(['a']);
    const upstream = await listen((req, res) => api(req, res, () => undefined));
    const base = await listen(createEntitiesRoute({ api: () => undefined, marquezUrl: upstream }));
    const { entities } = (await (await post(base, JSON.stringify({ entities: [ref('a'), ref('down_1'), ref('x', 'job')] }))).json()) as EntitiesAnswer;
    expect(entities.map((e) => e.status)).toEqual([200, 0, 404]);
    expect(entities[1]!.error).toMatch(/^Marquez did not answer/);
    // Nothing listening at all.
    const nowhere = await listen(createEntitiesRoute({ api: () => undefined, marquezUrl: 'http://127.0.0.1:9' }));
    const down = (await (await post(nowhere, JSON.stringify({ entities: [ref('a')] }))).json()) as EntitiesAnswer;
    expect(down.entities).toEqual([{ status: 0, body: '', error: expect.stringMatching(/^Marquez did not answer/) as unknown }]);
  });

  it('refuses what is not a bounded list of ids, and a name that would be another path', async () => {
    const { api, seen } = marquez(['a']);
    const base = await listen(createEntitiesRoute({ api }));
    expect((await fetch(`${base}${ENTITIES_PATH}`)).status).toBe(405);
    expect((await post(base, 'not json')).status).toBe(400);
    expect((await post(base, JSON.stringify({ entities: [] }))).status).toBe(400);
    expect((await post(base, JSON.stringify({ entities: [{ kind: 'run', namespace: 'ns', name: 'a' }] }))).status).toBe(400);
    const many = Array.from({ length: ENTITIES_MAX_IDS + 1 }, (_, i) => ref(`t${i}`));
    expect((await post(base, JSON.stringify({ entities: many }))).status).toBe(400);
    const huge = JSON.stringify({ entities: [ref('x'.repeat(ENTITIES_MAX_BODY_BYTES))] });
    expect((await post(base, huge)).status).toBe(413);
    expect(seen.paths).toEqual([]);
    const { entities } = (await (await post(base, JSON.stringify({ entities: [ref('..'), ref('a')] }))).json()) as EntitiesAnswer;
    expect(entities[0]).toMatchObject({ status: 0 });
    expect(seen.paths).toEqual(['/api/v1/namespaces/ns/datasets/a']);
  });

  it('stops reading when the caller goes away', async () => {
    const { api, seen } = marquez([]);
    const base = await listen(createEntitiesRoute({ api }));
    const controller = new AbortController();
    // 200 reads of 20 ms, 8 at a time: half a second if read to the end.
    const ids = Array.from({ length: 200 }, (_, i) => ref(`slow_${i}`));
    const asked = fetch(`${base}${ENTITIES_PATH}`, { method: 'POST', body: JSON.stringify({ entities: ids }), signal: controller.signal });
    await vi.waitFor(() => expect(seen.paths.length).toBeGreaterThan(0));
    controller.abort();
    await expect(asked).rejects.toThrow();
    await new Promise((ok) => setTimeout(ok, 200));
    await vi.waitFor(() => expect(seen.inFlight).toBe(0));
    const after = seen.paths.length;
    await new Promise((ok) => setTimeout(ok, 100));
    expect(seen.paths.length).toBe(after);
    expect(after).toBeLessThan(ids.length / 2);
  });

  it('is what the page’s client reads through the single GETs’ schemas', async () => {
    const { api } = marquez(['a']);
    const base = await listen(createEntitiesRoute({ api }));
    const client = createMarquezClient({ baseUrl: '/api/v1', fetch: (url, init) => fetch(`${base}${url}`, init) });
    const outcomes = await getEntities([ref('a'), ref('gone'), ref('down_1')], { client });
    expect(outcomes?.[0]).toMatchObject({ ok: true, value: { name: 'a', namespace: 'ns' } });
    expect(outcomes?.[1]).toMatchObject({ ok: false, error: { status: 404, kind: 'not-found', endpoint: 'GET /namespaces/{namespace}/datasets/{name}' } });
    expect(outcomes?.[2]).toBeNull();
  });
});

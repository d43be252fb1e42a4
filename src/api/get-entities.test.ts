import { describe, expect, it } from 'vitest';
import { createMarquezClient, type FetchLike } from './client.ts';
import { getDataset } from './get-dataset.ts';
import { ENTITIES_PATH, getEntities, type EntitiesAnswer, type EntityRef } from './get-entities.ts';

const ref = (name: string, kind: EntityRef['kind'] = 'dataset'): EntityRef => ({ kind, namespace: 'ns', name });
const dataset = { id: { namespace: 'ns', name: 'a' }, namespace: 'ns', name: 'a', type: 'DB_TABLE', fields: [], facets: {} };

/** A page's client whose server answers the batch route with `answer` (a status, or a body) and Marquez's GETs with `dataset`. */
function page(answer: number | EntitiesAnswer | string, baseUrl = '/api/v1') {
  const urls: string[] = [];
  const fetch: FetchLike = async (url) => {
    urls.push(url);
    if (!url.endsWith(ENTITIES_PATH)) return { ok: true, status: 200, text: async () => JSON.stringify(dataset) };
    if (typeof answer === 'number') return { ok: answer < 300, status: answer, text: async () => `{"code":${answer}}` };
    return { ok: true, status: 200, text: async () => (typeof answer === 'string' ? answer : JSON.stringify(answer)) };
  };
  return { client: createMarquezClient({ baseUrl, fetch }), urls };
}

describe('getEntities (POST /api/tributary/entities)', () => {
  it('checks each answer as its own GET would: the same value, the same errors', async () => {
    const { client } = page({
      entities: [
        { status: 200, body: JSON.stringify(dataset) },
        { status: 404, body: '{"code":404,"message":"Dataset not found"}' },
        { status: 200, body: '{"name": 3}' },
        { status: 200, body: 'not json' },
        { status: 301, body: '' },
        { status: 503, body: 'busy' },
        { status: 0, body: '', error: 'Marquez did not answer' },
      ],
    });
    const refs = ['a', 'gone', 'bad', 'text', 'moved', 'busy', 'down'].map((n) => ref(n));
    const outcomes = await getEntities(refs, { client });
    const alone = await getDataset({ namespace: 'ns', name: 'a' }, { client: page(0).client });
    expect(outcomes?.[0]).toEqual({ ok: true, value: alone });
    expect(outcomes?.[1]).toMatchObject({
      ok: false,
      error: {
        kind: 'not-found',
        status: 404,
        message: 'GET /namespaces/{namespace}/datasets/{name}: Dataset not found',
        url: '/api/v1/namespaces/ns/datasets/gone',
      },
    });
    // A schema failure has no status (as the GET's): it fails the load rather than skipping one row.
    expect(outcomes?.[2]).toMatchObject({ ok: false, error: { kind: 'schema' } });
    expect(outcomes?.[2]?.ok === false && outcomes[2].error.status).toBeUndefined();
    expect(outcomes?.[3]).toMatchObject({ ok: false, error: { kind: 'malformed', status: 200 } });
    // What the GET handles on its own (a redirect, a 5xx it retries, no answer): read singly.
    expect(outcomes?.slice(4)).toEqual([null, null, null]);
  });

  it('is null when the route is absent, and not asked again on that client', async () => {
    for (const status of [404, 405]) {
      const { client, urls } = page(status);
      expect(await getEntities([ref('a')], { client })).toBeNull();
      expect(await getEntities([ref('a')], { client })).toBeNull();
      expect(urls).toEqual([ENTITIES_PATH]);
    }
  });

  it('is null, and asked again next time, when the server fails or answers something else', async () => {
    for (const answer of [500, 'not json', { entities: [] }, { rows: [] } as unknown as EntitiesAnswer]) {
      const { client, urls } = page(answer);
      expect(await getEntities([ref('a')], { client })).toBeNull();
      expect(await getEntities([ref('a')], { client })).toBeNull();
      expect(urls).toEqual([ENTITIES_PATH, ENTITIES_PATH]);
    }
  });

  it('never asks a Marquez of its own (a CLI’s absolute URL), and rethrows an abort', async () => {
    const cli = page(200, 'http://marquez.test/api/v1');
    expect(await getEntities([ref('a')], { client: cli.client })).toBeNull();
    expect(cli.urls).toEqual([]);
    const controller = new AbortController();
    controller.abort(new Error('closed'));
    await expect(getEntities([ref('a')], { client: page(200).client, signal: controller.signal })).rejects.toThrow('closed');
  });
});

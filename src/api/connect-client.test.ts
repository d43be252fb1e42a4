import { describe, expect, it } from 'vitest';
import { createConnectClient, createSchemaRegistryClient } from './connect-client.ts';
import { ServiceApiError, authFrom, type ServiceFetch } from './service-client.ts';

const answer =
  (routes: Record<string, [number, unknown]>): ServiceFetch =>
  async (url) => {
    const [status, body] = routes[new URL(url).pathname + new URL(url).search] ?? [404, { message: 'nope' }];
    return { ok: status < 300, status, text: async () => (typeof body === 'string' ? body : JSON.stringify(body)) };
  };

describe('Kafka Connect and Schema Registry clients', () => {
  it('an answer of the wrong shape is one ServiceApiError of kind schema, naming where', async () => {
    const connect = createConnectClient({
      baseUrl: 'http://c',
      fetch: answer({ '/': [200, { version: '3.9.0' }], '/connectors?expand=info&expand=status': [200, ['a', 'b']] }),
    });
    const error = await connect.read().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceApiError);
    expect((error as ServiceApiError).kind).toBe('schema');
    expect((error as ServiceApiError).message).toMatch(/^Kafka Connect GET \/connectors\?expand=info&expand=status: unexpected answer/);
  });

  it('a connector whose topics cannot be read is still read, with a note', async () => {
    const connect = createConnectClient({
      baseUrl: 'http://c/',
      fetch: answer({
        '/': [200, { version: '3.9.0' }],
        '/connectors?expand=info&expand=status': [
          200,
          {
            a: {
              info: { name: 'a', config: { 'connector.class': 'x', 'tasks.max': 1 }, type: 'sink' },
              status: { name: 'a', connector: { state: 'PAUSED' }, tasks: [] },
            },
          },
        ],
        '/connectors/a/topics': [500, 'boom'],
      }),
    });
    const read = await connect.read();
    expect(read.connectors).toEqual([{ name: 'a', type: 'sink', config: { 'connector.class': 'x', 'tasks.max': '1' }, state: 'PAUSED', tasks: [] }]);
    expect(read.notes.get('a')?.[0]).toMatch(/^active topics not read \(Kafka Connect GET \/connectors\/\{name\}\/topics: HTTP 500 boom\)/);
  });

  it('registry: 404 is "missing", other failures an error answer; subjects are one path segment', async () => {
    const registry = createSchemaRegistryClient({
      baseUrl: 'http://r',
      fetch: answer({ '/subjects/a%2Fb-value/versions/latest': [500, { message: 'store down' }] }),
    });
    expect(await registry.latest('x-value')).toEqual({ kind: 'missing' });
    expect(await registry.latest('a/b-value')).toEqual({
      kind: 'error',
      message: 'Schema Registry GET /subjects/{subject}/versions/latest: HTTP 500 store down',
    });
  });

  it('auth from flags and the environment', () => {
    expect(authFrom(undefined, ['X-Api-Key: k1'], { CONNECT_BASIC_AUTH: 'u:p', CONNECT_HEADERS: 'X-Team: data; X-Env: prod' }, 'CONNECT')).toEqual({
      basic: 'u:p',
      headers: { 'X-Team': 'data', 'X-Env': 'prod', 'X-Api-Key': 'k1' },
    });
  });
});

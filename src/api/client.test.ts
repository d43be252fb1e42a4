import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createMarquezClient, retryMarquez } from './client.ts';
import { MarquezApiError, formatJsonPath } from './marquez-api-error.ts';
import { getLineage } from './get-lineage.ts';
import { getRunFacets } from './get-run.ts';

type FetchArgs = [input: string, init?: RequestInit];

function respond(status: number, body: string) {
  return vi.fn<(...args: FetchArgs) => Promise<Response>>(async () => new Response(body, { status }));
}

async function failure(promise: Promise<unknown>): Promise<MarquezApiError> {
  const error: unknown = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MarquezApiError);
  return error as MarquezApiError;
}

const anything = z.unknown();

// docs/marquez-api.md#errors
describe('error mapping (Dropwizard shapes)', () => {
  it('404 {code,message} → not-found with the server message', async () => {
    const fetch = respond(404, '{"code":404,"message":"Dataset \'x\' not found."}');
    const client = createMarquezClient({ fetch });
    const error = await failure(client.get({ endpoint: 'GET /namespaces/{namespace}/datasets/{name}', path: '/x', schema: anything }));
    expect(error).toMatchObject({ kind: 'not-found', status: 404, endpoint: 'GET /namespaces/{namespace}/datasets/{name}', url: '/api/v1/x' });
    expect(error.message).toBe("GET /namespaces/{namespace}/datasets/{name}: Dataset 'x' not found.");
    expect(error.details).toEqual(["Dataset 'x' not found."]);
  });

  it('400 {errors:[…]} → bad-request with every error as a detail', async () => {
    const fetch = respond(400, '{"errors":["query param nodeId must not be null","query param depth must be >= 0"]}');
    const error = await failure(createMarquezClient({ fetch }).get({ endpoint: 'GET /lineage', path: '/lineage', schema: anything }));
    expect(error).toMatchObject({ kind: 'bad-request', status: 400 });
    expect(error.details).toEqual(['query param nodeId must not be null', 'query param depth must be >= 0']);
    expect(error.message).toBe('GET /lineage: query param nodeId must not be null; query param depth must be >= 0');
  });

  it('422 {errors:[…]} → validation', async () => {
    const fetch = respond(422, '{"errors":["eventTime must not be null"]}');
    const error = await failure(createMarquezClient({ fetch }).get({ endpoint: 'POST /lineage', path: '/lineage', schema: anything }));
    expect(error).toMatchObject({ kind: 'validation', status: 422, details: ['eventTime must not be null'] });
  });

  it('500 with "code":400 (JsonProcessingException) → bad-request, status kept', async () => {
    const fetch = respond(500, '{"code":400,"message":"Unable to process JSON"}');
    const error = await failure(createMarquezClient({ fetch }).get({ endpoint: 'GET /x', path: '/x', schema: anything }));
    expect(error).toMatchObject({ kind: 'bad-request', status: 500, message: 'GET /x: Unable to process JSON' });
  });

  it('500 {code:500} → server', async () => {
    const fetch = respond(500, '{"code":500,"message":"There was an error processing your request. It has been logged (ID 1)."}');
    const error = await failure(createMarquezClient({ fetch }).get({ endpoint: 'GET /x', path: '/x', schema: anything }));
    expect(error).toMatchObject({ kind: 'server', status: 500 });
  });

  it('error with an empty or non-JSON body still says what happened', async () => {
    const empty = await failure(createMarquezClient({ fetch: respond(502, '') }).get({ endpoint: 'GET /x', path: '/x', schema: anything }));
    expect(empty).toMatchObject({ kind: 'server', status: 502, message: 'GET /x: HTTP 502' });
    expect(empty.details).toBeUndefined();
    const html = await failure(createMarquezClient({ fetch: respond(404, '<html>nginx</html>') }).get({ endpoint: 'GET /x', path: '/x', schema: anything }));
    expect(html).toMatchObject({ kind: 'not-found', message: 'GET /x: <html>nginx</html>' });
  });

  it('a 2xx that is not JSON → malformed; an empty 2xx → malformed unless the endpoint allows it', async () => {
    const notJson = await failure(createMarquezClient({ fetch: respond(200, '<html>') }).get({ endpoint: 'GET /x', path: '/x', schema: anything }));
    expect(notJson).toMatchObject({ kind: 'malformed', status: 200 });
    const empty = await failure(createMarquezClient({ fetch: respond(200, '') }).get({ endpoint: 'GET /x', path: '/x', schema: anything }));
    expect(empty).toMatchObject({ kind: 'malformed', message: 'GET /x: empty response body' });
  });

  it('run facets: an empty 200 body reads as no facets', async () => {
    const fetch = respond(200, '');
    await expect(getRunFacets({ runId: 'r-1', type: 'run' }, { client: createMarquezClient({ fetch }) })).resolves.toEqual({
      runId: 'r-1',
      facets: {},
    });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/jobs/runs/r-1/facets?type=run');
  });

  it('a rejected fetch → network', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const error = await failure(createMarquezClient({ fetch }).get({ endpoint: 'GET /x', path: '/x', schema: anything }));
    expect(error).toMatchObject({ kind: 'network', message: 'GET /x: fetch failed' });
    expect(error.cause).toBeInstanceOf(TypeError);
  });
});

describe('schema errors name the endpoint and the JSON path', () => {
  it('GET /lineage: graph[1].data.fields[0].name: expected string', async () => {
    const node = (id: string, name: unknown) => ({
      id,
      type: 'DATASET',
      data: { id: { namespace: 'ns', name: id }, name: id, namespace: 'ns', fields: [{ name }] },
      inEdges: [],
      outEdges: [],
    });
    const body = JSON.stringify({ graph: [node('a', 'ok'), node('b', 42)] });
    const error = await failure(getLineage({ nodeId: 'dataset:ns:a', depth: 2 }, { client: createMarquezClient({ fetch: respond(200, body) }) }));
    expect(error.kind).toBe('schema');
    expect(error.path).toBe('graph[1].data.fields[0].name');
    expect(error.message).toBe('GET /lineage: graph[1].data.fields[0].name: expected string, received number');
    expect(error.status).toBeUndefined();
  });

  it('reports an unknown node type at its discriminator', async () => {
    const body = JSON.stringify({ graph: [{ id: 'run:x', type: 'RUN', data: {}, inEdges: [], outEdges: [] }] });
    const error = await failure(getLineage({ nodeId: 'job:ns:j', depth: 1 }, { client: createMarquezClient({ fetch: respond(200, body) }) }));
    expect(error).toMatchObject({ kind: 'schema', path: 'graph[0].type' });
  });

  it('formats odd keys readably', () => {
    expect(formatJsonPath(['facets', 'spark.logicalPlan', 'plan', 0, 'my key'])).toBe('facets["spark.logicalPlan"].plan[0]["my key"]');
    expect(formatJsonPath([])).toBe('');
  });
});

describe('timeout and cancellation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  // A fetch that only settles when its signal aborts, as a hung server would.
  const hangingFetch = () =>
    vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true });
        }),
    );

  it('times out after the configured time with kind timeout', async () => {
    const client = createMarquezClient({ fetch: hangingFetch(), timeoutMs: 1000 });
    const pending = failure(client.get({ endpoint: 'GET /lineage', path: '/lineage', schema: anything }));
    await vi.advanceTimersByTimeAsync(999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toMatchObject({ kind: 'timeout', message: 'GET /lineage: no answer within 1000 ms' });
  });

  it('defaults to 15 s, and a per-call timeout overrides it', async () => {
    const client = createMarquezClient({ fetch: hangingFetch() });
    const byDefault = failure(client.get({ endpoint: 'GET /x', path: '/x', schema: anything }));
    const short = failure(client.get({ endpoint: 'GET /y', path: '/y', schema: anything }, { timeoutMs: 10 }));
    await vi.advanceTimersByTimeAsync(10);
    expect((await short).kind).toBe('timeout');
    await vi.advanceTimersByTimeAsync(15_000 - 10);
    expect((await byDefault).message).toBe('GET /x: no answer within 15000 ms');
  });

  it('a request waiting for a slot is not timed while it waits', async () => {
    const fetch = hangingFetch();
    const client = createMarquezClient({ fetch, timeoutMs: 1000, maxInFlight: 1 });
    const first = failure(client.get({ endpoint: 'GET /a', path: '/a', schema: anything }));
    const second = failure(client.get({ endpoint: 'GET /b', path: '/b', schema: anything }));
    await vi.advanceTimersByTimeAsync(1000);
    expect((await first).kind).toBe('timeout');
    expect(fetch).toHaveBeenCalledTimes(2);
    let settled = false;
    void second.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await second).kind).toBe('timeout');
  });

  it("a caller's abort rejects with the caller's reason, not a MarquezApiError", async () => {
    const controller = new AbortController();
    const client = createMarquezClient({ fetch: hangingFetch() });
    const pending = client.get({ endpoint: 'GET /x', path: '/x', schema: anything }, { signal: controller.signal });
    const reason = new DOMException('cancelled', 'AbortError');
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });

  it('an already-aborted signal never reaches the server', async () => {
    const fetch = hangingFetch();
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    await expect(createMarquezClient({ fetch }).get({ endpoint: 'GET /x', path: '/x', schema: anything }, { signal: controller.signal })).rejects.toThrow(
      'gone',
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('retryMarquez', () => {
  const err = (kind: MarquezApiError['kind']) => new MarquezApiError({ kind, endpoint: 'GET /x', message: 'x' });
  it('retries transient failures twice and nothing else', () => {
    expect(retryMarquez(0, err('network'))).toBe(true);
    expect(retryMarquez(1, err('timeout'))).toBe(true);
    expect(retryMarquez(2, err('server'))).toBe(false);
    for (const kind of ['not-found', 'bad-request', 'validation', 'malformed', 'schema'] as const) expect(retryMarquez(0, err(kind))).toBe(false);
    expect(retryMarquez(0, new Error('other'))).toBe(false);
  });
});

describe('default client', () => {
  it('uses the global fetch at call time, same origin /api/v1', async () => {
    const fetch = respond(200, '{"namespaces":[]}');
    vi.stubGlobal('fetch', fetch);
    try {
      const { getNamespaces } = await import('./get-namespaces.ts');
      await expect(getNamespaces()).resolves.toEqual([]);
      expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/namespaces?limit=100&offset=0');
      expect(fetch.mock.calls[0]?.[1]?.headers).toEqual({ Accept: 'application/json' });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

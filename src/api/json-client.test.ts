import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createMarquezClient } from './client.ts';
import type { FetchLike } from './json-client.ts';
import { MarquezApiError } from './marquez-api-error.ts';
import { ServiceApiError, createServiceClient } from './service-client.ts';

// The one pipeline behind both instances: each case runs against the Marquez client and a service client, and
// each instance words the failure its own way.

type Get = (fetch: FetchLike, signal?: AbortSignal) => Promise<unknown>;

const schema = z.object({ name: z.string() });

const instances: { name: string; get: Get; errorClass: new (...args: never[]) => Error; prefix: string }[] = [
  {
    name: 'Marquez',
    get: (fetch, signal) =>
      createMarquezClient({ baseUrl: 'http://m/api/v1', fetch, timeoutMs: 1000 }).get({ endpoint: 'GET /x', path: '/x', schema }, signal ? { signal } : {}),
    errorClass: MarquezApiError,
    prefix: 'GET /x: ',
  },
  {
    name: 'Kafka Connect',
    get: (fetch, signal) => createServiceClient({ service: 'Kafka Connect', baseUrl: 'http://c', fetch, timeoutMs: 1000 }).get('GET /x', '/x', schema, signal),
    errorClass: ServiceApiError,
    prefix: 'Kafka Connect GET /x: ',
  },
];

const answering =
  (status: number, body: string): FetchLike =>
  async () => ({ ok: status < 300, status, text: async () => body });

// A fetch that only settles when its signal aborts, as a hung server would.
const hanging = vi.fn<FetchLike>(
  (_url, init) =>
    new Promise((_resolve, reject) => {
      init.signal.addEventListener('abort', () => reject(init.signal.reason as Error), { once: true });
    }),
);

async function failure(promise: Promise<unknown>): Promise<Error & { kind?: string; status?: number }> {
  const error: unknown = await promise.then(
    () => new Error('expected a rejection'),
    (e: unknown) => e,
  );
  return error as Error & { kind?: string };
}

describe.each(instances)('the JSON client as $name', ({ get, errorClass, prefix }) => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('times out after its timeout with kind timeout', async () => {
    const pending = failure(get(hanging));
    await vi.advanceTimersByTimeAsync(1000);
    const error = await pending;
    expect(error).toBeInstanceOf(errorClass);
    expect(error).toMatchObject({ kind: 'timeout', message: `${prefix}no answer within 1000 ms` });
  });

  // A body streamed in chunks `gapMs` apart that stops (never closes) after `chunks` of them, or closes when `closes`.
  const streaming =
    (chunks: string[], gapMs: number, closes: boolean): FetchLike =>
    async (_url, init) => ({
      ok: true,
      status: 200,
      text: () => Promise.reject(new Error('the client reads the stream')),
      body: new ReadableStream<Uint8Array>({
        async start(controller) {
          init.signal.addEventListener('abort', () => controller.error(init.signal.reason), { once: true });
          for (const chunk of chunks) {
            await new Promise((resolve) => setTimeout(resolve, gapMs));
            if (init.signal.aborted) return;
            controller.enqueue(new TextEncoder().encode(chunk));
          }
          if (closes) controller.close();
        },
      }),
    });

  it('a body that keeps arriving is read past the timeout: the timeout is for silence, not size', async () => {
    // Four chunks 800 ms apart: 3.2 s in all against a 1 s timeout.
    const pending = get(streaming(['{"na', 'me":', '"ok"', '}'], 800, true));
    await vi.advanceTimersByTimeAsync(3200);
    await expect(pending).resolves.toEqual({ name: 'ok' });
  });

  it('a body that stops arriving times out', async () => {
    const pending = failure(get(streaming(['{"na', 'me":'], 800, false)));
    await vi.advanceTimersByTimeAsync(1600 + 999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ kind: 'timeout', message: `${prefix}no answer within 1000 ms` });
  });

  it("a caller's abort rejects with the caller's reason, not a built error", async () => {
    const controller = new AbortController();
    const pending = get(hanging, controller.signal);
    const reason = new DOMException('cancelled', 'AbortError');
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });

  it('a 2xx that is not JSON is malformed', async () => {
    const error = await failure(get(answering(200, '<html>')));
    expect(error).toBeInstanceOf(errorClass);
    expect(error).toMatchObject({ kind: 'malformed', status: 200, message: `${prefix}response is not JSON` });
  });

  it('an answer of the wrong shape is a schema failure naming the field', async () => {
    const error = await failure(get(answering(200, '{"name":42}')));
    expect(error).toBeInstanceOf(errorClass);
    expect(error.kind).toBe('schema');
    expect(error.message.startsWith(prefix)).toBe(true);
    expect(error.message).toMatch(/name/);
  });

  it('a valid answer is returned parsed', async () => {
    await expect(get(answering(200, '{"name":"a","extra":1}'))).resolves.toEqual({ name: 'a' });
  });
});

describe('post', () => {
  it('sends the body as JSON and resolves with any HTTP answer', async () => {
    const fetch = vi.fn<FetchLike>(async () => ({ ok: false, status: 422, text: async () => '{"errors":["eventTime"]}' }));
    const client = createMarquezClient({ baseUrl: 'http://m/api/v1/', fetch });
    await expect(client.post({ endpoint: 'POST /lineage', path: '/lineage', body: { a: 1 } })).resolves.toEqual({
      ok: false,
      status: 422,
      text: '{"errors":["eventTime"]}',
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://m/api/v1/lineage');
    expect(init).toMatchObject({ method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } });
  });
});

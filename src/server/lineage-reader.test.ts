import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmulatorMiddleware } from '../../mocks/server/node-middleware.ts';
import type { ApiHandler } from './http-server.ts';
import { inProcessFetch } from './in-process-fetch.ts';
import { createLineageReader } from './lineage-reader.ts';

const page = (headers: Record<string, string> = {}): IncomingMessage => ({ method: 'GET', url: '/lineage', headers }) as unknown as IncomingMessage;
const signal = () => AbortSignal.timeout(5_000);

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((ok) => s.close(ok))));
});

async function listen(handler: ApiHandler): Promise<string> {
  const server = createServer((req, res) => handler(req, res, () => (res.writeHead(404), res.end())));
  servers.push(server);
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A dataset of the talk scenario, found the way a client would. */
async function someDataset(api: ApiHandler): Promise<string> {
  const get = inProcessFetch(api);
  const text = async (path: string) => (await get(`http://x${path}`, { headers: {}, signal: signal() })).text();
  const { namespaces } = JSON.parse(await text('/api/v1/namespaces')) as { namespaces: { name: string }[] };
  for (const { name } of namespaces) {
    const { datasets } = JSON.parse(await text(`/api/v1/namespaces/${encodeURIComponent(name)}/datasets`)) as { datasets: { name: string }[] };
    if (datasets[0]) return `dataset:${name}:${datasets[0].name}`;
  }
  throw new Error('the talk scenario has no dataset');
}

describe('the server reads a page’s /lineage in-process (issue 32)', () => {
  it('answers from the embedded emulator’s handler exactly what the page gets over HTTP, through the browser’s gate', async () => {
    const api = createEmulatorMiddleware({ scenario: 'talk', faults: [] });
    const nodeId = await someDataset(api);
    const read = await createLineageReader({ api })({ nodeId, depth: 2 }, page());
    const overHttp = await (await fetch(`${await listen(api)}/api/v1/lineage?nodeId=${encodeURIComponent(nodeId)}&depth=2`)).text();
    expect(read.status).toBe(200);
    expect(read.text).toBe(overHttp);
    expect(read.answer?.graph.length).toBe((JSON.parse(overHttp) as { graph: unknown[] }).graph.length);
    expect(read.answer?.graph.length).toBeGreaterThan(1);
  });

  it('tells the body before the gate, and skips the gate when no one needs its answer', async () => {
    const api = createEmulatorMiddleware({ scenario: 'talk', faults: [] });
    const nodeId = await someDataset(api);
    for (const wanted of [true, false]) {
      const bodies: string[] = [];
      const read = await createLineageReader({ api })({ nodeId, depth: 2 }, page(), undefined, (status, text) => (bodies.push(`${status}:${text}`), wanted));
      expect(bodies).toEqual([`200:${read.text}`]);
      expect(read.status).toBe(200);
      expect(read.text.length).toBeGreaterThan(2);
      // Gated as before when wanted; the body alone, as sent, when not.
      expect(read.answer === null).toBe(!wanted);
    }
  });

  it('goes through the handler’s faults: an error status is kept as sent, a dropped connection is no answer', async () => {
    const api = createEmulatorMiddleware({ scenario: 'talk', faults: ['lineage=404'] });
    const nodeId = await someDataset(api);
    const notFound = await createLineageReader({ api })({ nodeId, depth: 2 }, page());
    expect(notFound).toMatchObject({ status: 404, answer: null });
    expect(notFound.text).toContain('404');
    api.setFaults(['lineage=down']);
    expect(await createLineageReader({ api })({ nodeId, depth: 2 }, page())).toEqual({ status: 0, text: '', answer: null });
    api.setFaults(['lineage=malformed']);
    // The gate refuses it (not JSON); the body is kept for the page's own request, whose gate says the same.
    expect(await createLineageReader({ api })({ nodeId, depth: 2 }, page())).toMatchObject({ status: 200, answer: null });
  });

  it('asks a configured Marquez directly, as the caller (cookie, authorization), never the server’s own handler', async () => {
    const seen: { url?: string; cookie?: string; authorization?: string }[] = [];
    const marquezUrl = await listen((req, res) => {
      seen.push({ url: req.url, cookie: req.headers.cookie, authorization: req.headers.authorization });
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '{"graph":[]}'.length });
      res.end('{"graph":[]}');
    });
    const api: ApiHandler = () => {
      throw new Error('the server’s own handler is not asked');
    };
    const declared: (number | null)[] = [];
    const read = await createLineageReader({ api, marquezUrl: `${marquezUrl}/` })(
      { nodeId: 'dataset:ns:a b', depth: 3 },
      page({ cookie: 's=1', authorization: 'Bearer t' }),
      (bytes) => declared.push(bytes),
    );
    expect(read).toEqual({ status: 200, text: '{"graph":[]}', answer: { graph: [] } });
    // Its size as Marquez declared it, once its headers were in.
    expect(declared).toEqual(['{"graph":[]}'.length]);
    expect(seen).toEqual([{ url: '/api/v1/lineage?nodeId=dataset%3Ans%3Aa%20b&depth=3', cookie: 's=1', authorization: 'Bearer t' }]);
  });

  it('forwards the caller’s credentials to the in-process handler too', async () => {
    const headers: IncomingMessage['headers'][] = [];
    const api: ApiHandler = (req, res) => {
      headers.push(req.headers);
      res.writeHead(200);
      res.end('{"graph":[]}');
    };
    const declared: (number | null)[] = [];
    await createLineageReader({ api })({ nodeId: 'dataset:ns:a', depth: 1 }, page({ cookie: 's=2' }), (bytes) => declared.push(bytes));
    expect(headers[0]).toMatchObject({ cookie: 's=2', accept: 'application/json' });
    // The in-process handler's answer declares no size.
    expect(declared).toEqual([null]);
  });
});

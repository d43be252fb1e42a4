import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LayoutEngine, LayoutResult } from '../layout/layout-engine.ts';
import { createMainThreadLayoutEngine } from '../layout/main-thread-layout-engine.ts';
import { startServer } from './http-server.ts';
import { createLayoutService, REMOTE_LAYOUT_PATH } from './layout-service.ts';
import { pickEncoding } from './static-compression.ts';

let server: Server;
let base = '';
const dist = mkdtempSync(join(tmpdir(), 'tributary-dist-'));
const script = `export const big = ${JSON.stringify('lineage '.repeat(2000))};\n`;
const inner = createMainThreadLayoutEngine();
const engine: LayoutEngine = { layout: vi.fn(inner.layout), warm: () => undefined, dispose: () => undefined };

beforeAll(async () => {
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  server = await startServer({
    distDir: dist,
    api: (_req, res) => res.end('{"from":"api"}'),
    port: 0,
    host: '127.0.0.1',
    description: 'test',
    layout: createLayoutService({ engine, maxEntries: 2 }),
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((ok) => server.close(() => ok()));
  rmSync(dist, { recursive: true, force: true });
});

/** Raw bytes and headers, without fetch's own decompression. */
async function raw(path: string, acceptEncoding: string): Promise<{ headers: Headers; body: Buffer }> {
  const { request } = await import('node:http');
  return new Promise((ok, fail) => {
    request(`${base}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => ok({ headers: new Headers(res.headers as Record<string, string>), body: Buffer.concat(chunks) }));
    })
      .on('error', fail)
      .end();
  });
}

const postLayout = (body: unknown): Promise<Response> =>
  fetch(`${base}${REMOTE_LAYOUT_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const graph = (width: number) => ({
  id: 'root',
  children: [
    { id: 'a', width, height: 60 },
    { id: 'b', width: 200, height: 60 },
  ],
  edges: [{ id: 'e', sources: ['a'], targets: ['b'] }],
});

describe('production server', () => {
  it('answers deep links (Marquez web ones too) with the app, and survives a malformed escape in the path', async () => {
    for (const path of ['/lineage/dataset/kafka%3A%2F%2Fb%3A9092/shop.orders', '/lineage/dataset/%E0%A4%A/x', '/%']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
    }
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });

  it('serves hashed assets immutable and the app shell revalidated', async () => {
    const asset = await raw('/assets/index-abc123.js', '');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.body.toString()).toBe(script);
    expect((await raw('/', '')).headers.get('cache-control')).toBe('no-cache');
    expect((await raw('/favicon.svg', '')).headers.get('cache-control')).toBe('no-cache');
  });

  it('compresses text with brotli or gzip as the client accepts, and leaves small files alone', async () => {
    const br = await raw('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('accept-encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(script.length / 10);
    const gz = await raw('/assets/index-abc123.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    expect((await raw('/assets/index-abc123.js', 'identity')).headers.get('content-encoding')).toBeNull();
    expect((await raw('/favicon.svg', 'br')).headers.get('content-encoding')).toBeNull();
  });

  it('picks the best accepted encoding and honours q=0', () => {
    expect(pickEncoding('gzip, br')).toBe('br');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*, br;q=0, gzip;q=0')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('server layout route', () => {
  it('lays out an ELK graph once and answers the same input from its cache, before the API sees it', async () => {
    vi.mocked(engine.layout).mockClear();
    const first = await postLayout({ graph: graph(200), layoutOptions: { 'elk.direction': 'RIGHT' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-tributary-layout')).toBe('miss');
    const layout = (await first.json()) as LayoutResult;
    expect(Object.keys(layout.nodes).sort()).toEqual(['a', 'b']);
    expect(layout.nodes.b?.x).toBeGreaterThan(layout.nodes.a?.x ?? Infinity);
    const again = await postLayout({ layoutOptions: { 'elk.direction': 'RIGHT' }, graph: graph(200) });
    expect(again.headers.get('x-tributary-layout')).toBe('hit');
    expect(await again.json()).toEqual(layout);
    expect(engine.layout).toHaveBeenCalledTimes(1);
  });

  it('never answers a changed graph or changed options with an old layout', async () => {
    await postLayout({ graph: graph(200), layoutOptions: { 'elk.direction': 'RIGHT' } });
    const wider = await postLayout({ graph: graph(300), layoutOptions: { 'elk.direction': 'RIGHT' } });
    expect(wider.headers.get('x-tributary-layout')).toBe('miss');
    expect(((await wider.json()) as LayoutResult).nodes.a?.width).toBe(300);
    const down = await postLayout({ graph: graph(200), layoutOptions: { 'elk.direction': 'DOWN' } });
    expect(down.headers.get('x-tributary-layout')).toBe('miss');
    const layout = (await down.json()) as LayoutResult;
    expect(layout.nodes.b?.y).toBeGreaterThan(layout.nodes.a?.y ?? Infinity);
  });

  it('tells a request that joins a running layout so at once, and sends the layout when it is done', async () => {
    let finish: (() => void) | undefined;
    vi.mocked(engine.layout).mockImplementationOnce((g, o) => new Promise<LayoutResult>((ok, fail) => (finish = () => void inner.layout(g, o).then(ok, fail))));
    const body = { graph: graph(250), layoutOptions: {} };
    const first = postLayout(body);
    await vi.waitFor(() => expect(finish).toBeDefined());
    // Its headers come while the layout runs: the browser then waits for it rather than lay it out beside it.
    const joined = await postLayout(body);
    expect(joined.headers.get('x-tributary-layout')).toBe('running');
    finish?.();
    const [mine, theirs] = await Promise.all([first.then((r) => r.json()), joined.json()]);
    expect(theirs).toEqual(mine);
  });

  it('cuts a joined answer whose layout fails, so the browser lays it out itself', async () => {
    let fail: (() => void) | undefined;
    vi.mocked(engine.layout).mockImplementationOnce(() => new Promise<LayoutResult>((_ok, no) => (fail = () => no(new Error('ELK failed')))));
    const body = { graph: graph(251), layoutOptions: {} };
    const first = postLayout(body);
    await vi.waitFor(() => expect(fail).toBeDefined());
    const joined = await postLayout(body);
    expect(joined.headers.get('x-tributary-layout')).toBe('running');
    fail?.();
    expect((await first).status).toBe(500);
    await expect(joined.json()).rejects.toThrow();
  });

  it('is bounded: the least recently used layout is dropped', async () => {
    // maxEntries 2: three distinct inputs push the first out.
    for (const width of [400, 401, 402]) await postLayout({ graph: graph(width), layoutOptions: {} });
    expect((await postLayout({ graph: graph(400), layoutOptions: {} })).headers.get('x-tributary-layout')).toBe('miss');
  });

  it('refuses what is not a layout request with a client error (the browser then lays out itself)', async () => {
    expect((await fetch(`${base}${REMOTE_LAYOUT_PATH}`)).status).toBe(405);
    expect((await fetch(`${base}${REMOTE_LAYOUT_PATH}`, { method: 'POST', body: 'not json' })).status).toBe(400);
    expect((await postLayout({ graph: { children: [] }, layoutOptions: {} })).status).toBe(400);
    expect((await postLayout({ graph: graph(1), layoutOptions: { 'elk.spacing.nodeNode': 28 } })).status).toBe(400);
    const huge = { id: 'root', children: Array.from({ length: 3000 }, (_, i) => ({ id: `n${i}`, width: 1, height: 1 })) };
    expect((await postLayout({ graph: huge, layoutOptions: {} })).status).toBe(413);
  });

  it('answers a body over its limit 413 with connection: close, not a reset, and keeps none of it', async () => {
    const { createServer, request } = await import('node:http');
    const small = createServer(createLayoutService({ engine, maxBodyBytes: 1024 }));
    await new Promise<void>((ok) => small.listen(0, '127.0.0.1', ok));
    try {
      const { port } = small.address() as AddressInfo;
      const body = JSON.stringify({ graph: graph(200), layoutOptions: { pad: 'x'.repeat(256 * 1024) } });
      const answer = await new Promise<{ status?: number; connection?: string; text: string }>((ok, fail) => {
        const req = request({ host: '127.0.0.1', port, path: REMOTE_LAYOUT_PATH, method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => ok({ status: res.statusCode, connection: res.headers.connection, text: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', fail);
        });
        req.on('error', fail);
        // Written in pieces, as a slow client would, so most of it arrives after the limit is passed.
        for (let at = 0; at < body.length; at += 16 * 1024) req.write(body.slice(at, at + 16 * 1024));
        req.end();
      });
      expect(answer.status).toBe(413);
      expect(answer.connection).toBe('close');
      expect(JSON.parse(answer.text)).toEqual({ code: 413, message: 'layout request over 1024 bytes' });
    } finally {
      await new Promise<void>((ok) => small.close(() => ok()));
    }
  });
});

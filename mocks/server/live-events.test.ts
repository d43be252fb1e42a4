import { createServer, get, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { LIVE_PATH, withLiveEvents } from './live-events.ts';

let server: Server | null = null;
afterEach(() => new Promise<void>((ok) => (server ? server.close(() => ok()) : ok())));

function post(port: number, path: string): Promise<number> {
  return new Promise((ok, fail) => {
    const req = request({ port, path, method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
      res.resume();
      res.on('end', () => ok(res.statusCode ?? 0));
    });
    req.on('error', fail);
    req.end('{}');
  });
}

describe('withLiveEvents', () => {
  it('streams an event to open pages when a lineage POST is accepted, and none for a refused one', async () => {
    // The wrapped handler accepts the first POST and refuses the second, as the emulator answers 201 or 422.
    let posts = 0;
    const handler = withLiveEvents((req, res) => {
      posts += 1;
      res.writeHead(req.method === 'POST' && posts === 1 ? 201 : 422).end();
    });
    server = createServer((req, res) => handler(req, res, () => res.writeHead(404).end()));
    await new Promise<void>((ok) => server!.listen(0, '127.0.0.1', ok));
    const { port } = server.address() as AddressInfo;

    const chunks: string[] = [];
    const stream = await new Promise<IncomingMessage>((ok) => get({ port, path: LIVE_PATH }, ok));
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    stream.setEncoding('utf8');
    stream.on('data', (c: string) => chunks.push(c));
    await expect.poll(() => handler.live.size()).toBe(1);

    expect(await post(port, '/api/v1/lineage')).toBe(201);
    await expect.poll(() => chunks.join('')).toMatch(/event: lineage\ndata: \{"at":"[^"]+"\}\n\n/);
    expect(await post(port, '/api/v1/lineage')).toBe(422);
    expect(chunks.join('').match(/event: lineage/g)).toHaveLength(1);

    stream.destroy();
    await expect.poll(() => handler.live.size()).toBe(0);
  });
});

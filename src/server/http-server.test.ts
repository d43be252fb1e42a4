import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './http-server.ts';

let server: Server;
let base = '';
const dist = mkdtempSync(join(tmpdir(), 'tributary-dist-'));

beforeAll(async () => {
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  server = await startServer({ distDir: dist, api: (_req, res) => res.end('{}'), port: 0, host: '127.0.0.1', description: 'test' });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((ok) => server.close(() => ok()));
  rmSync(dist, { recursive: true, force: true });
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
});

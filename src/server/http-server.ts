import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { REMOTE_LAYOUT_PATH, type LayoutHandler } from './layout-service.ts';
import { compressedBody } from './static-compression.ts';

/** A connect-style handler for `/api/*`: the embedded emulator, or a proxy to a real Marquez. */
export type ApiHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** Served on every page: metadata is untrusted, so no inline script can ever run (issue #9). */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self' blob:",
  // React Flow positions nodes with style attributes.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.map': 'application/json',
  '.wasm': 'application/wasm',
  '.ico': 'image/x-icon',
};

/** Forwards `/api/*` to a real Marquez with the raw path, so `%2F` in namespaces is never decoded on the way. */
export function marquezProxy(target: string): ApiHandler {
  const base = new URL(target);
  const send = base.protocol === 'https:' ? httpsRequest : httpRequest;
  return (req, res) => {
    const upstream = send(
      {
        protocol: base.protocol,
        hostname: base.hostname,
        port: base.port || (base.protocol === 'https:' ? 443 : 80),
        method: req.method,
        path: `${base.pathname.replace(/\/$/, '')}${req.url ?? '/'}`,
        headers: { ...req.headers, host: base.host },
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', (err) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 502, message: `Marquez at ${target} did not answer: ${err.message}` }));
    });
    req.pipe(upstream);
  };
}

export interface ServeOptions {
  distDir: string;
  api: ApiHandler;
  port: number;
  host: string;
  description: string;
  /** `POST /api/tributary/layout` (layout-service.ts); without it the browser lays out in its worker. */
  layout?: LayoutHandler;
}

/** Production server: static build, SPA fallback for deep links, `/healthz`, `/api` to the chosen backend. */
export function startServer(opts: ServeOptions): Promise<Server> {
  const root = resolve(opts.distDir);
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const path = url.split('?')[0] ?? '/';
    res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    if (path === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: true, backend: opts.description }));
      return;
    }
    // Ours, whatever the backend: checked before `/api/` goes to the emulator or to a real Marquez.
    if (path === REMOTE_LAYOUT_PATH && opts.layout) {
      opts.layout(req, res);
      return;
    }
    if (path.startsWith('/api/')) {
      opts.api(req, res, () => {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 404, message: 'HTTP 404 Not Found' }));
      });
      return;
    }
    void serveStatic(root, path, req, res);
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(opts.port, opts.host, () => ok(server));
  });
}

async function serveStatic(root: string, path: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  let rel = '';
  try {
    rel = normalize(decodeURIComponent(path)).replace(/^([/\\])+/, '');
  } catch {
    // A malformed escape (`%E0%A4%A`) names no file; the app shell answers and shows its not-found page. Throwing here
    // would reject outside any handler and take the whole server down.
  }
  const file = join(root, rel);
  const inside = file.startsWith(root);
  try {
    const info = inside && rel ? await stat(file) : null;
    if (info?.isFile()) {
      // Vite names everything under assets/ by its content hash: a changed file is a new URL, so these never expire.
      const immutable = rel.startsWith('assets/');
      const type = MIME[extname(file)] ?? 'application/octet-stream';
      const { body, encoding } = await compressedBody(file, info.mtimeMs, type, req.headers['accept-encoding']);
      res.writeHead(200, {
        'content-type': type,
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        vary: 'accept-encoding',
        ...(encoding ? { 'content-encoding': encoding } : {}),
      });
      res.end(body);
      return;
    }
  } catch {
    // fall through to the SPA fallback
  }
  // Deep links such as /lineage?node=… are client routes: answer with the app shell.
  try {
    const index = join(root, 'index.html');
    const type = MIME['.html'] ?? 'text/html';
    const { body, encoding } = await compressedBody(index, (await stat(index)).mtimeMs, type, req.headers['accept-encoding']);
    res.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache', vary: 'accept-encoding', ...(encoding ? { 'content-encoding': encoding } : {}) });
    res.end(body);
  } catch {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('No production build found: run `npm run build` first.');
  }
}

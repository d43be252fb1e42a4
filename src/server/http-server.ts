import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { firstViewQuery, type FirstViewQuery } from '../lib/first-view.ts';
import {
  firstFrameElement,
  firstViewElement,
  firstViewElementJson,
  headWithoutScripts,
  lineageScreenAssets,
  NO_SCREEN_ASSETS,
  type FirstViewDeps,
  type LineageScreenAssets,
} from './first-view.ts';
import { createEntitiesRoute, ENTITIES_PATH } from './entities-route.ts';
import { datasetReader } from './first-view-facets.ts';
import { REMOTE_LAYOUT_PATH, type LayoutService } from './layout-service.ts';
import { createLineageReader } from './lineage-reader.ts';
import { createSharedLineageFetch } from './shared-lineage-fetch.ts';
import { SERVER_TIMING_ENABLED, timeline, timing } from './server-timing.ts';
import { compressedBody, pickEncoding } from './static-compression.ts';

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
  /**
   * The Marquez `api` proxies to, if any: the server's own reads (a page's first view) go there directly; without it
   * they go to `api` in-process (lineage-reader.ts). Never an HTTP request to this server.
   */
  marquezUrl?: string;
  port: number;
  host: string;
  description: string;
  /**
   * `POST /api/tributary/layout` (layout-service.ts); without it the browser lays out in its worker. With it, a
   * plain link to the canvas also gets its first view in the page (first-view.ts).
   */
  layout?: LayoutService;
}

/** Production server: static build, SPA fallback for deep links, `/healthz`, `/api` to the chosen backend. */
export function startServer(opts: ServeOptions): Promise<Server> {
  const root = resolve(opts.distDir);
  // Read once: the build does not change under a running server.
  const assets = opts.layout ? lineageScreenAssets(root, LINEAGE_SCREEN_ENTRIES) : Promise.resolve(NO_SCREEN_ASSETS);
  const shell = opts.layout ? readFile(join(root, 'index.html'), 'utf8').catch(() => null) : Promise.resolve(null);
  const backend = { api: opts.api, ...(opts.marquezUrl ? { marquezUrl: opts.marquezUrl } : {}) };
  const lineage = createSharedLineageFetch(createLineageReader(backend));
  const entities = createEntitiesRoute(backend);
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const path = url.split('?')[0] ?? '/';
    if (SERVER_TIMING_ENABLED) {
      const mark = timeline('request', { path: path.slice(0, 60) });
      res.once('finish', () => mark('end', { status: res.statusCode }));
    }
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
    if (path === ENTITIES_PATH) {
      entities(req, res);
      return;
    }
    if (path.startsWith('/api/')) {
      const api = (): void =>
        opts.api(req, res, () => {
          res.writeHead(404, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ code: 404, message: 'HTTP 404 Not Found' }));
        });
      if (!lineage.serve(req, res, api)) api();
      return;
    }
    const { layout } = opts;
    const first = layout ? firstViewQuery(path, url.slice(path.length)) : null;
    if (layout && first) {
      void serveFirstView(
        root,
        {
          query: first,
          search: url.slice(path.length),
          layout,
          assets,
          shell,
          backend: (query, onHeaders, onBody) => lineage.forPage(query, req, onHeaders, onBody),
          readDataset: datasetReader(backend, req),
          carried: () => lineage.release(first, req),
        },
        req,
        res,
      );
      return;
    }
    void serveStatic(root, path, req, res);
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(opts.port, opts.host, () => ok(server));
  });
}

/**
 * The lineage screen's lazy chunks (chunk names: `lineage-screen` is the one vite.config.ts gathers the screen's own
 * modules into), which a link to the canvas preloads with their imports.
 */
const LINEAGE_SCREEN_ENTRIES = ['lineage-screen', 'elk-api'];

interface FirstViewRequest {
  query: FirstViewQuery;
  search: string;
  layout: LayoutService;
  assets: Promise<LineageScreenAssets>;
  /** index.html, or null without a build. */
  shell: Promise<string | null>;
  backend: FirstViewDeps['fetchLineage'];
  readDataset: FirstViewDeps['readDataset'];
  /** The page carries the `/lineage` answer: it will not ask for it. */
  carried: () => void;
}

/**
 * A plain link to the canvas: the app shell's head, sent at once with what paints the first frame (styles, the fit
 * module, the entry), the app's and the lineage screen's chunks preloaded once no layout started for the page holds
 * it, and the first view (its `/lineage` answer and layout) written before `</body>` when it is ready. Module scripts
 * run only once the document ends, so the page finds the data in place when they run.
 */
async function serveFirstView(root: string, first: FirstViewRequest, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const html = await first.shell;
  if (html === null) return serveStatic(root, '/', req, res);
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd < 0) return serveStatic(root, '/', req, res);
  // The first frame goes before the app's root: its viewport is then the document's first, as the live canvas's
  // would be, whatever the app has rendered meanwhile.
  const rootAt = html.indexOf('<div id="root">');
  const split = rootAt >= 0 && rootAt < bodyEnd ? rootAt : bodyEnd;
  const assets = await first.assets;
  const head = headWithoutScripts(html.slice(0, split), assets.scriptFiles).replace('</head>', `${assets.preloads}</head>`);
  const encoding = pickEncoding(req.headers['accept-encoding']);
  res.writeHead(200, {
    'content-type': MIME['.html'] ?? 'text/html',
    // The page now carries this investigation's lineage: not for shared caches, and not kept.
    'cache-control': 'no-store',
    vary: 'accept-encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  // Brotli's default quality (11) takes hundreds of milliseconds on a large answer: the static files' 5 instead.
  const out =
    encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : encoding === 'gzip' ? createGzip({ level: 6 }) : null;
  if (out) out.pipe(res);
  const write = (text: string): void => void (out ? out.write(text) : res.write(text));
  write(head);
  // Sent now, not when the first view is ready: the browser starts on the styles and the frame's fit module.
  out?.flush();
  // The app's scripts, once the page's end will not wait for a layout started for it (first-view.ts): downloaded and
  // compiled beside that layout, they took its cores, and the frame paints without them.
  let scripts = assets.scripts;
  const loadScripts = (): void => {
    if (!scripts) return;
    write(scripts);
    out?.flush();
    scripts = '';
  };
  let frame: string | null = null;
  const json = await firstViewElementJson(first.query, first.search, {
    fetchLineage: first.backend,
    ...(first.readDataset ? { readDataset: first.readDataset } : {}),
    layout: first.layout.peek,
    waitForLayout: first.layout.offThread,
    holdWarmUp: first.layout.holdWarmUp,
    afterPage: (work) => res.once('finish', work),
    ...(assets.fit === null
      ? {}
      : {
          frame: {
            fit: assets.fit,
            give: (markup: string) => {
              frame = markup;
            },
          },
        }),
    scriptsMayLoad: loadScripts,
  }).catch(() => null);
  loadScripts();
  if (json !== null) first.carried();
  // The drawing first, sent on its own: the browser parses and paints it while the data the app reads (the view's
  // `/lineage` answer, ~1 MB at 500 nodes) is compressed and sent.
  const drawn = json !== null && frame !== null ? firstFrameElement(frame, assets) : '';
  if (drawn !== '') {
    write(drawn);
    out?.flush();
  }
  const tail = `${json === null ? '' : firstViewElement(json)}${html.slice(split)}`;
  if (out) out.end(tail);
  else res.end(tail);
  timing('page end', { view: json !== null, frame: drawn !== '', bytes: drawn.length + tail.length });
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

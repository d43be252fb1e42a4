import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ElkNode } from 'elkjs/lib/elk-api';
import { createBoundedCache } from '../layout/bounded-cache.ts';
import { layoutCacheKey } from '../layout/layout-cache-key.ts';
import type { LayoutEngine, LayoutResult } from '../layout/layout-engine.ts';
import { REMOTE_LAYOUT_MAX_NODES, REMOTE_LAYOUT_PATH, REMOTE_LAYOUT_STATE_HEADER } from '../layout/remote-layout.ts';
import { createWarmUp, WARM_UP_QUIET_MS, WARM_UP_RUNS } from './elk-warm-up.ts';
import { timeline, timing } from './server-timing.ts';

export { REMOTE_LAYOUT_PATH };

export interface LayoutServiceOptions {
  /** ELK in this process, started once and kept warm (docs/architecture.md#layout-where-it-is-cheapest). */
  engine: LayoutEngine;
  maxEntries?: number;
  maxBytes?: number;
  /** Request bodies above this are refused before they are parsed. */
  maxBodyBytes?: number;
  /**
   * The engine runs off the server's thread (thread-layout-engine.ts): a page being written may wait for a layout,
   * since the thread stays free to serve that page's scripts meanwhile.
   */
  offThread?: boolean;
  /** How long the warm-up stays aside after real layouts (elk-warm-up.ts); default {@link WARM_UP_QUIET_MS}. */
  warmUpQuietMs?: number;
}

export type LayoutHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** The route, and the same cache for the server's own use: the first view's layout embedded in the page (first-view.ts). */
export interface LayoutService extends LayoutHandler {
  /**
   * The layout's JSON if it is cached, and its key; `start` computes it into the cache (one run per key however many
   * ask), resolving to its JSON, or undefined when it failed. Unless {@link offThread}, ELK runs on this thread, so
   * a caller answering a request starts it only once its answer is out.
   */
  peek: (graph: ElkNode, layoutOptions: Record<string, string>) => { key: string; json: string | undefined; start: () => Promise<string | undefined> };
  offThread: boolean;
  /**
   * Lays out synthetic graphs on the engine, stepping aside while real layouts are in hand (elk-warm-up.ts),
   * resolving to how many ran. For a server that has just started listening: a view's first visitor's layout then
   * runs on compiled code.
   */
  warmUp: () => Promise<number>;
  /**
   * A page's first view is on its way (its answer being read and reduced): no warm-up layout starts until the
   * returned release is called. The warm-up's CPU would be taken from that read (one core of two).
   */
  holdWarmUp: () => () => void;
  /** Resolves when a warm-up step may run (no real work in hand): for the server's other warm-ups (first-view-warm-up.ts). */
  warmUpTurn: () => Promise<void>;
}

class BadRequest extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The body was left unread: the answer closes the connection rather than leave the rest on it. */
    readonly unread = false,
  ) {
    super(message);
  }
}

function readBody(req: IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((ok, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > maxBytes) {
        // Stop reading, keep nothing, and let the caller answer 413 with `connection: close`: destroying the request
        // here would reset the connection before the 413 is written, and the client would see a reset, not a status.
        req.off('data', onData);
        chunks.length = 0;
        fail(new BadRequest(413, `layout request over ${maxBytes} bytes`, true));
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => ok(Buffer.concat(chunks).toString('utf8')));
    req.on('error', fail);
  });
}

function parseRequest(text: string): { graph: ElkNode; layoutOptions: Record<string, string> } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new BadRequest(400, 'layout request is not JSON');
  }
  const { graph, layoutOptions } = (body ?? {}) as { graph?: ElkNode; layoutOptions?: unknown };
  if (!graph || typeof graph !== 'object' || typeof graph.id !== 'string' || !Array.isArray(graph.children ?? [])) {
    throw new BadRequest(400, 'layout request needs { graph: ELK graph, layoutOptions }');
  }
  if (!layoutOptions || typeof layoutOptions !== 'object' || Object.values(layoutOptions).some((v) => typeof v !== 'string')) {
    throw new BadRequest(400, 'layoutOptions must map option ids to strings');
  }
  if ((graph.children?.length ?? 0) > REMOTE_LAYOUT_MAX_NODES) {
    throw new BadRequest(413, `graphs over ${REMOTE_LAYOUT_MAX_NODES} nodes are laid out in the browser`);
  }
  return { graph, layoutOptions: layoutOptions as Record<string, string> };
}

/**
 * `POST /api/tributary/layout`: ELK runs here, warm, and answers are cached by the content hash of the ELK input
 * and options (the same key as the browser's cache), bounded by entries and bytes. Concurrent requests for one key
 * share one layout. Any failure is an error status: the browser then lays out in its own worker, silently. A body
 * over `maxBodyBytes` is answered 413 with `connection: close` once reading stops, never by resetting the connection.
 */
export function createLayoutService({
  engine,
  maxEntries = 200,
  maxBytes = 64 * 1024 * 1024,
  maxBodyBytes = 16 * 1024 * 1024,
  offThread = false,
  warmUpQuietMs = WARM_UP_QUIET_MS,
}: LayoutServiceOptions): LayoutService {
  const cache = createBoundedCache<string>({ maxEntries, maxBytes });
  const running = new Map<string, Promise<string>>();
  engine.warm();
  const warmUp = createWarmUp(engine, WARM_UP_RUNS, warmUpQuietMs);

  const layoutOnce = (key: string, graph: ElkNode, layoutOptions: Record<string, string>): Promise<string> => {
    const release = warmUp.yieldToRealWork();
    let pending = running.get(key);
    if (!pending) {
      const mark = timeline('layout', { key: key.slice(0, 8), nodes: graph.children?.length ?? 0 });
      pending = engine.layout(graph, { layoutOptions }).then((result: LayoutResult) => {
        const json = JSON.stringify(result);
        cache.set(key, json, json.length);
        mark('end');
        return json;
      });
      running.set(key, pending);
      const done = (): void => void running.delete(key);
      pending.then(done, done);
    }
    pending.then(release, release);
    return pending;
  };

  const peek: LayoutService['peek'] = (graph, layoutOptions) => {
    const key = layoutCacheKey(graph, layoutOptions);
    // A failed run is the page's own request's to report (it finds no cache entry and asks again).
    return { key, json: cache.get(key), start: () => layoutOnce(key, graph, layoutOptions).catch(() => undefined) };
  };

  const handler: LayoutHandler = (req, res) => {
    const answer = (status: number, body: string, hit: string): void => {
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', [REMOTE_LAYOUT_STATE_HEADER]: hit });
      res.end(body);
    };
    if (req.method !== 'POST') {
      res.setHeader('allow', 'POST');
      answer(405, JSON.stringify({ code: 405, message: 'POST an ELK graph' }), 'none');
      return;
    }
    void (async () => {
      try {
        const { graph, layoutOptions } = parseRequest(await readBody(req, maxBodyBytes));
        const key = layoutCacheKey(graph, layoutOptions);
        const cached = cache.get(key);
        timing('layout request', { key: key.slice(0, 8), nodes: graph.children?.length ?? 0, hit: cached !== undefined, running: running.has(key) });
        if (cached !== undefined) {
          answer(200, cached, 'hit');
          return;
        }
        if (running.has(key)) {
          // Joined a layout begun before this request (a first view's, started with its read): the headers go now,
          // so the browser knows its answer is on the way and does not lay the same graph out again beside it on a
          // machine's other core (cached-layout-engine.ts). A failure then cuts the body: the browser falls back.
          const pending = layoutOnce(key, graph, layoutOptions);
          res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store', [REMOTE_LAYOUT_STATE_HEADER]: 'running' });
          res.flushHeaders();
          res.end(await pending);
          return;
        }
        answer(200, await layoutOnce(key, graph, layoutOptions), 'miss');
      } catch (error) {
        const status = error instanceof BadRequest ? error.status : 500;
        if (error instanceof BadRequest && error.unread && !res.headersSent) res.setHeader('connection', 'close');
        if (!res.headersSent) answer(status, JSON.stringify({ code: status, message: error instanceof Error ? error.message : String(error) }), 'none');
        else res.destroy();
      }
    })();
  };
  return Object.assign(handler, { peek, offThread, warmUp: warmUp.run, holdWarmUp: warmUp.yieldToRealWork, warmUpTurn: warmUp.turn });
}

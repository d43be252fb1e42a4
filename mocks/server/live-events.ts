import type { IncomingMessage, ServerResponse } from 'node:http';

/** Where the app listens for new lineage (server-sent events); outside `/api/v1`, which is Marquez's own API. */
export const LIVE_PATH = '/api/tributary/live';

// Idle proxies close a silent stream; a comment line every so often keeps it open.
const HEARTBEAT_MS = 25_000;

export interface LiveEvents {
  /** Serves one `text/event-stream` subscriber until it goes away. */
  subscribe: (req: IncomingMessage, res: ServerResponse) => void;
  /** Tells every subscriber that lineage arrived (an event was accepted). */
  announce: () => void;
  /** How many subscribers are open (tests). */
  size: () => number;
}

/** A tiny server-sent-events hub: the emulator announces each accepted lineage event to every open page. */
export function createLiveEvents(): LiveEvents {
  const open = new Set<ServerResponse>();
  let heartbeat: ReturnType<typeof setInterval> | null = null;
  const stopIfIdle = () => {
    if (open.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = null;
    }
  };
  return {
    subscribe: (req, res) => {
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      // retry: how soon the browser reconnects after the server restarts.
      res.write('retry: 2000\n: connected\n\n');
      open.add(res);
      heartbeat ??= setInterval(() => {
        for (const r of open) r.write(': keep-alive\n\n');
      }, HEARTBEAT_MS);
      heartbeat.unref?.();
      const close = () => {
        open.delete(res);
        stopIfIdle();
      };
      req.on('close', close);
      res.on('close', close);
    },
    announce: () => {
      const line = `event: lineage\ndata: ${JSON.stringify({ at: new Date().toISOString() })}\n\n`;
      for (const r of open) if (!r.destroyed) r.write(line);
    },
    size: () => open.size,
  };
}

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

const POST_LINEAGE = /^\/api\/v1\/lineage\/?$/;

/**
 * The emulator's handler with live updates: `GET /api/tributary/live` streams an `event: lineage` message each time
 * a `POST /api/v1/lineage` is answered 2xx (accepted, and on disk when journaled), so open pages redraw without a
 * reload. Everything else goes to `handler` untouched.
 */
export function withLiveEvents(handler: Handler, live: LiveEvents = createLiveEvents()): Handler & { live: LiveEvents } {
  const wrapped: Handler = (req, res, next) => {
    const path = (req.url ?? '/').split('?')[0] ?? '';
    const method = (req.method ?? 'GET').toUpperCase();
    if (path === LIVE_PATH && method === 'GET') return live.subscribe(req, res);
    if (method === 'POST' && POST_LINEAGE.test(path)) {
      res.on('finish', () => {
        if (res.statusCode >= 200 && res.statusCode < 300) live.announce();
      });
    }
    handler(req, res, next);
  };
  return Object.assign(wrapped, { live });
}

import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FetchLike } from '../api/json-client.ts';
import type { ApiHandler } from './http-server.ts';

/**
 * A {@link FetchLike} answered by the server's own `/api` handler (the embedded emulator), in this process: the server
 * reads what a page would read without an HTTP request to itself (issue 32). Only GETs, the only thing the server
 * reads. The handler sees the request as it would over HTTP (method, path with its query, the caller's headers), so
 * its faults, journal and routes apply alike; a handler that drops the connection (a `down` fault) or never answers
 * within the caller's signal rejects, as a network failure would.
 */
export function inProcessFetch(api: ApiHandler, forwarded: Record<string, string> = {}): FetchLike {
  return (url, init) =>
    new Promise((resolve, reject) => {
      const { pathname, search } = new URL(url);
      const chunks: string[] = [];
      let status = 200;
      let settled = false;
      const res = Object.assign(new EventEmitter(), {
        statusCode: 200,
        headersSent: false,
        destroyed: false,
        writeHead(code: number) {
          status = code;
          res.statusCode = code;
          res.headersSent = true;
          return res;
        },
        setHeader: () => res,
        getHeader: () => undefined,
        write(chunk: string | Buffer) {
          chunks.push(chunk.toString());
          return true;
        },
        end(chunk?: string | Buffer) {
          if (chunk !== undefined) chunks.push(chunk.toString());
          finish(() => {
            const text = chunks.join('');
            resolve({ ok: status >= 200 && status < 300, status, text: () => Promise.resolve(text) });
          });
          res.emit('finish');
          res.emit('close');
        },
        destroy() {
          res.destroyed = true;
          finish(() => reject(new Error('the API handler closed the connection')));
          res.emit('close');
        },
      });
      const finish = (settle: () => void): void => {
        if (settled) return;
        settled = true;
        init.signal.removeEventListener('abort', abort);
        settle();
      };
      const abort = (): void => res.destroy();
      init.signal.addEventListener('abort', abort, { once: true });
      const req = Object.assign(new EventEmitter(), {
        method: init.method ?? 'GET',
        url: `${pathname}${search}`,
        headers: Object.fromEntries(Object.entries({ ...forwarded, ...init.headers }).map(([k, v]) => [k.toLowerCase(), v])),
        socket: { destroy: () => res.destroy() },
      });
      // Only the members above are used on a GET (status, headers, body; the socket to drop it): the handler is typed
      // for node:http's classes, which cannot be built without a connection.
      api(req as unknown as IncomingMessage, res as unknown as ServerResponse, () => {
        res.writeHead(404);
        res.end(JSON.stringify({ code: 404, message: 'HTTP 404 Not Found' }));
      });
    });
}

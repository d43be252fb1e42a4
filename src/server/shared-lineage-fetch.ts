import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FirstViewQuery } from '../lib/first-view.ts';
import type { LineageRead, LineageReader } from './lineage-reader.ts';

/** A `/lineage` answer the server read for a page it was writing, kept for that page's own request. */
interface Held {
  /** The status and body as soon as the body is in (before the gate), or the read's end when it failed before. */
  body: Promise<Pick<LineageRead, 'status' | 'text'>>;
  expires: number;
}

/**
 * How long an answer read for a page waits for that page's own `/lineage` request: the page asks for it once its
 * scripts run, when the answer was too big to embed or came too late (a 10,000-node answer is 20 MB).
 */
export const HOLD_MS = 15_000;

/** Same answer only for the same caller: the query and the credentials it was asked with. */
function keyOf(query: FirstViewQuery, req: IncomingMessage): string {
  return [query.nodeId, query.depth, req.headers.cookie ?? '', req.headers.authorization ?? ''].join('\u0000');
}

/** The page's own `/api/v1/lineage?nodeId=…&depth=…` (exactly those two parameters), or null. */
function lineageQueryOf(url: string): FirstViewQuery | null {
  const [path, search = ''] = url.split('?');
  if (path !== '/api/v1/lineage') return null;
  const params = new URLSearchParams(search);
  const nodeId = params.get('nodeId');
  const depth = Number(params.get('depth'));
  if ([...params.keys()].some((k) => k !== 'nodeId' && k !== 'depth') || nodeId === null || !Number.isInteger(depth)) return null;
  return { nodeId, depth };
}

/**
 * One read of a view's `/lineage` for a page and its own request (issue 31). The server reads the answer while it
 * writes the page; when the page could not carry it, the page asks for the very same answer a moment later. Without
 * this, the backend serialises it twice (seconds for a 10,000-node answer) and the page's copy starts only once its
 * scripts run. The held answer serves one request, within {@link HOLD_MS}; every other request goes to the backend.
 */
export function createSharedLineageFetch(read: LineageReader) {
  const held = new Map<string, Held>();
  const sweep = (now: number): void => {
    for (const [key, h] of held) if (h.expires <= now) held.delete(key);
  };
  return {
    /**
     * Reads the answer for a page being written (whatever came: the caller judges it), telling `onHeaders` its
     * declared size and `onBody` its body. The page's own request is answered with the body as soon as it is in: the
     * gate (and the first drawing's pipeline, on this thread) need not hold its 22 MB back.
     */
    forPage(
      query: FirstViewQuery,
      req: IncomingMessage,
      onHeaders?: (bytes: number | null) => void,
      onBody?: (status: number, text: string) => boolean | void,
    ): Promise<LineageRead> {
      const now = Date.now();
      sweep(now);
      let bodyIn: (body: Pick<LineageRead, 'status' | 'text'>) => void = () => undefined;
      const body = new Promise<Pick<LineageRead, 'status' | 'text'>>((ok) => (bodyIn = ok));
      const answer = read(query, req, onHeaders, (status, text) => {
        bodyIn({ status, text });
        return onBody?.(status, text);
      }).catch((): LineageRead => ({ status: 0, text: '', answer: null }));
      void answer.then(bodyIn);
      held.set(keyOf(query, req), { body, expires: now + HOLD_MS });
      return answer;
    },
    /** The page carries the answer (the first view in the page): it will not ask, so nothing is held for it. */
    release(query: FirstViewQuery, req: IncomingMessage): void {
      held.delete(keyOf(query, req));
    },
    /**
     * Answers the page's own request from a held read; false when there is none. A held read that failed sends the
     * request on to the backend (`fallback`), which answers it as it would have.
     */
    serve(req: IncomingMessage, res: ServerResponse, fallback: () => void): boolean {
      const query = req.method === 'GET' ? lineageQueryOf(req.url ?? '') : null;
      if (!query) return false;
      sweep(Date.now());
      const key = keyOf(query, req);
      const h = held.get(key);
      if (!h) return false;
      held.delete(key);
      void h.body.then((a) => {
        if (a.status !== 200) return fallback();
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(a.text);
      });
      return true;
    },
  };
}

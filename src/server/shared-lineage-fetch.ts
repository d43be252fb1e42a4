import type { IncomingMessage, ServerResponse } from 'node:http';
import { FIRST_DRAWING_PATH, type FirstViewQuery } from '../lib/first-view.ts';
import { firstDrawingOfBody, seenDrawingOfBody } from './first-drawing.ts';
import { FIRST_VIEW_WAIT_MAX_BYTES } from './first-view.ts';
import type { LineageRead, LineageReader } from './lineage-reader.ts';

/** A `/lineage` answer the server read for a page it was writing, kept for that page's own request. */
interface Held {
  /** The status and body as soon as the body is in (before the gate), or the read's end when it failed before. */
  body: Promise<Pick<LineageRead, 'status' | 'text'>>;
  /** The read, through the gate. */
  read: Promise<LineageRead>;
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

/** The page's `GET /api/tributary/first-drawing?nodeId=…&depth=…&search=…`: the view and its link's search, or null. */
function handOverQueryOf(url: string): { query: FirstViewQuery; search: string } | null {
  const [path, search = ''] = url.split('?');
  if (path !== FIRST_DRAWING_PATH) return null;
  const params = new URLSearchParams(search);
  const nodeId = params.get('nodeId');
  const depth = Number(params.get('depth'));
  const link = params.get('search');
  if (nodeId === null || link === null || !Number.isInteger(depth)) return null;
  return { query: { nodeId, depth }, search: link };
}

/**
 * One read of a view's `/lineage` for a page and its own request (issue 31). The server reads the answer while it
 * writes the page; when the page could not carry it, the page asks for the very same answer a moment later. Without
 * this, the backend serialises it twice (seconds for a 10,000-node answer) and the page's copy starts only once its
 * scripts run. The held answer serves one request, within {@link HOLD_MS}; every other request goes to the backend.
 */
export function createSharedLineageFetch(read: LineageReader, { handOverAboveBytes = FIRST_VIEW_WAIT_MAX_BYTES } = {}) {
  const held = new Map<string, Held>();
  const sweep = (now: number): void => {
    for (const [key, h] of held) if (h.expires <= now) held.delete(key);
  };
  /**
   * Answers the page's request for its first drawing's hand-over (first-drawing.ts) from the read held for it, once
   * that read is in: 204 when there is none (no read held, an answer the page could carry — it then reads it at once —
   * or a drawing that is not capped). Leaves the read held for the page's own `/lineage` request.
   */
  const serveHandOver = (req: IncomingMessage, res: ServerResponse): boolean => {
    const asked = handOverQueryOf(req.url ?? '');
    if (!asked) return false;
    sweep(Date.now());
    const h = held.get(keyOf(asked.query, req));
    const none = (): void => {
      res.writeHead(204, { 'cache-control': 'no-store' });
      res.end();
    };
    if (!h) {
      none();
      return true;
    }
    void h.body
      .then(async (body) => {
        if (body.status !== 200 || body.text.length <= handOverAboveBytes) return none();
        // A re-visit's drawing is known by the body's hash: it goes before the read's gate, which it does not need.
        const seen = seenDrawingOfBody(body.text, asked.query, asked.search);
        const read = seen.drawing === undefined ? await h.read : null;
        const drawing = read?.answer ? firstDrawingOfBody(read.text, asked.query, asked.search, read.answer, seen.hash) : seen.drawing;
        // One turn first: the first view's layout of this drawing (first-view.ts, in the turn after the read) starts
        // before the hand-over's check runs, not after it.
        if (drawing) await new Promise((ok) => setImmediate(ok));
        const handOver = drawing?.handOver() ?? null;
        if (handOver === null) return none();
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(handOver);
      })
      .catch(none);
    return true;
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
      held.set(keyOf(query, req), { body, read: answer, expires: now + HOLD_MS });
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
      if (req.method === 'GET' && serveHandOver(req, res)) return true;
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

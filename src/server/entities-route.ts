import type { IncomingMessage, ServerResponse } from 'node:http';
import { ENTITIES_MAX_BODY_BYTES, entitiesRequestSchema, entityRequest, type EntitiesAnswer, type EntityRef } from '../api/get-entities.ts';
import { mapLimit } from '../lib/async-batches.ts';
import { callerHeaders, transportFor, type LineageBackend } from './lineage-reader.ts';

export { ENTITIES_PATH } from '../api/get-entities.ts';

/** Marquez GETs one batch keeps in flight: a real Marquez answers them in parallel; the in-process emulator does not mind. */
export const ENTITY_READS_PER_BATCH = 8;
/** One GET's silence limit, as the browser's client has for its own (json-client.ts). */
const READ_TIMEOUT_MS = 15_000;

type Answer = EntitiesAnswer['entities'][number];

function send(res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...extra });
  res.end(JSON.stringify(body));
}

/** The request body, or null once it outgrew the cap (the connection is then closed: the rest is not read). */
function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((ok, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > ENTITIES_MAX_BODY_BYTES) {
        req.removeAllListeners('data');
        req.pause();
        ok(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => ok(Buffer.concat(chunks).toString('utf8')));
    req.on('error', fail);
  });
}

/** The parsed request's ids, or why it is refused. */
function parseIds(text: string): EntityRef[] | string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return 'the body is not JSON';
  }
  const parsed = entitiesRequestSchema.safeParse(json);
  return parsed.success ? parsed.data.entities : `expected {"entities": [{"kind": "dataset" | "job", "namespace", "name"}, …]}, 1 to 250 of them`;
}

/**
 * `POST /api/tributary/entities` (src/api/get-entities.ts): each id's GET made here, at most
 * {@link ENTITY_READS_PER_BATCH} at a time, with the caller's cookie and authorization, straight to the configured
 * Marquez or in-process to the embedded emulator (lineage-reader.ts) — never through this server's HTTP. Each answer
 * goes back as Marquez sent it, status and text, unparsed: the page checks it with the single GET's own schema. The
 * reads stop when the caller goes away (the impact list closed).
 */
export function createEntitiesRoute(backend: LineageBackend): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => void serve(backend, req, res);
}

async function serve(backend: LineageBackend, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'POST') return send(res, 405, { code: 405, message: 'POST a list of ids' }, { allow: 'POST' });
  const text = await readBody(req).catch(() => null);
  if (text === null) return send(res, 413, { code: 413, message: `at most ${ENTITIES_MAX_BODY_BYTES} bytes` }, { connection: 'close' });
  const ids = parseIds(text);
  if (typeof ids === 'string') return send(res, 400, { code: 400, message: ids });
  const gone = new AbortController();
  res.once('close', () => gone.abort());
  const transport = transportFor(backend, callerHeaders(req));
  const readOne = async (ref: EntityRef): Promise<Answer> => {
    const { path } = entityRequest(ref);
    // A `.` or `..` name would be resolved away into another resource's path: the page's own GET refuses it and says so.
    if (new URL(path, 'http://entities.invalid').pathname !== path) return { status: 0, body: '', error: 'a name of "." or ".." cannot be sent in a URL path' };
    if (gone.signal.aborted) return { status: 0, body: '', error: 'the caller went away' };
    try {
      const signal = AbortSignal.any([gone.signal, AbortSignal.timeout(READ_TIMEOUT_MS)]);
      const response = await transport.fetch(`${transport.baseUrl}${path}`, { headers: { accept: 'application/json' }, signal });
      return { status: response.status, body: await response.text() };
    } catch (error) {
      return { status: 0, body: '', error: `Marquez did not answer: ${error instanceof Error ? error.message : String(error)}` };
    }
  };
  const entities = await mapLimit(ids, ENTITY_READS_PER_BATCH, readOne);
  if (gone.signal.aborted) return;
  send(res, 200, { entities } satisfies EntitiesAnswer);
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { createEmulator, type Emulator } from '../emulator/index.ts';
import { ALL_SCENARIO_NAMES, isScenarioName, scenarioEvents, type LoadableScenarioName } from '../scenarios/index.ts';
import { faultFor, faultsFromEnv, parseFaults, type Fault } from './faults.ts';
import type { Journal } from './journal.ts';
import { readBody } from './read-body.ts';
import { CONNECT_STAND_IN_PATH } from '../connect/stand-in-data.ts';
import { connectStandInHandler } from '../connect/stand-in-middleware.ts';

export interface EmulatorMiddlewareOptions {
  /** `demo` (default) = talk + broken-boundaries + real-streams + spec-2026, a single scenario name, or `none`. */
  scenario?: string | undefined;
  /** Use this emulator instead of a fresh one (the scenario is still loaded into it unless `none`). */
  emulator?: Emulator | undefined;
  /** `route=kind` switches (issue 9); `TRIBUTARY_FAULTS` adds to them. */
  faults?: string[] | undefined;
  /** How long `slow` waits (default 10 s) and `timeout` holds before dropping the socket (default 10 min). */
  slowMs?: number | undefined;
  timeoutMs?: number | undefined;
}

export type EmulatorMiddleware = ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) & {
  readonly emulator: Emulator;
  readonly faults: () => readonly Fault[];
  setFaults: (specs: string[]) => void;
  /** From now on POST /api/v1/lineage goes through this journal (`--data`): 201 only once the event is on disk. */
  useJournal: (journal: Journal) => void;
};

/** The scenario names a `scenario` option expands to. */
export function scenarioList(scenario: string | undefined): LoadableScenarioName[] {
  const name = scenario?.trim() || 'demo';
  if (name === 'none') return [];
  // The three use disjoint dataset and job identities, so the demo loads them together.
  if (name === 'demo') return ['talk', 'broken-boundaries', 'real-streams', 'spec-2026'];
  // Synthetic graphs (issue 8's benchmark and large-graph e2e) are opt-in by name only, never part of the demo.
  if (!isScenarioName(name)) {
    throw new Error(`unknown scenario '${name}' (one of demo, none, ${ALL_SCENARIO_NAMES.join(', ')})`);
  }
  return [name];
}

function send(res: ServerResponse, status: number, headers: Record<string, string>, body: string): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { 'cache-control': 'no-store', ...headers });
  res.end(body);
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  send(res, status, { 'content-type': 'application/json' }, JSON.stringify(value));
}

/**
 * Connect-style middleware serving `/api/v1/**` from the emulator (and `/__emulator/faults`, alias
 * `/api/__emulator/faults`, to switch faults at run time); anything else goes to `next()`. Used by the Vite plugin, the production server and `npm run emulator`.
 */
export function createEmulatorMiddleware(opts: EmulatorMiddlewareOptions = {}): EmulatorMiddleware {
  const emulator = opts.emulator ?? createEmulator();
  for (const name of scenarioList(opts.scenario)) {
    const result = emulator.loadEvents(scenarioEvents(name));
    if (result.rejected.length > 0) {
      console.warn(`[emulator] scenario ${name}: ${result.rejected.length} event(s) rejected`, result.rejected.slice(0, 3));
    }
  }
  let faults = parseFaults([...(opts.faults ?? []), ...faultsFromEnv()]);
  let journal: Journal | null = null;
  const slowMs = opts.slowMs ?? 10_000;
  const timeoutMs = opts.timeoutMs ?? 600_000;

  const serve = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    let body = '';
    if (method !== 'GET' && method !== 'HEAD') {
      const read = await readBody(req);
      if (!read.ok) {
        if (read.reason === 'too-large') {
          send(
            res,
            413,
            { 'content-type': 'application/json', connection: 'close' },
            JSON.stringify({ code: 413, message: 'Request entity too large (limit 5 MB)' }),
          );
        }
        return; // aborted: the client is gone, nothing to answer
      }
      body = read.body;
    }
    const fault = faultFor(faults, method, url);
    if (fault) {
      if (fault.kind === 'down') {
        req.socket.destroy();
        return;
      }
      if (fault.kind === 'timeout') {
        const timer = setTimeout(() => req.socket.destroy(), timeoutMs);
        res.on('close', () => clearTimeout(timer));
        return;
      }
      if (fault.kind === '500')
        return sendJson(res, 500, { code: 500, message: 'There was an error processing your request. It has been logged (ID injected-fault).' });
      if (fault.kind === '404') return sendJson(res, 404, { code: 404, message: 'HTTP 404 Not Found' });
      if (fault.kind === 'malformed') return send(res, 200, { 'content-type': 'application/json' }, '{"graph":[{"id":"dataset:');
      if (fault.kind === 'slow') {
        await new Promise<void>((ok) => {
          const timer = setTimeout(ok, slowMs);
          res.on('close', () => {
            clearTimeout(timer);
            ok();
          });
        });
        if (res.destroyed) return;
      }
    }
    const verb = method.toUpperCase();
    let answer;
    if (journal && verb === 'POST' && /^\/api\/v1\/lineage\/?(\?|$)/.test(url)) answer = await journal.ingest(body);
    // Tags and soft deletes change state too: with a journal they are kept, in order with the events.
    else if (journal && verb !== 'GET' && verb !== 'HEAD' && url.startsWith('/api/v1/')) answer = await journal.write(verb, url, body);
    else answer = await emulator.handle({ method, url, body });
    send(res, answer.status, answer.headers, answer.body);
  };

  // The /capture view's Kafka Connect + Schema Registry (the talk's connectors), beside the emulator it sends to.
  const connectStandIn = connectStandInHandler();

  const controlFaults = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method === 'POST') {
      const read = await readBody(req);
      if (!read.ok) return;
      try {
        const parsed = JSON.parse(read.body) as { faults?: unknown };
        if (!Array.isArray(parsed.faults) || !parsed.faults.every((f) => typeof f === 'string')) throw new Error('expected {"faults": ["route=kind", …]}');
        faults = parseFaults(parsed.faults);
      } catch (e) {
        return sendJson(res, 400, { code: 400, message: e instanceof Error ? e.message : String(e) });
      }
    }
    sendJson(res, 200, { faults: faults.map((f) => `${f.route}=${f.kind}`) });
  };

  const middleware = (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const url = req.url ?? '/';
    const path = url.split('?')[0] ?? '';
    let work: Promise<void> | null = null;
    // `/api/__emulator/faults` too: the production server (src/server) forwards only `/api/*` to this middleware.
    if (path === '/__emulator/faults' || path === '/api/__emulator/faults') work = controlFaults(req, res);
    else if (path.startsWith('/api/v1/') || path.startsWith('/api/v2beta/')) work = serve(req, res);
    else if (path === CONNECT_STAND_IN_PATH || path.startsWith(`${CONNECT_STAND_IN_PATH}/`)) return connectStandIn(req, res);
    if (!work) return next();
    work.catch((e: unknown) => {
      console.error('[emulator] request failed', e);
      sendJson(res, 500, { code: 500, message: 'There was an error processing your request. It has been logged.' });
    });
  };
  return Object.assign(middleware, {
    emulator,
    faults: () => faults,
    setFaults: (specs: string[]) => {
      faults = parseFaults(specs);
    },
    useJournal: (j: Journal) => {
      journal = j;
    },
  });
}

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StandInConnector, StandInSubject } from './connectors.ts';
import { STAND_IN_CONNECT_VERSION } from './stand-in-data.ts';

/**
 * A Kafka Connect REST + Schema Registry stand-in: the read endpoints connect-lineage uses, answered as Connect
 * 3.x and Confluent's registry answer them (shapes of `GET /connectors?expand=info&expand=status`,
 * `GET /connectors/{name}/topics`, `GET /subjects/{subject}/versions/latest`). Connect lives under `/`, the registry
 * under `/registry`, so one port serves both. Mutable, so tests can pause, fail, change and delete connectors.
 */
export interface StandInOptions {
  connectors: readonly StandInConnector[];
  subjects: readonly StandInSubject[];
  /** `user:password` both services require (401 otherwise). */
  basicAuth?: string;
  version?: string;
}

export interface StandIn {
  connectUrl: string;
  registryUrl: string;
  connectors: Map<string, StandInConnector>;
  subjects: Map<string, StandInSubject>;
  /** Requests answered, by path, for tests that check what was read. */
  requests: string[];
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function expanded(c: StandInConnector) {
  return {
    info: { name: c.name, config: { ...c.config, name: c.name }, tasks: c.tasks.map((_, task) => ({ connector: c.name, task })), type: c.type },
    status: {
      name: c.name,
      connector: { state: c.state, worker_id: 'connect-1:8083', ...(c.trace ? { trace: c.trace } : {}) },
      tasks: c.tasks.map((t, id) => ({ id, state: t.state, worker_id: 'connect-1:8083', ...(t.trace ? { trace: t.trace } : {}) })),
      type: c.type,
    },
  };
}

export function handleStandIn(
  state: Omit<StandIn, 'connectUrl' | 'registryUrl' | 'close'>,
  options: StandInOptions,
  req: IncomingMessage,
  res: ServerResponse,
): void {
  const url = new URL(req.url ?? '/', 'http://stand-in');
  state.requests.push(`${url.pathname}${url.search}`);
  if (options.basicAuth) {
    const expected = `Basic ${Buffer.from(options.basicAuth).toString('base64')}`;
    if (req.headers.authorization !== expected) {
      send(res, 401, { error_code: 401, message: 'Unauthorized' });
      return;
    }
  }
  const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts[0] === 'registry') {
    if (parts[1] === 'subjects' && parts.length === 2) return send(res, 200, [...state.subjects.keys()].sort());
    if (parts[1] === 'subjects' && parts[3] === 'versions' && parts[4] === 'latest') {
      const s = state.subjects.get(parts[2] ?? '');
      if (!s) return send(res, 404, { error_code: 40401, message: `Subject '${parts[2] ?? ''}' not found.` });
      return send(res, 200, { subject: s.subject, version: s.version, id: s.id, ...(s.schemaType ? { schemaType: s.schemaType } : {}), schema: s.schema });
    }
    return send(res, 404, { error_code: 404, message: 'HTTP 404 Not Found' });
  }
  if (parts.length === 0)
    return send(res, 200, { version: options.version ?? STAND_IN_CONNECT_VERSION, commit: 'a1b2c3d4e5f6', kafka_cluster_id: 'stand-in-cluster' });
  if (parts[0] !== 'connectors') return send(res, 404, { error_code: 404, message: 'HTTP 404 Not Found' });
  if (parts.length === 1) {
    const expand = url.searchParams.getAll('expand');
    if (expand.length === 0) return send(res, 200, [...state.connectors.keys()].sort());
    return send(
      res,
      200,
      Object.fromEntries(
        [...state.connectors.values()].map((c) => {
          const e = expanded(c);
          return [c.name, { ...(expand.includes('info') ? { info: e.info } : {}), ...(expand.includes('status') ? { status: e.status } : {}) }];
        }),
      ),
    );
  }
  const c = state.connectors.get(parts[1] ?? '');
  if (!c) return send(res, 404, { error_code: 404, message: `Connector ${parts[1] ?? ''} not found` });
  if (parts[2] === 'topics') return send(res, 200, { [c.name]: { topics: c.topics } });
  if (parts[2] === 'config') return send(res, 200, { ...c.config, name: c.name });
  if (parts[2] === 'status') return send(res, 200, expanded(c).status);
  if (parts.length === 2) return send(res, 200, expanded(c).info);
  return send(res, 404, { error_code: 404, message: 'HTTP 404 Not Found' });
}

export async function startStandIn(options: StandInOptions, port = 0, host = '127.0.0.1'): Promise<StandIn> {
  const state = {
    connectors: new Map(options.connectors.map((c) => [c.name, structuredClone(c)])),
    subjects: new Map(options.subjects.map((s) => [s.subject, { ...s }])),
    requests: [] as string[],
  };
  const server: Server = createServer((req, res) => handleStandIn(state, options, req, res));
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: actual } = server.address() as AddressInfo;
  const base = `http://${host}:${actual}`;
  return {
    ...state,
    connectUrl: base,
    registryUrl: `${base}/registry`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

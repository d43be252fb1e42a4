import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEmulatorMiddleware, type EmulatorMiddlewareOptions, type EmulatorMiddleware } from './node-middleware.ts';
import { startEmulatorServer } from './standalone-server.ts';

export interface RunningEmulator {
  url: string;
  port: number;
  middleware: EmulatorMiddleware;
  close: () => Promise<void>;
}

/** Starts the standalone server on 127.0.0.1 with an ephemeral port, for tests. */
export async function startTestEmulator(opts: EmulatorMiddlewareOptions = { scenario: 'none' }): Promise<RunningEmulator> {
  const middleware = createEmulatorMiddleware(opts);
  const server: Server = await startEmulatorServer(middleware, 0, '127.0.0.1');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    middleware,
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEmulatorMiddleware, type EmulatorMiddlewareOptions } from '../../mocks/server/node-middleware.ts';
import { startServer, type ServeOptions } from '../../src/server/http-server.ts';

export interface AppServer {
  baseUrl: string;
  close: () => Promise<void>;
}

/**
 * The production server (`src/server/http-server.ts`, CSP and all) over a built app in `distDir`, with its own
 * emulator (no faults unless asked) on an ephemeral 127.0.0.1 port. `close` drops kept-alive connections too, so a
 * test or a benchmark never waits on the browser's idle sockets. `layout` adds the server's layout route.
 */
export async function startEmulatorAppServer(
  distDir: string,
  options: EmulatorMiddlewareOptions,
  { layout }: Pick<ServeOptions, 'layout'> = {},
): Promise<AppServer> {
  const server: Server = await startServer({
    distDir,
    api: createEmulatorMiddleware({ faults: [], ...options }),
    port: 0,
    host: '127.0.0.1',
    description: `emulator (${options.scenario ?? 'demo'})`,
    ...(layout ? { layout } : {}),
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

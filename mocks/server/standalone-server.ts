import { createServer, type Server } from 'node:http';
import type { EmulatorMiddleware } from './node-middleware.ts';

/** A bare HTTP server around the middleware: what `npm run emulator` and the record/replay test listen with. */
export function startEmulatorServer(middleware: EmulatorMiddleware, port: number, host = '127.0.0.1'): Promise<Server> {
  const server = createServer((req, res) => {
    middleware(req, res, () => {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 404, message: 'HTTP 404 Not Found' }));
    });
  });
  // A client that vanishes mid-request must never take the process down (issue 9).
  server.on('clientError', (_err, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n');
    else socket.destroy();
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      ok(server);
    });
  });
}

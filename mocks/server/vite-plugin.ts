import type { Plugin } from 'vite';
import { createEmulatorMiddleware } from './node-middleware.ts';
import { withLiveEvents } from './live-events.ts';

/**
 * Serves the Marquez emulator on `/api/v1` for `vite` and `vite preview` when no MARQUEZ_URL is set
 * (scenario from `TRIBUTARY_SCENARIO`, faults from `TRIBUTARY_FAULTS`), with live updates on `/api/tributary/live`.
 * One emulator per process, created lazily.
 */
export function marquezEmulatorPlugin(): Plugin {
  let middleware: ReturnType<typeof withLiveEvents> | null = null;
  const get = () => (middleware ??= withLiveEvents(createEmulatorMiddleware({ scenario: process.env.TRIBUTARY_SCENARIO })));
  return {
    name: 'tributary-marquez-emulator',
    configureServer(server) {
      server.middlewares.use((req, res, next) => get()(req, res, next));
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => get()(req, res, next));
    },
  };
}

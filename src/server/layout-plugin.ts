import type { Plugin } from 'vite';
import { REMOTE_LAYOUT_PATH, type LayoutHandler } from './layout-service.ts';

type Middleware = (req: Parameters<LayoutHandler>[0], res: Parameters<LayoutHandler>[1], next: () => void) => void;

/**
 * The production server's layout route (layout-service.ts) in `vite` and `vite preview` too, ahead of the `/api`
 * proxy to a real Marquez, so the demo and development get the warm, cached server layout. ELK loads on the first
 * request, so `vite build` and Vitest, which read this config too, never pay for it.
 */
export function layoutServicePlugin(): Plugin {
  let service: Promise<LayoutHandler> | null = null;
  const get = (): Promise<LayoutHandler> =>
    (service ??= Promise.all([import('./layout-service.ts'), import('../layout/main-thread-layout-engine.ts')]).then(
      ([{ createLayoutService }, { createMainThreadLayoutEngine }]) => createLayoutService({ engine: createMainThreadLayoutEngine() }),
    ));
  const mount = (middlewares: { use: (fn: Middleware) => void }): void => {
    middlewares.use((req, res, next) => {
      if ((req.url ?? '').split('?')[0] !== REMOTE_LAYOUT_PATH) return next();
      // A service that cannot start answers 500: the browser lays out in its worker.
      get().then(
        (handle) => handle(req, res),
        () => {
          res.statusCode = 500;
          res.end();
        },
      );
    });
  };
  return {
    name: 'tributary-layout-service',
    configureServer: (server) => mount(server.middlewares),
    configurePreviewServer: (server) => mount(server.middlewares),
  };
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import type { EmulatorMiddlewareOptions } from '../../mocks/server/node-middleware.ts';
import { E2E_DIST_DIR } from './app-build.ts';
import { startEmulatorAppServer, type AppServer } from './emulator-app-server.ts';

export type ScenarioServer = AppServer;

/**
 * The production server (`src/server/http-server.ts`, CSP and all) over the build the config's webServer serves (no
 * second build), with its own emulator on an
 * ephemeral 127.0.0.1 port. Specs that need another scenario or that switch faults get their own server, so they
 * never disturb the shared demo server other specs run against in parallel.
 */
export async function startScenarioServer(options: EmulatorMiddlewareOptions): Promise<ScenarioServer> {
  if (!existsSync(join(E2E_DIST_DIR, 'index.html'))) {
    throw new Error(`no e2e build at ${E2E_DIST_DIR}: run through \`npm run test:e2e\` (its webServer builds it) with the same E2E_PORT`);
  }
  return startEmulatorAppServer(E2E_DIST_DIR, options);
}

/**
 * A Playwright `test` whose `baseURL` is a per-worker server with these emulator options (scenario, fault delays).
 * `page.goto('/…')` and `request` then reach that server instead of the config's webServer. Options given as a
 * function are made when the worker starts the server: an emulator a spec fills itself is then built in the worker
 * that runs its tests, not also when Playwright's main process collects the suite before the first test.
 */
export function testWithServer(options: EmulatorMiddlewareOptions | (() => EmulatorMiddlewareOptions)) {
  return base
    .extend<object, { scenarioServer: ScenarioServer }>({
      scenarioServer: [
        // Playwright reads the fixture's dependencies from the first parameter, which must be a destructuring pattern.
        // eslint-disable-next-line no-empty-pattern
        async ({}, use) => {
          const server = await startScenarioServer(typeof options === 'function' ? options() : options);
          await use(server);
          await server.close();
        },
        { scope: 'worker' },
      ],
    })
    .extend({
      baseURL: async ({ scenarioServer }, use) => {
        await use(scenarioServer.baseUrl);
      },
    });
}

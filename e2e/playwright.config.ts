import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { E2E_DIST_DIR, ensureBuild } from './support/app-build.ts';

// Debian's Chromium, never a downloaded browser (no `npx playwright install` anywhere).
const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const executablePath = existsSync(candidate) ? candidate : undefined;
if (!executablePath) {
  console.warn(
    `[e2e] No Chromium at ${candidate}. Install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH; ` +
      "falling back to Playwright's own browser, which must already be present.",
  );
}

const port = Number(process.env.E2E_PORT ?? 5183);
// One production build for the whole run, made here (before the webServer starts) only when none is fresh: a spec run
// on its own builds, the gate's `npm test` built already. Workers load this file too; the main process builds.
if (!process.env.TEST_WORKER_INDEX) ensureBuild(E2E_DIST_DIR);
const CI = !!process.env.CI;
// One worker by default. More were measured (docs/performance.md#test-time): on two cores, 4 workers ran the whole suite
// no faster than 1 (the load reached 18) and timing-sensitive specs (camera framing, slow-API states, 5,000-node
// export) then timed out; 2-4 paid only on subsets. E2E_WORKERS opts in to more where there are cores for them.
const workers = Number(process.env.E2E_WORKERS) || 1;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  // Every test starts from a clean browser state (see `reuseContext`), and specs that change what a server holds
  // (faults, posted events) either run on a server of their own or write under a namespace of their own; specs whose
  // tests share one costly server per worker keep their tests on one worker with `test.describe.configure({ mode: 'default' })`.
  fullyParallel: true,
  workers,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '../reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 720 },
    trace: 'on-first-retry',
    // One browser context per worker, reset by Playwright before each test (other pages closed, the page on
    // about:blank, cookies, storage, HTTP cache, routes, init scripts, clock, viewport and media emulation back to the
    // defaults): each test still loads its URL into a clean browser, without paying for a new context and renderer
    // every time (about a quarter of the browser's CPU on shell + details, docs/performance.md#test-time). Tests that
    // need a browser of their own (two browsers, a first load) still open one with `browser.newContext()`.
    // E2E_FRESH_CONTEXT=1 gives every test a new context, as before.
    reuseContext: !process.env.E2E_FRESH_CONTEXT,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // Extra switches to measure, space-separated (docs/performance.md#test-time lists those tried). A
        // --disable-features here replaces Playwright's own list instead of adding to it.
        ...(process.env.E2E_CHROMIUM_ARGS?.split(' ').filter(Boolean) ?? []),
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 720 } } }],
  webServer: {
    // The production build behind the same Node server users run with `npm run serve`, on the embedded demo.
    command: 'node --import tsx src/server/main.ts',
    cwd: '..',
    env: { PORT: String(port), MARQUEZ_URL: '', DIST_DIR: E2E_DIST_DIR },
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: !CI,
    timeout: 180_000,
  },
});

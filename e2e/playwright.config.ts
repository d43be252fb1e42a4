import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { E2E_DIST_DIR, ensureBuild } from './support/app-build.ts';
import { DISABLED_FEATURES } from './support/chromium-switches.ts';

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
// Two workers by default, one on a one-core machine; E2E_WORKERS overrides. Two on two cores: the quiet gate of 66410bc
// ran e2e in 5m 53s against 7m 44s on one worker, 1,964 passed, none retried (docs/performance.md#test-time). Four
// were measured too: no faster than one, the load at 18, and timing-sensitive specs (camera framing, slow-API states,
// the 5,000-node export) timed out.
const workers = Number(process.env.E2E_WORKERS) || Math.min(2, availableParallelism());
/**
 * The specs that keep one worker longest (the 10,000-row impact list, the 5,000- to 50,000-node graphs): a project
 * of their own, listed first, because Playwright queues tests project by project, then file by file, and hands each
 * free worker the first it may run. They start while the short specs fill the other worker, and the run ends on
 * short specs instead of one worker finishing a large graph alone. `workers: 1` keeps two of them from sharing the
 * two cores (each is enough for both; large-graph-refused timed out beside the 10,000-node specs before,
 * docs/performance.md#test-time). Their spans add up to ≈ 170 s of the quiet 66410bc gate's 351 s phase; 480 of 562 s at
 * load 10 (the large specs slow most under load): a run of mostly large specs runs them one after another.
 */
const LARGE_SPECS = ['impact-10000', 'large-graph-refused', 'large-graph-show-all', 'large-graph'].map((name) => `**/${name}.spec.ts`);
const chromium = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 720 } };

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
        // Playwright's list and the omnibox popup's WebUI (one renderer per browser context), see chromium-switches.ts.
        `--disable-features=${DISABLED_FEATURES.join(',')}`,
        // Extra switches to measure, space-separated (docs/performance.md#test-time lists those tried). A
        // --disable-features here replaces the one above instead of adding to it.
        ...(process.env.E2E_CHROMIUM_ARGS?.split(' ').filter(Boolean) ?? []),
      ],
    },
  },
  projects: [
    { name: 'large', testMatch: LARGE_SPECS, workers: 1, use: chromium },
    { name: 'chromium', testIgnore: LARGE_SPECS, use: chromium },
  ],
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

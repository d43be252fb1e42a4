import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

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
const CI = !!process.env.CI;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: CI ? 1 : 2,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '../reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 720 },
    trace: 'on-first-retry',
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
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 720 } } }],
  webServer: {
    // The production build behind the same Node server users run with `npm run serve`, on the embedded demo.
    // Each port builds into its own folder so parallel runs never overwrite each other's assets.
    command: `npx vite build --logLevel warn --outDir .e2e-dist/${port} --emptyOutDir && node --import tsx src/server/main.ts`,
    cwd: '..',
    env: { PORT: String(port), MARQUEZ_URL: '', DIST_DIR: `.e2e-dist/${port}` },
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: !CI,
    timeout: 180_000,
  },
});

import { createEmulator } from '../mocks/emulator/index.ts';
import { completedRun, ingestAll } from '../mocks/emulator/testing/event-builders.ts';
import { ARTIFACTS_DIR, datasetId, expect, lineageParams } from './fixtures.ts';
import { ImpactPage } from './pages/impact-page.ts';
import { LineagePage } from './pages/lineage-page.ts';
import { testWithServer } from './support/scenario-server.ts';

// A wide fan-out: src feeds 100 jobs, each writing 100 tables (no column lineage, so each is reached at dataset
// level: the emulator answers a dataset GET in time independent of the store's column lineage). Tracing src.f down
// reaches 10,000 datasets and 100 jobs: a 10,100-row impact list, served by its own emulator.
const NS = 'wide';
const JOBS = 100;
const PER_JOB = 100;
const pad = (n: number) => String(n).padStart(3, '0');
const SRC = { namespace: NS, name: 'src' };

function wideEvents(): Record<string, unknown>[] {
  const start = Date.parse('2026-11-20T00:00:00Z');
  return Array.from({ length: JOBS }, (_, j) =>
    completedRun({
      time: new Date(start + j * 60_000).toISOString(),
      endTime: new Date(start + j * 60_000 + 30_000).toISOString(),
      runId: `00000000-0000-4000-8000-000000000${pad(j)}`,
      job: `fan_${pad(j)}`,
      namespace: NS,
      inputs: [{ ...SRC, fields: ['f'] }],
      outputs: Array.from({ length: PER_JOB }, (_, i) => ({ namespace: NS, name: `out_${pad(j)}_${pad(i)}`, fields: ['f'] })),
    }),
  ).flat();
}

function wideEmulator() {
  const emulator = createEmulator();
  ingestAll(emulator, wideEvents());
  return emulator;
}
const ROWS = JOBS * PER_JOB + JOBS;
const ROWS_TEXT = '10,100';

// Filled when the worker starts the server (about a CPU-second), not when Playwright collects the suite.
const test = testWithServer(() => ({ scenario: 'none', emulator: wideEmulator() })).extend<{ impact: ImpactPage; lineage: LineagePage }>({
  impact: async ({ page }, use) => use(new ImpactPage(page)),
  lineage: async ({ page }, use) => use(new LineagePage(page)),
});

test.describe('a 10,000-row impact list', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  // The list is windowed (impact-row.tsx, virtual-rows.tsx); its 10,101 entities are read 200 per request through the
  // server's batch route (POST /api/tributary/entities, src/investigation/batched-entity-reads.ts): about 10 s of test
  // at load 10, against about 70 s with one GET each.
  test('says how many rows, keeps only a window of them in the DOM, and scrolls to the last', async ({ page, impact, lineage }) => {
    test.setTimeout(240_000);
    const src = datasetId(SRC);
    // The whole dataset's impact (its one field, and its lineage at dataset level): no trace drawn on the graph.
    await lineage.goto({ node: src, sel: src, impact: src });
    await expect(impact.count).toHaveText(new RegExp(`^${ROWS_TEXT} of ${ROWS_TEXT} listed`), { timeout: 200_000 });
    expect(lineageParams(page.url()).get('impact')).toBe(src);
    await expect(impact.list).toHaveAttribute('aria-rowcount', String(ROWS));

    // Only a window is rendered: what fits the box plus the overscan, not 10,100 rows.
    const windowed = async () => impact.rows.count();
    const first = await windowed();
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(40);
    await expect(impact.rows.first()).toHaveAttribute('data-name', `out_000_000`);
    await page.screenshot({ path: `${ARTIFACTS_DIR}impact-10000-top.png` });

    // Nearest first, then datasets before jobs, then by name: the last row is the last job.
    await impact.list.evaluate((el) => (el.scrollTop = el.scrollHeight));
    const last = impact.panel.locator(`[data-testid="impact-row"][data-kind="job"][data-name="fan_${pad(JOBS - 1)}"]`);
    await expect(last).toBeVisible();
    expect(await windowed()).toBeLessThan(40);
    const [box, lastBox] = [await impact.list.boundingBox(), await last.boundingBox()];
    expect(lastBox!.y + lastBox!.height).toBeLessThanOrEqual(box!.y + box!.height + 1);
    await page.screenshot({ path: `${ARTIFACTS_DIR}impact-10000-end.png` });

    // A filter narrows it at once, the count says so.
    await impact.filter('Level').selectOption('column');
    await expect(impact.panel).toContainText('No row matches the filters.');
    await impact.filter('Level').selectOption('dataset');
    await expect(impact.count).toHaveText(new RegExp(`^${ROWS_TEXT} of ${ROWS_TEXT} listed`));
  });
});

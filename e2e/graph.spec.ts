import { TALK } from '../mocks/scenarios/talk/names.ts';
import { ARTIFACTS_DIR, datasetId, expect, jobId, lineageParams, test as base } from './fixtures.ts';
import { DetailsPage } from './pages/details-page.ts';
import { LineagePage, lineagePath } from './pages/lineage-page.ts';
import { ShellPage } from './pages/shell-page.ts';
import { sharedPageFor } from './support/shared-page.ts';

const test = base.extend<{ lineage: LineagePage }>({
  lineage: async ({ page }, use) => {
    await use(new LineagePage(page));
  },
});

const ds = {
  ordersTable: datasetId(TALK.datasets.ordersTable),
  ordersTopic: datasetId(TALK.datasets.ordersTopic),
  archive: datasetId(TALK.datasets.ordersArchive),
  fraudAlerts: datasetId(TALK.datasets.fraudAlerts),
  fxRates: datasetId(TALK.datasets.fxRates),
  enriched: datasetId(TALK.datasets.ordersEnriched),
  dailyRevenue: datasetId(TALK.datasets.dailyRevenue),
  summary: datasetId(TALK.datasets.revenueSummary),
};
const jobs = {
  cdc: jobId(TALK.jobs.ordersCdc),
  archive: jobId(TALK.jobs.ordersArchive),
  fraud: jobId(TALK.jobs.fraudDetector),
  enrichment: jobId(TALK.jobs.ordersEnrichment),
  daily: jobId(TALK.jobs.dailyRevenue),
  report: jobId(TALK.jobs.revenueReport),
};
const ENGINE_BADGE = { 'kafka-connect': 'Kafka Connect', flink: 'Flink', spark: 'Spark' } as const;

const VIEWPORT = { width: 1280, height: 720 };

// The full-depth answer as its link opens it, then the direction filter on that same drawing (one load, not two).
test.describe('lineage graph: daily_revenue at full depth, on one page', () => {
  const shared = sharedPageFor(test, VIEWPORT);
  const fullDepth = lineagePath({ node: ds.dailyRevenue, depth: '4', dir: 'full' });

  test('daily_revenue at full depth shows every engine of the talk with its badge', async () => {
    const { page } = shared;
    const lineage = new LineagePage(page);
    await shared.open(fullDepth);
    await lineage.waitForLayout();
    for (const key of Object.keys(TALK.jobs) as (keyof typeof TALK.jobs)[]) {
      const id = jobId(TALK.jobs[key]);
      await expect(lineage.node(id), id).toBeVisible();
      await expect(lineage.engineBadge(id)).toHaveText(ENGINE_BADGE[TALK.engines[key].engine]);
    }
    const kinds: [string, string][] = [
      [ds.ordersTable, 'Postgres table'],
      [ds.ordersTopic, 'Kafka topic'],
      [ds.fraudAlerts, 'Kafka topic'],
      [ds.archive, 'S3 path'],
      [ds.enriched, 'Iceberg table'],
      [ds.dailyRevenue, 'Iceberg table'],
      [ds.summary, 'Iceberg table'],
    ];
    for (const [id, kind] of kinds) await expect(lineage.kindBadge(id), id).toHaveText(kind);
    // Table edges go dataset → job → dataset.
    await expect(lineage.edge(`${ds.ordersTopic}->${jobs.enrichment}`)).toHaveCount(1);
    await expect(lineage.edge(`${jobs.enrichment}->${ds.enriched}`)).toHaveCount(1);
    // The focus is drawn as such, and nodes do not overlap.
    await expect(lineage.node(ds.dailyRevenue).locator('.tb-node--focus')).toHaveCount(1);
    const boxes = await lineage.canvas.locator('.react-flow__node').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        expect(apart, `${JSON.stringify(a)} overlaps ${JSON.stringify(b)}`).toBe(true);
      }
    }
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.screenshot({ path: `${ARTIFACTS_DIR}graph-talk-full-${theme}.png` });
    }
  });

  test('the direction filter keeps only the upstream side of an undirected answer', async () => {
    const { page } = shared;
    const lineage = new LineagePage(page);
    // The drawing the test before asserted on (opened by its link when this test runs alone).
    if (page.url().startsWith('about:')) await shared.open(fullDepth);
    await page.emulateMedia({ colorScheme: 'light' });
    await lineage.waitForLayout();
    await expect(lineage.node(jobs.fraud)).toBeVisible();
    await lineage.direction('Upstream').click();
    expect(lineageParams(page.url()).get('dir')).toBe('up');
    await expect(lineage.node(ds.ordersTable)).toBeVisible();
    await expect(lineage.node(jobs.cdc)).toBeVisible();
    // Siblings (other readers of the topic) and downstream consumers are not upstream of daily_revenue.
    await expect(lineage.node(jobs.fraud)).toHaveCount(0);
    await expect(lineage.node(jobs.report)).toHaveCount(0);
  });
});

test.describe('lineage graph', () => {
  test('expanding a dataset lists its fields and draws field edges through the job', async ({ lineage, page }) => {
    await lineage.goto({ node: ds.dailyRevenue, depth: '2', dir: 'up' });
    await lineage.waitForLayout();
    await expect(lineage.fields(ds.dailyRevenue)).toHaveCount(0);
    await expect(lineage.columnEdges()).toHaveCount(0);
    await lineage.fieldToggle(ds.dailyRevenue).click();
    await expect(lineage.fields(ds.dailyRevenue).filter({ hasText: 'total_revenue_usd' })).toBeVisible();
    expect(lineageParams(page.url()).getAll('exp')).toEqual([ds.dailyRevenue]);
    await lineage.fieldToggle(ds.enriched).click();
    await expect(lineage.fields(ds.enriched).filter({ hasText: 'amount_usd' })).toBeVisible();
    // Field → job → field: segments end at the Spark job, never straight from dataset to dataset. The second
    // expansion's segments arrive with its relayout, after the first one's are already drawn: wait for them.
    const columnEdgeIds = () => lineage.columnEdges().evaluateAll((els) => els.map((e) => e.getAttribute('data-id') ?? ''));
    const wanted = [`${ds.enriched}::out::amount_usd->${jobs.daily}`, `${jobs.daily}->${ds.dailyRevenue}::in::total_revenue_usd`];
    const missing = async () => {
      const ids = await columnEdgeIds();
      return wanted.filter((w) => !ids.some((id) => id.includes(w)));
    };
    await expect.poll(missing).toEqual([]);
    expect((await columnEdgeIds()).every((id) => id.includes(jobs.daily))).toBe(true);
    await lineage.waitForLayout();
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.screenshot({ path: `${ARTIFACTS_DIR}graph-talk-fields-${theme}.png` });
    }
  });

  test('selecting the Flink SQL job shows its SQL; reload restores focus, depth, direction, fields and selection', async ({ lineage, details, page }) => {
    await lineage.goto({ node: ds.dailyRevenue, depth: '3', dir: 'up' });
    await lineage.waitForLayout();
    await lineage.reveal(ds.enriched);
    await lineage.fieldToggle(ds.enriched).click();
    await lineage.reveal(jobs.enrichment);
    await lineage.node(jobs.enrichment).click();
    expect(lineageParams(page.url()).get('sel')).toBe(jobs.enrichment);
    await expect(lineage.node(jobs.enrichment)).toHaveClass(/selected/);
    await expect(details.sql).toContainText('INSERT INTO');

    await page.reload();
    await lineage.waitForLayout();
    await expect(lineage.depth).toHaveValue('3');
    await expect(lineage.direction('Upstream')).toHaveAttribute('aria-pressed', 'true');
    await expect(lineage.fields(ds.enriched).first()).toBeVisible();
    await expect(lineage.node(jobs.enrichment)).toHaveClass(/selected/);
    await expect(details.sql).toContainText('INSERT INTO');
  });
});

// Moving around a drawn graph, on one page: the first view by its link, the others by their links inside the app. What
// a fresh link opens is asserted above.
test.describe('lineage graph: moving around', () => {
  const shared = sharedPageFor(test, VIEWPORT);
  /**
   * Shows `params`' view on the describe's page, done once the canvas shows its focus and depth (not the view the test
   * before left): its page, canvas, details panel and shell.
   */
  const open = async (params: { node: string; depth?: string; dir?: string }) => {
    const { page } = shared;
    const lineage = new LineagePage(page);
    await shared.open(lineagePath(params));
    if (params.depth) await expect(lineage.depth).toHaveValue(params.depth);
    if (params.dir === 'up') await expect(lineage.direction('Upstream')).toHaveAttribute('aria-pressed', 'true');
    return { page, lineage, details: new DetailsPage(page), shell: new ShellPage(page) };
  };
  test('double-click refocuses (a new history entry); back and forward restore each view', async () => {
    const { page, lineage } = await open({ node: ds.dailyRevenue, depth: '2', dir: 'up' });
    await lineage.waitForLayout();
    await lineage.node(ds.enriched).dblclick();
    await expect.poll(() => lineageParams(page.url()).get('node')).toBe(ds.enriched);
    await lineage.waitForLayout();
    await expect(lineage.node(ds.enriched).locator('.tb-node--focus')).toHaveCount(1);
    await expect(lineage.node(ds.dailyRevenue)).toHaveCount(0);

    await page.goBack();
    await expect.poll(() => lineageParams(page.url()).get('node')).toBe(ds.dailyRevenue);
    await expect(lineage.node(ds.dailyRevenue).locator('.tb-node--focus')).toHaveCount(1);
    await page.goForward();
    await expect.poll(() => lineageParams(page.url()).get('node')).toBe(ds.enriched);
    await expect(lineage.node(ds.enriched).locator('.tb-node--focus')).toHaveCount(1);
  });

  test('arrow keys walk the edges and Enter opens the details', async () => {
    const { page, lineage, details } = await open({ node: ds.dailyRevenue, depth: '2', dir: 'up' });
    await lineage.waitForLayout();
    await expect(lineage.node(ds.dailyRevenue).locator('.tb-node--focus')).toHaveCount(1);
    await lineage.node(ds.dailyRevenue).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(lineage.node(jobs.daily)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(lineage.node(ds.enriched)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(lineage.node(jobs.daily)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => lineageParams(page.url()).get('sel')).toBe(jobs.daily);
    await expect(details.job).toBeVisible();
  });

  test('the toolbar depth writes the URL and refetches', async () => {
    const { page, lineage } = await open({ node: ds.dailyRevenue, depth: '1', dir: 'up' });
    await lineage.waitForLayout();
    await expect(lineage.depth).toHaveValue('1');
    await expect(lineage.node(jobs.enrichment)).toBeVisible();
    // Kafka Connect is two job hops away from the Spark job that writes daily_revenue.
    await expect(lineage.node(jobs.cdc)).toHaveCount(0);
    await lineage.depth.selectOption('3');
    expect(lineageParams(page.url()).get('depth')).toBe('3');
    await expect(lineage.node(jobs.cdc)).toBeVisible();
  });

  test('the palette jumps to fraud.alerts, revealing it when the direction filter hid it', async () => {
    const { page, lineage, shell } = await open({ node: ds.dailyRevenue, depth: '4' });
    await lineage.waitForLayout();
    // A sibling of the focus's input: in Marquez's answer, but not upstream or downstream of daily_revenue.
    await expect(lineage.node(ds.fraudAlerts)).toHaveCount(0);
    await shell.openPaletteWithKeyboard();
    await shell.paletteInput.fill(TALK.datasets.fraudAlerts.name);
    await expect(shell.paletteOption(ds.fraudAlerts, 'dataset')).toBeVisible();
    await shell.paletteOption(ds.fraudAlerts, 'dataset').click({ modifiers: ['Shift'] });
    await expect(lineage.node(ds.fraudAlerts)).toBeInViewport();
    const params = lineageParams(page.url());
    expect(params.get('node')).toBe(ds.dailyRevenue);
    expect(params.get('sel')).toBe(ds.fraudAlerts);
    await expect(lineage.node(ds.fraudAlerts)).toHaveClass(/selected/);
  });

  test('an unknown node says so in the canvas, with the toolbar still there', async () => {
    const { lineage } = await open({ node: 'dataset:nowhere:nothing' });
    await expect(lineage.message).toContainText(/not found|no lineage/i);
    await expect(lineage.toolbar).toBeVisible();
  });
});

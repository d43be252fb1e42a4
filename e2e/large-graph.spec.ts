import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { planLineage, statsOf } from '../mocks/synthetic/index.ts';
import { SYNTHETIC_SCENARIOS } from '../mocks/scenarios/index.ts';
import { ARTIFACTS_DIR, datasetId, expect } from './fixtures.ts';
import { DetailsPage } from './pages/details-page.ts';
import { LargeGraphPage } from './pages/large-graph-page.ts';
import { lineagePath } from './pages/lineage-page.ts';
import { testWithServer } from './support/scenario-server.ts';
import { closeSharedPage, navigateInApp, openSharedPage } from './support/shared-page.ts';

// The 5,000-node synthetic pipeline (mocks/synthetic), served by its own emulator over the e2e build.
const test = testWithServer({ scenario: 'synthetic-5000' }).extend<{ large: LargeGraphPage; details: DetailsPage }>({
  large: async ({ page }, use) => {
    await use(new LargeGraphPage(page));
  },
  details: async ({ page }, use) => {
    await use(new DetailsPage(page));
  },
});

// The plan only (its first dataset is the generator's focus, a source): the events are the worker's server's to make,
// not this file's each time Playwright loads it (when collecting the suite, then in the worker).
const plan = planLineage(SYNTHETIC_SCENARIOS['synthetic-5000']);
const focus = plan.datasets[0] ?? { namespace: '', name: '' };
const stats = statsOf(plan);
const FOCUS = datasetId(focus);
// Deep enough for Marquez's BFS to reach (nearly) the whole connected pipeline from its first source.
const VIEW = { node: FOCUS, depth: '20', dir: 'full' };
const VIEWPORT_SIZE = { width: 1280, height: 720 };

test.describe('a 5,000-node graph', () => {
  test.use({ viewport: VIEWPORT_SIZE });
  // Its tests share the worker's 5,000-node server (and its warm layouts): one worker runs them all, one after another.
  test.describe.configure({ mode: 'default' });

  test('opens capped, becomes interactive: click shows details, pan moves, "show N more" opens a layer', async ({ large, details, page }) => {
    await large.goto(VIEW);
    await large.waitForLayout();
    await expect(large.moreNodes.first()).toBeVisible();
    const countText = await large.drawnCount.textContent();
    const [, shown, total] = /Showing ([\d,]+) of ([\d,]+) nodes/.exec(countText ?? '') ?? [];
    expect(Number(total?.replace(/,/g, ''))).toBeGreaterThan(stats.nodes * 0.9);
    expect(Number(shown?.replace(/,/g, ''))).toBeLessThan(500);
    await page.screenshot({ path: `${ARTIFACTS_DIR}large-capped.png` });

    // Opened whole, 400-odd nodes are an overview: painted as boxes on one canvas, clicked as boxes.
    expect(await large.zoomTier()).toBe('overview');
    await expect(page.getByTestId('overview-canvas')).toBeVisible();
    await large.clickDrawn(large.node(FOCUS));
    await expect(details.dataset).toBeVisible();
    await expect(details.dataset).toContainText(focus.name);

    const before = await large.transform();
    await large.pan(-240, -120);
    await expect.poll(() => large.transform()).not.toBe(before);
    // The overview canvas follows the pan: its last frame shows every node at the viewport's new transform.
    const drawnNodes = await large.canvas.locator('.react-flow__node').count();
    await large.waitForOverviewToFollowViewport(drawnNodes);

    const realBefore = await large.realNodes.count();
    const more = large.moreNodes.first();
    const hidden = Number((await more.textContent())?.match(/Show ([\d,]+) more/)?.[1]?.replace(/,/g, ''));
    expect(hidden).toBeGreaterThan(0);
    await large.clickDrawn(more);
    await expect.poll(() => large.realNodes.count()).toBeGreaterThan(realBefore);
  });

  // The export and the zoom both start from the view's zoomed-out overview, and the export returns to it; grouping
  // and "show all" start from the view as drawn. One load: the grouped view is opened inside the app.
  test.describe('on one page', () => {
    test.describe.configure({ mode: 'serial' });
    let page: Page;
    let large: LargeGraphPage;
    test.beforeAll(async ({ browser, scenarioServer }) => {
      page = await openSharedPage(browser, { baseURL: scenarioServer.baseUrl, viewport: VIEWPORT_SIZE });
      large = new LargeGraphPage(page);
    });
    test.afterAll(async () => {
      await closeSharedPage(page);
    });

    test('an SVG export of the zoomed-out overview draws every node in full, names included', async () => {
      await large.goto(VIEW);
      await large.waitForLayout();
      expect(await large.zoomTier()).toBe('overview');
      const download = page.waitForEvent('download');
      await page.getByTestId('export-svg').first().click();
      const svg = readFileSync(await (await download).path(), 'utf8');
      // As text in a node's name, not merely in an attribute (every node element carries its name as aria-label).
      expect(svg).toMatch(new RegExp(`class="tb-node__name[^"]*"[^>]*>${focus.name.replace(/\./g, '\\.')}<`));
      // The canvas goes back to its overview once the capture is done.
      await expect.poll(() => large.zoomTier()).toBe('overview');
      await expect(large.node(FOCUS)).not.toContainText(focus.name);
    });

    test("the overview paints boxes on its canvas; zooming in past it brings the nodes' own content back", async () => {
      // Where the export left it: the overview of the same view.
      expect(await large.zoomTier()).toBe('overview');
      // Boxes only: the canvas paints them, the DOM node keeps its place, handles and accessible name.
      await expect(large.node(FOCUS)).toHaveAttribute('aria-label', new RegExp(focus.name.replace(/\./g, '\\.')));
      await expect(large.node(FOCUS)).not.toContainText(focus.name);
      const zoomIn = page.locator('.react-flow__controls-zoomin');
      await expect
        .poll(async () => {
          if ((await large.zoomTier()) === 'overview') await zoomIn.click();
          return large.zoomTier();
        })
        .not.toBe('overview');
      await expect(page.getByTestId('overview-canvas')).toHaveCount(0);
      await expect(large.canvas.locator('.react-flow__node-dataset .tb-node__name').first()).toBeAttached();
      expect(await large.canvas.locator('.react-flow__node-dataset .tb-node__name').count()).toBeGreaterThan(10);
    });

    test('groups by engine into a handful of counted group nodes', async () => {
      await navigateInApp(page, lineagePath({ ...VIEW, group: 'engine' }));
      await large.waitForLayout();
      // The canvas keeps the zoom the test before left (zoomed in): fit the grouped drawing, as a fresh link opens it.
      await page.getByRole('button', { name: 'fit view' }).click();
      await expect(large.groupNodes.first()).toBeVisible();
      const groups = await large.groupNodes.count();
      expect(groups).toBeGreaterThan(1);
      expect(groups).toBeLessThan(15);
      await expect(large.groupNodes.filter({ hasText: /Flink jobs/ })).toHaveCount(1);
      await page.screenshot({ path: `${ARTIFACTS_DIR}large-grouped.png` });
      await large.groupBy.selectOption('none');
      await expect(large.groupNodes).toHaveCount(0);
      await expect(large.moreNodes.first()).toBeVisible();
    });

    test('"show all" lays out every node with progress, and Cancel returns to the capped view', async () => {
      // The capped view, ungrouped, where the grouping test left it.
      await large.waitForLayout();
      await expect(large.moreNodes.first()).toBeVisible();
      await large.showAll.click();
      await expect(large.progress).toBeVisible();
      await expect(large.progress).toContainText(/Laying out [\d,]+ nodes/);
      // The tab is not frozen while ELK runs in its worker: the Cancel button answers.
      await large.cancel.click();
      await expect(large.progress).toBeHidden();
      await expect(large.moreNodes.first()).toBeVisible();
      await expect(large.drawnCount).toContainText('Showing');
    });
  });
});

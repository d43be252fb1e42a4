import { planLineage } from '../mocks/synthetic/index.ts';
import { SYNTHETIC_SCENARIOS } from '../mocks/scenarios/index.ts';
import { showAllGraph, type ShowAllGraph } from '../mocks/bench-support/show-all-graph.ts';
import { datasetId, expect, lineageParams } from './fixtures.ts';
import { LargeGraphPage } from './pages/large-graph-page.ts';
import { ShellPage } from './pages/shell-page.ts';
import { testWithServer } from './support/scenario-server.ts';

// Issue 22: "show all" on the 10,000-node synthetic pipeline ran ELK out of stack in its worker.
const test = testWithServer({ scenario: 'synthetic-10000' }).extend<{ large: LargeGraphPage; shell: ShellPage }, { view: ShowAllGraph }>({
  large: async ({ page }, use) => {
    await use(new LargeGraphPage(page));
  },
  shell: async ({ page }, use) => {
    await use(new ShellPage(page));
  },
  // The view as the browser will build it (the emulator's BFS from the first source); built once per worker, not
  // when Playwright collects the suite's tests.
  view: [
    // Playwright reads the fixture's dependencies from the first parameter, which must be a destructuring pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use(await showAllGraph('synthetic-10000'));
    },
    { scope: 'worker' },
  ],
});

// Cold, on two shared cores: the capped view, then ELK on every node in the worker, then React Flow.
const SHOW_ALL_TIMEOUT = 90_000;

test.describe('"show all" on a 10,000-node graph', () => {
  test.use({ viewport: { width: 1280, height: 720 } });
  test.describe.configure({ timeout: 150_000 });

  // Three fresh browser contexts (each test gets its own): a cold worker every time, and it must work every time.
  for (const round of [1, 2, 3]) {
    test(`lays out and paints every node, then pan, jump and search work (fresh context ${round} of 3)`, async ({ large, shell, page, view }) => {
      const total = view.elk.children?.length ?? 0;
      expect(total).toBeGreaterThan(9_500);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await large.goto({ node: view.focus, depth: '20', dir: 'full' });
      await large.waitForLayout();
      await expect(large.drawnCount).toContainText(`of ${total.toLocaleString('en-US')} nodes`);

      await large.showAllAndWaitForEveryNode(total, SHOW_ALL_TIMEOUT);

      const before = await large.transform();
      await large.pan(-240, -160);
      await expect.poll(() => large.transform()).not.toBe(before);
      await large.waitForOverviewToFollowViewport();

      // The last dataset the generator wrote: far from the focus, found by name.
      const lastDataset = planLineage(SYNTHETIC_SCENARIOS['synthetic-10000']).datasets.at(-1);
      if (!lastDataset) throw new Error('the synthetic plan has no datasets');
      const target = datasetId(lastDataset);

      // Issue 19: a palette jump (Shift+Enter) brings it into view selected, on the drawn graph: same focus, every
      // node still drawn, no layout running.
      await shell.openPaletteWithKeyboard();
      await shell.paletteInput.fill(lastDataset.name);
      const row = shell.paletteOption(target, 'dataset');
      await expect(row).toBeVisible();
      while ((await row.getAttribute('aria-selected')) !== 'true') await shell.paletteInput.press('ArrowDown');
      await shell.paletteInput.press('Shift+Enter');
      await expect(shell.palette).toBeHidden();
      await expect.poll(() => lineageParams(page.url()).get('sel')).toBe(target);
      expect(lineageParams(page.url()).get('node')).toBe(view.focus);
      await expect(large.node(target)).toHaveClass(/\bselected\b/);
      await expect(large.node(target)).toBeInViewport();
      await expect(large.drawnCount).toHaveText(`${total.toLocaleString('en-US')} nodes`);
      await expect(large.progress).toBeHidden();

      // Opened through the header search, it becomes the new focus.
      await shell.search(lastDataset.name);
      await shell.searchOption(target).click();
      await expect.poll(() => lineageParams(page.url()).get('node')).toBe(target);
      await expect(large.node(target)).toBeAttached();
      expect(errors).toEqual([]);
    });
  }
});

import { TALK } from '../mocks/scenarios/talk/names.ts';
import { datasetId, expect, jobId, test as base } from './fixtures.ts';
import { LineagePage } from './pages/lineage-page.ts';

const test = base.extend<{ lineage: LineagePage }>({
  lineage: async ({ page }, use) => {
    await use(new LineagePage(page));
  },
});

/** Whether the node's box lies wholly inside the canvas. */
async function inside(lineage: LineagePage, id: string): Promise<boolean> {
  const [pane, box] = await Promise.all([lineage.canvas.boundingBox(), lineage.node(id).boundingBox()]);
  if (!pane || !box) return false;
  return box.x >= pane.x - 0.5 && box.y >= pane.y - 0.5 && box.x + box.width <= pane.x + pane.width + 0.5 && box.y + box.height <= pane.y + pane.height + 0.5;
}

test('a lineage page opens on its focus, selected with its details; one click shows the whole pipeline', async ({ lineage, page }) => {
  const focus = datasetId(TALK.datasets.dailyRevenue);
  await lineage.goto({ node: focus, depth: '4', dir: 'both' });
  await lineage.waitForLayout();
  // The page is about the focus: it is selected (in the link too) and its details are open.
  await expect(page).toHaveURL((url) => new URL(url).searchParams.get('sel') === focus);
  await expect(page.getByRole('complementary').getByText(TALK.datasets.dailyRevenue.name, { exact: false }).first()).toBeVisible();
  await expect(lineage.node(focus)).toHaveClass(/selected/);

  // Nine stages do not read whole at 1280×720: it opens on the focus's neighbourhood, with the whole one click away.
  const whole = page.getByTestId('whole-pipeline');
  await expect(whole).toBeVisible();
  const far = jobId(TALK.jobs.ordersCdc);
  await expect.poll(() => inside(lineage, far)).toBe(false);
  await whole.click();
  // dir=both draws the focus's own lines up and down: the jobs on them.
  for (const job of [TALK.jobs.ordersCdc, TALK.jobs.ordersEnrichment, TALK.jobs.dailyRevenue, TALK.jobs.revenueReport]) {
    await expect.poll(() => inside(lineage, jobId(job)), jobId(job)).toBe(true);
  }
});

test('a pipeline that reads whole opens whole, without the shortcut', async ({ lineage, page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  const focus = datasetId(TALK.datasets.revenueSummary);
  await lineage.goto({ node: focus, depth: '1', dir: 'both' });
  await lineage.waitForLayout();
  await expect(page).toHaveURL((url) => new URL(url).searchParams.get('sel') === focus);
  await expect.poll(() => inside(lineage, jobId(TALK.jobs.revenueReport))).toBe(true);
  await expect(page.getByTestId('whole-pipeline')).toHaveCount(0);
});

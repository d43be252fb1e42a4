import { TALK } from '../mocks/scenarios/talk/names.ts';
import { ARTIFACTS_DIR, datasetId, expect, fieldId, jobId, test as base } from './fixtures.ts';
import { EngineViewsPage } from './pages/engine-views-page.ts';
import { LineagePage } from './pages/lineage-page.ts';

const test = base.extend<{ views: EngineViewsPage; lineage: LineagePage }>({
  views: async ({ page }, use) => {
    await use(new EngineViewsPage(page));
  },
  lineage: async ({ page }, use) => {
    await use(new LineagePage(page));
  },
});

const trace = fieldId(TALK.datasets.dailyRevenue, 'total_revenue_usd');

test.describe('FLIP-314 view', () => {
  test('shows one island per Flink job and, with the talk trace, the k-of-n line', async ({ views, lineage, page }) => {
    await views.goto('/compare/flip314', { trace });
    await expect(views.flip314).toBeVisible();
    const flinkJobs = Object.keys(TALK.jobs).filter((k) => TALK.engines[k as keyof typeof TALK.jobs].engine === 'flink');
    for (const key of flinkJobs) await expect(views.island(jobId(TALK.jobs[key as keyof typeof TALK.jobs]))).toHaveCount(1);
    // Spark → Flink → Kafka Connect: only the Flink step is inside a Flink job.
    await expect(views.flip314Line).toHaveText(/^FLIP-314 covers (\d+) of (\d+) hops of this trace$/);
    const [, k, n] = /covers (\d+) of (\d+)/.exec((await views.flip314Line.textContent()) ?? '') ?? [];
    expect(Number(k)).toBeGreaterThan(0);
    expect(Number(k)).toBeLessThan(Number(n));
    await expect(views.flip314LostAt).toContainText('not a Flink job');
    // The enrichment island marks the traced source → sink.
    const enrichment = views.island(jobId(TALK.jobs.ordersEnrichment));
    await expect(enrichment.locator('[data-traced]')).not.toHaveCount(0);

    // The cross-engine graph is focused on the traced dataset, framed inside its (narrower) pane on first layout;
    // selecting an island selects the job there too.
    await lineage.waitForLayout();
    const focus = lineage.node(datasetId(TALK.datasets.dailyRevenue));
    await expect
      .poll(async () => {
        const [pane, box] = await Promise.all([lineage.canvas.boundingBox(), focus.boundingBox()]);
        if (!pane || !box) return false;
        return box.x >= pane.x && box.y >= pane.y && box.x + box.width <= pane.x + pane.width && box.y + box.height <= pane.y + pane.height;
      })
      .toBe(true);
    await page.screenshot({ path: `${ARTIFACTS_DIR}flip314-initial-light.png` });
    await enrichment.getByRole('button', { name: /orders-enrichment/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sel')).toBe(jobId(TALK.jobs.ordersEnrichment));
    await expect(lineage.node(jobId(TALK.jobs.ordersEnrichment))).toBeVisible();
    await views.flip314Line.scrollIntoViewIfNeeded();
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.screenshot({ path: `${ARTIFACTS_DIR}flip314-${theme}.png` });
    }
  });
});

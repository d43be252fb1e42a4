import { BROKEN } from '../mocks/scenarios/broken-boundaries/names.ts';
import { REAL_STREAMS } from '../mocks/scenarios/real-streams/names.ts';
import { SPEC_2026, SPEC_2026_EXPECTED } from '../mocks/scenarios/spec-2026/names.ts';
import { TALK } from '../mocks/scenarios/talk/names.ts';
import { ORDERS_ENRICHED_FLINK } from '../mocks/scenarios/talk/schemas.ts';
import { ARTIFACTS_DIR, expect, jobId, test as base } from './fixtures.ts';
import { EngineViewsPage } from './pages/engine-views-page.ts';

const test = base.extend<{ views: EngineViewsPage }>({
  views: async ({ page }, use) => {
    await use(new EngineViewsPage(page));
  },
});

test.describe('coverage view', () => {
  test("shows Spark and the talk's captured Kafka Connect column-level, Flink dataset-level, with a chart and linked jobs", async ({ views, page }) => {
    await views.goto('/coverage');
    await expect(views.coverage).toBeVisible();
    // The demo also holds real-streams, whose Spark backfill and refunds loader report no column lineage: Spark is
    // column-level for the talk's jobs and only partly so overall.
    await expect(views.engineCell('spark', 'level')).toHaveText('partly column-level');
    await expect(views.jobCell(jobId(TALK.jobs.dailyRevenue), 'has-cll')).toHaveText('yes');
    await expect(views.jobCell(jobId(REAL_STREAMS.jobs.paymentsBackfill), 'has-cll')).toHaveText('no — dataset-level only');
    await expect(views.engineCell('flink', 'level')).toHaveText('dataset-level only');
    // The talk's connectors are what connect-lineage captured from their configs and schemas: column-level. The
    // demo's broken-boundaries connectors report themselves, dataset-level only, so the engine is partly column-level.
    await expect(views.engineCell('kafka-connect', 'level')).toHaveText('partly column-level');
    for (const job of [TALK.jobs.ordersCdc, TALK.jobs.ordersArchive]) await expect(views.jobCell(jobId(job), 'has-cll')).toHaveText('yes');
    for (const job of [BROKEN.jobs.paymentsCdc, BROKEN.jobs.paymentsArchive]) {
      await expect(views.jobCell(jobId(job), 'has-cll')).toHaveText('no — dataset-level only');
    }
    await expect(views.engineCell('flink', 'fields')).toHaveText(/^0 \/ [1-9]\d*$/);
    // Column lineage derived from the Flink SQL jobs' SQL is counted apart from reported: every column of
    // orders_enriched comes from the talk's SELECT.
    await expect(page.getByTestId('coverage-derived').locator('li[data-engine="flink"]')).toContainText(/Flink: 0 reported, [1-9]\d* derived from SQL/);
    await expect(views.jobCell(jobId(TALK.jobs.ordersEnrichment), 'has-cll')).toHaveText(
      `no — dataset-level only · ${ORDERS_ENRICHED_FLINK.length} fields derived from SQL`,
    );
    await expect(views.jobCell(jobId(TALK.jobs.fraudDetector), 'has-cll')).toHaveText('no — dataset-level only');
    // spec-2026's explicit lineage facets are counted apart again: per engine, the view's own facet, and the bulk job's
    // row names the pairs its facet states.
    const explicit = page.getByTestId('coverage-explicit');
    await expect(explicit).toContainText(/jobs? states? (its|their) lineage — [1-9]\d* edges?/);
    await expect(explicit.locator('li[data-kind="views"]')).toContainText('Views: 1 dataset states what feeds it with no job');
    await expect(views.jobCell(jobId(SPEC_2026.jobs.bulk), 'has-cll')).toContainText(`lineage facet: ${SPEC_2026_EXPECTED.bulkStated.length} stated edges`);
    const spark = await views.engineCell('spark', 'fields').textContent();
    const [covered, total] = (spark ?? '').split(' / ').map(Number);
    expect(total).toBeGreaterThan(0);
    expect(covered).toBeGreaterThan(0);
    expect(covered).toBeLessThan(total ?? 0);
    // The chart is drawn (an SVG with one bar per engine), and the degrade points say why in plain words.
    await expect(page.getByTestId('coverage-chart').locator('svg .recharts-bar-rectangle')).toHaveCount(await views.engineRows.count());
    await expect(page.getByTestId('coverage-degrade-points')).toContainText('dataset-level only — Flink job reports dataset-level lineage only');
    // A job row opens the job in the graph.
    const enrichment = jobId(TALK.jobs.ordersEnrichment);
    await page.getByTestId('coverage-jobs').locator(`tr[data-job="${enrichment}"] a`).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('node')).toBe(enrichment);
    await expect(page).toHaveURL(/\/lineage\?/);

    await views.goto('/coverage');
    await expect(views.engineCell('spark', 'level')).toBeVisible();
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.screenshot({ path: `${ARTIFACTS_DIR}coverage-${theme}.png` });
    }
  });
});

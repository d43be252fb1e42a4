import { REAL_STREAMS } from '../mocks/scenarios/real-streams/names.ts';
import { ARTIFACTS_DIR, datasetId, expect, fieldId, jobId, lineageParams, test as base } from './fixtures.ts';
import { LineagePage } from './pages/lineage-page.ts';
import { RunLevelPage } from './pages/run-level-page.ts';
import { TracePage } from './pages/trace-page.ts';

const test = base.extend<{ lineage: LineagePage; runLevel: RunLevelPage; tracePanel: TracePage }>({
  lineage: async ({ page }, use) => {
    await use(new LineagePage(page));
  },
  runLevel: async ({ page }, use) => {
    await use(new RunLevelPage(page));
  },
  tracePanel: async ({ page }, use) => {
    await use(new TracePage(page));
  },
});

const D = REAL_STREAMS.datasets;
const J = REAL_STREAMS.jobs;
const enriched = datasetId(D.paymentsEnriched);
const enricher = jobId(J.paymentsEnricher);
const backfill = jobId(J.paymentsBackfill);

test.describe('run-level lineage (real-streams)', () => {
  test('the Flink writer Marquez dropped is on the canvas, marked, with the ABORT that dropped it; view=marquez hides it', async ({
    page,
    lineage,
    runLevel,
  }) => {
    await lineage.goto({ node: enriched, sel: enricher });
    await lineage.waitForLayout();
    await expect(lineage.node(enricher)).toBeVisible();
    await expect(runLevel.notInMarquez(lineage.node(enricher))).toHaveText('not in Marquez');
    await expect(runLevel.notInMarquez(lineage.node(backfill))).toHaveCount(0);
    await expect(lineage.edge(`${enricher}->${enriched}`).locator('path.tb-edge--run-only')).toHaveCount(1);
    await expect(lineage.edge(`${backfill}->${enriched}`).locator('path.tb-edge--run-only')).toHaveCount(0);
    await expect(runLevel.reasons.first()).toContainText('ABORT at 2026-11-22 10:00 UTC carried no datasets');
    await expect(runLevel.reasons.first()).toContainText("Marquez treats ABORT as non-terminal, so the job's current version has no inputs or outputs");
    await expect(runLevel.droppedCount).toBeVisible();
    await lineage.legend.getByRole('button', { name: /Legend/ }).click();
    await expect(lineage.legend).toContainText("Seen in runs, not in Marquez's view");
    // Every entry sits inside the legend's box: a long label never runs past its edge.
    expect(
      await lineage.legend.evaluate((el) =>
        [...el.querySelectorAll('li')].every((li) => li.getBoundingClientRect().right <= el.getBoundingClientRect().right + 1),
      ),
    ).toBe(true);
    await page.screenshot({ path: `${ARTIFACTS_DIR}run-level-dropped-writer.png` });

    await runLevel.view('Marquez view').click();
    await expect.poll(() => lineageParams(page.url()).get('view')).toBe('marquez');
    await expect(lineage.node(backfill)).toBeVisible();
    await expect(lineage.node(enricher)).toHaveCount(0);
    await expect(runLevel.droppedCount).toHaveCount(0);

    // Back restores run-level lineage: the view is part of the link.
    await page.goBack();
    await expect(lineage.node(enricher)).toBeVisible();
  });

  test('a batch job that never finished is drawn from its run and shown stale', async ({ lineage, runLevel }) => {
    const fxSync = jobId(J.fxRatesSync);
    await lineage.goto({ node: datasetId(D.fxRates), sel: fxSync });
    await lineage.waitForLayout();
    await expect(runLevel.runState(lineage.node(fxSync))).toHaveText('Stale');
    await expect(runLevel.stale).toContainText('stale — probably stopped without a final event');
    await expect(runLevel.reasons.first()).toContainText('still RUNNING');
  });

  test('the backward trace from the Spark summary lists the Flink writer among the writers of the Iceberg table', async ({ page, lineage, tracePanel }) => {
    const target = fieldId(D.revenueSummary, 'revenue_usd');
    await lineage.goto({ node: datasetId(D.revenueSummary), trace: target, depth: '3' });
    await expect(tracePanel.panel).toBeVisible();
    const flinkHop = tracePanel.hops.filter({ hasText: J.paymentsEnricher.name });
    await expect(flinkHop.first()).toBeVisible();
    await expect(flinkHop.first().getByTestId('hop-not-in-marquez')).toContainText('Not in Marquez’s view');
    await expect(tracePanel.hops.filter({ hasText: J.paymentsBackfill.name }).first()).toBeVisible();
    await expect(tracePanel.hops.filter({ hasText: J.fxRatesSync.name }).first().getByTestId('hop-stale')).toContainText(
      'probably stopped without a final event',
    );
    await page.screenshot({ path: `${ARTIFACTS_DIR}run-level-trace.png` });

    await page.goto(page.url().replace(/&?view=[^&]*/, '') + '&view=marquez');
    await expect(tracePanel.hops.filter({ hasText: J.paymentsBackfill.name }).first()).toBeVisible();
    await expect(tracePanel.hops.filter({ hasText: J.paymentsEnricher.name })).toHaveCount(0);
  });
});

import { SPEC_2026, SPEC_2026_EXPECTED } from '../mocks/scenarios/spec-2026/names.ts';
import { ARTIFACTS_DIR, datasetId, expect, jobId, lineageParams, test } from './fixtures.ts';
import { LineagePage } from './pages/lineage-page.ts';

const { datasets: d, jobs: j } = SPEC_2026;
const summary = datasetId(d.dailySummary);
const schedule = (from: string, to: string) => `schedule:${from}->${to}`;

test.describe('edges from the 2026 facets on the canvas (spec-2026)', () => {
  test('scheduling dependencies are off by default; the toolbar draws them, in the URL, across a reload', async ({ shell, page }) => {
    const lineage = new LineagePage(page);
    await lineage.goto({ node: summary, sel: summary });
    await lineage.waitForLayout();
    const toggle = lineage.toolbar.getByRole('button', { name: 'Scheduling dependencies' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    // daily.load is drawn with its details (its run's jobDependencies facet is known), and nothing schedules.
    await expect(lineage.node(jobId(j.load))).toBeVisible();
    await expect(lineage.canvas.locator('.tb-edge--explicit-schedule')).toHaveCount(0);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(lineageParams(page.url()).get('sched')).toBe('1');
    const afterExtract = lineage.edge(schedule(jobId(j.extract), jobId(j.load)));
    const beforeReport = lineage.edge(schedule(jobId(j.load), jobId(j.report)));
    await expect(afterExtract.locator('path.tb-edge--explicit-schedule')).toHaveCount(1);
    await expect(beforeReport.locator('path.tb-edge--explicit-schedule')).toHaveCount(1);
    await expect(afterExtract).toHaveAttribute('aria-label', /daily\.load runs after daily\.extract/);
    for (const theme of ['light', 'dark'] as const) {
      await shell.useTheme(theme);
      await page.screenshot({ path: `${ARTIFACTS_DIR}/spec-2026-schedule-${theme}.png` });
    }
    await lineage.legend.getByRole('button', { name: /Legend/ }).click();
    await expect(lineage.legend).toContainText('Scheduling dependency (runs after; not data flow)');
    await lineage.legend.screenshot({ path: `${ARTIFACTS_DIR}/spec-2026-schedule-legend-dark.png` });

    await page.reload();
    await lineage.waitForLayout();
    await expect(lineage.toolbar.getByRole('button', { name: 'Scheduling dependencies' })).toHaveAttribute('aria-pressed', 'true');
    await expect(lineage.edge(schedule(jobId(j.extract), jobId(j.load))).locator('path.tb-edge--explicit-schedule')).toHaveCount(1);

    await lineage.toolbar.getByRole('button', { name: 'Scheduling dependencies' }).click();
    expect(lineageParams(page.url()).has('sched')).toBe(false);
    await expect(lineage.canvas.locator('.tb-edge--explicit-schedule')).toHaveCount(0);
  });

  test('a view’s own lineage facet draws its inputs into it, with no job between', async ({ shell, page }) => {
    const lineage = new LineagePage(page);
    const view = datasetId(d.customerView);
    await lineage.goto({ node: view, sel: view });
    await lineage.waitForLayout();
    // No job reads customers or orders into the view: the canvas brings them in from the view's facet.
    for (const input of SPEC_2026_EXPECTED.viewInputs) {
      const edge = lineage.edge(`view:${datasetId(input)}->${view}`);
      await expect(edge.locator('path.tb-edge--explicit-view')).toHaveCount(1);
      await expect(lineage.node(datasetId(input))).toBeVisible();
    }
    await expect(lineage.canvas.getByTestId('edge-badge').filter({ hasText: 'no job' }).first()).toBeVisible();
    // The model's hand-over from training to scoring: job to job, no dataset between.
    const flow = lineage.edge(`job-flow:${jobId(SPEC_2026_EXPECTED.jobToJob.from)}->${jobId(SPEC_2026_EXPECTED.jobToJob.to)}`);
    await expect(flow.locator('path.tb-edge--explicit-job-flow')).toHaveCount(1);
    for (const theme of ['light', 'dark'] as const) {
      await shell.useTheme(theme);
      await page.screenshot({ path: `${ARTIFACTS_DIR}/spec-2026-view-edges-${theme}.png` });
    }
  });

  test('a bulk job with an explicit lineage facet draws only its stated pairs', async ({ shell, page }) => {
    const lineage = new LineagePage(page);
    const bulk = jobId(j.bulk);
    await lineage.goto({ node: bulk, sel: bulk });
    await lineage.waitForLayout();
    const route = (p: { input: { namespace: string; name: string }; output: { namespace: string; name: string } }) =>
      lineage.edge(`stated:${datasetId(p.input)}->${bulk}->${datasetId(p.output)}`);
    for (const p of SPEC_2026_EXPECTED.bulkStated) await expect(route(p).locator('path')).toHaveCount(1);
    for (const p of SPEC_2026_EXPECTED.bulkUnstated) await expect(route(p)).toHaveCount(0);
    // The job's table edges (which together would say a feeds d and b feeds c) are not drawn.
    for (const p of SPEC_2026_EXPECTED.bulkStated) {
      await expect(lineage.edge(`${datasetId(p.input)}->${bulk}`).locator('path')).toHaveCount(0);
      await expect(lineage.edge(`${bulk}->${datasetId(p.output)}`).locator('path')).toHaveCount(0);
    }
    for (const theme of ['light', 'dark'] as const) {
      await shell.useTheme(theme);
      await page.screenshot({ path: `${ARTIFACTS_DIR}/spec-2026-bulk-stated-${theme}.png` });
    }
  });
});

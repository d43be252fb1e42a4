import { TALK } from '../mocks/scenarios/talk/names.ts';
import { ARTIFACTS_DIR, datasetId, expect, fieldId, jobId, lineageParams, test } from './fixtures.ts';
import { DetailsPage } from './pages/details-page.ts';
import { ShellPage } from './pages/shell-page.ts';
import { TracePage } from './pages/trace-page.ts';
import { openInShell, sharedPageFor } from './support/shared-page.ts';

const dailyRevenue = datasetId(TALK.datasets.dailyRevenue);
const enrichment = jobId(TALK.jobs.ordersEnrichment);
const lineage = (node: string, sel: string) => `/lineage?node=${encodeURIComponent(node)}&sel=${encodeURIComponent(sel)}`;

// What the panel shows, on one page: the first view by its link, the others by their links inside the app (the canvas
// stays drawn while only the selection moves). What a fresh link opens is asserted by the graph and shell specs.
test.describe('details panel', () => {
  const shared = sharedPageFor(test, { width: 1280, height: 720 });
  /** The describe's one page, its shell and details panel; `open` shows a path in it. */
  const views = () => {
    const { page } = shared;
    return { page, shell: new ShellPage(page), details: new DetailsPage(page), open: (path: string) => openInShell(shared, path) };
  };

  test('shows a dataset schema and starts a trace from a field', async () => {
    const { page, details, open } = views();
    const trace = new TracePage(page);
    await open(lineage(dailyRevenue, dailyRevenue));
    await expect(details.dataset).toBeVisible();
    await expect(details.dataset).toContainText(TALK.datasets.dailyRevenue.name.split('/').at(-1) ?? '');
    for (const f of ['order_date', 'region', 'total_revenue_usd']) await expect(details.traceButton(f)).toBeVisible();
    await expect(details.dataset).toContainText('Iceberg table');
    await expect(details.versions.getByRole('row').nth(1)).toBeVisible();
    // The bad day's version carries the failed quality assertion; the others pass.
    await expect(details.versions.getByRole('row').filter({ hasText: TALK.badDay })).toContainText('check failed');
    await expect(details.versions.getByRole('row').filter({ hasText: TALK.days[0] })).not.toContainText('check failed');
    await details.traceButton('total_revenue_usd').click();
    expect(lineageParams(page.url()).get('trace')).toBe(fieldId(TALK.datasets.dailyRevenue, 'total_revenue_usd'));
    // A trace takes the panel over from the details: it is about that field, and lists its hops.
    await expect(trace.panel).toBeVisible();
    await expect(details.dataset).toBeHidden();
    await expect(trace.target).toHaveText('daily_revenue.total_revenue_usd');
    await expect(trace.hops.first()).toBeVisible();
    await expect(trace.hops.first()).toContainText('total_revenue_usd');
  });

  test('a field two engines type differently is one schema row with every type', async () => {
    const { details, open } = views();
    const enriched = datasetId(TALK.datasets.ordersEnriched);
    await open(lineage(enriched, enriched));
    await expect(details.dataset).toBeVisible();
    // Flink writes DECIMAL(14, 2), Spark reads decimal(14,2): Marquez lists the field once per type.
    await expect(details.traceButton('amount_usd')).toHaveCount(1);
    // Which type comes first is Marquez's (unspecified) order; both show, one of them as "also".
    const types = details.field('amount_usd').getByTestId('schema-type');
    await expect(types).toContainText('DECIMAL(14, 2)');
    await expect(types).toContainText('decimal(14,2)');
    await expect(types).toContainText('· also');
  });

  test("shows the Flink SQL job's SQL, engine, type and runs", async () => {
    const { details, open } = views();
    await open(lineage(dailyRevenue, enrichment));
    await expect(details.job).toBeVisible();
    await expect(details.sql).toContainText('INSERT');
    await expect(details.sql).toContainText('amount');
    await expect(details.sql.locator('.tb-sql__keyword').first()).toBeVisible();
    await expect(details.job).toContainText('Flink');
    await expect(details.job).toContainText('STREAMING');
    await expect(details.runs.getByRole('row').nth(1)).toBeVisible();
    const showFacets = details.runs.getByRole('button', { name: /^Show facets of run/ }).first();
    await showFacets.click();
    await expect(details.runs.getByRole('group').first()).toContainText('facets');
  });

  test('inputs select the dataset; the facet viewer filters as text', async () => {
    const { page, details, open } = views();
    await open(lineage(dailyRevenue, enrichment));
    const inputs = details.job.getByTestId('details-inputs');
    await inputs.getByRole('button', { name: TALK.datasets.fxRates.name, exact: true }).click();
    expect(lineageParams(page.url()).get('sel')).toBe(datasetId(TALK.datasets.fxRates));
    await expect(details.dataset).toBeVisible();

    // Selection replaces the history entry (Back is for navigation, not for every click): reopen the job.
    await open(lineage(dailyRevenue, enrichment));
    await expect(details.job).toBeVisible();
    const facets = details.job.getByTestId('details-job-facets');
    await facets.locator('summary').first().click();
    await facets.getByPlaceholder('Filter keys and values…').fill('processingType');
    await expect(facets).toContainText('STREAMING');
  });

  test('the panel collapses and expands', async () => {
    const { shell, details, open } = views();
    await open(lineage(dailyRevenue, dailyRevenue));
    await expect(details.dataset).toBeVisible();
    await shell.panel.getByRole('button', { name: 'Hide details' }).click();
    await expect(details.dataset).toBeHidden();
    await shell.panel.getByRole('button', { name: 'Show details' }).click();
    await expect(details.dataset).toBeVisible();
  });

  test('screenshots of dataset and job details in light and dark', async () => {
    const { page, shell, details, open } = views();
    for (const theme of ['light', 'dark'] as const) {
      await open(lineage(dailyRevenue, dailyRevenue));
      await shell.useTheme(theme);
      await expect(details.schema).toBeVisible();
      await expect(shell.graphNodes.first()).toBeVisible({ timeout: 30_000 });
      await page.screenshot({ path: `${ARTIFACTS_DIR}details-dataset-${theme}.png` });
      await details.versions.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${ARTIFACTS_DIR}details-dataset-versions-${theme}.png` });
      await open(lineage(dailyRevenue, enrichment));
      await expect(details.sql).toBeVisible();
      await expect(shell.graphNodes.first()).toBeVisible({ timeout: 30_000 });
      await page.screenshot({ path: `${ARTIFACTS_DIR}details-job-${theme}.png` });
    }
  });
});

import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { TALK } from '../mocks/scenarios/talk/names.ts';
import { datasetId, expect, jobId } from './fixtures.ts';
import { DetailsPage } from './pages/details-page.ts';
import { LineagePage } from './pages/lineage-page.ts';
import { ShellPage } from './pages/shell-page.ts';
import { testWithServer } from './support/scenario-server.ts';

/**
 * Issue 9: a sick Marquez. Faults are switched at run time through the emulator's control route, so each spec runs
 * on its own server (never the shared demo server other specs use). `slow` answers after 2 s here instead of 10 s —
 * still a loading state, as a 10 s answer is under the client's 15 s timeout — and `timeout` never answers: the test
 * moves the page's clock past the client's timeout instead of waiting for it.
 */
const SLOW_MS = 2_000;
const test = testWithServer({ scenario: 'demo', slowMs: SLOW_MS, timeoutMs: 120_000 }).extend<{ shell: ShellPage; details: DetailsPage; lineage: LineagePage }>(
  {
    shell: async ({ page }, use) => {
      await use(new ShellPage(page));
    },
    details: async ({ page }, use) => {
      await use(new DetailsPage(page));
    },
    lineage: async ({ page }, use) => {
      await use(new LineagePage(page));
    },
  },
);

const dailyRevenue = datasetId(TALK.datasets.dailyRevenue);
const enrichment = jobId(TALK.jobs.ordersEnrichment);
const lineageUrl = (sel: string) => `/lineage?node=${encodeURIComponent(dailyRevenue)}&depth=2&dir=up&sel=${encodeURIComponent(sel)}`;

async function setFaults(request: APIRequestContext, faults: string[]): Promise<void> {
  const res = await request.post('/api/__emulator/faults', { data: { faults } });
  expect(res.ok(), await res.text()).toBe(true);
  expect(((await res.json()) as { faults: string[] }).faults).toEqual(faults);
}

/** The header's search still answers: the fault stays in its panel. */
async function searchStillWorks(shell: ShellPage): Promise<void> {
  await shell.search('orders_enriched');
  await expect(shell.searchOption(datasetId(TALK.datasets.ordersEnriched))).toBeVisible();
  await shell.searchInput.press('Escape');
}

/** Never a blank page: the header and view tabs are always there. */
async function shellIsUp(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Views' })).toBeVisible();
}

/**
 * The client asks again twice, 1 s then 2 s apart (`retryMarquez`, React Query's backoff), before a region shows a
 * 5xx. The page's clock (installed before the page loads) jumps those waits instead of the test sitting through them:
 * the same three requests and the same message, about 2 s sooner (docs/performance.md#test-time). Not for "Marquez
 * down": there the polling made the test slower (8.1-9.6 s -> 10.2-13.6 s).
 */
async function afterTheRetries(page: Page, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.clock.fastForward(1_000);
    await check();
  }).toPass();
}

async function retry(region: Locator): Promise<void> {
  await region.getByRole('button', { name: 'Retry' }).click();
}

// One worker for all of this spec's tests: every worker that takes some starts a browser and a server of its own
// (≈ 5 CPU-s each at the end of the e2e run, docs/performance.md#test-time).
test.describe.configure({ mode: 'default' });

test.describe('API faults: a clear message and Retry in the affected panel only', () => {
  test.beforeEach(async ({ request }) => setFaults(request, []));
  test.afterEach(async ({ request }) => setFaults(request, []));

  test('Marquez down (every route): each region says so, the shell stays, Retry recovers', async ({ page, request, shell }) => {
    await setFaults(request, ['*=down']);
    await shell.goto('/');
    const overview = page.getByRole('main').getByRole('alert');
    await expect(overview).toContainText('did not answer');
    await expect(overview.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByTestId('namespace-error')).toBeVisible();
    await shellIsUp(page);
    // Another view fails in its own words, too.
    await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Boundaries', exact: true }).click();
    await expect(page.getByRole('main').getByRole('alert').first()).toContainText('did not answer');
    await shell.goto('/');
    await expect(overview).toBeVisible();
    await setFaults(request, []);
    await retry(overview);
    await expect(page.getByTestId('namespace-overview')).toBeVisible();
  });

  test('lineage=500: the canvas shows the error, search and details keep working, Retry redraws', async ({ page, request, shell, details, lineage }) => {
    await setFaults(request, ['lineage=500']);
    await page.clock.install();
    await page.goto(lineageUrl(dailyRevenue));
    await afterTheRetries(page, () => expect(lineage.message).toHaveAttribute('role', 'alert', { timeout: 250 }));
    await expect(lineage.message).toContainText('failed while loading the lineage of this node (HTTP 500)');
    await expect(details.dataset).toBeVisible();
    await searchStillWorks(shell);
    await setFaults(request, []);
    await retry(lineage.message);
    await lineage.waitForLayout();
    await expect(lineage.node(dailyRevenue)).toBeVisible();
  });

  test('datasets=404: the details panel says not found, the graph still draws, Retry recovers', async ({ page, request, details, lineage }) => {
    await setFaults(request, ['datasets=404']);
    await page.goto(lineageUrl(dailyRevenue));
    const panelError = page.getByTestId('side-panel').getByRole('alert');
    await expect(panelError).toContainText('was not found in Marquez');
    await lineage.waitForLayout();
    await expect(lineage.node(dailyRevenue)).toBeVisible();
    await setFaults(request, []);
    await retry(panelError);
    await expect(details.schema).toBeVisible();
  });

  test('jobs=malformed: the job panel cannot read the answer, the graph still draws, Retry recovers', async ({ page, request, details, lineage }) => {
    await setFaults(request, ['jobs=malformed']);
    await page.goto(lineageUrl(enrichment));
    const panelError = page.getByTestId('side-panel').getByRole('alert').first();
    await expect(panelError).toContainText('cannot read');
    await lineage.waitForLayout();
    await expect(lineage.node(enrichment)).toBeVisible();
    await setFaults(request, []);
    await retry(panelError);
    await expect(details.sql).toContainText('INSERT');
  });

  test('search=timeout: the search says Marquez did not answer in time, the canvas keeps working, Retry recovers', async ({
    page,
    request,
    shell,
    lineage,
  }) => {
    await page.clock.install();
    await page.goto(lineageUrl(dailyRevenue));
    await lineage.waitForLayout();
    await setFaults(request, ['search=timeout']);
    await shell.searchInput.fill('orders_enriched');
    await expect(shell.searchResults).toBeVisible();
    // The status line sits beside the listbox, in the header search's popup.
    const searchError = page.getByTestId('header-search').getByRole('alert');
    // Past the client's 15 s timeout, for the first try and each retry; the clock jumps instead of the test waiting.
    await expect(async () => {
      await page.clock.fastForward(16_000);
      await expect(searchError).toContainText('did not answer in time', { timeout: 1_000 });
    }).toPass();
    await expect(lineage.node(dailyRevenue)).toBeVisible();
    await setFaults(request, []);
    await retry(searchError);
    await expect(shell.searchOption(datasetId(TALK.datasets.ordersEnriched))).toBeVisible();
  });

  test(`lineage=slow (${SLOW_MS} ms): a loading state, never an error, then the graph`, async ({ page, request, lineage }) => {
    await setFaults(request, ['lineage=slow']);
    await page.goto(lineageUrl(dailyRevenue));
    await expect(lineage.message).toContainText('Loading lineage');
    await expect(lineage.message).toHaveAttribute('aria-busy', 'true');
    await lineage.waitForLayout();
    await expect(lineage.node(dailyRevenue)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

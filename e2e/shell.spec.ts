import { TALK } from '../mocks/scenarios/talk/names.ts';
import { ARTIFACTS_DIR, datasetId, expect, fieldId, lineageParams, test } from './fixtures.ts';
import { openInShell, sharedPageFor } from './support/shared-page.ts';

const fraudAlerts = datasetId(TALK.datasets.fraudAlerts);
const ordersEnriched = datasetId(TALK.datasets.ordersEnriched);
const dailyRevenue = datasetId(TALK.datasets.dailyRevenue);

// What the shell does once open, on one page: the overview by its link, every later view by its link inside the app.
// A fresh link's load is asserted below and by the other specs.
test.describe('app shell', () => {
  const shared = sharedPageFor(test, { width: 1280, height: 720 });
  const views = async (path: string) => {
    const shell = await openInShell(shared, path);
    return { shell, page: shell.page };
  };

  test('loads and lists the namespaces of the demo', async () => {
    const { shell } = await views('/');
    for (const ns of [TALK.namespaces.postgres, TALK.namespaces.kafka, TALK.namespaces.lakehouse, TALK.namespaces.flink, TALK.namespaces.spark]) {
      await expect(shell.namespacePicker.locator('option', { hasText: ns })).toHaveCount(1);
    }
    await expect(shell.page.getByTestId('namespace-overview')).toBeVisible();
  });

  test('the overview lists a namespace and remembers the choice', async () => {
    const { shell, page } = await views('/');
    await shell.namespacePicker.selectOption(TALK.namespaces.kafka);
    const datasets = page.getByTestId('overview-datasets');
    await expect(datasets.getByRole('link', { name: TALK.datasets.fraudAlerts.name })).toBeVisible();
    await page.reload();
    await expect(shell.namespacePicker).toHaveValue(TALK.namespaces.kafka);
    await datasets.getByRole('link', { name: TALK.datasets.fraudAlerts.name }).click();
    await expect(page).toHaveURL(/\/lineage\?/);
    expect(lineageParams(page.url()).get('node')).toBe(fraudAlerts);
  });

  test('searching a dataset lists it and choosing it lands on /lineage?node=…', async () => {
    const { shell, page } = await views('/');
    await shell.search('orders_enriched');
    const option = shell.searchOption(ordersEnriched);
    await expect(option).toBeVisible();
    await expect(option).toContainText('Dataset');
    await expect(shell.searchResults.getByRole('group', { name: 'Datasets' })).toBeVisible();
    await option.click();
    await expect(page).toHaveURL(/\/lineage\?/);
    expect(lineageParams(page.url()).get('node')).toBe(ordersEnriched);
    await expect(shell.searchInput).toHaveValue('');
    await expect(page).toHaveTitle(/orders_enriched · Tributary/);
  });

  test('the search box is keyboard navigable', async () => {
    const { shell, page } = await views('/');
    await shell.search('daily_revenue');
    const options = shell.searchResults.getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    const count = await options.count();
    expect(count).toBeGreaterThan(1);
    await shell.searchInput.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(shell.searchInput).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id')) ?? '');
    await shell.searchInput.press('ArrowUp');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await shell.searchInput.press('Escape');
    await expect(shell.searchResults).toBeHidden();
    await shell.searchInput.press('ArrowDown');
    await expect(shell.searchResults).toBeVisible();
    const target = shell.searchOption(dailyRevenue);
    for (let i = 0; i < count && (await target.getAttribute('aria-selected')) !== 'true'; i++) await shell.searchInput.press('ArrowDown');
    await expect(target).toHaveAttribute('aria-selected', 'true');
    await shell.searchInput.press('Enter');
    await expect(page).toHaveURL(/\/lineage\?/);
    expect(lineageParams(page.url()).get('node')).toBe(dailyRevenue);
  });

  test('a search with no match says so', async () => {
    const { shell, page } = await views('/');
    await shell.searchInput.fill('no-such-dataset-anywhere');
    await expect(page.getByTestId('search-empty')).toContainText('no-such-dataset-anywhere');
  });

  test('the palette opens with Ctrl+K and with /, and Enter opens the result as the focus', async () => {
    const { shell, page } = await views('/');
    await shell.openPaletteWithKeyboard();
    await page.keyboard.press('Escape');
    await expect(shell.palette).toBeHidden();

    await page.getByRole('main').click();
    await page.keyboard.press('/');
    await expect(shell.palette).toBeVisible();
    await shell.paletteInput.fill('fraud.alerts');
    const option = shell.paletteOption(fraudAlerts, 'dataset');
    await expect(option).toBeVisible();
    while ((await option.getAttribute('aria-selected')) !== 'true') await shell.paletteInput.press('ArrowDown');
    await shell.paletteInput.press('Enter');
    await expect(shell.palette).toBeHidden();
    expect(lineageParams(page.url()).get('node')).toBe(fraudAlerts);
  });

  test('Shift+Enter in the palette jumps to a node already on the canvas without refocusing', async () => {
    const fxRates = datasetId(TALK.datasets.fxRates);
    const { shell, page } = await views(`/lineage?node=${encodeURIComponent(dailyRevenue)}`);
    await expect(shell.graphNodes.first()).toBeVisible({ timeout: 30_000 });
    const entries = await page.evaluate(() => history.length);
    await shell.openPaletteWithKeyboard();
    await shell.paletteInput.fill('fx_rates');
    const option = shell.paletteOption(fxRates, 'dataset');
    await expect(option).toBeVisible();
    while ((await option.getAttribute('aria-selected')) !== 'true') await shell.paletteInput.press('ArrowDown');
    await shell.paletteInput.press('Shift+Enter');
    await expect(shell.palette).toBeHidden();
    await expect(page).toHaveURL((url) => url.searchParams.get('sel') === fxRates);
    expect(lineageParams(page.url()).get('node')).toBe(dailyRevenue);
    // A jump is a view tweak: it replaces the history entry instead of adding one.
    expect(await page.evaluate(() => history.length)).toBe(entries);
  });

  test('the palette starts a trace from a dataset.field query', async () => {
    const { shell, page } = await views('/');
    await shell.openPaletteWithKeyboard();
    await shell.paletteInput.fill('daily_revenue.total_revenue');
    const trace = shell.paletteOption(dailyRevenue, 'trace');
    await expect(trace).toContainText('total_revenue_usd');
    await trace.click();
    const params = lineageParams(page.url());
    expect(params.get('trace')).toBe(fieldId(TALK.datasets.dailyRevenue, TALK.traceStart.field));
    expect(params.get('node')).toBe(dailyRevenue);
  });
});

test.describe('app shell: links, faults and themes', () => {
  test('a link with hostile params degrades to defaults instead of crashing', async ({ shell, page }) => {
    await shell.goto('/lineage?node=javascript:alert(1)&depth=-5&dir=sideways');
    await expect(page.getByText('No node to focus on')).toBeVisible();
    await shell.goto(`/lineage?node=${encodeURIComponent(dailyRevenue)}&depth=abc&dir=%3Cscript%3E&sel=%00`);
    await expect(shell.canvas).toBeVisible();
    // The invalid selection is dropped; the page selects its focus instead.
    await expect(page).toHaveURL((url) => new URL(url).searchParams.get('sel') === dailyRevenue);
  });

  test('when Marquez does not answer, the page says so and Retry recovers', async ({ shell, page }) => {
    await page.clock.install();
    await page.route('**/api/v1/namespaces*', (route) => route.abort('connectionrefused'));
    await shell.goto('/');
    const overviewError = page.getByRole('main').getByRole('alert');
    // The client retries a refused read twice, 1 s and 2 s after each failure: the clock jumps instead of the test waiting.
    await expect(async () => {
      await page.clock.fastForward(2_000);
      await expect(overviewError).toContainText('Marquez at /api/v1 did not answer', { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByTestId('namespace-error')).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS_DIR}shell-marquez-down-light.png` });
    await page.unroute('**/api/v1/namespaces*');
    await overviewError.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('namespace-overview')).toBeVisible();
    await expect(shell.namespacePicker).toBeEnabled();
  });

  test('light and dark themes, remembered across reloads (screenshots)', async ({ shell, page }) => {
    await shell.goto('/');
    await shell.namespacePicker.selectOption(TALK.namespaces.lakehouse);
    await expect(page.getByTestId('overview-datasets').getByRole('link').first()).toBeVisible();
    await shell.useTheme('light');
    await page.screenshot({ path: `${ARTIFACTS_DIR}shell-home-light.png` });
    await shell.useTheme('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByTestId('overview-datasets').getByRole('link').first()).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS_DIR}shell-home-dark.png` });
    await shell.search('orders');
    await page.screenshot({ path: `${ARTIFACTS_DIR}shell-search-dark.png` });
    await shell.searchInput.press('Escape');
    await shell.openPaletteWithKeyboard();
    await shell.paletteInput.fill('revenue');
    await expect(shell.paletteResults.getByRole('option').first()).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS_DIR}shell-palette-dark.png` });
    await page.keyboard.press('Escape');
    await shell.useTheme('light');
    await shell.openPaletteWithKeyboard();
    await shell.paletteInput.fill('daily_revenue.total');
    await expect(shell.paletteResults.getByRole('option').first()).toBeVisible();
    await page.screenshot({ path: `${ARTIFACTS_DIR}shell-palette-light.png` });
  });
});

import { expect, test as base } from './fixtures.ts';
import { LineagePage } from './pages/lineage-page.ts';
import { runEvent } from './support/run-event.ts';

const test = base.extend<{ lineage: LineagePage }>({
  lineage: async ({ page }, use) => {
    await use(new LineagePage(page));
  },
});

const event = (job: string, inputs: { name: string; inputFacets?: object }[], outputs: string[]) => runEvent('live-check', job, inputs, outputs);

test('posting an event to the embedded emulator draws the new job on an open graph, without a reload', async ({ lineage, page }) => {
  // Names of their own per run: the e2e server (and its emulator) may be reused between runs.
  const tag = Date.now();
  const source = `raw_${tag}`;
  expect((await page.request.post('/api/v1/lineage', { data: event(`ingest_${tag}`, [], [source]) })).status()).toBe(201);
  await lineage.goto({ node: `dataset:s3://live-check:${source}`, depth: '2', dir: 'both' });
  await lineage.waitForLayout();
  await expect(lineage.node(`job:live-check:ingest_${tag}`)).toBeVisible();
  // The page listens to the server's push stream before anything else is posted.
  await expect(page.getByTestId('live-indicator')).toHaveAttribute('data-live-source', 'push');
  // A marker on the window survives only if the page is never reloaded.
  await page.evaluate(() => ((window as unknown as { notReloaded?: boolean }).notReloaded = true));

  const reader = `report_${tag}`;
  expect((await page.request.post('/api/v1/lineage', { data: event(reader, [{ name: source }], [`summary_${tag}`]) })).status()).toBe(201);

  await expect(lineage.node(`job:live-check:${reader}`)).toBeVisible({ timeout: 2_000 });
  await expect(page.getByTestId('live-indicator')).toContainText('New lineage');
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

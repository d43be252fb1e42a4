import { expect, test as base } from './fixtures.ts';
import { LineagePage } from './pages/lineage-page.ts';

const test = base.extend<{ lineage: LineagePage }>({
  lineage: async ({ page }, use) => {
    await use(new LineagePage(page));
  },
});

// Events about datasets of their own, so the specs that run after this one on the same server see the demo unchanged.
function event(job: string, inputs: string[], outputs: string[]) {
  return {
    eventType: 'COMPLETE',
    eventTime: '2026-11-26T12:00:00.000Z',
    producer: 'https://github.com/OpenLineage/OpenLineage/tree/1.24.2/integration/spark',
    schemaURL: 'https://openlineage.io/spec/2-0-2/OpenLineage.json#/definitions/RunEvent',
    run: { runId: crypto.randomUUID() },
    job: { namespace: 'live-check', name: job },
    inputs: inputs.map((name) => ({ namespace: 's3://live-check', name })),
    outputs: outputs.map((name) => ({ namespace: 's3://live-check', name })),
  };
}

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
  expect((await page.request.post('/api/v1/lineage', { data: event(reader, [source], [`summary_${tag}`]) })).status()).toBe(201);

  await expect(lineage.node(`job:live-check:${reader}`)).toBeVisible({ timeout: 2_000 });
  await expect(page.getByTestId('live-indicator')).toContainText('New lineage');
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

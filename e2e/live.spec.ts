import { TALK } from '../mocks/scenarios/talk/names.ts';
import { datasetId, expect, test as base } from './fixtures.ts';
import { LineagePage } from './pages/lineage-page.ts';

const test = base.extend<{ lineage: LineagePage }>({
  lineage: async ({ page }, use) => {
    await use(new LineagePage(page));
  },
});

test('posting an event to the embedded emulator draws the new job on an open graph, without a reload', async ({ lineage, page }) => {
  const daily = TALK.datasets.dailyRevenue;
  await lineage.goto({ node: datasetId(daily), depth: '2', dir: 'both' });
  await lineage.waitForLayout();
  // The page listens to the server's push stream before anything is posted.
  await expect(page.getByTestId('live-indicator')).toHaveAttribute('data-live-source', 'push');
  // A marker on the window survives only if the page is never reloaded.
  await page.evaluate(() => ((window as unknown as { notReloaded?: boolean }).notReloaded = true));

  // A new job per run: the e2e server (and its emulator) may be reused between runs.
  const job = { namespace: 'spark', name: `live_check_${Date.now()}` };
  const event = {
    eventType: 'COMPLETE',
    eventTime: '2026-11-26T12:00:00.000Z',
    producer: 'https://github.com/OpenLineage/OpenLineage/tree/1.24.2/integration/spark',
    schemaURL: 'https://openlineage.io/spec/2-0-2/OpenLineage.json#/definitions/RunEvent',
    run: { runId: crypto.randomUUID() },
    job,
    inputs: [{ namespace: daily.namespace, name: daily.name }],
    outputs: [{ namespace: daily.namespace, name: `warehouse/reporting/${job.name}` }],
  };
  const res = await page.request.post('/api/v1/lineage', { data: event });
  expect(res.status()).toBe(201);

  await expect(lineage.node(`job:${job.namespace}:${job.name}`)).toBeVisible({ timeout: 2_000 });
  await expect(page.getByTestId('live-indicator')).toContainText('New lineage');
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

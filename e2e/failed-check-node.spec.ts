import { expect, test as base } from './fixtures.ts';
import { LineagePage } from './pages/lineage-page.ts';
import { runEvent } from './support/run-event.ts';

const test = base.extend<{ lineage: LineagePage }>({
  lineage: async ({ page }, use) => {
    await use(new LineagePage(page));
  },
});

const event = (job: string, inputs: { name: string; inputFacets?: object }[], outputs: string[]) => runEvent('check-node', job, inputs, outputs);

test('a failed quality check shows on its dataset node', async ({ lineage, page }) => {
  const tag = Date.now();
  const table = `daily_${tag}`;
  const failing = {
    dataQualityAssertions: {
      _producer: 'https://github.com/OpenLineage/OpenLineage/tree/1.24.2/integration/spark',
      _schemaURL: 'https://openlineage.io/spec/facets/1-0-1/DataQualityAssertionsDatasetFacet.json',
      assertions: [{ assertion: 'max_total_usd', success: false, column: 'total' }],
    },
  };
  expect((await page.request.post('/api/v1/lineage', { data: event(`write_${tag}`, [], [table]) })).status()).toBe(201);
  expect(
    (await page.request.post('/api/v1/lineage', { data: event(`report_${tag}`, [{ name: table, inputFacets: failing }], [`report_${tag}`]) })).status(),
  ).toBe(201);

  const id = `dataset:s3://check-node:${table}`;
  await lineage.goto({ node: id, depth: '2', dir: 'both' });
  await lineage.waitForLayout();
  const check = lineage.node(id).getByTestId('node-failed-check');
  await expect(check).toBeVisible();
  await expect(check).toHaveAttribute('title', /max_total_usd/);
  // One token on one line, inside its node.
  const [box, node] = await Promise.all([check.boundingBox(), lineage.node(id).boundingBox()]);
  expect(box && node && box.height < 20 && box.x + box.width <= node.x + node.width).toBe(true);
});

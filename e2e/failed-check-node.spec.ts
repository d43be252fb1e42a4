import { expect, test as base } from './fixtures.ts';
import { LineagePage } from './pages/lineage-page.ts';
import { runEvent } from './support/run-event.ts';
import { navigateInApp } from './support/shared-page.ts';

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

test("the talk's failed-check step shows the check on its node, on the version and day the evidence names", async ({ page }) => {
  // The step is found by its evidence card, and the node by the card's dataset: nothing here names the scenario.
  // Step 1 is a first load (the steps wait for their trace and stitches before they frame), so it gets time; the others
  // are opened by their links inside the app (present-framing proves a step shows the same however it is reached).
  test.setTimeout(180_000);
  await page.goto('/present/talk/1');
  const stage = page.getByTestId('present-mode');
  const steps = Number(await stage.getAttribute('data-steps'));
  let shown = 0;
  for (let n = 1; n <= steps; n += 1) {
    if (n > 1) await navigateInApp(page, `/present/talk/${n}`);
    await expect(stage).toHaveAttribute('data-step', String(n));
    await expect(stage).toHaveAttribute('data-camera', 'served');
    const card = page.getByTestId('evidence-failed-check');
    if ((await card.count()) === 0) continue;
    // The card has read the dataset's versions and found the failure (an older version: later days passed).
    await expect(card).toHaveAttribute('data-version', /.+/);
    const dataset = (await card.getAttribute('data-dataset'))!;
    const version = (await card.getAttribute('data-version'))!;
    const node = stage.locator(`.react-flow__node[data-id="${dataset}"]`);
    const check = node.getByTestId('node-failed-check');
    await expect(check).toBeVisible();
    await expect(check).toHaveText(/^✗ check/);
    await expect(check).toHaveAttribute('title', new RegExp(`version ${version.slice(0, 8)}`));
    // One token on one line, inside its node.
    const [box, outer] = await Promise.all([check.boundingBox(), node.boundingBox()]);
    expect(box && outer && box.height < outer.height / 2 && box.x + box.width <= outer.x + outer.width).toBe(true);
    shown += 1;
  }
  expect(shown, 'the talk has a failed-check step').toBeGreaterThan(0);
});

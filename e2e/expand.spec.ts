import type { Request } from '@playwright/test';
import { TALK } from '../mocks/scenarios/talk/names.ts';
import { ARTIFACTS_DIR, datasetId, expect, jobId, lineageParams, test as base } from './fixtures.ts';
import { LineagePage } from './pages/lineage-page.ts';

const test = base.extend<{ lineage: LineagePage }>({
  lineage: async ({ page }, use) => {
    await use(new LineagePage(page));
  },
});

const ds = {
  ordersTable: datasetId(TALK.datasets.ordersTable),
  ordersTopic: datasetId(TALK.datasets.ordersTopic),
  enriched: datasetId(TALK.datasets.ordersEnriched),
  dailyRevenue: datasetId(TALK.datasets.dailyRevenue),
  summary: datasetId(TALK.datasets.revenueSummary),
};
const jobs = {
  cdc: jobId(TALK.jobs.ordersCdc),
  fraud: jobId(TALK.jobs.fraudDetector),
  enrichment: jobId(TALK.jobs.ordersEnrichment),
  report: jobId(TALK.jobs.revenueReport),
};

// The first view zooms in on the focus and its neighbours; boundary nodes may be off screen, where they cannot be
// clicked. Fit the whole graph first (docs/architecture.md#react-flow-rules).
async function fitView(lineage: LineagePage): Promise<void> {
  await lineage.page.getByRole('button', { name: 'Fit View' }).click();
}

/** The `/lineage` request around `nodeId`, whatever its depth. */
/**
 * An expansion's own request: one hop (depth 1) of /lineage around the node. Matching the depth, not only the node,
 * because the focus's details panel also asks /lineage about the focus (its evidence trace, at depth 20) once the page
 * is idle, which can be just when the test clicks; waiting for this request is what asserts the expansion's depth.
 */
function expansionRequestFor(nodeId: string) {
  return (request: Request) => {
    const url = new URL(request.url());
    return url.pathname.endsWith('/api/v1/lineage') && url.searchParams.get('nodeId') === nodeId && url.searchParams.get('depth') === '1';
  };
}

test.describe('lazy expansion per node and direction', () => {
  // At depth 1 Marquez's BFS starts from the writer of daily_revenue (the Spark job): one job hop reaches the Flink
  // enrichment and its input topic, but not the connector that writes the topic. (Around orders_enriched, depth 1
  // already holds the connector: its writer, the Flink job, shares the topic with it.)
  test('expanding upstream of the Flink input topic brings the source connector and Postgres, and survives reload', async ({ lineage, page }) => {
    await lineage.goto({ node: ds.dailyRevenue, depth: '1' });
    await lineage.waitForLayout();
    await fitView(lineage);
    await expect(lineage.node(jobs.enrichment)).toBeVisible();
    await expect(lineage.node(jobs.cdc)).toHaveCount(0);
    await expect(lineage.node(ds.ordersTable)).toHaveCount(0);
    // Nodes with nothing more on a side have no button there (the focus's writer side is answered).
    await expect(lineage.node(ds.dailyRevenue).getByRole('button', { name: /^Expand upstream/ })).toHaveCount(0);

    const expandTopic = lineage.node(ds.ordersTopic).getByRole('button', { name: `Expand upstream of ${TALK.datasets.ordersTopic.name}` });
    const request = page.waitForRequest(expansionRequestFor(ds.ordersTopic));
    await expandTopic.click();
    await request;

    await expect(lineage.node(jobs.cdc)).toBeVisible();
    await expect(lineage.node(ds.ordersTable)).toBeVisible();
    await expect(lineage.edge(`${ds.ordersTable}->${jobs.cdc}`)).toHaveCount(1);
    await expect(lineage.edge(`${jobs.cdc}->${ds.ordersTopic}`)).toHaveCount(1);
    // Only the expanded side: the topic's other readers (siblings of the focus's lineage) stay hidden.
    await expect(lineage.node(jobs.fraud)).toHaveCount(0);
    await expect(expandTopic).toHaveCount(0);
    expect(lineageParams(page.url()).getAll('more')).toEqual([`up:${ds.ordersTopic}`]);
    await lineage.waitForLayout();
    await fitView(lineage);
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.screenshot({ path: `${ARTIFACTS_DIR}expand-upstream-${theme}.png` });
    }

    await page.reload();
    await lineage.waitForLayout();
    await expect(lineage.node(jobs.cdc)).toBeVisible();
    await expect(lineage.node(ds.ordersTable)).toBeVisible();
  });

  test('expanding downstream of a boundary dataset brings its consumers', async ({ lineage, page }) => {
    await lineage.goto({ node: ds.enriched, depth: '1' });
    await lineage.waitForLayout();
    await fitView(lineage);
    await expect(lineage.node(jobs.report)).toHaveCount(0);
    const request = page.waitForRequest(expansionRequestFor(ds.dailyRevenue));
    await lineage
      .node(ds.dailyRevenue)
      .getByRole('button', { name: `Expand downstream of ${TALK.datasets.dailyRevenue.name}` })
      .click();
    await request;
    await expect(lineage.node(jobs.report)).toBeVisible();
    await expect(lineage.node(ds.summary)).toBeVisible();
    expect(lineageParams(page.url()).getAll('more')).toEqual([`down:${ds.dailyRevenue}`]);
    await lineage.waitForLayout();
    await fitView(lineage);
    await page.screenshot({ path: `${ARTIFACTS_DIR}expand-downstream-light.png` });
  });

  test('a true source loses its button once expanded, and nothing is drawn upstream of it', async ({ lineage, page }) => {
    // Depth 2, so the depth-1 expansion is a request of its own (at depth 1 it is the focus's cached answer).
    await lineage.goto({ node: ds.ordersTable, depth: '2' });
    await lineage.waitForLayout();
    const button = lineage.node(ds.ordersTable).getByRole('button', { name: /^Expand upstream of / });
    await expect(button).toBeVisible();
    // The opening view is at a readable zoom: how the button looks beside a node.
    await page.screenshot({ path: `${ARTIFACTS_DIR}expand-button-light.png` });
    const before = await lineage.canvas.locator('.react-flow__node').count();
    const request = page.waitForRequest(expansionRequestFor(ds.ordersTable));
    await button.click();
    await request;
    await expect(button).toHaveCount(0);
    expect(lineageParams(page.url()).getAll('more')).toEqual([`up:${ds.ordersTable}`]);
    await expect(lineage.canvas.locator('.react-flow__node')).toHaveCount(before);
  });
});

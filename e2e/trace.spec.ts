import { BROKEN } from '../mocks/scenarios/broken-boundaries/names.ts';
import { REAL_STREAMS } from '../mocks/scenarios/real-streams/names.ts';
import { TALK } from '../mocks/scenarios/talk/names.ts';
import { ARTIFACTS_DIR, datasetId, expect, fieldId, jobId, lineageParams, test as base } from './fixtures.ts';
import { EngineViewsPage } from './pages/engine-views-page.ts';
import { LineagePage } from './pages/lineage-page.ts';
import { TracePage } from './pages/trace-page.ts';

const test = base.extend<{ tracePanel: TracePage; lineage: LineagePage; views: EngineViewsPage }>({
  tracePanel: async ({ page }, use) => {
    await use(new TracePage(page));
  },
  lineage: async ({ page }, use) => {
    await use(new LineagePage(page));
  },
  views: async ({ page }, use) => {
    await use(new EngineViewsPage(page));
  },
});

const D = TALK.datasets;
const J = TALK.jobs;
const daily = datasetId(D.dailyRevenue);
const start = TALK.traceStart;
const startField = fieldId(D.dailyRevenue, start.field);
const topicAmount = fieldId(D.ordersTopic, 'amount');

test.describe('trace this value (talk)', () => {
  test('upstream from total_revenue_usd: ordered hops, derived from SQL through Flink, downstream impact, reload and back', async ({
    page,
    lineage,
    details,
    tracePanel,
  }) => {
    await lineage.goto({ node: daily, sel: daily });
    // Started from the UI: the Trace button of the field in the details panel's schema list.
    await details.traceButton(start.field).click();
    await expect.poll(() => lineageParams(page.url()).get('trace')).toBe(startField);
    await expect(tracePanel.panel).toBeVisible();
    await expect(tracePanel.target).toHaveText(`daily_revenue.${start.field}`);

    // The hops in order: Spark column AGGREGATION → orders_enriched; through the Flink SQL job at column level, derived
    // from its SQL (`o.amount * r.rate AS amount_usd`); then Kafka Connect at column level, as connect-lineage captured
    // it (the topic's amount is the orders table's).
    await expect(tracePanel.hops.first()).toHaveAttribute('data-level', 'column');
    const first = tracePanel.hops.first();
    await expect(first).toHaveAttribute('data-engine', 'spark');
    await expect(first).toContainText('orders_enriched.amount_usd');
    await expect(first).toContainText('AGGREGATION');
    const levels = await tracePanel.hops.evaluateAll((els) => els.map((e) => `${e.getAttribute('data-engine')}:${e.getAttribute('data-level')}`));
    const at = (key: string) => levels.indexOf(key);
    expect(at('spark:column')).toBe(0);
    expect(at('flink:derived')).toBeGreaterThan(at('spark:column'));
    expect(at('flink:dataset')).toBe(-1);
    expect(at('kafka-connect:column')).toBeGreaterThan(at('spark:column'));
    const cdcHop = tracePanel.hops.and(page.locator('[data-engine="kafka-connect"][data-level="column"]')).first();
    await expect(cdcHop).toContainText(`${D.ordersTopic.name}.${TALK.changedField.field}`);
    await expect(cdcHop).toContainText('IDENTITY');
    const flinkHops = tracePanel.hops.and(page.locator('[data-engine="flink"][data-level="derived"]'));
    await expect(flinkHops).toHaveCount(2);
    const flinkHop = flinkHops.filter({ hasText: `${D.ordersTopic.name}.amount` });
    await expect(flinkHop).toContainText('Derived from SQL');
    await expect(flinkHop).toContainText(`derived from ${J.ordersEnrichment.name}'s SQL`);
    // The evidence quotes the output column's expression as the SQL writes it.
    await expect(flinkHop).toContainText('amount_usd = o.amount * r.rate');
    await expect(flinkHops.filter({ hasText: `${D.fxRates.name}.rate` })).toHaveCount(1);
    // The SQL was derived in the deriver's worker: the page started it, and its own thread loaded no parser chunk.
    expect(page.workers().map((w) => w.url())).toContainEqual(expect.stringMatching(/sql-lineage\.worker/));
    const mainThreadScripts = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name));
    expect(mainThreadScripts.filter((name) => /derive-sql-(batch|lineage)|dt-sql-parser|antlr/i.test(name))).toEqual([]);
    await expect(flinkHop.getByTestId('hop-degrade')).toHaveCount(0);
    await expect(tracePanel.degradations.filter({ hasText: 'Flink' })).toHaveCount(0);
    await expect(tracePanel.breadcrumbs.first()).toHaveText(`daily_revenue.${start.field}`);
    await expect(tracePanel.breadcrumbs.nth(1)).toContainText('orders_enriched.amount_usd');
    await expect(tracePanel.roots.filter({ hasText: `${D.ordersTable.namespace} ${D.ordersTable.name}` })).toHaveCount(1);

    // On the canvas: the Flink job's edges drawn in the derived style with its "SQL" badge, no degrade badge;
    // off-path nodes dim, the traced field is outlined.
    await lineage.waitForLayout();
    const flinkEdge = `${jobId(J.ordersEnrichment)}->${datasetId(D.ordersEnriched)}`;
    await expect(tracePanel.edgeBadge(flinkEdge)).toHaveText('SQL');
    await expect(tracePanel.edgePath(flinkEdge)).toHaveClass(/tb-edge--derived/);
    await expect(tracePanel.edgePath(`${datasetId(D.ordersTopic)}->${jobId(J.ordersEnrichment)}`)).toHaveClass(/tb-edge--derived/);
    await expect(tracePanel.edgePath(`${jobId(J.dailyRevenue)}->${daily}`)).toHaveClass(/tb-edge--column/);
    await expect(tracePanel.node(datasetId(D.revenueSummary)).locator('.tb-node')).toHaveClass(/tb-node--dimmed/);
    await expect(tracePanel.node(daily).locator('.tb-node')).not.toHaveClass(/tb-node--dimmed/);
    await expect(tracePanel.node(daily).locator(`li[data-field="${start.field}"]`)).toHaveClass(/tb-field--highlighted/);
    // Field segments: the traced one drawn solid, the other fields' segments dimmed.
    await expect(tracePanel.canvas.locator('.react-flow__edge-column path.react-flow__edge-path.tb-edge--dimmed').first()).toBeAttached();
    await expect(tracePanel.canvas.locator('.react-flow__edge-column path.react-flow__edge-path.tb-edge--column:not(.tb-edge--dimmed)').first()).toBeAttached();
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.screenshot({ path: `${ARTIFACTS_DIR}trace-upstream-${theme}.png` });
    }
    await page.emulateMedia({ colorScheme: 'light' });

    // Clicking a hop centres it: the Flink job ends up in view.
    await flinkHop
      .getByRole('button', { name: /orders_enriched/ })
      .first()
      .click();
    await expect(tracePanel.node(jobId(J.ordersEnrichment))).toBeInViewport();
    // Its field segments are drawn derived: the topic's amount into the job, the job into amount_usd.
    const derivedSegments = tracePanel.canvas.locator('.react-flow__edge-column path.react-flow__edge-path.tb-edge--derived');
    await expect(derivedSegments.first()).toBeAttached();
    expect(await derivedSegments.count()).toBeGreaterThanOrEqual(3);
    await page.screenshot({ path: `${ARTIFACTS_DIR}trace-derived-light.png` });

    // From the topic (the derived hop from `amount` offers it; the Postgres column of the next hop has the same short
    // name), downstream lists the affected tables.
    await flinkHop.getByRole('button', { name: 'Trace from here: shop.public.orders.amount', exact: true }).click();
    await expect.poll(() => lineageParams(page.url()).get('trace')).toBe(topicAmount);
    await tracePanel.direction('Downstream').click();
    await expect.poll(() => lineageParams(page.url()).get('tdir')).toBe('down');
    for (const d of [D.ordersArchive, D.fraudAlerts, D.ordersEnriched, D.dailyRevenue]) {
      await expect(tracePanel.impact.and(page.locator(`[data-dataset="${d.name}"]`)), d.name).toHaveCount(1);
    }
    await expect(tracePanel.node(datasetId(D.ordersTopic)).locator('.tb-node')).toHaveClass(/tb-node--focus/);
    await lineage.waitForLayout();
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.screenshot({ path: `${ARTIFACTS_DIR}trace-downstream-${theme}.png` });
    }
    await page.emulateMedia({ colorScheme: 'light' });

    // Reload restores the trace from the URL; Back and Forward walk the investigation.
    await page.reload();
    await expect(tracePanel.target).toHaveText('shop.public.orders.amount');
    await expect(tracePanel.direction('Downstream')).toHaveAttribute('aria-pressed', 'true');
    await expect(tracePanel.impact.first()).toBeVisible();
    await page.goBack();
    await expect(tracePanel.direction('Upstream')).toHaveAttribute('aria-pressed', 'true');
    await expect(tracePanel.target).toHaveText('shop.public.orders.amount');
    await page.goBack();
    await expect(tracePanel.target).toHaveText(`daily_revenue.${start.field}`);
    await expect(tracePanel.hops.first()).toHaveAttribute('data-level', 'column');
    await page.goForward();
    await expect(tracePanel.target).toHaveText('shop.public.orders.amount');
  });

  test('"Inferred hops" off is in the link: inf=0 survives a reload and hides the inferred hops', async ({ page, lineage, tracePanel }) => {
    // The talk's trace has nothing left to guess (reported or derived all the way); real-streams' all-to-all sink
    // connector does: lake.orders.supplier is offered by both of its topics, one ambiguous group.
    const table = datasetId(REAL_STREAMS.datasets.auctionOrdersTable);
    await lineage.goto({ node: table, trace: fieldId(REAL_STREAMS.datasets.auctionOrdersTable, 'supplier') });
    const inferredHops = tracePanel.panel.locator('[data-testid="trace-hop"][data-level="inferred"]');
    await expect(inferredHops).toHaveCount(2);
    await expect(inferredHops.and(page.locator('[data-ambiguous="true"]'))).toHaveCount(2);
    await expect(inferredHops.first().getByTestId('hop-ambiguity')).toContainText('2 input fields match "supplier" of lake.orders by name');
    await expect(tracePanel.panel.getByTestId('trace-all-to-all-job')).toContainText(REAL_STREAMS.jobs.auctionSink.name);
    await lineage.waitForLayout();
    await page.screenshot({ path: `${ARTIFACTS_DIR}trace-ambiguous-light.png` });
    const toggle = tracePanel.panel.getByRole('checkbox', { name: 'Inferred hops' });
    await toggle.click();
    await expect.poll(() => lineageParams(page.url()).get('inf')).toBe('0');
    await expect(inferredHops).toHaveCount(0);
    await page.reload();
    await expect(tracePanel.hops.first()).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await expect(inferredHops).toHaveCount(0);
  });
});

test.describe('trace across stitched boundaries (broken-boundaries)', () => {
  const b = BROKEN.traceStart;
  const traceId = fieldId({ namespace: b.namespace, name: b.dataset }, b.field);
  const node = datasetId({ namespace: b.namespace, name: b.dataset });
  const source = `${BROKEN.datasets.paymentsTable.namespace} ${BROKEN.datasets.paymentsTable.name}`;

  test('reaches the source only with stitching on', async ({ page, lineage, tracePanel, views }) => {
    // Started from the canvas: the field row of the expanded dataset node.
    await lineage.goto({ node, exp: node });
    await lineage.waitForLayout();
    await tracePanel.fieldTrace(node, b.field).click();
    await expect.poll(() => lineageParams(page.url()).get('trace')).toBe(traceId);
    await expect(tracePanel.roots.first()).toBeVisible();
    await expect(tracePanel.roots.filter({ hasText: source })).toHaveCount(0);

    // Accept both breaks on the path (a candidate under 80% confidence starts rejected).
    await views.goto('/boundaries');
    for (const s of BROKEN.expectedStitches) {
      const item = views.candidate(datasetId(s.a), datasetId(s.b));
      await expect(item).toHaveCount(1);
      if ((await item.getAttribute('data-state')) !== 'accepted') await item.getByRole('button', { name: 'Accept' }).click();
      await expect(item).toHaveAttribute('data-state', 'accepted');
    }

    // A link carries its decisions: deciding wrote them into the Boundaries URL, and the trace link takes them along.
    const acc = new URL(page.url()).searchParams.getAll('acc');
    expect(acc.length).toBeGreaterThan(0);
    await lineage.goto({ node, trace: traceId, stitch: '1', acc });
    await expect(tracePanel.roots.filter({ hasText: source })).toHaveCount(1);
    await expect(tracePanel.hops.and(page.locator('[data-level="stitched"]')).first()).toBeVisible();
    await lineage.waitForLayout();
    // The canvas fetched the lineage beyond each break and joins the two names with a stitched (double) edge.
    for (const s of BROKEN.expectedStitches) {
      await expect(tracePanel.edgePath(`stitch:${datasetId(s.a)}->${datasetId(s.b)}`)).toHaveClass(/tb-edge--stitched/);
    }
    await expect(tracePanel.node(datasetId(BROKEN.datasets.paymentsTable))).toBeAttached();
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.screenshot({ path: `${ARTIFACTS_DIR}trace-stitched-${theme}.png` });
    }
  });
});

import { BROKEN } from '../mocks/scenarios/broken-boundaries/names.ts';
import { ARTIFACTS_DIR, datasetId, expect, fieldId, test as base } from './fixtures.ts';
import { EngineViewsPage } from './pages/engine-views-page.ts';
import { TracePage } from './pages/trace-page.ts';
import { asFirstVisit, expectFirstVisit } from './support/first-visit.ts';

const test = base.extend<{ views: EngineViewsPage }>({
  views: async ({ page }, use) => {
    await use(new EngineViewsPage(page));
  },
});

const start = BROKEN.traceStart;
const traceId = fieldId({ namespace: start.namespace, name: start.dataset }, start.field);
const source = `${BROKEN.datasets.paymentsTable.namespace} ${BROKEN.datasets.paymentsTable.name}`;

test.describe('boundaries view', () => {
  test('lists both broken-boundaries breaks with their rule, evidence and fix', async ({ views, page }) => {
    await views.goto('/boundaries');
    for (const s of BROKEN.expectedStitches) {
      const item = views.candidate(datasetId(s.a), datasetId(s.b));
      await expect(item, `${s.rule}: ${datasetId(s.a)} = ${datasetId(s.b)}`).toHaveCount(1);
      await expect(item).toHaveAttribute('data-rule', s.rule);
      await expect(item.getByText('Evidence')).toBeVisible();
      await expect(item.getByText('Fix')).toBeVisible();
      await expect(item.getByRole('link', { name: 'Open in graph' })).toHaveCount(2);
    }
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.screenshot({ path: `${ARTIFACTS_DIR}boundaries-${theme}.png` });
    }
  });

  test('with stitching on, the upstream trace of the Spark summary reaches the source', async ({ views, page }) => {
    await views.goto('/boundaries', { trace: traceId });
    await expect(views.candidates.first()).toBeVisible();
    await views.stitchToggle.click();
    await expect(views.stitchToggle).toBeChecked();
    await expect.poll(() => new URL(page.url()).searchParams.get('stitch')).toBe('1');
    await expect(views.stitchCheck).toBeVisible();
    // Without stitching the trace stops at the catalog-named Iceberg table Spark reads, which nothing writes.
    const byCatalog = BROKEN.datasets.paymentsEnrichedByCatalog;
    await expect(views.plainRoot(`${byCatalog.namespace} ${byCatalog.name}`)).toHaveCount(1);
    await expect(views.plainRoot(source)).toHaveCount(0);
    // Each break on the path must be accepted: a candidate below 80% confidence starts rejected.
    for (const s of BROKEN.expectedStitches) {
      const item = views.candidate(datasetId(s.a), datasetId(s.b));
      if ((await item.getAttribute('data-state')) !== 'accepted') {
        await expect(views.stitchedRoot(source)).toHaveCount(0);
        await item.getByRole('button', { name: 'Accept' }).click();
      }
      await expect(item).toHaveAttribute('data-state', 'accepted');
    }
    await expect(views.stitchedRoot(source)).toHaveCount(1);
    await views.stitchCheck.scrollIntoViewIfNeeded();
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.screenshot({ path: `${ARTIFACTS_DIR}boundaries-stitched-${theme}.png` });
    }

    // Rejecting one break on the path cuts the trace off again, and the decision survives a reload.
    const [topic] = BROKEN.expectedStitches;
    const item = views.candidate(datasetId(topic.a), datasetId(topic.b));
    await item.getByRole('button', { name: 'Reject' }).click();
    await expect(item).toHaveAttribute('data-state', 'rejected');
    await expect(views.stitchedRoot(source)).toHaveCount(0);
    await page.reload();
    await expect(views.candidate(datasetId(topic.a), datasetId(topic.b))).toHaveAttribute('data-state', 'rejected');
    await expect(views.stitchedRoot(source)).toHaveCount(0);
    await views.candidate(datasetId(topic.a), datasetId(topic.b)).getByRole('button', { name: 'Accept' }).click();
    await expect(views.stitchedRoot(source)).toHaveCount(1);
  });

  test('the link is the whole investigation: accepted stitches travel in it to a browser that never saw them', async ({ views, page }) => {
    await views.goto('/boundaries', { trace: traceId });
    await views.stitchToggle.click();
    for (const s of BROKEN.expectedStitches) {
      const item = views.candidate(datasetId(s.a), datasetId(s.b));
      // Accept explicitly, also those accepted by default: the decision must be in the link either way.
      await item.getByRole('button', { name: 'Accept' }).click();
      await expect(item).toHaveAttribute('data-state', 'accepted');
    }
    await expect.poll(() => new URL(page.url()).searchParams.getAll('acc').length).toBe(BROKEN.expectedStitches.length);
    const [first] = BROKEN.expectedStitches;
    await views.candidate(datasetId(first.a), datasetId(first.b)).getByRole('link', { name: 'Open in graph' }).first().click();
    const tracePanel = new TracePage(page);
    await expect(tracePanel.roots.filter({ hasText: source })).toHaveCount(1);
    const link = page.url();
    expect(new URL(link).searchParams.getAll('acc')).toHaveLength(BROKEN.expectedStitches.length);
    const hops = await tracePanel.hops.allInnerTexts();
    expect(hops.some((h) => /stitched/i.test(h))).toBe(true);

    // A browser that never saw them: nothing stored, nothing cached (this context emptied as a first visit sees it, as
    // present-framing's first loads are; a new context costs a renderer of its own). The same link gives the same
    // stitched trace.
    await asFirstVisit(page, new URL(link).origin);
    await page.goto(link);
    await expectFirstVisit(page, 'the link');
    await expect(tracePanel.roots.filter({ hasText: source })).toHaveCount(1);
    await expect(tracePanel.hops).toHaveCount(hops.length);
    expect(await tracePanel.hops.allInnerTexts()).toEqual(hops);
    // This browser remembers no decision (they live in the app store's persisted state since its version 2).
    const remembered = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('tributary.preferences') ?? '{}') as { state?: { decisions?: object } }).state?.decisions ?? {},
    );
    expect(remembered).toEqual({});
  });
});

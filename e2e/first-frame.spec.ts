import type { Page } from '@playwright/test';
import { TALK } from '../mocks/scenarios/talk/names.ts';
import { ARTIFACTS_DIR, datasetId, expect, test as base } from './fixtures.ts';
import { LineagePage } from './pages/lineage-page.ts';

// The server-rendered first frame (src/server/first-frame.ts): a canvas link whose layout the server has in time
// carries its drawing as HTML, painted before the app's scripts run, and the app's canvas replaces it.

const test = base.extend<{ lineage: LineagePage }>({
  lineage: async ({ page }, use) => {
    await use(new LineagePage(page));
  },
});

const FOCUS = datasetId(TALK.datasets.revenueSummary);
const LINK = { node: FOCUS, depth: '2', dir: 'both' };

type Box = { x: number; y: number; width: number; height: number };

/** The boxes on screen of `selector`'s elements, rounded to the pixel, in reading order. */
const boxes = (page: Page, selector: string): Promise<Box[]> =>
  page.locator(selector).evaluateAll((els) =>
    els
      .map((el) => el.getBoundingClientRect())
      .map((r) => ({ x: Math.round(r.x), y: Math.round(r.y), width: Math.round(r.width), height: Math.round(r.height) }))
      .sort((a, b) => a.y - b.y || a.x - b.x),
  );

/** How many nodes the layout the page carries places. */
const laidOutNodes = (page: Page): Promise<number> =>
  page
    .locator('#tributary-first-view')
    .textContent()
    .then((text) => Object.keys((JSON.parse(text ?? '{}') as { layout?: { result: { nodes: object } } }).layout?.result.nodes ?? {}).length);

/** Loads the link until its page carries a layout (the first visitor's may come after the page's budget). */
async function openWithLayout(lineage: LineagePage, page: Page): Promise<void> {
  await expect
    .poll(async () => {
      await lineage.goto(LINK);
      return laidOutNodes(page);
    })
    .toBeGreaterThan(0);
}

test('with the app’s scripts blocked, the frame draws every laid-out node, framed, hidden from tests and assistive technology', async ({ lineage, page }) => {
  // Every script but the frame's fit module: what the page shows before the app runs.
  await page.route(/\/assets\/(?!first-frame-fit)[^/]+\.js$/, (route) => route.abort());
  await openWithLayout(lineage, page);
  const frame = page.locator('#tributary-first-frame');
  await expect(frame).toHaveAttribute('data-fitted', '');
  await expect(frame).toHaveAttribute('aria-hidden', 'true');
  const nodes = frame.locator('.react-flow__node');
  await expect(nodes).toHaveCount(await laidOutNodes(page));
  await expect(nodes.first()).toBeVisible();
  // The first viewport in the document is the frame's, fitted (not the identity).
  const transform = await page
    .locator('.react-flow__viewport')
    .first()
    .evaluate((el) => (el as HTMLElement).style.transform);
  expect(transform).toMatch(/^translate\(-?[\d.]+px, -?[\d.]+px\) scale\([\d.]+\)$/);
  expect(transform).not.toBe('translate(0px, 0px) scale(1)');
  // Names are drawn by CSS from attributes: no text a locator would find besides the app's own.
  await expect(page.getByText(TALK.datasets.revenueSummary.name)).toHaveCount(0);
  await expect(frame.locator('[data-testid], [data-id]')).toHaveCount(0);
  await page.screenshot({ path: `${ARTIFACTS_DIR}first-frame.png` });
});

test('the app’s canvas replaces the frame, drawing its nodes where the frame drew them', async ({ lineage, page }) => {
  // The frame's boxes, from a page whose app never runs.
  await page.route(/\/assets\/(?!first-frame-fit)[^/]+\.js$/, (route) => route.abort());
  await openWithLayout(lineage, page);
  await expect(page.locator('#tributary-first-frame')).toHaveAttribute('data-fitted', '');
  const framed = await boxes(page, '#tributary-first-frame .react-flow__node');
  await page.unrouteAll();

  await lineage.goto(LINK);
  await lineage.waitForLayout();
  await expect(page.locator('#tributary-first-frame')).toHaveCount(0);
  await expect(page.locator('.react-flow__viewport')).toHaveCount(1);
  const live = await boxes(page, '.react-flow__node[data-id]');
  expect(live).toHaveLength(framed.length);
  for (const [i, box] of framed.entries()) {
    const other = live[i];
    expect(other, `node ${i}`).toBeDefined();
    for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs((other?.[key] ?? NaN) - box[key]), `node ${i} ${key}`).toBeLessThanOrEqual(1);
  }
  await page.screenshot({ path: `${ARTIFACTS_DIR}first-frame-live-canvas.png` });
});

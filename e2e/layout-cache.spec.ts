import type { Page } from '@playwright/test';
import { TALK } from '../mocks/scenarios/talk/names.ts';
import { datasetId, expect, test as base } from './fixtures.ts';
import { LineagePage } from './pages/lineage-page.ts';
import { withoutFirstView } from './support/without-first-view.ts';

// Issue 19: a re-visit of a view already laid out draws from this browser's layout store, without the server's
// layout or ELK's worker; a different graph never gets that layout.
const test = base.extend<{ lineage: LineagePage }>({
  lineage: async ({ page }, use) => {
    await use(new LineagePage(page));
  },
});

const focus = datasetId(TALK.datasets.dailyRevenue);
const LAYOUT_ROUTE = '**/api/tributary/layout';

/** Where the canvas's last layout came from (set by src/features/graph/layout-engine-instance.ts). */
const layoutSource = (page: Page): Promise<string | undefined> => page.evaluate(() => document.documentElement.dataset.layoutSource);

/** Layouts in the browser's store (src/layout/layout-store.ts). */
const storedLayouts = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((ok) => {
        const open = indexedDB.open('tributary-layouts');
        open.onerror = () => ok(0);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('layouts')) return ok(0);
          const count = db.transaction('layouts').objectStore('layouts').count();
          count.onsuccess = () => ok(count.result);
          count.onerror = () => ok(0);
        };
      }),
  );

const positions = (lineage: LineagePage): Promise<Record<string, string>> =>
  lineage.canvas
    .locator('.react-flow__node')
    .evaluateAll((els) => Object.fromEntries(els.map((e) => [e.getAttribute('data-id') ?? '', (e as HTMLElement).style.transform])));

test.describe('layout caches', () => {
  test('a re-visit draws from the browser store with the server layout and ELK both unreachable', async ({ page, lineage }) => {
    await withoutFirstView(page);
    await lineage.goto({ node: focus, depth: '2', dir: 'up' });
    await lineage.waitForLayout();
    // The first visit: our server lays out (the e2e server is `npm run serve`), or the worker when it could not.
    await expect.poll(() => layoutSource(page)).toMatch(/^(server|worker)$/);
    await expect.poll(() => storedLayouts(page)).toBeGreaterThan(0);
    const first = await positions(lineage);

    // Nothing but the store can lay out now: the server's route and the layout worker's scripts (ours, ELK's) fail.
    let layoutRequests = 0;
    await page.route(LAYOUT_ROUTE, (route) => {
      layoutRequests += 1;
      return route.abort();
    });
    await page.route('**/{elk,layer-order}-worker*', (route) => route.abort());
    await page.reload();
    await lineage.waitForLayout();
    await expect.poll(() => layoutSource(page)).toBe('stored');
    expect(await positions(lineage)).toEqual(first);
    expect(layoutRequests).toBe(0);
  });

  test('a different graph never gets a stored layout: a deeper view is laid out afresh', async ({ page, lineage }) => {
    await lineage.goto({ node: focus, depth: '1', dir: 'up' });
    await lineage.waitForLayout();
    await expect.poll(() => storedLayouts(page)).toBeGreaterThan(0);
    const shallow = await positions(lineage);

    await lineage.goto({ node: focus, depth: '3', dir: 'up' });
    await lineage.waitForLayout();
    await expect.poll(() => layoutSource(page)).toMatch(/^(page|server|worker)$/);
    const deep = await positions(lineage);
    expect(Object.keys(deep).length).toBeGreaterThan(Object.keys(shallow).length);
  });

  test('with the server layout failing, the worker lays out and nothing is shown about it', async ({ page, lineage }) => {
    await withoutFirstView(page);
    await page.route(LAYOUT_ROUTE, (route) => route.fulfill({ status: 500, body: '{}' }));
    await lineage.goto({ node: focus, depth: '2', dir: 'up' });
    await lineage.waitForLayout();
    await expect.poll(() => layoutSource(page)).toBe('worker');
    await expect(lineage.message).toBeHidden();
  });

  test('a plain link draws with the layout that came in the page, and the page asks no one for it', async ({ page, lineage }) => {
    let layoutRequests = 0;
    await page.route(LAYOUT_ROUTE, (route) => {
      layoutRequests += 1;
      return route.abort();
    });
    await page.route('**/{elk,layer-order}-worker*', (route) => route.abort());
    await lineage.goto({ node: focus, depth: '2', dir: 'up' });
    await lineage.waitForLayout();
    await expect.poll(() => layoutSource(page)).toBe('page');
    expect(await lineage.canvas.locator('.react-flow__node').count()).toBeGreaterThan(1);
    expect(layoutRequests).toBe(0);
  });
});

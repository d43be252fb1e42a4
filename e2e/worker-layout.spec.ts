import type { Page } from '@playwright/test';
import type { ElkNode } from 'elkjs/lib/elk-api';
import { planLineage } from '../mocks/synthetic/index.ts';
import { SYNTHETIC_SCENARIOS } from '../mocks/scenarios/index.ts';
import { createThreadLayoutEngine } from '../src/server/thread-layout-engine.ts';
import { datasetId, expect } from './fixtures.ts';
import { LineagePage } from './pages/lineage-page.ts';
import { withoutFirstView } from './support/without-first-view.ts';
import { testWithServer } from './support/scenario-server.ts';

// Issue 31: the browser's layout worker (src/layout/layer-order-worker.ts) orders a large view's layers itself, off
// the page's main thread, where the server's engine orders them on its calling thread before its ELK thread. Layout
// caches are shared between the two by key, so the same view must come out of both at the same positions. (This
// spec's scenario server has no layout route: the page lays out in its worker.)
const test = testWithServer({ scenario: 'synthetic-500' });

const plan = planLineage(SYNTHETIC_SCENARIOS['synthetic-500']);
const VIEW = { node: datasetId(plan.datasets[0] ?? { namespace: '', name: '' }), depth: '20', dir: 'full' };
const LAYOUT_ROUTE = '**/api/tributary/layout';

type Boxes = Record<string, { x: number; y: number }>;

/** The view's layout as the browser's store kept it (src/layout/layout-store.ts): the largest stored layout's boxes. */
const storedLayout = (page: Page): Promise<Boxes> =>
  page.evaluate(
    () =>
      new Promise<Boxes>((ok, fail) => {
        const open = indexedDB.open('tributary-layouts');
        open.onerror = () => fail(new Error('no layout store'));
        open.onsuccess = () => {
          const all = open.result.transaction('layouts').objectStore('layouts').getAll();
          all.onerror = () => fail(new Error('the layout store could not be read'));
          all.onsuccess = () => {
            const layouts = (all.result as { layout: { nodes: Boxes } }[]).map((r) => r.layout.nodes);
            const largest = layouts.sort((a, b) => Object.keys(b).length - Object.keys(a).length)[0] ?? {};
            ok(Object.fromEntries(Object.entries(largest).map(([id, { x, y }]) => [id, { x, y }])));
          };
        };
      }),
  );

const layoutSource = (page: Page): Promise<string | undefined> => page.evaluate(() => document.documentElement.dataset.layoutSource);

test('a large uncapped view comes out of the browser worker at the positions the server gives it', async ({ page }) => {
  // The page lays out in its worker alone: no layout in the page, the server's layout route failing. What it asked
  // the server for is kept, for the server's engine below.
  let asked: string | null = null;
  await withoutFirstView(page);
  await page.route(LAYOUT_ROUTE, (route) => {
    asked = route.request().postData();
    return route.fulfill({ status: 500, body: '{}' });
  });
  const lineage = new LineagePage(page);
  await lineage.goto(VIEW);
  await lineage.waitForLayout();
  await expect.poll(() => layoutSource(page)).toBe('worker');
  let worker: Boxes = {};
  await expect
    .poll(async () => {
      worker = await storedLayout(page);
      return Object.keys(worker).length;
    })
    .toBeGreaterThan(250);
  // Uncapped (every node laid out, no "show N more" box) and past 250 nodes: the options with our layer order.
  expect(Object.keys(worker).some((id) => id.startsWith('more:'))).toBe(false);

  // The same request to the server's engine (its ELK thread, the layers ordered on the calling thread before it).
  expect(asked).not.toBeNull();
  const { graph, layoutOptions } = JSON.parse(asked ?? '{}') as { graph: ElkNode; layoutOptions: Record<string, string> };
  const engine = createThreadLayoutEngine();
  try {
    const { nodes } = await engine.layout(graph, { layoutOptions });
    expect(worker).toEqual(Object.fromEntries(Object.entries(nodes).map(([id, { x, y }]) => [id, { x, y }])));
  } finally {
    engine.dispose();
  }
});

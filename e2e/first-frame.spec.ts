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

/** The words a node draws, in document order: its kind, count, action, name and subtitle (or run line). */
const WORDS = ['tb-node__badge', 'tb-node__count', 'tb-node__action', 'tb-node__name', 'tb-node__sub'];
type Words = Record<string, [string, string][]>;

/**
 * The frame's words by node id. Its names are attributes CSS shows (`attr(data-label)`); the vocabulary's (a kind, a
 * run state) are `::after` contents the fit script's rules set. Each frame node is matched to its id by its laid-out
 * box in the layout the page carries.
 */
const frameWords = (page: Page): Promise<Words> =>
  page.evaluate((classes) => {
    type Box = { x: number; y: number; parentId?: string };
    const view = JSON.parse(document.getElementById('tributary-first-view')?.textContent ?? '{}') as { layout: { result: { nodes: Record<string, Box> } } };
    const boxes = view.layout.result.nodes;
    const placed: { id: string; x: number; y: number }[] = [];
    for (const [id, box] of Object.entries(boxes)) {
      let { x, y } = box;
      for (let parent = boxes[box.parentId ?? '']; parent; parent = boxes[parent.parentId ?? '']) {
        x += parent.x;
        y += parent.y;
      }
      placed.push({ id, x, y });
    }
    // The style's serialisation keeps fewer decimals than the layout has.
    const at = (x: number, y: number): string | undefined => placed.find((p) => Math.abs(p.x - x) < 0.05 && Math.abs(p.y - y) < 0.05)?.id;
    const after = (el: Element): string => {
      const content = getComputedStyle(el, '::after').content;
      return content.startsWith('"') ? (JSON.parse(content) as string) : '';
    };
    const text = (el: Element): string => el.getAttribute('data-label') ?? [el, ...el.querySelectorAll('*')].map(after).join('');
    const words: Record<string, [string, string][]> = {};
    for (const node of document.querySelectorAll<HTMLElement>('#tributary-first-frame .react-flow__node')) {
      const [, x, y] = /translate\(([-\d.]+)px, ?([-\d.]+)px\)/.exec(node.style.transform) ?? [];
      const id = at(Number(x), Number(y)) ?? `unmatched ${x},${y}`;
      words[id] = [...node.querySelectorAll(classes.map((c) => `.${c}`).join(','))].map((el) => [
        classes.find((c) => el.classList.contains(c)) ?? '',
        text(el),
      ]);
    }
    return words;
  }, WORDS);

test('the canvas says what the frame said: the same words for every node, at the hand-over and once it has their details', async ({ lineage, page }) => {
  await page.route(/\/assets\/(?!first-frame-fit)[^/]+\.js$/, (route) => route.abort());
  await openWithLayout(lineage, page);
  await expect(page.locator('#tributary-first-frame')).toHaveAttribute('data-fitted', '');
  const framed = await frameWords(page);
  expect(Object.keys(framed).filter((id) => id.startsWith('unmatched'))).toEqual([]);
  expect(Object.keys(framed)).toHaveLength(await laidOutNodes(page));
  await page.unrouteAll();

  // Every set of words the canvas shows, from its first drawing (the hand-over) on, as each change lands.
  await page.addInitScript((classes) => {
    const history: Record<string, [string, string][]>[] = [];
    Object.assign(window, { __canvasWords: history });
    let last = '';
    new MutationObserver(() => {
      const words: Record<string, [string, string][]> = {};
      for (const node of document.querySelectorAll<HTMLElement>('.react-flow__node[data-id]')) {
        const found = [...node.querySelectorAll(classes.map((c) => `.${c}`).join(','))];
        const key = (el: Element): string => (el.classList.contains('tb-node__sub--check') ? 'check' : (classes.find((c) => el.classList.contains(c)) ?? ''));
        if (found.length > 0) words[node.dataset.id ?? ''] = found.map((el) => [key(el), el.textContent ?? '']);
      }
      const seen = JSON.stringify(words);
      if (Object.keys(words).length > 0 && seen !== last) history.push(words);
      last = seen;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, WORDS);
  await lineage.goto(LINK);
  await lineage.waitForLayout();
  await expect(page.locator('#tributary-first-frame')).toHaveCount(0);
  // The focus's GET is in (the details panel names its alias): the canvas has drawn with it, in the same render.
  await expect(page.getByTestId('details-aliases')).toBeAttached();
  const history = await page.evaluate(() => (window as unknown as { __canvasWords: Words[] }).__canvasWords);
  const [handOver] = history;
  expect(Object.keys(handOver ?? {}).sort(), 'the nodes drawn at the hand-over').toEqual(Object.keys(framed).sort());
  for (const [i, words] of history.entries())
    for (const [id, said] of Object.entries(words)) {
      // A subtitle that became a failed check's day is news the frame could not have had (read after the drawing).
      const news = said.some(([key]) => key === 'check');
      const expected = framed[id]?.filter(([key]) => !(news && key === 'tb-node__sub'));
      expect(
        said.filter(([key]) => key !== 'check'),
        `${i === 0 ? 'at the hand-over' : `change ${i}`}: ${id}`,
      ).toEqual(expected);
    }
});

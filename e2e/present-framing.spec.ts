import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TALK } from '../mocks/scenarios/talk/names.ts';

// What each step of the shipped talk story names in its caption, written from the scenario's names (e2e reads
// mocks, never src). Each must be framed: wholly inside the area the stage leaves free, its name at least 14 px.
const ds = (d: { namespace: string; name: string }) => `dataset:${d.namespace}:${d.name}`;
const job = (j: { namespace: string; name: string }) => `job:${j.namespace}:${j.name}`;
const D = TALK.datasets;
const J = TALK.jobs;
const NAMED: string[][] = [
  [job(J.dailyRevenue), ds(D.dailyRevenue), job(J.revenueReport)],
  [ds(D.dailyRevenue), job(J.dailyRevenue), ds(D.ordersEnriched)],
  [ds(D.ordersEnriched), job(J.ordersEnrichment), ds(D.ordersTopic)],
  [job(J.ordersEnrichment), ds(D.ordersTopic)],
  [ds(D.ordersTopic), job(J.ordersCdc), ds(D.ordersTable)],
  [ds(D.ordersTopic), job(J.ordersEnrichment), ds(D.ordersEnriched)],
  [ds(D.ordersTopic), ds(D.fraudAlerts), ds(D.ordersEnriched)],
  [job(J.ordersArchive), ds(D.ordersArchive)],
  [ds(D.dailyRevenue), job(J.revenueReport), ds(D.revenueSummary)],
];
const LEGIBLE_PX = 14;

const ARTIFACTS = fileURLToPath(new URL('./artifacts/present-framing/', import.meta.url));
mkdirSync(ARTIFACTS, { recursive: true });

interface Measure {
  /** Named nodes not wholly inside the free area (or not drawn). */
  outside: string[];
  /** Named nodes whose name renders below 14 px. */
  small: { id: string; px: number }[];
  /** Badges whose box meets a node's box. */
  overlaps: { badge: string; node: string }[];
  /** Badges cut by the canvas edge. */
  clipped: string[];
}

/** Measures the stage as the audience sees it; runs in the page. */
function measure(ids: string[]): Measure {
  const flows = [...document.querySelectorAll<HTMLElement>('[data-testid="present-mode"] .react-flow')];
  // FLIP-314 shows its islands on the left and the lineage canvas on the right: the camera aims the last one.
  const flow = flows[flows.length - 1]!;
  const frame = flow.getBoundingClientRect();
  const free = { left: frame.left, top: frame.top, right: frame.right, bottom: frame.bottom };
  for (const el of document.querySelectorAll('[data-camera-avoid]')) {
    const r = el.getBoundingClientRect();
    if (r.right <= frame.left || r.left >= frame.right || r.bottom <= frame.top || r.top >= frame.bottom) continue;
    if (r.width === 0 || r.height === 0) continue;
    // Exclude the overlay by the side that keeps the larger free area, as the camera does.
    const options = [
      { ...free, top: Math.max(free.top, r.bottom) },
      { ...free, bottom: Math.min(free.bottom, r.top) },
      { ...free, left: Math.max(free.left, r.right) },
      { ...free, right: Math.min(free.right, r.left) },
    ];
    const area = (o: typeof free) => Math.max(0, o.right - o.left) * Math.max(0, o.bottom - o.top);
    Object.assign(
      free,
      options.reduce((a, b) => (area(b) > area(a) ? b : a)),
    );
  }
  const viewport = flow.querySelector<HTMLElement>('.react-flow__viewport');
  const scale = viewport ? new DOMMatrixReadOnly(getComputedStyle(viewport).transform).a : 1;
  const out: Measure = { outside: [], small: [], overlaps: [], clipped: [] };
  for (const id of ids) {
    const node = flow.querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(id)}"]`);
    const r = node?.getBoundingClientRect();
    if (!node || !r || r.left < free.left - 0.5 || r.top < free.top - 0.5 || r.right > free.right + 0.5 || r.bottom > free.bottom + 0.5) out.outside.push(id);
    const name = node?.querySelector<HTMLElement>('.tb-node__name');
    const px = name ? parseFloat(getComputedStyle(name).fontSize) * scale : 0;
    if (px < 14) out.small.push({ id, px: Math.round(px * 10) / 10 });
  }
  const nodes = [...flow.querySelectorAll<HTMLElement>('.react-flow__node')].filter((n) => !n.classList.contains('react-flow__node-group'));
  for (const badge of flow.querySelectorAll<HTMLElement>('[data-testid="edge-badge"]')) {
    const b = badge.getBoundingClientRect();
    const label = `${badge.dataset.edgeId ?? ''} "${badge.textContent ?? ''}"`;
    if (b.left < frame.left || b.top < frame.top || b.right > frame.right || b.bottom > frame.bottom) {
      // Off the canvas entirely is not on screen at all; cut by its edge is clipped.
      if (b.right > frame.left && b.left < frame.right && b.bottom > frame.top && b.top < frame.bottom) out.clipped.push(label);
    }
    for (const n of nodes) {
      // A dataset's field rows are inside its box: the dataset box is what the badge must stay off.
      if (n.dataset.id?.startsWith('datasetField:')) continue;
      const r = n.getBoundingClientRect();
      if (b.left < r.right && b.right > r.left && b.top < r.bottom && b.bottom > r.top) out.overlaps.push({ badge: label, node: n.dataset.id ?? '' });
    }
  }
  return out;
}

async function atRest(page: Page) {
  await expect(page.getByTestId('present-mode')).toHaveAttribute('data-camera', 'served');
  await page.waitForFunction(
    () => {
      const w = window as unknown as { lastCam?: string; camStable?: number };
      const t = [...document.querySelectorAll<HTMLElement>('[data-testid="present-mode"] .react-flow__viewport')].map((v) => v.style.transform).join('|');
      w.camStable = w.lastCam === t ? (w.camStable ?? 0) + 1 : 0;
      w.lastCam = t;
      return w.camStable >= 12;
    },
    undefined,
    { polling: 'raf' },
  );
}

const SIZES = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
] as const;

for (const size of SIZES) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`every talk step frames what it names at ${size.width}×${size.height}, ${scheme}: inside the free area, names ≥ ${LEGIBLE_PX} px, no badge on a node`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(size);
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      for (let n = 1; n <= NAMED.length; n += 1) {
        const ids = NAMED[n - 1]!;
        await page.goto(`/present/talk/${n}`);
        await expect(page.getByTestId('present-mode')).toHaveAttribute('data-step', String(n));
        if (n === 6) await expect(page.getByTestId('flip314-island').first()).toBeVisible();
        await expect(page.locator(`[data-testid="present-mode"] .react-flow__node[data-id="${ids[0]!}"]`).last()).toBeAttached();
        await atRest(page);
        await page.screenshot({ path: `${ARTIFACTS}step-${n}-${size.width}-${scheme}.png` });
        const result = await page.evaluate(measure, ids);
        expect.soft(result, `step ${n}`).toEqual({ outside: [], small: [], overlaps: [], clipped: [] });
      }
    });
  }
}

import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cameraAtRest } from './support/camera-at-rest.ts';
import { asFirstVisit, expectFirstVisit } from './support/first-visit.ts';
import { stageSettled, stageState, type StageState } from './support/present-stage.ts';

// What each step of the shipped talk story is about (the nodes its camera frames) is read from the stage itself
// (`data-subject`, from the story), so a step added or renamed in the story is checked without editing this file.
// A subject too big to read in one frame is shown in parts (`data-part-ids`): each part must be framed, and the parts
// together must hold the whole subject.
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
  /** Badges over an edge other than the one they label (sampled along each edge's path). */
  crossings: { badge: string; edge: string }[];
  /** Cards cut by the canvas edge: half a card at a side or under the caption reads as broken; whole or none. */
  cut: string[];
}

/** Measures the stage as the audience sees it; runs in the page. */
function measure(ids: string[]): Measure {
  const flows = [...document.querySelectorAll<HTMLElement>('[data-testid="present-mode"] .react-flow')];
  // FLIP-314 shows its islands on the left and the lineage canvas on the right: the camera aims the last one.
  const flow = flows[flows.length - 1]!;
  const frame = flow.getBoundingClientRect();
  const free = { left: frame.left, top: frame.top, right: frame.right, bottom: frame.bottom };
  // What the camera avoids, and any other panel drawn over the canvas (zoom buttons, a panel added later): a framed
  // node under one of them is hidden from the audience all the same.
  const overlays = new Set([...document.querySelectorAll('[data-camera-avoid]'), ...flow.querySelectorAll('.react-flow__panel:not(.react-flow__attribution)')]);
  for (const el of overlays) {
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
  const out: Measure = { outside: [], small: [], overlaps: [], clipped: [], crossings: [], cut: [] };
  // Every drawn edge as points on screen, every few px along its path.
  const edgePoints = [...flow.querySelectorAll<SVGGElement>('.react-flow__edge')].flatMap((g) => {
    const path = g.querySelector<SVGPathElement>('path.react-flow__edge-path');
    const ctm = path?.getScreenCTM();
    if (!path || !ctm) return [];
    const length = path.getTotalLength();
    const points: DOMPoint[] = [];
    for (let at = 0, n = Math.max(2, Math.ceil(length / 3)); at <= n; at++) points.push(path.getPointAtLength((length * at) / n).matrixTransform(ctm));
    return [{ id: g.dataset.id ?? '', points }];
  });
  for (const id of ids) {
    const node = flow.querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(id)}"]`);
    const r = node?.getBoundingClientRect();
    if (!node || !r || r.left < free.left - 0.5 || r.top < free.top - 0.5 || r.right > free.right + 0.5 || r.bottom > free.bottom + 0.5) out.outside.push(id);
    const name = node?.querySelector<HTMLElement>('.tb-node__name');
    const px = name ? parseFloat(getComputedStyle(name).fontSize) * scale : 0;
    if (px < 14) out.small.push({ id, px: Math.round(px * 10) / 10 });
  }
  const nodes = [...flow.querySelectorAll<HTMLElement>('.react-flow__node')].filter((n) => !n.classList.contains('react-flow__node-group'));
  for (const n of nodes) {
    if (n.dataset.id?.startsWith('datasetField:') || getComputedStyle(n).visibility === 'hidden') continue;
    const r = n.getBoundingClientRect();
    const meets = r.right > frame.left && r.left < frame.right && r.bottom > frame.top && r.top < frame.bottom;
    const inside = r.left >= frame.left - 0.5 && r.top >= frame.top - 0.5 && r.right <= frame.right + 0.5 && r.bottom <= frame.bottom + 0.5;
    if (meets && !inside) out.cut.push(n.dataset.id ?? '');
  }
  for (const badge of flow.querySelectorAll<HTMLElement>('[data-testid="edge-badge"]')) {
    const b = badge.getBoundingClientRect();
    const label = `${badge.dataset.edgeId ?? ''} "${badge.textContent ?? ''}"`;
    if (b.left < frame.left || b.top < frame.top || b.right > frame.right || b.bottom > frame.bottom) {
      // Off the canvas entirely is not on screen at all; cut by its edge is clipped.
      if (b.right > frame.left && b.left < frame.right && b.bottom > frame.top && b.top < frame.bottom) out.clipped.push(label);
    }
    for (const edge of edgePoints) {
      // A badge labels its own edge at the edge's middle: that one runs under it by design.
      if (edge.id === badge.dataset.edgeId) continue;
      if (edge.points.some((p) => p.x > b.left + 1 && p.x < b.right - 1 && p.y > b.top + 1 && p.y < b.bottom - 1))
        out.crossings.push({ badge: label, edge: edge.id });
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

/** FLIP-314's islands as the audience reads them: job names never under their "2 → 1" count, no name or count split
 * inside a token (a dataset path may break after a / or a .: each piece between break points stays on one line). */
function islandText(): string[] {
  const problems: string[] = [];
  const oneLine = (node: Node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size <= 1;
  };
  for (const island of document.querySelectorAll<HTMLElement>('[data-testid="flip314-island"]')) {
    const job = island.querySelector('.tb-f314-island__job')!.getBoundingClientRect();
    const count = island.querySelector<HTMLElement>('[data-testid="flip314-island-count"]')!;
    const c = count.getBoundingClientRect();
    if (job.right > c.left + 0.5) problems.push(`${island.dataset.job ?? ''}: the name runs under "${count.textContent ?? ''}"`);
    if (!oneLine(count)) problems.push(`${island.dataset.job ?? ''}: "${count.textContent ?? ''}" wraps`);
    for (const name of island.querySelectorAll('.tb-f314-vertex__name, .tb-f314-vertex__ns')) {
      // The pieces between break points, or the whole text where it has none.
      const pieces = name.querySelectorAll('.tb-breakable__piece');
      for (const piece of pieces.length > 0 ? pieces : [name]) if (!oneLine(piece)) problems.push(`"${piece.textContent ?? ''}" breaks inside a name`);
    }
  }
  return problems;
}

const SCHEMES = ['light', 'dark'] as const;

/**
 * Walks the story once with → from the step the page shows (step 1), each part measured in both schemes (the theme
 * follows `prefers-color-scheme` live), and returns what each part showed, keyed `step/part`, as read in the light
 * scheme once the stage settled.
 */
async function walkAndMeasure(page: Page, size: { width: number; height: number }): Promise<Map<string, StageState>> {
  const stage = page.getByTestId('present-mode');
  const steps = Number(await stage.getAttribute('data-steps'));
  expect(steps).toBeGreaterThan(1);
  const walked = new Map<string, StageState>();
  for (let n = 1; n <= steps; n += 1) {
    // From the last part of the step before, → opens this one.
    if (n > 1) await page.keyboard.press('ArrowRight');
    await expect(stage).toHaveAttribute('data-step', String(n));
    const mode = await stage.getAttribute('data-mode');
    // Only graph, trace and FLIP-314 steps show a lineage canvas the camera frames.
    if (mode !== 'graph' && mode !== 'trace' && mode !== 'flip314') continue;
    const subject = JSON.parse((await stage.getAttribute('data-subject')) ?? '[]') as string[];
    if (mode === 'flip314') await expect(page.getByTestId('flip314-island').first()).toBeVisible();
    await expect(page.locator(`[data-testid="present-mode"] .react-flow__node[data-id="${subject[0]!}"]`).last()).toBeAttached();
    await cameraAtRest(page);
    const seen = new Set<string>();
    for (let part = 1; ; part += 1) {
      await expect(stage).toHaveAttribute('data-part', String(part));
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await stageSettled(page);
      walked.set(`${n}/${part}`, await stageState(page));
      const ids = JSON.parse((await stage.getAttribute('data-part-ids')) ?? '[]') as string[];
      ids.forEach((id) => seen.add(id));
      for (const scheme of SCHEMES) {
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
        if (mode === 'flip314' && part === 1) expect.soft(await page.evaluate(islandText), `step ${n}, ${scheme}: FLIP-314 islands`).toEqual([]);
        await page.screenshot({ path: `${ARTIFACTS}step-${n}${part > 1 ? `-part-${part}` : ''}-${size.width}-${scheme}.png` });
        const result = await page.evaluate(measure, ids);
        expect.soft(result, `step ${n}, part ${part}, ${scheme}`).toEqual({ outside: [], small: [], overlaps: [], clipped: [], crossings: [], cut: [] });
      }
      if (part >= Number(await stage.getAttribute('data-parts'))) break;
      await page.keyboard.press('ArrowRight');
    }
    expect.soft([...seen].sort(), `step ${n}: its parts frame its whole subject`).toEqual([...subject].sort());
  }
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  return walked;
}

const FRAMED = `inside the free area, names ≥ ${LEGIBLE_PX} px, no badge on a node or another edge, none clipped, no card cut`;

test(`every talk step frames what it names at 1920×1080, light and dark: ${FRAMED}`, async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.goto('/present/talk/1');
  await walkAndMeasure(page, { width: 1920, height: 1080 });
});

// Issue 29: a presenter reloads, a speaker shares a link to a step. Each step and part must look the same whether it was
// walked to with → from step 1, walked back to with ←, jumped to with Home/End, opened as the first page of a browser
// that never visited (storage and caches cleared), or reloaded: the same subject and framing, the same trace drawn
// (dimmed cards, outlined fields, edge levels). The walk with → is the 1280×720 framing walk (one walk, not two), and
// step 1's first load is the page the walk starts from.
test(`every talk step frames what it names at 1280×720, light and dark (${FRAMED}), and looks the same however it was reached: →, ←, Home/End, a first load, a reload`, async ({
  page,
}) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const stage = page.getByTestId('present-mode');
  // Step 1's first load, then its reload; the walk then starts from step 1 as reloaded.
  const firstLoad = async (n: number) => {
    // A first visit: nothing cached or stored (no layout cache, no HTTP cache), the step's link the first page opened.
    await asFirstVisit(page, origin);
    await page.goto(`/present/talk/${n}`);
    await stageSettled(page);
    await expectFirstVisit(page, `step ${n}`);
    return stageState(page);
  };
  const step1 = await firstLoad(1);
  await page.reload();
  await stageSettled(page);
  expect.soft(await stageState(page), 'step 1, reload').toEqual(step1);
  const walked = await walkAndMeasure(page, { width: 1280, height: 720 });
  expect.soft(walked.get('1/1'), 'step 1, first load').toEqual(step1);
  const steps = Number(await stage.getAttribute('data-steps'));
  const same = async (how: string) => {
    await stageSettled(page);
    const state = await stageState(page);
    expect.soft(state, `step ${state.step} part ${state.part}, ${how}`).toEqual(walked.get(`${state.step}/${state.part}`));
  };
  // Back with ←: each step opens on its first part.
  await page.keyboard.press('Home');
  await expect(stage).toHaveAttribute('data-step', '1');
  await same('Home');
  await page.keyboard.press('End');
  await expect(stage).toHaveAttribute('data-step', String(steps));
  await same('End');
  for (let n = steps - 1; n >= 1; n -= 1) {
    await page.keyboard.press('ArrowLeft');
    await expect(stage).toHaveAttribute('data-step', String(n));
    await same('←');
  }
  for (let n = 2; n <= steps; n += 1) {
    expect.soft(await firstLoad(n), `step ${n}, first load`).toEqual(walked.get(`${n}/1`));
    // For a human to look at: the stage as a first visitor sees it.
    if (n === steps) await page.screenshot({ path: `${ARTIFACTS}first-visit-step-${n}.png` });
    await page.reload();
    await stageSettled(page);
    expect.soft(await stageState(page), `step ${n}, reload`).toEqual(walked.get(`${n}/1`));
  }
});

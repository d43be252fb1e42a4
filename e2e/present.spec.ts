import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TALK } from '../mocks/scenarios/talk/names.ts';
import { cameraAtRest } from './support/camera-at-rest.ts';
import { sharedPageFor, type SharedPage } from './support/shared-page.ts';

// Expected state of each step of the shipped talk story, written from the scenario's names (e2e reads mocks,
// never src): mode, focus, traced field and direction.
const ds = (d: { namespace: string; name: string }) => `dataset:${d.namespace}:${d.name}`;
const dailyRevenue = ds(TALK.datasets.dailyRevenue);
const topic = ds(TALK.datasets.ordersTopic);
const totalRevenue = `datasetField:${TALK.traceStart.namespace}:${TALK.traceStart.dataset}:${TALK.traceStart.field}`;
const topicAmount = `datasetField:${TALK.changedField.namespace}:${TALK.changedField.name}:${TALK.changedField.field}`;
const flinkJob = `job:${TALK.jobs.ordersEnrichment.namespace}:${TALK.jobs.ordersEnrichment.name}`;

interface Expected {
  mode: 'graph' | 'trace' | 'flip314';
  focus: string;
  trace: string | null;
  tdir?: string;
  /** A node the step's camera brings wholly into the canvas pane (FLIP-314 frames the Flink job, not the focus). */
  framed?: string;
}
const STEPS: Expected[] = [
  { mode: 'graph', focus: dailyRevenue, trace: null },
  { mode: 'trace', focus: dailyRevenue, trace: totalRevenue },
  { mode: 'trace', focus: dailyRevenue, trace: totalRevenue },
  { mode: 'trace', focus: dailyRevenue, trace: totalRevenue },
  { mode: 'trace', focus: dailyRevenue, trace: totalRevenue },
  { mode: 'flip314', focus: dailyRevenue, trace: totalRevenue, framed: flinkJob },
  { mode: 'trace', focus: topic, trace: topicAmount, tdir: 'down' },
  { mode: 'trace', focus: topic, trace: topicAmount, tdir: 'down' },
  { mode: 'trace', focus: topic, trace: topicAmount, tdir: 'down' },
];

const ARTIFACTS = fileURLToPath(new URL('./artifacts/present/', import.meta.url));
mkdirSync(ARTIFACTS, { recursive: true });

const present = (page: Page) => page.getByTestId('present-mode');
const VIEWPORT = { width: 1280, height: 720 };

/** Whether the node lies wholly inside the (single) canvas pane on stage. */
async function insidePane(page: Page, id: string): Promise<boolean> {
  const canvas = present(page).locator('.react-flow').first();
  const node = canvas.locator(`.react-flow__node[data-id="${id}"]`);
  // Off-screen nodes may be culled: not drawn yet is "not framed", not a wait.
  if ((await node.count()) === 0) return false;
  const [pane, box] = await Promise.all([canvas.boundingBox(), node.boundingBox()]);
  if (!pane || !box) return false;
  return box.x >= pane.x && box.y >= pane.y && box.x + box.width <= pane.x + pane.width && box.y + box.height <= pane.y + pane.height;
}

/**
 * The step shows what it says, ready for a screenshot: a FLIP-314 step's islands (and k-of-n line with a trace)
 * are drawn, the framed node is in the pane, and the camera is at rest.
 */
async function stepShown(page: Page, n: number) {
  const want = STEPS[n - 1]!;
  if (want.mode === 'flip314') {
    await expect(present(page).getByTestId('flip314-island').first()).toBeVisible();
    if (want.trace) await expect(present(page).getByTestId('flip314-coverage-line')).toHaveText(/^FLIP-314 covers \d+ of \d+ hops/);
  }
  if (want.framed) await expect.poll(() => insidePane(page, want.framed!)).toBe(true);
  await cameraAtRest(page);
}

async function expectStep(page: Page, n: number) {
  const want = STEPS[n - 1]!;
  await expect(present(page)).toHaveAttribute('data-step', String(n));
  await expect(present(page)).toHaveAttribute('data-mode', want.mode);
  await expect(page.getByTestId('present-count')).toHaveText(`${n} / ${STEPS.length}`);
  await expect(page).toHaveURL((url) => {
    const sp = url.searchParams;
    return (
      url.pathname === `/present/talk/${n}` &&
      sp.get('node') === want.focus &&
      sp.get('trace') === want.trace &&
      (sp.get('tdir') ?? 'up') === (want.tdir ?? 'up')
    );
  });
  if (want.mode !== 'flip314') {
    // The focus node is on the canvas (React Flow node ids are Marquez nodeIds). Drawn, not necessarily shown: a step
    // may frame what the focus feeds (step 7), and once the camera rests the stage hides a card its edge would cut, so
    // "visible" held only while the camera still glided.
    await expect(present(page).locator(`.react-flow__node[data-id="${want.focus}"]`).first()).toBeAttached();
  }
  if (want.mode === 'trace') {
    // The same trace styling as /lineage: the traced field outlined, what is off the path dimmed. A card the canvas
    // edge would cut is hidden on stage, highlighted fields and all, so the check is on the cards shown.
    await expect(present(page).locator('.tb-field--highlighted').filter({ visible: true }).first()).toBeVisible();
    await expect(present(page).locator('.tb-node--dimmed, .tb-edge--dimmed').first()).toBeAttached();
  }
}

// One page for the steps' evidence, the keyboard walk, the clicker and the exports, which assert what a step shows: step
// 1's link is opened once, the other steps reached by key (a step link's own first load is asserted by the bare-link
// test and present-framing).
test.describe('present mode: the talk story, on one page', () => {
  const shared = sharedPageFor(test, VIEWPORT);

  test('the first step shows the failed quality check with its day and run', async () => {
    const { page } = shared;
    await page.goto('/present/talk/1');
    await expectStep(page, 1);
    const evidence = page.getByTestId('evidence-failed-check');
    await expect(evidence.getByTestId('evidence-check')).toContainText(`${TALK.failedAssertion.assertion} on ${TALK.failedAssertion.column}`);
    await expect(evidence.getByTestId('evidence-when')).toContainText(TALK.failedAssertion.day);
    await expect(evidence.getByTestId('evidence-when')).toContainText(/run [0-9a-f]{8}/);
  });

  test('the schema-change step shows amount before and after, with its day and run', async () => {
    const { page } = shared;
    for (let n = 2; n <= 5; n += 1) {
      await page.keyboard.press('ArrowRight');
      await expectStep(page, n);
    }
    const evidence = page.getByTestId('evidence-schema-change');
    await expect(evidence).toHaveAttribute('data-field', TALK.changedField.field);
    await expect(evidence.getByTestId('evidence-before-after')).toContainText(`${TALK.changedField.before} → ${TALK.changedField.after}`);
    await expect(evidence.getByTestId('evidence-when')).toContainText(TALK.badDay);
    await expect(evidence.getByTestId('evidence-when')).toContainText(/run [0-9a-f]{8}/);
  });

  test('plays from the first step to the last with the keyboard; reload keeps the step', async () => {
    const { page } = shared;
    await page.keyboard.press('Home');
    await expectStep(page, 1);
    await stepShown(page, 1);
    await page.screenshot({ path: `${ARTIFACTS}step-1.png` });

    // Clicker keys: PageDown, then arrows and Space, as remotes differ.
    const nextKeys = ['PageDown', 'ArrowRight', 'Space', 'PageDown', 'ArrowRight', 'Space'];
    for (let n = 2; n <= STEPS.length; n += 1) {
      await page.keyboard.press(nextKeys[(n - 2) % nextKeys.length]!);
      await expectStep(page, n);
      await stepShown(page, n);
      await page.screenshot({ path: `${ARTIFACTS}step-${n}.png` });
    }

    // Past the end nothing changes.
    await page.keyboard.press('ArrowRight');
    await expectStep(page, STEPS.length);

    await page.keyboard.press('PageUp');
    await expectStep(page, STEPS.length - 1);
    await page.keyboard.press('Home');
    await expectStep(page, 1);
    await page.keyboard.press('End');
    await expectStep(page, STEPS.length);

    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expectStep(page, STEPS.length - 4);
    await page.reload();
    await expectStep(page, STEPS.length - 4);

    // Back walks the steps too: each step is its own history entry.
    await page.goBack();
    await expectStep(page, STEPS.length - 3);
  });

  test('a clicker pressing fast moves one step per press (no waiting between presses)', async () => {
    const { page } = shared;
    await page.keyboard.press('End');
    await expectStep(page, STEPS.length);
    await cameraAtRest(page);

    // Back-to-back presses: each navigation's render is still in flight when the next key arrives.
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowLeft');
    await expectStep(page, STEPS.length - 4);

    for (const key of ['PageDown', 'ArrowRight', 'Space', 'PageUp', 'ArrowRight']) await page.keyboard.press(key);
    await expectStep(page, STEPS.length - 1);

    // Back still walks every press's step: each one pushed its own history entry.
    await page.goBack();
    await expectStep(page, STEPS.length - 2);
  });

  exportsFromTheStage(shared);
});

/**
 * Registers the exports' tests on the talk's shared page (inside its describe, after the walk): the normal view Esc
 * leaves to, back to the stage, the other steps by key.
 */
function exportsFromTheStage(shared: SharedPage): void {
  test.describe('present mode: exports from the stage', () => {
    test('Esc leaves to the normal view of the same step', async () => {
      const { page } = shared;
      await page.keyboard.press('Home');
      await expectStep(page, 1);
      await page.keyboard.press('ArrowRight');
      await expectStep(page, 2);
      await page.keyboard.press('Escape');
      await expect(present(page)).toHaveCount(0);
      await expect(page).toHaveURL((url) => url.pathname === '/lineage' && url.searchParams.get('trace') === totalRevenue);
    });

    test('export SVG holds every visible node label', async () => {
      const { page } = shared;
      // The normal view of step 2 (the header carries the export buttons), where Esc left the stage.
      await expect(page).toHaveURL((url) => url.pathname === '/lineage' && url.searchParams.get('trace') === totalRevenue);
      await expect(present(page)).toHaveCount(0);
      const nodes = page.getByTestId('canvas-region').locator('.react-flow__node');
      await expect(nodes.first()).toBeVisible();
      // Every text the nodes show, as written in the DOM (CSS may upper-case it on screen; the SVG keeps the source).
      const labels = await page.getByTestId('canvas-region').evaluate((root) => {
        const texts: string[] = [];
        for (const node of root.querySelectorAll('.react-flow__node')) {
          const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
          for (let t = walker.nextNode(); t; t = walker.nextNode()) if (t.textContent?.trim()) texts.push(t.textContent.trim());
        }
        return texts;
      });
      expect(labels.length).toBeGreaterThan(0);
      const downloading = page.waitForEvent('download');
      await page.getByTestId('export-svg').click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/\.svg$/);
      const svg = readFileSync(await download.path(), 'utf8');
      expect(svg.startsWith('<svg')).toBe(true);
      const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
      const missing = [...new Set(labels)].filter((label) => !svg.includes(escape(label)));
      expect(missing).toEqual([]);
      // The legend travels with the picture.
      expect(svg).toContain('dataset-level only');
    });

    test('a trace step exports the trace as Markdown', async () => {
      const { page } = shared;
      // Back on the stage at step 2, then step 1 by key.
      await page.goBack();
      await expectStep(page, 2);
      const download = page.waitForEvent('download');
      await page.getByTestId('export-markdown').click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/\.md$/);
      const text = readFileSync(await file.path(), 'utf8');
      expect(text).toContain('total_revenue_usd');
      expect(text).toContain('amount_usd');
      await page.keyboard.press('ArrowLeft');
      await expectStep(page, 1);
      await expect(page.getByTestId('export-markdown')).toHaveCount(0);
    });

    test('exports from the stage: the FLIP-314 step side by side as SVG, and a PNG at 2×', async () => {
      const { page } = shared;
      await page.keyboard.press('End');
      await expectStep(page, STEPS.length);
      for (let n = STEPS.length - 1; n >= 6; n -= 1) {
        await page.keyboard.press('ArrowLeft');
        await expectStep(page, n);
      }
      // Both exports capture the view afresh: it must be at rest first (islands drawn, camera still).
      await stepShown(page, 6);
      const canvases = present(page).locator('.react-flow');
      await expect(canvases.first().locator('.react-flow__node').first()).toBeVisible();
      const canvasCount = await canvases.count();

      const svgDownload = page.waitForEvent('download');
      await present(page).getByTestId('export-svg').click();
      const svg = readFileSync(await (await svgDownload).path(), 'utf8');
      // One nested <svg> per canvas on screen, laid side by side.
      expect(svg.match(/<svg x="\d+" y="\d+"/g)?.length).toBe(canvasCount);
      const width = Number(/^<svg[^>]* width="(\d+)"/.exec(svg)?.[1]);

      const pngDownload = page.waitForEvent('download');
      await present(page).getByTestId('export-png').click();
      const png = readFileSync(await (await pngDownload).path());
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(png.readUInt32BE(16)).toBe(width * 2);
    });
  });
}

test.describe('present mode: the talk story', () => {
  test.use({ viewport: VIEWPORT });

  test('a bare step link lands on that step with its view params (dark theme screenshot)', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await page.goto('/present/talk/2');
    await expectStep(page, 2);
    await cameraAtRest(page);
    await page.screenshot({ path: `${ARTIFACTS}step-2-dark.png` });
    await page.goto('/present/talk/99');
    await expectStep(page, STEPS.length);
  });
});

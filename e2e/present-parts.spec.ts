import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cameraAtRest } from './support/camera-at-rest.ts';
import { navigateInApp, sharedPageFor } from './support/shared-page.ts';

// A subject too big to read in one frame on a 1280×720 projector is shown in parts, each legible and whole, never
// cropped or shrunk. The subject is the shipped talk's impact set: every node on the canvas of its first
// downstream-trace step, read from the page, so the story's own changes move this test along with it.
const ARTIFACTS = fileURLToPath(new URL('./artifacts/present-parts/', import.meta.url));
mkdirSync(ARTIFACTS, { recursive: true });
const STORAGE_KEY = 'tributary.stories.v1';
const LEGIBLE_PX = 14;

/**
 * The first shipped step tracing downstream: its view (from its URL) and every dataset and job its canvas draws. Step 1
 * by its link, the next ones by their links inside the app (a step shows the same however reached: present-framing).
 */
async function impactOfTalk(page: Page) {
  await page.goto('/present/talk/1');
  const stage = page.getByTestId('present-mode');
  const steps = Number(await stage.getAttribute('data-steps'));
  for (let n = 1; n <= steps; n += 1) {
    if (n > 1) await navigateInApp(page, `/present/talk/${n}`);
    await expect(stage).toHaveAttribute('data-step', String(n));
    await expect.poll(() => new URL(page.url()).search).not.toBe('');
    const params = new URL(page.url()).searchParams;
    if ((await stage.getAttribute('data-mode')) !== 'trace' || params.get('tdir') !== 'down') continue;
    await expect(stage).toHaveAttribute('data-camera', 'served');
    const ids = await page
      .locator('[data-testid="present-mode"] .react-flow__node')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-id') ?? '').filter((id) => id.startsWith('dataset:') || id.startsWith('job:')));
    // Params at their default are left out of the URL, and out of the view.
    const depth = params.get('depth');
    const dir = params.get('dir');
    const view = {
      mode: 'trace',
      focus: params.get('node'),
      ...(depth ? { depth: Number(depth) } : {}),
      ...(dir ? { direction: dir } : {}),
      trace: { field: params.get('trace'), direction: 'down' },
    };
    return { view, ids };
  }
  throw new Error('the talk story has no downstream trace step');
}

/** The framed nodes not wholly inside the canvas, and those whose name reads below 14 px; runs in the page. */
function measure(ids: string[]) {
  // FLIP-314 shows its islands beside the lineage canvas: the camera aims the last one.
  const flows = [...document.querySelectorAll<HTMLElement>('[data-testid="present-mode"] .react-flow')];
  const flow = flows[flows.length - 1]!;
  const frame = flow.getBoundingClientRect();
  const scale = new DOMMatrixReadOnly(getComputedStyle(flow.querySelector('.react-flow__viewport')!).transform).a;
  const outside: string[] = [];
  const small: string[] = [];
  for (const id of ids) {
    const node = flow.querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(id)}"]`);
    const r = node?.getBoundingClientRect();
    if (!r || r.left < frame.left - 0.5 || r.top < frame.top - 0.5 || r.right > frame.right + 0.5 || r.bottom > frame.bottom + 0.5) outside.push(id);
    const name = node?.querySelector<HTMLElement>('.tb-node__name');
    if (!name || parseFloat(getComputedStyle(name).fontSize) * scale < 14) small.push(id);
  }
  return { outside, small };
}

type Impact = Awaited<ReturnType<typeof impactOfTalk>>;

/** One step framing the whole impact: too wide to read in one frame at 1280×720. */
const wholeImpact = (impact: Impact) => ({
  id: 'e2e-whole-impact',
  title: 'The whole impact',
  steps: [{ title: 'Everything downstream', caption: '', view: { ...impact.view, camera: { fit: impact.ids } } }],
});

/** FLIP-314's pane framing the same impact, then a second step to move on to. */
function flip314InParts(impact: Impact) {
  const { focus, depth, direction } = impact.view as { focus: string; depth?: number; direction?: string };
  const view = { mode: 'flip314', focus, ...(depth ? { depth } : {}), ...(direction ? { direction } : {}), camera: { fit: impact.ids } };
  return {
    id: 'e2e-flip314-parts',
    title: 'FLIP-314 in parts',
    steps: [
      { title: 'The pane', caption: '', view },
      { title: 'After', caption: '', view },
    ],
  };
}

// One page for both tests, which assert on the stages as drawn: the talk's impact is read once and both stories are
// stored before the first story's link loads (the app reads saved stories when it boots); the other story then opens
// inside the running app (a step shows the same however reached: present-framing).
test.describe('present mode: subjects shown in parts, on one page', () => {
  const shared = sharedPageFor(test, { width: 1280, height: 720 });
  let prepared: Promise<Impact> | undefined;
  let booted = false;
  const prepare = () =>
    (prepared ??= (async () => {
      await shared.page.emulateMedia({ reducedMotion: 'reduce' });
      const impact = await impactOfTalk(shared.page);
      const stories = [wholeImpact(impact), flip314InParts(impact)];
      await shared.page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [STORAGE_KEY, JSON.stringify(stories)]);
      return impact;
    })());

  /** Opens a stored story's first step and waits for its first part at rest: the stage and how many parts it has. */
  async function openInParts(story: { id: string; steps: { view: { mode: string } }[] }) {
    const { page } = shared;
    if (booted) await navigateInApp(page, `/present/${story.id}/1`);
    else await page.goto(`/present/${story.id}/1`);
    booted = true;
    const stage = page.getByTestId('present-mode');
    await expect(stage).toHaveAttribute('data-story', story.id);
    await expect(stage).toHaveAttribute('data-mode', story.steps[0]!.view.mode);
    await expect(stage).toHaveAttribute('data-part', '1');
    await cameraAtRest(page);
    return { stage, parts: Number(await stage.getAttribute('data-parts')) };
  }

  test(`a subject too wide for 1280×720 is shown in parts, each inside the canvas with names ≥ ${LEGIBLE_PX} px`, async () => {
    test.setTimeout(120_000);
    const { page } = shared;
    const impact = await prepare();
    expect(impact.ids.length).toBeGreaterThan(4);
    const { stage, parts } = await openInParts(wholeImpact(impact));
    // Too wide to read in one frame: fitting it whole would put its names below 14 px.
    expect(parts).toBeGreaterThan(1);
    await expect(page.getByTestId('present-part')).toHaveText(`part 1 of ${parts}`);
    const seen = new Set<string>();
    for (let part = 1; part <= parts; part += 1) {
      if (part > 1) await page.keyboard.press('ArrowRight');
      await expect(stage).toHaveAttribute('data-part', String(part));
      await cameraAtRest(page);
      const ids = JSON.parse((await stage.getAttribute('data-part-ids')) ?? '[]') as string[];
      expect(ids.length).toBeGreaterThan(0);
      ids.forEach((id) => seen.add(id));
      await page.screenshot({ path: `${ARTIFACTS}whole-impact-part-${part}-1280.png` });
      expect(await page.evaluate(measure, ids), `part ${part}`).toEqual({ outside: [], small: [] });
    }
    // The parts together show the whole subject; the step stays on stage until the last part.
    expect([...seen].sort()).toEqual([...impact.ids].sort());
    await expect(stage).toHaveAttribute('data-step', '1');
    await page.keyboard.press('ArrowLeft');
    await expect(stage).toHaveAttribute('data-part', String(parts - 1));
  });

  test('a FLIP-314 step whose lineage pane cannot hold its subject legibly moves through its parts, then to the next step', async () => {
    test.setTimeout(120_000);
    const { page } = shared;
    const { stage, parts } = await openInParts(flip314InParts(await prepare()));
    expect(parts).toBeGreaterThan(1);
    for (let part = 2; part <= parts; part += 1) {
      await page.keyboard.press('ArrowRight');
      await expect(stage).toHaveAttribute('data-part', String(part));
      await cameraAtRest(page);
      const ids = JSON.parse((await stage.getAttribute('data-part-ids')) ?? '[]') as string[];
      expect(await page.evaluate(measure, ids), `part ${part}`).toEqual({ outside: [], small: [] });
    }
    await expect(stage).toHaveAttribute('data-step', '1');
    await page.keyboard.press('ArrowRight');
    await expect(stage).toHaveAttribute('data-step', '2');
  });
});

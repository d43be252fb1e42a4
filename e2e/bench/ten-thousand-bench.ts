import { loadavg } from 'node:os';
import type { CDPSession, Page } from '@playwright/test';
import { jumpProbe } from './jump-probe.ts';
import { panAndZoom } from './pan-script.ts';

declare global {
  interface Window {
    __tributaryBenchJumpAt?: number;
  }
}

/** A node to jump to: its Marquez nodeId and the name the palette finds it by. */
export interface JumpTarget {
  id: string;
  name: string;
}

/** What one run measures once "Show all" has drawn every node (issue 19's 10,000-node goals). */
export interface UsableSample {
  /** Longest main-thread task (ms, `longtask`) while panning and zooming; 0 when none passed 50 ms. */
  panMaxLongTaskMs: number;
  /** From the Shift+Enter that jumps (palette) to the node drawn selected, centred and legible. */
  jumpMs: number;
  /** The page's JS heap in use after a full garbage collection (CDP `Runtime.getHeapUsage`), MB. */
  heapMB: number;
}

const MB = 1024 * 1024;

/** The machine's load averages (1, 5, 15 min), formatted: the figures are only comparable at a similar load. */
export function machineLoad(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
}

/**
 * The main thread's JS heap. `performance.measureUserAgentSpecificMemory` needs cross-origin isolation (COOP/COEP),
 * which the app does not send, so the heap is read over CDP after a collection: what the page keeps, not garbage.
 * Workers (ELK, the overview painter) have heaps of their own and are not in it.
 */
async function heapMB(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / MB;
}

/**
 * Search → jump as a person does it: Ctrl+K, type the name, wait for its row to be the active one, Shift+Enter
 * ("jump to it on the canvas"). Timed from the key event's own timestamp to the first frame with the node drawn
 * (jump-probe.ts): no re-layout, the camera moves to the node and selects it.
 */
async function jump(page: Page, target: JumpTarget, timeoutMs: number): Promise<number> {
  await page.keyboard.press('Control+KeyK');
  const palette = page.getByRole('dialog', { name: 'Search palette' });
  const input = palette.getByRole('combobox', { name: 'Find a dataset, job or field' });
  await input.waitFor({ timeout: timeoutMs });
  await input.fill(target.name);
  const row = palette.locator(`[role="option"][data-node-id="${target.id.replace(/["\\]/g, '\\$&')}"]`).first();
  await row.waitFor({ timeout: timeoutMs });
  for (let i = 0; i < 20 && (await row.getAttribute('aria-selected')) !== 'true'; i++) await input.press('ArrowDown');
  if ((await row.getAttribute('aria-selected')) !== 'true') throw new Error(`jump: the row of ${target.id} never became the active one`);
  await page.evaluate(() => {
    delete window.__tributaryJumpProbe;
    document.addEventListener('keydown', (e) => (window.__tributaryBenchJumpAt = e.timeStamp), { capture: true, once: true });
  });
  await input.press('Shift+Enter');
  const handle = await page.waitForFunction(jumpProbe, { id: target.id, stableFrames: 2 }, { polling: 'raf', timeout: timeoutMs });
  const drawnAt = (await handle.jsonValue()) as number;
  const pressedAt = await page.evaluate(() => window.__tributaryBenchJumpAt);
  if (pressedAt === undefined) throw new Error('jump: the Shift+Enter was not seen');
  return drawnAt - pressedAt;
}

/** Heap, then pan and zoom, then a jump to `target`: on a page where "Show all" has just drawn every node. */
export async function measureUsable(page: Page, cdp: CDPSession, target: JumpTarget, timeoutMs: number): Promise<UsableSample> {
  const heap = await heapMB(cdp);
  const pan = await panAndZoom(page);
  const jumpMs = await jump(page, target, timeoutMs);
  return { heapMB: heap, panMaxLongTaskMs: pan, jumpMs };
}

import type { Page } from '@playwright/test';

interface Recorder {
  __firstDrawing?: string[];
}

/**
 * Records, from the page's very first script on, the node ids of the canvas the first time it holds any node: what
 * the first drawing showed, whatever came after. Call before `page.goto`.
 */
export async function recordFirstDrawing(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as Recorder;
    const observer = new MutationObserver(() => {
      const ids = [...document.querySelectorAll<HTMLElement>('.react-flow__node[data-id]')].map((n) => n.dataset.id ?? '');
      if (ids.length === 0) return;
      w.__firstDrawing = ids;
      observer.disconnect();
    });
    observer.observe(document, { subtree: true, childList: true });
  });
}

/** The node ids of the first drawing, once there was one. */
export async function firstDrawing(page: Page): Promise<string[]> {
  await page.waitForFunction(() => (window as unknown as Recorder).__firstDrawing !== undefined);
  return page.evaluate(() => (window as unknown as Recorder).__firstDrawing ?? []);
}

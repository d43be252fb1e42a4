import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __tributaryBenchLongTasks?: { durations: number[]; observer: PerformanceObserver };
  }
}

const nextFrames = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((ok) => requestAnimationFrame(() => requestAnimationFrame(() => ok()))));

/**
 * Pans and zooms a drawn canvas the way a person explores it: wheel in towards the middle, drag the pane around
 * (culled nodes mount as they scroll in), wheel back out. Returns the longest main-thread task (ms, `longtask`
 * entries: tasks over 50 ms) seen from the first wheel to two frames after the last input; 0 if there was none.
 */
export async function panAndZoom(page: Page): Promise<number> {
  await page.evaluate(() => {
    const durations: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) durations.push(entry.duration);
    });
    observer.observe({ type: 'longtask' });
    window.__tributaryBenchLongTasks = { durations, observer };
  });
  const pane = await page.locator('.react-flow__pane').boundingBox();
  if (!pane) throw new Error('pan: the React Flow pane is not on the page');
  const cx = pane.x + pane.width / 2;
  const cy = pane.y + pane.height / 2;
  await page.mouse.move(cx, cy);
  for (let i = 0; i < 4; i++) {
    await page.mouse.wheel(0, -240);
    await nextFrames(page);
  }
  const drags: [number, number][] = [
    [320, 160],
    [-480, 80],
    [160, -360],
    [-200, 200],
  ];
  for (const [dx, dy] of drags) {
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(cx + dx, cy + dy, { steps: 12 });
    await page.mouse.up();
    await nextFrames(page);
  }
  for (let i = 0; i < 4; i++) {
    await page.mouse.wheel(0, 240);
    await nextFrames(page);
  }
  await nextFrames(page);
  return page.evaluate(() => {
    const probe = window.__tributaryBenchLongTasks;
    if (!probe) return 0;
    for (const entry of probe.observer.takeRecords()) probe.durations.push(entry.duration);
    probe.observer.disconnect();
    return probe.durations.reduce((max, d) => Math.max(max, d), 0);
  });
}

/**
 * Waits until the drawing's enrichment is done (node details and run-level lineage start after the first drawing:
 * Playwright's `networkidle`, no request for 500 ms) and returns the longest main-thread task (ms) since `drawnAt`:
 * what that enrichment cost, so a pan measured afterwards measures panning and the enrichment is reported apart.
 */
export async function settleAfterDrawn(page: Page, drawnAt: number): Promise<number> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    (since) =>
      new Promise<number>((ok) => {
        let longest = 0;
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (entry.startTime >= since) longest = Math.max(longest, entry.duration);
        });
        // Buffered: the tasks since navigation arrive in the first callback, queued before the frames below end.
        observer.observe({ type: 'longtask', buffered: true });
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            for (const entry of observer.takeRecords()) if (entry.startTime >= since) longest = Math.max(longest, entry.duration);
            observer.disconnect();
            ok(longest);
          }),
        );
      }),
    drawnAt,
  );
}

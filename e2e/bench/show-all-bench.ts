import type { Browser, CDPSession, Page } from '@playwright/test';
import type { NodeBox } from '../../src/layout/layout-engine.ts';
import { drawnProbe, type ProbeInput } from './drawn-probe.ts';
import { viewPath, type BenchView } from './expected-layout.ts';

declare global {
  interface Window {
    __tributaryBenchClickAt?: number;
  }
}

export interface ShowAllRuns {
  /** ms from the click on "Show all" to the first frame with every viewport node drawn, per successful run. */
  samples: number[];
  /** ms from navigation start to that frame (capped view, click, full layout and drawing), per successful run. */
  fromNavigation: number[];
  runs: number;
  /** Why each failed run failed; a run fails when the page says the layout failed or nothing is drawn in time. */
  failures: string[];
  /** Renderer main-thread task time (CDP `TaskDuration`) from navigation to drawn, per successful run. */
  mainThreadMs: number[];
}

export interface ShowAllOptions {
  runs: number;
  timeoutMs: number;
  log: (line: string) => void;
  /** Runs on the drawn page (pan, jump, heap); its failure is logged and leaves the run's draw figure standing. */
  afterDrawn?: (page: Page, cdp: CDPSession) => Promise<void>;
}

const CONTROLS = '[data-testid="large-graph-controls"]';

/** Clicks "Show all" and returns the click's `performance.now()`, read from the event itself. */
async function clickShowAll(page: Page, timeoutMs: number): Promise<number> {
  const button = page.locator(CONTROLS).getByRole('button', { name: /^Show all/ });
  await button.waitFor({ timeout: timeoutMs });
  await page.evaluate(() => {
    document.addEventListener('click', (e) => (window.__tributaryBenchClickAt = e.timeStamp), { capture: true, once: true });
  });
  await button.click();
  const at = await page.evaluate(() => window.__tributaryBenchClickAt);
  if (at === undefined) throw new Error('the click on "Show all" was not seen');
  return at;
}

/** Either the drawn frame's time or the failure the page reports beside "Show all". */
async function waitDrawnOrFailed(page: Page, input: ProbeInput, timeoutMs: number): Promise<number> {
  const failure = page.getByTestId('show-all-failure');
  const drawn = page.waitForFunction(drawnProbe, input, { polling: 'raf', timeout: timeoutMs }).then(async (h) => (await h.jsonValue()) as number);
  const failed = failure.waitFor({ timeout: timeoutMs }).then(async () => {
    throw new Error(`the page reported: ${(await failure.textContent()) ?? 'a failure'}`);
  });
  failed.catch(() => undefined);
  return Promise.race([drawn, failed]);
}

/**
 * The "show all" path on a graph too large to open whole: each run in a fresh browser context (cold cache, a new
 * ELK worker) opens the capped view, clicks "Show all" and waits, frame by frame, until every node in the viewport
 * sits at its laid-out position and the overview canvas painted all of them. Failed runs are counted, not thrown:
 * how often it succeeds is half of the figure.
 */
export async function measureShowAll(
  browser: Browser,
  baseUrl: string,
  view: BenchView,
  boxes: Record<string, NodeBox>,
  options: ShowAllOptions,
): Promise<ShowAllRuns> {
  const input: ProbeInput = {
    boxes: Object.entries(boxes).map(([id, b]) => [id, b.x, b.y, b.width, b.height]),
    stableFrames: 3,
    canvasOnlyInOverview: true,
  };
  const result: ShowAllRuns = { samples: [], fromNavigation: [], runs: options.runs, failures: [], mainThreadMs: [] };
  for (let i = 0; i < options.runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await page.goto(`${baseUrl}${viewPath(view)}`, { waitUntil: 'commit', timeout: options.timeoutMs });
      const clickedAt = await clickShowAll(page, options.timeoutMs);
      const drawnAt = await waitDrawnOrFailed(page, input, options.timeoutMs);
      const { metrics } = await cdp.send('Performance.getMetrics');
      const taskMs = (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
      result.samples.push(drawnAt - clickedAt);
      result.fromNavigation.push(drawnAt);
      result.mainThreadMs.push(taskMs);
      options.log(
        `  run ${i + 1}/${options.runs}: drawn ${Math.round(drawnAt - clickedAt)} ms after the click (${Math.round(drawnAt)} ms after navigation), main thread busy ${Math.round(taskMs)} ms`,
      );
      await options.afterDrawn?.(page, cdp).catch((e: unknown) => {
        const message = e instanceof Error ? (e.message.split('\n')[0] ?? '') : String(e);
        options.log(`  run ${i + 1}/${options.runs}: after drawn FAILED: ${message}`);
      });
    } catch (e) {
      const message = e instanceof Error ? (e.message.split('\n')[0] ?? '') : String(e);
      result.failures.push(message);
      options.log(`  run ${i + 1}/${options.runs}: FAILED: ${message}`);
    } finally {
      await context.close();
    }
  }
  return result;
}

import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';
import type { NodeBox } from '../../src/layout/layout-engine.ts';
import { drawnProbe, type ProbeInput, type ProbeState } from './drawn-probe.ts';
import { viewPath, type BenchView } from './expected-layout.ts';

/** Debian's Chromium with the project's flags (e2e/playwright.config.ts); never a downloaded browser. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Launches headless Chromium, or explains how to get one. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(`no Chromium at ${executablePath}: install Debian's (apt-get install -y chromium) or set CHROMIUM_PATH`);
  }
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, timeout: 60_000 });
}

export interface DrawnRuns {
  /** ms from navigation start to the first frame with every viewport node drawn at its laid-out position. */
  samples: number[];
  /** Nodes the probe required on the last run: those wholly inside the fitted viewport. */
  nodesChecked: number;
  /** Nodes in the view. */
  nodesTotal: number;
  /** Whatever `afterDrawn` returned per run (the pan figure). */
  after: number[];
  /**
   * Renderer main-thread task time (CDP `TaskDuration`) from navigation to drawn, per run: the CPU the page
   * needed, which a machine shared with other work cannot inflate the way it inflates wall time.
   */
  mainThreadMs: number[];
}

export interface DrawnOptions {
  runs: number;
  warmups: number;
  timeoutMs: number;
  /** Runs on the drawn page (drawn at `drawnAt`, ms since navigation) before its context closes; collected in `after`. */
  afterDrawn?: (page: Page, drawnAt: number) => Promise<number>;
  log: (line: string) => void;
}

/**
 * Opens the view in a fresh browser context per run (cold HTTP cache, like a first visit; the server stays warm)
 * and waits, frame by frame, for the drawn state. A run that times out fails the figure with what the probe saw.
 */
export async function measureDrawn(
  browser: Browser,
  baseUrl: string,
  view: BenchView,
  boxes: Record<string, NodeBox>,
  options: DrawnOptions,
): Promise<DrawnRuns> {
  const input: ProbeInput = {
    boxes: Object.entries(boxes).map(([id, b]) => [id, b.x, b.y, b.width, b.height]),
    stableFrames: 3,
  };
  const result: DrawnRuns = { samples: [], nodesChecked: 0, nodesTotal: input.boxes.length, after: [], mainThreadMs: [] };
  for (let i = 0; i < options.warmups + options.runs; i++) {
    const measured = i >= options.warmups;
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await page.goto(`${baseUrl}${viewPath(view)}`, { waitUntil: 'commit', timeout: options.timeoutMs });
      let drawnAt: number;
      try {
        const handle = await page.waitForFunction(drawnProbe, input, { polling: 'raf', timeout: options.timeoutMs });
        drawnAt = (await handle.jsonValue()) as number;
      } catch (e) {
        const seen = await page.evaluate(() => window.__tributaryBenchProbe ?? null).catch(() => null);
        throw new Error(
          `${viewPath(view)} was not drawn within ${options.timeoutMs / 1000} s: ${describe(seen)}${errors.length ? `; page errors: ${errors.join(' | ')}` : ''} (${e instanceof Error ? e.message.split('\n')[0] : String(e)})`,
        );
      }
      const { metrics } = await cdp.send('Performance.getMetrics');
      const metric = (name: string): number => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
      const taskMs = metric('TaskDuration');
      const split = `script ${Math.round(metric('ScriptDuration'))}, style ${Math.round(metric('RecalcStyleDuration'))}, layout ${Math.round(metric('LayoutDuration'))}`;
      const probe = await page.evaluate(() => window.__tributaryBenchProbe ?? null);
      result.nodesChecked = probe?.expected ?? 0;
      const after = options.afterDrawn ? await options.afterDrawn(page, drawnAt) : null;
      if (measured) {
        result.samples.push(drawnAt);
        result.mainThreadMs.push(taskMs);
        if (after !== null) result.after.push(after);
      }
      options.log(
        `  ${measured ? `run ${i - options.warmups + 1}/${options.runs}` : 'warm-up'}: drawn ${Math.round(drawnAt)} ms, main thread busy ${Math.round(taskMs)} ms [${split}] (${result.nodesChecked}/${result.nodesTotal} nodes in view checked)${after !== null ? `, longest task ${Math.round(after)} ms` : ''}`,
      );
    } finally {
      await context.close();
    }
  }
  return result;
}

function describe(state: ProbeState | null): string {
  if (!state) return 'no React Flow viewport ever appeared';
  return `${state.rendered}/${state.expected} expected nodes rendered, ${state.misplaced} away from their laid-out position, overview canvas ${state.canvas ?? 'none'}, viewport ${state.lastTransform || 'none'}`;
}

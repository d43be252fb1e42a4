// Issue 19 part A: cold first draw at 50/200/500/1,000 nodes and of the talk graph, the layout from our server's
// cache beside the browser-worker-only path in the same run, and a re-visit drawn from the browser's layout store.
import type { Browser, Page } from '@playwright/test';
import { generateLineageWithStats } from '../../mocks/synthetic/index.ts';
import { SYNTHETIC_SCENARIOS, TALK } from '../../mocks/scenarios/index.ts';
import { median, type FigureKey, type Figures } from '../../mocks/bench-support/figures.ts';
import { datasetNodeId } from '../../src/domain/node-id.ts';
import { createMainThreadLayoutEngine } from '../../src/layout/main-thread-layout-engine.ts';
import { startEmulatorAppServer, type AppServer } from '../support/emulator-app-server.ts';
import { createLayoutService } from '../../src/server/layout-service.ts';
import { launchChromium } from './browser-bench.ts';
import { drawnProbe, type ProbeInput } from './drawn-probe.ts';
import { machineLoad } from './ten-thousand-bench.ts';
import { expectedLayout, viewPath, type BenchView } from './expected-layout.ts';
import type { Notes } from './report.ts';

const FIRST_DRAW_KEYS = [
  'firstDraw50Ms',
  'firstDraw200Ms',
  'firstDraw500Ms',
  'firstDraw1000Ms',
  'talkDrawnMs',
  'revisitDrawnMs',
] as const satisfies readonly FigureKey[];
type FirstDrawKey = (typeof FIRST_DRAW_KEYS)[number];

export interface FirstDrawFigures {
  /** Median of the product's cold path: our server lays out (its cache warm from the warm-up run). */
  figures: Partial<Record<FirstDrawKey, number>>;
  samples: Partial<Record<FirstDrawKey, number[]>>;
  /** The same view, same run, with no server layout: the browser's worker lays out (the path before issue 19). */
  baselines: Partial<Record<FirstDrawKey, number>>;
  info: string[];
  errors: string[];
}

interface Target {
  key: Exclude<FirstDrawKey, 'revisitDrawnMs'>;
  scenario: string;
  view: BenchView;
}

const synthetic = (nodes: 50 | 200 | 500 | 1000): Target => {
  const scenario = `synthetic-${nodes}` as const;
  return { key: `firstDraw${nodes}Ms`, scenario, view: { focus: datasetNodeId(generateLineageWithStats(SYNTHETIC_SCENARIOS[scenario]).focus), depth: 20 } };
};

const TARGETS: readonly (() => Target)[] = [
  () => ({ key: 'talkDrawnMs', scenario: 'talk', view: { focus: datasetNodeId(TALK.datasets.dailyRevenue), depth: 20 } }),
  () => synthetic(50),
  () => synthetic(200),
  () => synthetic(500),
  () => synthetic(1000),
];

/** The production server over the bench build with its own emulator; `layout` adds the server's ELK and cache. */
const startBenchServer = (distDir: string, scenario: string, layout: boolean): Promise<AppServer> =>
  startEmulatorAppServer(distDir, { scenario }, layout ? { layout: createLayoutService({ engine: createMainThreadLayoutEngine() }) } : {});

/** Navigates and waits for the drawn state; ms from navigation start, and where the layout came from. */
async function drawn(page: Page, url: string, input: ProbeInput, timeoutMs: number): Promise<{ ms: number; source: string }> {
  await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
  const handle = await page.waitForFunction(drawnProbe, input, { polling: 'raf', timeout: timeoutMs });
  const ms = (await handle.jsonValue()) as number;
  const source = await page.evaluate(() => document.documentElement.dataset.layoutSource ?? 'none');
  return { ms, source };
}

/** One cold first draw: a new context (empty HTTP cache, empty IndexedDB), closed afterwards. */
async function coldDraw(browser: Browser, url: string, input: ProbeInput, timeoutMs: number): Promise<{ ms: number; source: string }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    return await drawn(await context.newPage(), url, input, timeoutMs);
  } finally {
    await context.close();
  }
}

/** A re-visit: the same context navigates to the view a second time (its layout now in the browser's store). */
async function revisitDraw(browser: Browser, url: string, input: ProbeInput, timeoutMs: number): Promise<{ ms: number; source: string }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    const page = await context.newPage();
    await drawn(page, url, input, timeoutMs);
    // The store is written after the layout is delivered: wait for it, then leave and come back.
    await page.waitForFunction(
      () =>
        new Promise<boolean>((ok) => {
          const open = indexedDB.open('tributary-layouts');
          open.onerror = () => ok(false);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('layouts')) return ok(false);
            const count = db.transaction('layouts').objectStore('layouts').count();
            count.onsuccess = () => ok(count.result > 0);
            count.onerror = () => ok(false);
          };
        }),
      undefined,
      { timeout: timeoutMs },
    );
    await page.goto('about:blank');
    return await drawn(page, url, input, timeoutMs);
  } finally {
    await context.close();
  }
}

const probeInput = (boxes: Awaited<ReturnType<typeof expectedLayout>>): ProbeInput => ({
  boxes: Object.entries(boxes).map(([id, b]) => [id, b.x, b.y, b.width, b.height]),
  stableFrames: 3,
});

const round = (v: number): string => `${Math.round(v).toLocaleString('en-US')} ms`;

/**
 * Every figure is the median of `runs` cold runs per path, the two paths interleaved run by run so machine load
 * falls on both alike, after one warm-up per path (which also fills the server's layout cache, as any earlier
 * visitor would have).
 */
export async function benchFirstDraw(
  browser: Browser,
  distDir: string,
  runs: number,
  log: (line: string) => void,
  timeoutMs = 120_000,
): Promise<FirstDrawFigures> {
  const out: FirstDrawFigures = { figures: {}, samples: {}, baselines: {}, info: [], errors: [] };
  const loadBefore = machineLoad();
  for (const makeTarget of TARGETS) {
    const { key, scenario, view } = makeTarget();
    const servers: AppServer[] = [];
    try {
      const withLayout = await startBenchServer(distDir, scenario, true);
      servers.push(withLayout);
      const workerOnly = await startBenchServer(distDir, scenario, false);
      servers.push(workerOnly);
      const boxes = await expectedLayout(withLayout.baseUrl, view);
      const input = probeInput(boxes);
      log(`first draw: ${scenario}, ${input.boxes.length} nodes, focus ${view.focus}`);
      const paths = [
        { name: 'server', base: withLayout.baseUrl, samples: [] as number[], sources: new Set<string>() },
        { name: 'worker', base: workerOnly.baseUrl, samples: [] as number[], sources: new Set<string>() },
      ];
      for (const path of paths) await coldDraw(browser, `${path.base}${viewPath(view)}`, input, timeoutMs);
      for (let i = 0; i < runs; i++) {
        for (const path of paths) {
          const { ms, source } = await coldDraw(browser, `${path.base}${viewPath(view)}`, input, timeoutMs);
          path.samples.push(ms);
          path.sources.add(source);
          log(`  run ${i + 1}/${runs} ${path.name}: drawn ${Math.round(ms)} ms (layout from ${source})`);
        }
      }
      const [server, worker] = paths as [(typeof paths)[0], (typeof paths)[0]];
      out.figures[key] = median(server.samples);
      out.samples[key] = server.samples;
      out.baselines[key] = median(worker.samples);
      out.info.push(
        `${key} (${input.boxes.length} nodes): server layout ${round(median(server.samples))} [${[...server.sources].join('/')}] vs browser worker ${round(median(worker.samples))} [${[...worker.sources].join('/')}]`,
      );

      if (key === 'firstDraw1000Ms') {
        // The re-visit: worker-only server, so the first visit runs ELK in the browser and the second must not.
        const samples: number[] = [];
        const sources = new Set<string>();
        for (let i = 0; i < runs; i++) {
          const { ms, source } = await revisitDraw(browser, `${workerOnly.baseUrl}${viewPath(view)}`, input, timeoutMs);
          samples.push(ms);
          sources.add(source);
          log(`  re-visit ${i + 1}/${runs}: drawn ${Math.round(ms)} ms (layout from ${source})`);
        }
        out.figures.revisitDrawnMs = median(samples);
        out.samples.revisitDrawnMs = samples;
        out.baselines.revisitDrawnMs = median(worker.samples);
        out.info.push(
          `revisitDrawnMs (1,000 nodes, same context): ${round(median(samples))} [${[...sources].join('/')}] vs cold browser worker ${round(median(worker.samples))}`,
        );
      }
    } catch (e) {
      out.errors.push(`${key}: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`);
    } finally {
      for (const s of servers) await s.close();
    }
  }
  out.info.push(`first draw: machine load (1/5/15 min) ${loadBefore} before, ${machineLoad()} after`);
  return out;
}

/**
 * `npm run bench`'s step: the figures into the run's table and JSON (each with its worker-only baseline in the
 * notes), in a browser of its own.
 */
export async function firstDrawFigures(
  figures: Figures,
  samples: Partial<Record<FigureKey, number[]>>,
  notes: Notes,
  ctx: { distDir: string; runs: number; timeoutMs: number; log: (line: string) => void; cleanups: (() => Promise<void>)[] },
): Promise<void> {
  const browser = await launchChromium();
  ctx.cleanups.push(() => browser.close());
  const result = await benchFirstDraw(browser, ctx.distDir, ctx.runs, ctx.log, ctx.timeoutMs);
  for (const key of FIRST_DRAW_KEYS) {
    const value = result.figures[key];
    if (value === undefined) continue;
    figures[key] = value;
    samples[key] = result.samples[key] ?? [];
  }
  notes.info.push(...result.info);
  notes.errors.push(...result.errors);
}

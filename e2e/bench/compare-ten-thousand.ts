import os from 'node:os';
import { launchChromium } from './browser-bench.ts';

/** One visit of the 10,000-node view: navigation → the capped first view drawn and painted. */
export interface TenThousandVisit {
  /** ms from navigation start to two frames after the capped view showed every node it lists, the overview painted. */
  viewMs: number;
  /** `Showing X of Y nodes`: what the capped view drew of what Marquez answered. */
  shown: number;
  total: number;
  /** The page's `/lineage` request, when it made one (none when the server put the answer in the page). */
  lineageResponseMs: number | null;
  /**
   * Where the time went (docs/performance.md#10000-nodes-where-the-capped-first-views-time-goes): the page's layout
   * request sent (the answer parsed, gated and reduced by then) and answered, and the first node in the DOM; null
   * when there was none (the layout came in the page or from the browser's store).
   */
  layoutRequestMs: number | null;
  layoutResponseMs: number | null;
  firstNodeMs: number | null;
  maxLongTaskMs: number;
  longTasksOver200Ms: number;
  /** Each task over 200 ms before the view was painted: [start, duration] in ms from navigation start. */
  tasksOver200Ms: [number, number][];
  loadavg1Before: number;
}

interface PageState {
  marks: { first?: number; view?: number; painted?: number };
  shown: number;
  total: number;
  longTasks: [number, number][];
}

/**
 * In the page before its scripts: the capped view counts as drawn once its nodes and the overview canvas agree.
 * Source text, not a function: tsx (esbuild keepNames) would wrap inner functions in a `__name` helper the page lacks.
 */
const PROBE = `(() => {
  const state = { marks: {}, shown: 0, total: 0, longTasks: [] };
  window.__tenThousand = state;
  new PerformanceObserver((list) => { for (const e of list.getEntries()) state.longTasks.push([e.startTime, e.duration]); })
    .observe({ type: 'longtask', buffered: true });
  const num = (x) => Number(String(x).replace(/,/g, ''));
  const check = () => {
    const m = /Showing ([\\d,]+) of ([\\d,]+)/.exec(document.querySelector('[data-testid="drawn-count"]')?.textContent ?? '');
    const nodes = document.querySelectorAll('.react-flow__node').length;
    if (nodes > 0 && state.marks.first === undefined) state.marks.first = performance.now();
    const canvas = document.querySelector('.tb-overview-canvas');
    const t = /translate\\(\\s*(-?[\\d.e+-]+)px,\\s*(-?[\\d.e+-]+)px\\)\\s*scale\\(\\s*([\\d.e+-]+)\\s*\\)/.exec(
      document.querySelector('.react-flow__viewport')?.style.transform ?? '');
    const [cx, cy, cz] = (canvas?.dataset.transform ?? '').split(' ').map(Number);
    const painted = !canvas || (t !== null && Math.abs(cx - Number(t[1])) < 0.01 && Math.abs(cy - Number(t[2])) < 0.01 && Math.abs(cz - Number(t[3])) < 1e-4);
    if (m && nodes > 0 && nodes >= num(m[1]) && painted && Number(canvas?.dataset.nodes ?? nodes) >= nodes) {
      state.marks.view = performance.now();
      state.shown = num(m[1]);
      state.total = num(m[2]);
      requestAnimationFrame(() => requestAnimationFrame(() => (state.marks.painted = performance.now())));
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/**
 * The 10,000-node view of the Marquez-API stand-in opened `visits` times on the given Tributary server, each in a
 * fresh browser: visit 1 is the server's first visitor of that view (its layout cache cold), the next ones are not.
 */
export async function firstVisitTenThousand(opts: { api: string; tributary: string; visits: number; nodes?: number }): Promise<{
  url: string;
  visits: TenThousandVisit[];
}> {
  const n = opts.nodes ?? 10_000;
  const meta = (await (await fetch(`${opts.api}/__bench/meta?n=${n}`)).json()) as { center: { nodeId: string; requiredDepth: number } };
  const url = `/lineage?node=${encodeURIComponent(meta.center.nodeId)}&depth=${meta.center.requiredDepth}&dir=full`;
  const visits: TenThousandVisit[] = [];
  for (let i = 0; i < opts.visits; i++) {
    const browser = await launchChromium();
    try {
      const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
      const page = await context.newPage();
      await page.addInitScript({ content: PROBE });
      const loadavg1Before = os.loadavg()[0] ?? 0;
      await page.goto(opts.tributary + url, { waitUntil: 'commit' });
      await page.waitForFunction(() => (window as unknown as { __tenThousand?: PageState }).__tenThousand?.marks.painted, null, {
        timeout: 180_000,
        polling: 100,
      });
      const visit = await page.evaluate(() => {
        const s = (window as unknown as { __tenThousand: PageState }).__tenThousand;
        const end = s.marks.painted ?? 0;
        const before = s.longTasks.filter(([start]) => start <= end);
        const tasks = before.map(([, d]) => d);
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const lineage = resources.filter((r) => r.name.includes('/api/v1/lineage?')).shift();
        const layout = resources.filter((r) => r.name.includes('/api/tributary/layout')).shift();
        return {
          viewMs: Math.round(end),
          shown: s.shown,
          total: s.total,
          lineageResponseMs: lineage ? Math.round(lineage.responseEnd) : null,
          layoutRequestMs: layout ? Math.round(layout.startTime) : null,
          layoutResponseMs: layout ? Math.round(layout.responseEnd) : null,
          firstNodeMs: s.marks.first === undefined ? null : Math.round(s.marks.first),
          maxLongTaskMs: Math.round(Math.max(0, ...tasks)),
          longTasksOver200Ms: tasks.filter((d) => d > 200).length,
          tasksOver200Ms: before.filter(([, d]) => d > 200).map(([start, d]): [number, number] => [Math.round(start), Math.round(d)]),
        };
      });
      visits.push({ ...visit, loadavg1Before: Math.round(loadavg1Before * 100) / 100 });
    } finally {
      await browser.close();
    }
  }
  return { url, visits };
}

/** One visit's steps for the terminal: when the answer was in, the layout asked and answered, the first node drawn. */
export function tenThousandSteps(v: TenThousandVisit): string {
  const at = (label: string, ms: number | null) => (ms === null ? null : `${label} ${(ms / 1000).toFixed(2)} s`);
  const steps = [
    at('lineage in', v.lineageResponseMs),
    at('layout asked', v.layoutRequestMs),
    at('laid out', v.layoutResponseMs),
    at('first node', v.firstNodeMs),
  ];
  return steps.filter((step) => step !== null).join(', ');
}

import { resolve } from 'node:path';
import type { Browser } from '@playwright/test';
import { generateLineageWithStats, planLineage } from '../../mocks/synthetic/index.ts';
import { SYNTHETIC_SCENARIOS } from '../../mocks/scenarios/index.ts';
import { datasetNodeId } from '../../src/domain/node-id.ts';
import { median, type FigureKey, type Figures } from '../../mocks/bench-support/figures.ts';
import { BENCH_DIST, startAppServer } from './app-server.ts';
import { launchChromium } from './browser-bench.ts';
import { expectedLayout, type BenchView } from './expected-layout.ts';
import type { Notes } from './report.ts';
import { measureShowAll, type ShowAllRuns } from './show-all-bench.ts';
import { machineLoad, measureUsable, type UsableSample } from './ten-thousand-bench.ts';

export interface TenThousandContext {
  root: string;
  runs: number;
  timeoutMs: number;
  log: (line: string) => void;
  /** Where to register what must be released however the run ends (servers, the browser). */
  cleanups: (() => Promise<void>)[];
}

const USABLE_KEYS = { panMaxLongTaskMs: 'pan10000MaxLongTaskMs', jumpMs: 'jump10000Ms', heapMB: 'heap10000MB' } as const satisfies Record<
  keyof UsableSample,
  FigureKey
>;

/**
 * Issue 19's 10,000-node figures, each run in a fresh browser context: "Show all" on the synthetic 10,000-node graph,
 * click → every node drawn (`nodes10000DrawnMs`, and how often it worked), then on that page the JS heap
 * (`heap10000MB`), the longest task while panning and zooming (`pan10000MaxLongTaskMs`) and a palette jump to the
 * pipeline's last dataset, far from the focus (`jump10000Ms`). The machine's load is noted before and after.
 */
export async function tenThousandFigures(
  figures: Figures,
  samples: Partial<Record<FigureKey, number[]>>,
  notes: Notes,
  ctx: TenThousandContext,
): Promise<void> {
  const loadBefore = machineLoad();
  const browser: Browser = await launchChromium();
  ctx.cleanups.push(() => browser.close());
  const server = await startAppServer(resolve(ctx.root, BENCH_DIST), 'synthetic-10000');
  ctx.cleanups.push(server.close);
  const config = SYNTHETIC_SCENARIOS['synthetic-10000'];
  const view: BenchView = { focus: datasetNodeId(generateLineageWithStats(config).focus), depth: 20 };
  const last = planLineage(config).datasets.at(-1);
  if (!last) throw new Error('the synthetic plan has no datasets');
  const target = { id: datasetNodeId(last), name: last.name };
  ctx.log(`browser: synthetic-10000 at ${server.baseUrl}, focus ${view.focus}, "Show all", then pan, heap and a jump to ${target.id}`);
  const boxes = await expectedLayout(server.baseUrl, view);
  // A baseline build (BENCH_BASELINE_DIST: the app before a change, built elsewhere) runs interleaved with this one,
  // run for run, so both meet the same machine load.
  const baselineDist = process.env.BENCH_BASELINE_DIST;
  const baselineServer = baselineDist ? await startAppServer(resolve(baselineDist), 'synthetic-10000') : null;
  if (baselineServer) ctx.cleanups.push(baselineServer.close);
  const measure = async (baseUrl: string, usable: UsableSample[], label: string): Promise<ShowAllRuns> =>
    measureShowAll(browser, baseUrl, view, boxes, {
      runs: 1,
      timeoutMs: ctx.timeoutMs,
      log: (line) => ctx.log(`${label}${line}`),
      afterDrawn: async (page, cdp) => {
        const sample = await measureUsable(page, cdp, target, ctx.timeoutMs);
        usable.push(sample);
        ctx.log(
          `${label}    heap ${sample.heapMB.toFixed(1)} MB, longest pan/zoom task ${Math.round(sample.panMaxLongTaskMs)} ms, jump ${Math.round(sample.jumpMs)} ms`,
        );
      },
    });
  const usable: UsableSample[] = [];
  const baselineUsable: UsableSample[] = [];
  const result: ShowAllRuns = { samples: [], fromNavigation: [], runs: ctx.runs, failures: [], mainThreadMs: [] };
  const baseline: ShowAllRuns = { samples: [], fromNavigation: [], runs: ctx.runs, failures: [], mainThreadMs: [] };
  for (let i = 0; i < ctx.runs; i++) {
    if (baselineServer) merge(baseline, await measure(baselineServer.baseUrl, baselineUsable, '[baseline] '));
    merge(result, await measure(server.baseUrl, usable, ''));
  }
  if (baselineServer) notes.info.push(baselineNote(baseline, baselineUsable, baselineDist ?? ''));
  const ok = result.samples.length;
  notes.info.push(
    `nodes10000DrawnMs: "Show all" on ${Object.keys(boxes).length} nodes succeeded in ${ok} of ${result.runs} cold runs` +
      (ok ? `; navigation → drawn median ${Math.round(median(result.fromNavigation))} ms` : ''),
    `10,000 nodes usable: pan, heap and jump measured in ${usable.length} of ${ok} drawn runs; machine load (1/5/15 min) ${loadBefore} before, ${machineLoad()} after`,
  );
  if (result.failures.length) notes.errors.push(`nodes10000DrawnMs: ${result.failures.length} of ${result.runs} runs failed: ${result.failures.join(' | ')}`);
  if (usable.length < ok) notes.errors.push(`10,000 nodes usable: ${ok - usable.length} of ${ok} drawn runs failed after drawing (see the log)`);
  if (ok > 0) {
    figures.nodes10000DrawnMs = median(result.samples);
    samples.nodes10000DrawnMs = result.samples;
    notes.cpu.nodes10000DrawnMs = median(result.mainThreadMs);
  }
  if (usable.length === 0) return;
  for (const [from, key] of Object.entries(USABLE_KEYS) as [keyof UsableSample, FigureKey][]) {
    const values = usable.map((u) => u[from]);
    figures[key] = median(values);
    samples[key] = values;
  }
}

function merge(into: ShowAllRuns, run: ShowAllRuns): void {
  into.samples.push(...run.samples);
  into.fromNavigation.push(...run.fromNavigation);
  into.failures.push(...run.failures);
  into.mainThreadMs.push(...run.mainThreadMs);
}

const mid = (values: readonly number[], digits = 0): string => (values.length ? median(values).toFixed(digits) : 'n/a');

function baselineNote(runs: ShowAllRuns, usable: readonly UsableSample[], dist: string): string {
  const of = (key: keyof UsableSample, digits = 0) =>
    mid(
      usable.map((u) => u[key]),
      digits,
    );
  return (
    `baseline (${dist}), interleaved in this run: drawn ${mid(runs.samples)} ms in ${runs.samples.length} of ${runs.runs} runs, ` +
    `main thread ${mid(runs.mainThreadMs)} ms; longest pan/zoom task ${of('panMaxLongTaskMs')} ms, jump ${of('jumpMs')} ms, heap ${of('heapMB', 1)} MB`
  );
}

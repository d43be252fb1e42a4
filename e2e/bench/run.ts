// `npm run bench [-- --json <file>] [--runs <n>] [--no-node] [--no-browser] [--no-build] [--show-all-only] [--first-draw-only]`: issues 8, 19 and 22.
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Browser } from '@playwright/test';
import { generateLineageWithStats } from '../../mocks/synthetic/index.ts';
import { SYNTHETIC_SCENARIOS } from '../../mocks/scenarios/index.ts';
import { datasetNodeId } from '../../src/domain/node-id.ts';
import { BENCH_DIST, buildApp, startAppServer } from './app-server.ts';
import { launchChromium, measureDrawn } from './browser-bench.ts';
import { benchElk } from './elk-bench.ts';
import { expectedLayout, type BenchView } from './expected-layout.ts';
import { emptyFigures, figuresJson, median, type FigureKey, type Figures } from '../../mocks/bench-support/figures.ts';
import { measureInitialJs } from './initial-js.ts';
import type { Page } from '@playwright/test';
import { panAndZoom, settleAfterDrawn } from './pan-script.ts';
import { tenThousandFigures } from './ten-thousand-figures.ts';
import { firstDrawFigures } from './first-draw-bench.ts';
import { printReport, type Notes } from './report.ts';
import { benchTrace } from './trace-bench.ts';
import { benchRunLineage, RUNS_PER_JOB } from './run-lineage-bench.ts';

const USAGE = 'usage: npm run bench -- [--json <file>] [--runs <n ≥ 5>] [--no-node] [--no-browser] [--no-build] [--show-all-only] [--first-draw-only]';
const DRAWN_TIMEOUT_MS = 120_000;
const ROOT = resolve(import.meta.dirname, '../..');

interface Args {
  json: string | null;
  runs: number;
  node: boolean;
  browser: boolean;
  build: boolean;
  /** Only the 10,000-node figures (after the build): the slowest ones, measured on their own. */
  showAllOnly: boolean;
  /** Only issue 19's first draws, talk graph and re-visit (after the build). */
  firstDrawOnly: boolean;
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { json: null, runs: 5, node: true, browser: true, build: true, showAllOnly: false, firstDrawOnly: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--json') args.json = argv[++i] ?? '';
    else if (arg === '--runs') args.runs = Number(argv[++i]);
    else if (arg === '--no-node') args.node = false;
    else if (arg === '--no-browser') args.browser = false;
    else if (arg === '--no-build') args.build = false;
    else if (arg === '--show-all-only') args.showAllOnly = true;
    else if (arg === '--first-draw-only') args.firstDrawOnly = true;
    else throw new Error(`unknown argument ${arg ?? ''}`);
  }
  if (args.json === '') throw new Error('--json needs a file name');
  if (!Number.isInteger(args.runs) || args.runs < 1) throw new Error('--runs needs a positive integer');
  return args;
}

const log = (line: string): void => console.log(line);

/** Resources to release however the run ends: servers, the browser. */
const cleanups: (() => Promise<void>)[] = [];
async function cleanUp(): Promise<void> {
  for (const release of cleanups.splice(0).reverse()) await release().catch((e: unknown) => console.error(`bench: cleanup failed: ${String(e)}`));
}

async function step(name: string, notes: Notes, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    notes.errors.push(`${name}: ${message}`);
    console.error(`bench: ${name} failed: ${message}`);
  }
}

async function browserFigures(figures: Figures, samples: Partial<Record<FigureKey, number[]>>, notes: Notes, runs: number): Promise<void> {
  const browser: Browser = await launchChromium();
  cleanups.push(() => browser.close());
  // The talk graph is measured with the other first draws (first-draw-bench.ts).
  const views: { key: 'nodes1000DrawnMs'; scenario: string; view: BenchView; pan: boolean }[] = [
    {
      key: 'nodes1000DrawnMs',
      scenario: 'synthetic-1000',
      view: { focus: datasetNodeId(generateLineageWithStats(SYNTHETIC_SCENARIOS['synthetic-1000']).focus), depth: 20 },
      pan: true,
    },
  ];
  for (const { key, scenario, view, pan } of views) {
    await step(key, notes, async () => {
      const server = await startAppServer(resolve(ROOT, BENCH_DIST), scenario);
      cleanups.push(server.close);
      log(`browser: ${scenario} at ${server.baseUrl}, focus ${view.focus}`);
      const boxes = await expectedLayout(server.baseUrl, view);
      const enrichment: number[] = [];
      const result = await measureDrawn(browser, server.baseUrl, view, boxes, {
        runs,
        warmups: 1,
        timeoutMs: DRAWN_TIMEOUT_MS,
        log,
        ...(pan
          ? {
              afterDrawn: async (page: Page, drawnAt: number) => {
                enrichment.push(await settleAfterDrawn(page, drawnAt));
                return panAndZoom(page);
              },
            }
          : {}),
      });
      figures[key] = median(result.samples);
      samples[key] = result.samples;
      notes.cpu[key] = median(result.mainThreadMs);
      notes.info.push(`${key}: ${result.nodesTotal} nodes in the view, ${result.nodesChecked} inside the fitted viewport checked`);
      if (pan) {
        figures.panMaxLongTaskMs = median(result.after);
        samples.panMaxLongTaskMs = result.after;
        // The warm-up's enrichment is not a run's.
        const measuredEnrichment = enrichment.slice(-result.after.length);
        notes.info.push(
          `panMaxLongTaskMs: panned once the drawing's enrichment (node details, run-level lineage) settled; that enrichment's longest task after the first draw: median ${Math.round(median(measuredEnrichment))} ms (${measuredEnrichment.map((m) => Math.round(m)).join(', ')})`,
        );
      }
    });
  }
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (args.runs < 5) console.warn(`bench: --runs ${args.runs} is below the 5 runs issue 8 asks for; figures are indicative only`);
  const figures = emptyFigures();
  const samples: Partial<Record<FigureKey, number[]>> = {};
  const notes: Notes = { errors: [], info: [], cpu: {} };

  if (args.node && !args.showAllOnly && !args.firstDrawOnly)
    await step('ELK', notes, async () => {
      const elk = await benchElk(args.runs, log);
      figures.elkLayout1000Ms = elk.elkLayout1000Ms;
      figures.elkDefault1000Ms = elk.elkDefault1000Ms;
      figures.elkLayout5000Ms = elk.elkLayout5000Ms;
      samples.elkLayout1000Ms = elk.samples.layout1000;
      samples.elkDefault1000Ms = elk.samples.default1000;
      samples.elkLayout5000Ms = elk.samples.layout5000;
      notes.cpu = { elkLayout1000Ms: elk.cpu.layout1000, elkDefault1000Ms: elk.cpu.default1000, elkLayout5000Ms: elk.cpu.layout5000 };
      notes.info.push(
        `ELK graphs: ${elk.graphs.nodes1000} nodes/${elk.graphs.edges1000} edges and ${elk.graphs.nodes5000} nodes/${elk.graphs.edges5000} edges`,
      );
      const q = (x: typeof elk.quality.ours): string => `${x.crossings} crossings, ${x.width} × ${x.height} px`;
      notes.info.push(`ELK drawings of the 1,000-node graph: ours ${q(elk.quality.ours)}; default ${q(elk.quality.default)}`);
    });
  if (args.node && !args.showAllOnly && !args.firstDrawOnly)
    await step('trace', notes, async () => {
      const trace = await benchTrace(args.runs, log);
      figures.trace10kMs = trace.trace10kMs;
      samples.trace10kMs = trace.samples;
      notes.cpu.trace10kMs = trace.cpuMs;
      notes.info.push(
        `trace: ${trace.graph.fields} fields, ${trace.graph.datasets} datasets, ${trace.graph.layers} layers; ` +
          `${trace.target.dataset}.${trace.target.field} → ${trace.reach.hops} hops over ${trace.reach.datasets} datasets, ${trace.reach.depth} job hops deep`,
      );
    });

  if (args.node && !args.showAllOnly && !args.firstDrawOnly)
    await step('run-level lineage', notes, async () => {
      const r = await benchRunLineage(args.runs, log);
      figures.runLineage1000Ms = r.runLineage1000Ms;
      figures.marquezLineage1000Ms = r.marquezLineage1000Ms;
      samples.runLineage1000Ms = r.samples.runs;
      samples.marquezLineage1000Ms = r.samples.marquez;
      notes.info.push(
        `run-level lineage (${RUNS_PER_JOB} runs per job): ${r.nodes.runs} nodes in ${r.requests.runs} requests, ` +
          `${(r.runLineage1000Ms / r.marquezLineage1000Ms).toFixed(2)}× the time of Marquez's /lineage alone (${r.nodes.marquez} nodes, ${r.requests.marquez} request)`,
      );
    });

  if (args.build || args.browser) {
    await step('build', notes, async () => {
      if (args.build) {
        log(`build: vite build → ${BENCH_DIST}`);
        await buildApp(ROOT);
      }
      const initial = await measureInitialJs(resolve(ROOT, BENCH_DIST));
      figures.initialJsGzipKB = initial.gzipKB;
      notes.info.push(`initial JS: ${initial.files.map((f) => `${f.path} ${(f.gzipBytes / 1024).toFixed(1)} KB`).join(', ')}`);
      if (initial.elkInInitial.length > 0) notes.errors.push(`FINDING: ELK is in the initial JS (${initial.elkInInitial.join(', ')}); it must load lazily`);
    });
  }
  if (args.browser && !args.showAllOnly && !args.firstDrawOnly) await step('browser', notes, () => browserFigures(figures, samples, notes, args.runs));
  if (args.browser && !args.showAllOnly)
    await step('first draw', notes, () =>
      firstDrawFigures(figures, samples, notes, { distDir: resolve(ROOT, BENCH_DIST), runs: args.runs, timeoutMs: DRAWN_TIMEOUT_MS, log, cleanups }),
    );
  if (args.browser && !args.firstDrawOnly)
    await step('show all', notes, () =>
      tenThousandFigures(figures, samples, notes, { root: ROOT, runs: args.runs, timeoutMs: DRAWN_TIMEOUT_MS, log, cleanups }),
    );
  await cleanUp();

  printReport(figures, samples, notes);
  if (args.json) {
    await writeFile(args.json, `${JSON.stringify(figuresJson(figures), null, 2)}\n`);
    log(`wrote ${args.json}`);
  }
  return notes.errors.some((e) => !e.startsWith('FINDING')) ? 1 : 0;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(`bench: ${e instanceof Error ? e.message : String(e)}\n${USAGE}`);
    void cleanUp().finally(() => process.exit(2));
  },
);

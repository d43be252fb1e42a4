// `npm run bench:compare -- [--marquez-web-dist <marquez out>/web/dist] [--harness <dir>] [--sizes 50,200,500,1000]
//   [--runs 3] [--variants marquez-full,tributary-full] [--out reports/bench-compare.json] [--no-build]
//   [--ten-thousand | --only-ten-thousand]` (issue 31): Tributary side by side with Marquez web, docs/performance.md#side-by-side-with-marquez-web.
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { freePort, runNode, startNodeServer, type Served } from './compare-servers.ts';
import { summarise, summaryTable, TARGET_RATIO, type HarnessResult } from './compare-summary.ts';
import { firstVisitTenThousand, tenThousandSteps } from './compare-ten-thousand.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const USAGE =
  'usage: npm run bench:compare -- [--marquez-web-dist <dir>] [--harness <dir>] [--sizes 50,200,500,1000] [--runs 3] [--variants a,b] [--out <file>] [--no-build] [--ten-thousand] [--only-ten-thousand]';

interface Args {
  marquezDist: string | null;
  harness: string;
  sizes: string;
  runs: number;
  variants: string;
  out: string;
  build: boolean;
  tenThousand: boolean;
  onlyTenThousand: boolean;
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = {
    marquezDist: process.env.MARQUEZ_WEB_DIST || null,
    harness: process.env.MARQUEZ_WEB_HARNESS || resolve(ROOT, '../shared/bench/marquez-web'),
    sizes: '50,200,500,1000',
    runs: 3,
    variants: 'marquez-full,tributary-full',
    out: resolve(ROOT, 'reports/bench-compare.json'),
    build: true,
    tenThousand: false,
    onlyTenThousand: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = (): string => {
      const v = argv[++i];
      if (!v) throw new Error(`${arg ?? ''} needs a value\n${USAGE}`);
      return v;
    };
    if (arg === '--marquez-web-dist') args.marquezDist = resolve(value());
    else if (arg === '--harness') args.harness = resolve(value());
    else if (arg === '--sizes') args.sizes = value();
    else if (arg === '--runs') args.runs = Number(value());
    else if (arg === '--variants') args.variants = value();
    else if (arg === '--out') args.out = resolve(value());
    else if (arg === '--no-build') args.build = false;
    else if (arg === '--ten-thousand') args.tenThousand = true;
    else if (arg === '--only-ten-thousand') args.onlyTenThousand = args.tenThousand = true;
    else throw new Error(`unknown argument ${arg ?? ''}\n${USAGE}`);
  }
  if (!Number.isInteger(args.runs) || args.runs < 1) throw new Error('--runs needs a positive integer');
  return args;
}

/** Why the comparison cannot run here (the harness and a Marquez web build live outside the project), or null. */
function missing(args: Args): string | null {
  if (!existsSync(join(args.harness, 'compare.mjs')) || !existsSync(join(args.harness, 'fake-api/server.mjs'))) {
    return `no side-by-side harness at ${args.harness} (compare.mjs, fake-api/): give --harness <dir> or MARQUEZ_WEB_HARNESS`;
  }
  if (args.onlyTenThousand) return null;
  if (!args.marquezDist) return 'no Marquez web build given: --marquez-web-dist <out>/web/dist or MARQUEZ_WEB_DIST (build it with the harness)';
  const web = dirname(args.marquezDist);
  if (!existsSync(join(args.marquezDist, 'index.html'))) return `no Marquez web build at ${args.marquezDist} (index.html missing)`;
  if (!existsSync(join(web, 'setupProxy.js')) || !existsSync(join(web, 'node_modules/express'))) {
    return `Marquez web's own server is missing beside the build (${web}/setupProxy.js with its node_modules)`;
  }
  return null;
}

/** The 1-minute load average every second while the comparison runs: the figures are only worth as much as it. */
function loadSampler(): { stop: () => { min: number; median: number; max: number; samples: number } } {
  const samples: number[] = [];
  const timer = setInterval(() => samples.push(os.loadavg()[0] ?? 0), 1_000);
  return {
    stop: () => {
      clearInterval(timer);
      const v = [...samples].sort((a, b) => a - b);
      const at = (q: number): number => Math.round((v[Math.min(v.length - 1, Math.floor(q * v.length))] ?? 0) * 100) / 100;
      return { min: at(0), median: at(0.5), max: at(1), samples: v.length };
    },
  };
}

const log = (line: string): void => console.log(`[bench:compare ${new Date().toISOString().slice(11, 19)}] ${line}`);

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const why = missing(args);
  if (why) {
    console.log(`bench:compare skipped: ${why}`);
    return;
  }
  const started = Date.now();
  const loadBefore = os.loadavg();
  const tbDist = resolve(ROOT, '.e2e-dist/compare');
  if (args.build || !existsSync(join(tbDist, 'index.html'))) {
    log(`vite build → ${tbDist}`);
    await runNode(['node_modules/vite/bin/vite.js', 'build', '--outDir', tbDist, '--emptyOutDir', '--logLevel', 'warn'], ROOT, {});
  }
  // The harness imports playwright-core from beside itself: a scratch copy whose node_modules is the project's.
  const scratch = await mkdtemp(join(os.tmpdir(), 'tributary-compare-'));
  const servers: Served[] = [];
  const sampler = loadSampler();
  try {
    await cp(args.harness, scratch, { recursive: true });
    await rm(join(scratch, 'node_modules'), { recursive: true, force: true });
    await symlink(join(ROOT, 'node_modules'), join(scratch, 'node_modules'), 'dir');
    const [apiPort, mqPort, tbPort] = [await freePort(), await freePort(), await freePort()];
    const api = `http://localhost:${apiPort}`;
    servers.push(
      await startNodeServer({
        name: 'Marquez-API stand-in',
        args: [join(scratch, 'fake-api/server.mjs'), '--port', String(apiPort)],
        cwd: scratch,
        env: {},
        url: api,
        health: '/__bench/meta?n=50',
      }),
    );
    const tributary = (): Promise<Served> =>
      startNodeServer({
        name: 'Tributary',
        args: ['--import', 'tsx', 'src/server/main.ts'],
        cwd: ROOT,
        env: { PORT: String(tbPort), HOST: '127.0.0.1', MARQUEZ_URL: api, DIST_DIR: tbDist },
        url: `http://127.0.0.1:${tbPort}`,
        health: '/healthz',
      });
    const report: Record<string, unknown> = {
      command: `npm run bench:compare -- ${process.argv.slice(2).join(' ')}`.trim(),
      commit: gitCommit(),
      startedAt: new Date(started).toISOString(),
      machine: { cpus: os.cpus().length, loadavgBefore: loadBefore },
      harness: args.harness,
      marquezWebDist: args.marquezDist,
    };
    if (!args.onlyTenThousand && args.marquezDist) {
      const marquezWeb = dirname(args.marquezDist);
      servers.push(
        await startNodeServer({
          name: 'Marquez web',
          args: ['setupProxy.js'],
          cwd: marquezWeb,
          env: { MARQUEZ_HOST: '127.0.0.1', MARQUEZ_PORT: String(apiPort), WEB_PORT: String(mqPort) },
          url: `http://127.0.0.1:${mqPort}`,
          health: '/healthcheck',
        }),
      );
      // A fresh process: its layout cache is cold, so each size's run 1 is that view's first visitor.
      const tb = await tributary();
      servers.push(tb);
      const raw = join(scratch, 'results-compare.json');
      log(`harness: sizes ${args.sizes}, ${args.runs} runs, ${args.variants}`);
      await runNode(
        [
          join(scratch, 'compare.mjs'),
          ...['--sizes', args.sizes, '--runs', String(args.runs), '--variants', args.variants, '--out', raw],
          ...['--api', api, '--marquez', `http://127.0.0.1:${mqPort}`, '--tributary', tb.url],
          ...['--marquez-dist', args.marquezDist, '--tributary-dist', tbDist],
        ],
        scratch,
        {},
      );
      const result = JSON.parse(await readFile(raw, 'utf8')) as HarnessResult;
      const summary = summarise(result);
      Object.assign(report, { targetRatio: TARGET_RATIO, ...summary, harnessResult: result });
      console.log(`\n${summaryTable(summary.sizes)}\n`);
      log(
        `≥ ${TARGET_RATIO}× at every size, median and run 1, painted and drawn: ${summary.meetsTarget ? 'yes' : 'NO'} (lowest ${summary.lowestRatio ?? '—'}×)`,
      );
      await tb.stop();
      servers.splice(servers.indexOf(tb), 1);
    }
    if (args.tenThousand) {
      // Its own fresh server: the first visitor of the 10,000-node view, then a second visitor.
      const tb = await tributary();
      servers.push(tb);
      const tenThousand = await firstVisitTenThousand({ api, tributary: tb.url, visits: 2 });
      report.tenThousand = tenThousand;
      log(
        `10,000 nodes, capped first view: ${tenThousand.visits.map((v) => `${(v.viewMs / 1000).toFixed(2)} s (longest task ${v.maxLongTaskMs} ms; ${tenThousandSteps(v)})`).join(', then ')}`,
      );
    }
    const finished = Date.now();
    Object.assign(report, {
      finishedAt: new Date(finished).toISOString(),
      durationS: Math.round((finished - started) / 1000),
      load: { ...sampler.stop(), loadavgAfter: os.loadavg() },
    });
    await mkdir(dirname(args.out), { recursive: true });
    await writeFile(args.out, `${JSON.stringify(report, null, 2)}\n`);
    log(`wrote ${args.out} (${Math.round((finished - started) / 1000)} s)`);
  } finally {
    sampler.stop();
    for (const s of servers.reverse()) await s.stop();
    await rm(scratch, { recursive: true, force: true });
  }
}

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

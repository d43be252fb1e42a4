import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * `npm test`, the gate: the production build and the static checks side by side (each is one process, mostly on one
 * core), then the unit tests, then every e2e spec on that one build. It stops at the first failure, and it prints how
 * long each part took. The reports `.ci/tally.mjs` reads (reports/vitest.json, reports/playwright.json) are written by
 * the steps themselves, so a step that never ran is missing from them and counted as failed there.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The one build: `npm pack` packs it (no second build in its prepack) and the e2e servers serve it. */
const DIST = 'dist';

interface Step {
  name: string;
  command: string[];
  env?: Record<string, string>;
}

const STATIC: Step[] = [
  { name: 'build', command: ['npx', 'vite', 'build', '--logLevel', 'warn', '--outDir', DIST, '--emptyOutDir'] },
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
  { name: 'format', command: ['npm', 'run', '--silent', 'format:check'] },
  { name: 'deadcode', command: ['npm', 'run', '--silent', 'deadcode'] },
];
const UNIT: Step = { name: 'unit', command: ['npm', 'run', '--silent', 'test:unit'], env: { TRIBUTARY_PACK_PREBUILT: '1' } };
const E2E: Step = { name: 'e2e', command: ['npm', 'run', '--silent', 'test:e2e'], env: { E2E_DIST_DIR: DIST } };

/** TEST_OVERLAP=1 runs the unit tests beside the e2e specs instead of before them (to be measured on a quiet machine). */
const OVERLAP = process.env.TEST_OVERLAP === '1';

const running = new Set<ChildProcess>();
const took: string[] = [];

const clock = (ms: number) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
};

/**
 * Runs one step in its own process group (so a failure elsewhere can stop it with its children). A step run beside
 * others keeps its output until it ends, so the parts never interleave; a step run alone streams it.
 */
function run(step: Step, alone: boolean): Promise<void> {
  const started = performance.now();
  const child = spawn(step.command[0]!, step.command.slice(1), {
    cwd: ROOT,
    env: { ...process.env, ...step.env },
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(child);
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((ok, fail) => {
    child.once('error', fail);
    child.once('close', (code, signal) => {
      running.delete(child);
      const time = clock(performance.now() - started);
      took.push(`${step.name} ${time}`);
      if (output.length > 0) process.stdout.write(Buffer.concat(output));
      console.log(`[test] ${step.name}: ${code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`} in ${time}`);
      if (code === 0) ok();
      else fail(new Error(`${step.name} failed`));
    });
  });
}

function stopAll(): void {
  for (const child of running) {
    // The whole group: npm, and the tool it started.
    if (child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }
}

// The steps run in process groups of their own, which a terminal's Ctrl-C no longer reaches: pass it on.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

const started = performance.now();
const phase = async (name: string, work: () => Promise<unknown>) => {
  const at = performance.now();
  await work();
  return `${name} ${clock(performance.now() - at)}`;
};

let status = 0;
const phases: string[] = [];
try {
  phases.push(await phase('static', () => Promise.all(STATIC.map((step) => run(step, false)))));
  if (OVERLAP) {
    // The e2e specs wait on pages more than they compute: the unit tests can take the idle core (unit output at its end).
    phases.push(await phase('unit+e2e', () => Promise.all([run(UNIT, false), run(E2E, true)])));
  } else {
    phases.push(await phase('unit', () => run(UNIT, true)));
    phases.push(await phase('e2e', () => run(E2E, true)));
  }
} catch (error) {
  status = 1;
  stopAll();
  console.error(`[test] ${(error as Error).message}: stopped there`);
}
console.log(`[test] steps: ${took.join(', ')}`);
console.log(`npm test: ${clock(performance.now() - started)}${phases.length ? ` (${phases.join(', ')})` : ''}${status ? ', FAILED' : ''}`);
process.exit(status);

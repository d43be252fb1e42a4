import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** What `vite build` reads: a change to any of these makes an earlier build stale. */
const INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'];

/**
 * A build made beforehand and trusted as it is (the gate's `npm test` builds `dist/` once, beside the static checks,
 * then runs every spec on it).
 */
const GIVEN = process.env.E2E_DIST_DIR;

/**
 * The production build the e2e servers serve: the given one, else one folder per port, so two runs on two ports never
 * overwrite each other's assets.
 */
export const E2E_DIST_DIR = resolve(ROOT, GIVEN || `.e2e-dist/${process.env.E2E_PORT ?? 5183}`);

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** A build exists in `dir` and nothing it was made from changed after it. */
function buildIsFresh(dir: string): boolean {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return false;
  const built = statSync(index).mtimeMs;
  return INPUTS.every((input) => newestMtime(join(ROOT, input)) <= built);
}

/** `vite build` into `dir`, unless a fresh build (or the given one) is already there. */
export function ensureBuild(dir: string): void {
  if (GIVEN ? existsSync(join(dir, 'index.html')) : buildIsFresh(dir)) return;
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', dir, '--emptyOutDir'], { cwd: ROOT, stdio: 'inherit' });
}

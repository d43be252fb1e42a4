import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The package as a user gets it: `npm pack` (whose prepack builds the app, unless the gate just did), installed from
 * the tarball into an empty folder outside the repository — so no devDependency and no source checkout can be
 * reached — then the `tributary` executable run from there against its own emulator.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
const children: ChildProcess[] = [];
let dir = '';
let bin = '';
let emulatorUrl = '';

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => ok(port));
    });
  });
}

/** Spawns the installed executable and resolves with its output once `ready` matches it. */
function start(args: string[], ready: RegExp): Promise<RegExpExecArray> {
  const child = spawn(bin, args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  return new Promise((ok, fail) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = ready.exec(out);
      if (m) ok(m);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => fail(new Error(`tributary ${args[0] ?? ''} exited (${code}):\n${out}`)));
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tributary-pkg-'));
  // The gate (`npm test`) built dist/ just before the unit tests: packed as it is, not built a second time by prepack.
  const prebuilt = process.env.TRIBUTARY_PACK_PREBUILT === '1' ? ['--ignore-scripts'] : [];
  const packed = await run('npm', ['pack', ...prebuilt, '--pack-destination', dir, '--silent'], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 });
  const tarball = packed.stdout.trim().split('\n').at(-1) ?? '';
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'tributary-install-check', private: true }));
  // Offline when the dependencies are in npm's cache, as they are after `npm ci`.
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', join(dir, tarball)], {
    cwd: dir,
    maxBuffer: 64 * 1024 * 1024,
  });
  bin = join(dir, 'node_modules', '.bin', 'tributary');
  const m = await start(['emulator', '--port', '0'], /Marquez emulator on (http:\/\/\S+)\/api\/v1/);
  emulatorUrl = m[1] ?? '';
}, 240_000);

// Removing the installed package's node_modules takes more than vitest's default 10 s hook time on a busy machine.
afterAll(() => {
  for (const c of children.splice(0)) if (c.exitCode === null) c.kill('SIGTERM');
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('the packed tributary executable', () => {
  it('installs without any devDependency, with the production build inside', () => {
    const modules = readdirSync(join(dir, 'node_modules'));
    for (const dev of ['vite', 'vitest', 'typescript', '@playwright', 'eslint']) expect(modules).not.toContain(dev);
    expect(existsSync(join(dir, 'node_modules', 'tributary', 'dist', 'index.html'))).toBe(true);
  });

  it('answers --help for itself and every command', async () => {
    const top = await run(bin, ['--help'], { cwd: dir });
    const optional = existsSync(join(ROOT, 'src/cli/health.ts')) ? ['health'] : [];
    for (const command of ['serve', 'emulator', 'trace', 'coverage', 'boundaries', 'record', 'enrich', ...optional]) {
      expect(top.stdout).toContain(command);
      const help = await run(bin, [command, '--help'], { cwd: dir });
      expect(help.stdout.toLowerCase()).toContain('usage');
    }
    await expect(run(bin, ['no-such-command'], { cwd: dir })).rejects.toMatchObject({ code: 2 });
    // Ten starts of the installed executable (Node + tsx each): over Vitest's 30 s on a two-core machine at load 10.
  }, 120_000);

  it('runs a trace against the emulator', async () => {
    const { stdout } = await run(
      bin,
      ['trace', '--marquez', emulatorUrl, '--namespace', 'kafka://broker:9092', '--dataset', 'shop.public.orders', '--field', 'amount', '--json'],
      { cwd: dir },
    );
    const trace = JSON.parse(stdout) as { hops?: unknown[] };
    expect(Array.isArray(trace.hops) && trace.hops.length > 0).toBe(true);
  });

  it('serves the app and proxies the API to the emulator', async () => {
    const port = await freePort();
    await start(['serve', '--port', String(port), '--marquez', emulatorUrl], /Tributary at http:\/\/\S+/);
    const base = `http://127.0.0.1:${port}`;
    expect(await (await fetch(`${base}/healthz`)).json()).toMatchObject({ ok: true, backend: `proxy to ${emulatorUrl}` });
    const page = await fetch(`${base}/lineage?node=${encodeURIComponent('dataset:kafka://broker:9092:shop.public.orders')}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"');
    const namespaces = (await (await fetch(`${base}/api/v1/namespaces`)).json()) as { namespaces: { name: string }[] };
    expect(namespaces.namespaces.map((n) => n.name)).toContain('kafka://broker:9092');
  });
});

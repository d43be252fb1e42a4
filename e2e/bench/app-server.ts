import { spawn } from 'node:child_process';
import { startEmulatorAppServer, type AppServer } from '../support/emulator-app-server.ts';

/**
 * Where the benchmark builds the app: its own folder, so parallel e2e runs never serve half-written assets
 * (`TRIBUTARY_BENCH_DIST` gives two benchmarks running at once a folder each).
 */
export const BENCH_DIST = process.env.TRIBUTARY_BENCH_DIST || '.e2e-dist/bench';

/** `vite build` of the production app into {@link BENCH_DIST}; rejects with vite's output on failure or timeout. */
export function buildApp(cwd: string, timeoutMs = 300_000): Promise<void> {
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', BENCH_DIST, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      fail(new Error(`vite build took longer than ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.on('error', (e) => {
      clearTimeout(timer);
      fail(e);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) ok();
      else fail(new Error(`vite build failed (exit ${code ?? 'signal'}):\n${output.slice(-4000)}`));
    });
  });
}

/** The production server over the built app, with the emulator loaded with one scenario, on an ephemeral port. */
export function startAppServer(distDir: string, scenario: string): Promise<AppServer> {
  return startEmulatorAppServer(distDir, { scenario });
}

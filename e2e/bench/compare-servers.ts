import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A child process serving HTTP, and how to stop it. */
export interface Served {
  name: string;
  url: string;
  stop: () => Promise<void>;
  /** Its last output lines, for an error message. */
  tail: () => string;
}

/** A free TCP port on 127.0.0.1 (the OS picks it), so the comparison never collides with a server already running. */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => ok(port));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((ok) => {
    if (child.exitCode !== null || child.signalCode !== null) return ok();
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      ok();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts `node <args>` and waits until `health` answers 200 (a server that exits or stays silent past the timeout
 * rejects with its output).
 */
export async function startNodeServer(opts: {
  name: string;
  args: readonly string[];
  cwd: string;
  env: Record<string, string>;
  url: string;
  health: string;
  timeoutMs?: number;
}): Promise<Served> {
  const child = spawn(process.execPath, [...opts.args], { cwd: opts.cwd, env: { ...process.env, ...opts.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (d: Buffer): void => void (output = (output + d.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const served: Served = { name: opts.name, url: opts.url, stop: () => stopChild(child), tail: () => output.trim().split('\n').slice(-15).join('\n') };
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${opts.name} exited (${child.exitCode}):\n${served.tail()}`);
    const ok = await fetch(opts.url + opts.health).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return served;
    if (Date.now() > deadline) {
      await served.stop();
      throw new Error(`${opts.name} did not answer ${opts.health} within ${(opts.timeoutMs ?? 60_000) / 1000} s:\n${served.tail()}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Runs `node <args>` to its end with output passed through; rejects on a non-zero exit. */
export function runNode(args: readonly string[], cwd: string, env: Record<string, string>): Promise<void> {
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, [...args], { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? ok() : fail(new Error(`node ${args.join(' ')} exited with ${code ?? 'a signal'}`))));
  });
}

// `npm run emulator`'s program as a real process, for tests of what only processes show (kill -9, zombies, locks).
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../..');
const PROGRAM = [process.execPath, '--import', 'tsx', 'mocks/cli/emulator.ts', '--port', '0', '--no-scenario', '--data'];

export interface EmulatorProcess {
  child: ChildProcess;
  /** `http://host:port` once it listens. */
  url: string;
  output: () => string;
}

export interface ProcessOutcome {
  child: ChildProcess;
  /** The emulator's own pid (the child's, unless started under a parent that never reaps it). */
  pid: Promise<number>;
  /** Resolves once it listens; rejects with its output if it exits first. */
  listening: Promise<EmulatorProcess>;
  /** Resolves with the exit code once the child exits. */
  exited: Promise<number | null>;
  output: () => string;
}

/**
 * Starts the emulator on `dataDir`. With `unreaped`, it runs as the background child of a shell that then execs
 * `sleep`: its parent never waits for it, so once killed it stays a zombie (as under a container without an init)
 * until that parent is killed.
 */
export function spawnEmulator(dataDir: string, options: { unreaped?: boolean } = {}): ProcessOutcome {
  const child = options.unreaped
    ? spawn('sh', ['-c', '"$@" & echo "emulator pid $!"; exec sleep 600', 'sh', ...PROGRAM, dataDir], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(PROGRAM[0] ?? 'node', [...PROGRAM.slice(1), dataDir], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const listeners: (() => void)[] = [];
  const onData = (chunk: Buffer) => {
    out += chunk.toString();
    for (const l of listeners) l();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)));
  const waitFor = <T>(match: () => T | null): Promise<T> =>
    new Promise((ok, fail) => {
      const check = () => {
        const m = match();
        if (m !== null) ok(m);
      };
      listeners.push(check);
      check();
      void exited.then((code) => fail(new Error(`emulator exited (${code}) first:\n${out}`)));
    });
  const listening = waitFor(() => {
    const m = /Marquez emulator on (http:\/\/[^/\s]+)\/api\/v1/.exec(out);
    return m?.[1] ? { child, url: m[1], output: () => out } : null;
  });
  const pid = options.unreaped
    ? waitFor(() => {
        const m = /emulator pid (\d+)/.exec(out);
        return m?.[1] ? Number(m[1]) : null;
      })
    : Promise.resolve(child.pid ?? -1);
  // A test that expects an exit awaits `exited`, not these: their rejection must not count as unhandled.
  listening.catch(() => undefined);
  pid.catch(() => undefined);
  return { child, pid, listening, exited, output: () => out };
}

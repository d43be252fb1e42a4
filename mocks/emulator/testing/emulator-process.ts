// `npm run emulator`'s program as a real process, for tests of what only processes show (kill -9, zombies, locks).
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../../..');

export interface EmulatorProcess {
  child: ChildProcess;
  /** `http://host:port` once it listens. */
  url: string;
  output: () => string;
}

export interface SpawnedEmulator {
  child: ChildProcess;
  /** Resolves once it listens; rejects with its output if it exits first. */
  listening: Promise<EmulatorProcess>;
  /** Resolves with the exit code once it exits. */
  exited: Promise<number | null>;
  output: () => string;
}

/** Starts the emulator on `dataDir` (any port, no scenario). */
export function spawnEmulator(dataDir: string): SpawnedEmulator {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/cli/emulator.ts', '--port', '0', '--no-scenario', '--data', dataDir], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)));
  const listening = new Promise<EmulatorProcess>((ok, fail) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /Marquez emulator on (http:\/\/[^/\s]+)\/api\/v1/.exec(out);
      if (m?.[1]) ok({ child, url: m[1], output: () => out });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => fail(new Error(`emulator exited (${code}) before listening:\n${out}`)));
  });
  // A test that expects an exit awaits `exited`, not this: its rejection must not count as unhandled.
  listening.catch(() => undefined);
  return { child, listening, exited, output: () => out };
}

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmulator } from '../emulator/index.ts';
import { ROOT, spawnEmulator } from '../emulator/testing/emulator-process.ts';
import { openJournal, type Journal } from './journal.ts';

const LINUX = existsSync('/proc/self/stat');
const children: ChildProcess[] = [];
const dirs: string[] = [];
const journals: Journal[] = [];
afterEach(async () => {
  await Promise.all(journals.splice(0).map((j) => j.close()));
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'tributary-lock-'));
  dirs.push(d);
  return d;
}

function spawned<T extends { child: ChildProcess }>(p: T): T {
  children.push(p.child);
  return p;
}

async function open(dir: string) {
  const opened = await openJournal(createEmulator(), { dir, log: () => undefined });
  journals.push(opened.journal);
  return opened.journal;
}

/** The pid a LOCK names (a JSON record; emulators before issue 29 wrote the bare pid). */
function lockPid(dir: string): number {
  const text = readFileSync(join(dir, 'LOCK'), 'utf8').trim();
  return /^\d+$/.test(text) ? Number(text) : (JSON.parse(text) as { pid: number }).pid;
}

/** `/proc/<pid>/stat` fields after the command name: [0] is the state, [19] the start time. */
const statFields = (pid: number) => {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return text.slice(text.lastIndexOf(')') + 2).split(' ');
};

/** Waits (blocking the event loop) until a process is in `state`; the kernel changes it just after the signal. */
function stateBecomesSync(pid: number, state: string): void {
  const deadline = Date.now() + 10_000;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  while (statFields(pid)[0] !== state) {
    if (Date.now() > deadline) throw new Error(`process ${pid} never reached state ${state}`);
    Atomics.wait(pause, 0, 0, 10);
  }
}

/**
 * Run in a child process: says the state of the journal's owner (argv[2]), starts an emulator on the directory
 * (argv[1]), says whether it listened or exited, and stops it.
 */
const START_ONCE = `
const { readFileSync } = await import('node:fs');
const { spawnEmulator } = await import('./mocks/emulator/testing/emulator-process.ts');
const [dir, owner] = process.argv.slice(1);
const stat = readFileSync('/proc/' + owner + '/stat', 'utf8');
console.log('owner state ' + stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0]);
const run = spawnEmulator(dir);
console.log('outcome ' + (await Promise.race([run.listening.then(() => 'listening'), run.exited.then((code) => 'exited ' + code)])));
run.child.kill('SIGTERM');
await run.exited;
console.log(run.output());
`;

/** A live process that is not an emulator. */
function otherProgram(): ChildProcess {
  return spawned({ child: spawn('sleep', ['600'], { stdio: 'ignore' }) }).child;
}

describe('the journal lock after a crash (issue 29)', () => {
  it.skipIf(!LINUX)('lets an emulator start on the directory of one killed with -9 and not yet reaped (a zombie)', { timeout: 90_000 }, async () => {
    const dir = tempDir();
    const first = spawned(spawnEmulator(dir));
    await first.listening;
    const pid = first.child.pid ?? -1;
    expect(lockPid(dir)).toBe(pid);
    // From the kill to the end of spawnSync this worker's event loop is blocked, so Node cannot reap the killed
    // emulator: it stays a zombie (as under a container's init that reaps late) while the second one starts. Once the
    // loop runs again it is reaped, so the test leaves no zombie behind.
    process.kill(pid, 'SIGKILL');
    stateBecomesSync(pid, 'Z');
    const second = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', START_ONCE, dir, String(pid)], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(second.stdout).toContain('owner state Z'); // kill(pid, 0) succeeds on it: that is what held the journal before
    expect(second.stdout).toContain('outcome listening');
    expect(second.stdout).toMatch(/journal .*: replayed 0 event\(s\)/);
  });

  it('refuses a second live emulator on the same directory (exit 3, naming the owner)', { timeout: 60_000 }, async () => {
    const dir = tempDir();
    const first = spawned(spawnEmulator(dir));
    await first.listening;
    const second = spawned(spawnEmulator(dir));
    expect(await second.exited).toBe(3);
    expect(second.output()).toContain(`is in use by process ${first.child.pid}`);
    // The refused one left the owner's lock alone.
    expect(lockPid(dir)).toBe(first.child.pid);
  });

  it.skipIf(!LINUX)('takes over a lock whose pid now belongs to another program (another start time)', async () => {
    const dir = tempDir();
    const other = otherProgram();
    const pid = other.pid ?? -1;
    const started = statFields(pid)[19];
    writeFileSync(join(dir, 'LOCK'), JSON.stringify({ pid, started: `${Number(started) - 1}` }));
    await open(dir);
    expect(lockPid(dir)).toBe(process.pid);
  });

  it.skipIf(!LINUX)('refuses while the recorded process runs with the recorded start time', async () => {
    const dir = tempDir();
    const pid = otherProgram().pid ?? -1;
    writeFileSync(join(dir, 'LOCK'), JSON.stringify({ pid, started: statFields(pid)[19] }));
    await expect(open(dir)).rejects.toThrow(`is in use by process ${pid}`);
  });

  it('takes over a lock of a process that is gone, and refuses a second journal in this same process', async () => {
    const dir = tempDir();
    const gone = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    await new Promise((r) => gone.once('exit', r));
    writeFileSync(join(dir, 'LOCK'), String(gone.pid));
    await open(dir);
    if (LINUX) await expect(open(dir)).rejects.toThrow(`is in use by process ${process.pid}`);
  });

  it('on close, leaves a lock that is not its own', async () => {
    const dir = tempDir();
    const journal = await open(dir);
    const foreign = JSON.stringify({ pid: process.ppid, started: null });
    writeFileSync(join(dir, 'LOCK'), foreign);
    await journal.close();
    journals.splice(journals.indexOf(journal), 1);
    expect(readFileSync(join(dir, 'LOCK'), 'utf8')).toBe(foreign);
  });
});

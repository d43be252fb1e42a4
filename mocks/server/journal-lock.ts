import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One process per data directory: a second emulator appending to the same journal would interleave lines. The lock is
 * a `LOCK` file created exclusively, holding the owner's pid and, on Linux, its start time (field 22 of
 * `/proc/<pid>/stat`, clock ticks since boot). A lock whose owner is dead is taken over, and "dead" includes what
 * `kill(pid, 0)` alone calls alive:
 * - a zombie: a process killed with `kill -9` stays in the process table until its parent reaps it, which a container
 *   without an init may do late or never (`/proc/<pid>/stat` state `Z`, or `X` while it is being reaped);
 * - a pid that now belongs to another program: the start time differs from the one recorded.
 * Elsewhere than Linux only `kill(pid, 0)` is asked, so there a zombie still holds the directory until it is reaped.
 */

export class LockError extends Error {}

interface LockOwner {
  pid: number;
  /** `/proc/<pid>/stat` start time; null when the lock was written without one (no /proc, or an older emulator). */
  started: string | null;
}

interface ProcStat {
  state: string;
  started: string;
}

/** State and start time of a process from `/proc/<pid>/stat`; null when there is no such entry (or no /proc). */
function procStat(pid: number): ProcStat | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // `pid (comm) state ppid …`: comm may hold spaces and parentheses, so the fields are counted after the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const state = fields[0];
  const started = fields[19]; // field 22 of the line; the fields after ')' start at field 3
  return state && started ? { state, started } : null;
}

const hasProc = (): boolean => procStat(process.pid) !== null;

function parseOwner(text: string): LockOwner | null {
  const trimmed = text.trim();
  // Emulators before the start time was recorded wrote the bare pid.
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed), started: null };
  try {
    const o = JSON.parse(trimmed) as Partial<LockOwner> | null;
    if (!o || !Number.isInteger(o.pid) || (o.pid ?? 0) <= 0) return null;
    return { pid: o.pid ?? 0, started: typeof o.started === 'string' ? o.started : null };
  } catch {
    return null;
  }
}

/**
 * Whether the process that wrote the lock still runs. This process's own pid is alive only with this process's start
 * time: the same pid with another start time is an earlier process (a container restarted, its pid numbering anew).
 */
function ownerAlive(owner: LockOwner): boolean {
  if (owner.pid === process.pid) return owner.started !== null && owner.started === procStat(process.pid)?.started;
  try {
    process.kill(owner.pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false; // ESRCH: no such process
  }
  if (!hasProc()) return true;
  const stat = procStat(owner.pid);
  if (!stat || stat.state === 'Z' || stat.state === 'X') return false;
  return owner.started === null || owner.started === stat.started;
}

function errno(e: unknown): string | undefined {
  return (e as NodeJS.ErrnoException).code;
}

/**
 * Moves a stale lock out of the way, only if it is still the one judged stale: a starter that took it over in the
 * meantime keeps its lock (it is linked back, which fails rather than overwrite a newer one).
 */
function removeStale(file: string, staleText: string): void {
  const aside = `${file}.stale-${process.pid}`;
  try {
    renameSync(file, aside);
  } catch (e) {
    if (errno(e) === 'ENOENT') return; // someone else removed it first
    throw e;
  }
  try {
    if (readFileSync(aside, 'utf8') !== staleText) linkSync(aside, file);
  } catch {
    // a third starter created a lock meanwhile: that one stands
  } finally {
    unlinkSync(aside);
  }
}

/** Takes the directory's lock (taking over a dead owner's) and returns its release; throws LockError if it is held. */
export function lockDirectory(dir: string): () => void {
  const file = join(dir, 'LOCK');
  const stat = procStat(process.pid);
  const mine = JSON.stringify({ pid: process.pid, started: stat?.started ?? null });
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      writeFileSync(file, mine, { flag: 'wx' });
      return () => {
        try {
          // Never remove a lock that is not this process's own.
          if (readFileSync(file, 'utf8') === mine) unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (e) {
      if (errno(e) !== 'EEXIST') throw e;
    }
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (e) {
      if (errno(e) === 'ENOENT') continue; // released between the two calls
      throw e;
    }
    const owner = parseOwner(text);
    if (owner && ownerAlive(owner)) throw new LockError(`${dir} is in use by process ${owner.pid} (remove ${file} if that is wrong)`);
    removeStale(file, text); // left behind by a process that died (kill -9, a crash): take it over
  }
  throw new LockError(`cannot lock ${dir}: its lock keeps changing`);
}

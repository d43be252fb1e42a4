import { closeSync, fsyncSync, openSync, readdirSync, readFileSync, statSync, truncateSync, writeFileSync, unlinkSync, mkdirSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { Emulator, EmulatorResponse } from '../emulator/index.ts';
import { validateEvent } from '../emulator/ingest/validate.ts';

/**
 * The durable emulator's journal (`--data <dir>`): every accepted OpenLineage event, one JSON line each, appended and
 * fsynced before the 201 goes out. Segments `journal-000001.ndjson`, `journal-000002.ndjson`, … are replayed in order
 * on start; a segment is closed and the next one begun once it passes `segmentBytes`. Nothing is ever compacted away:
 * every event is part of Marquez's state (`/events/lineage` lists them all), so rotation is what keeps files bounded.
 */

export interface JournalIo {
  /** Appends `data` at the end of the open segment and makes it durable (write + fsync). */
  append(handle: FileHandle, data: string): Promise<void>;
}

export interface JournalOptions {
  dir: string;
  /** Start a new segment past this size (default 64 MiB). */
  segmentBytes?: number;
  /** For tests: how bytes reach the disk (a full disk is simulated here). */
  io?: JournalIo;
  log?: (line: string) => void;
}

export interface ReplayReport {
  events: number;
  segments: number;
  /** A last line cut short by a crash, dropped (and truncated away) — said so on start. */
  tornTail: { file: string; line: number; bytes: number } | null;
}

export interface Journal {
  readonly dir: string;
  /** POST /api/v1/lineage, durably: 201 only once the event is on disk; 507 (nothing stored) when it cannot be. */
  ingest(body: string): Promise<EmulatorResponse>;
  close(): Promise<void>;
}

export class JournalError extends Error {}

const SEGMENT_RE = /^journal-(\d{6})\.ndjson$/;
const segmentName = (n: number) => `journal-${String(n).padStart(6, '0')}.ndjson`;

const defaultIo: JournalIo = {
  async append(handle, data) {
    await handle.appendFile(data, 'utf8');
    await handle.sync();
  },
};

function segments(dir: string): { n: number; file: string }[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const m = SEGMENT_RE.exec(name);
      return m ? [{ n: Number(m[1]), file: join(dir, name) }] : [];
    })
    .sort((a, b) => a.n - b.n);
}

function fsyncDir(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Some filesystems refuse to fsync a directory; the segment itself is still synced.
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** One process per data directory: a second emulator appending to the same journal would interleave lines. */
function lock(dir: string): () => void {
  const file = join(dir, 'LOCK');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const owner = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && alive(owner)) {
        throw new JournalError(`${dir} is in use by process ${owner} (remove ${file} if that is wrong)`);
      }
      unlinkSync(file); // left behind by a process that died (kill -9): take it over
    }
  }
  throw new JournalError(`cannot lock ${dir}`);
}

function describeRejection(body: string): string {
  try {
    const parsed = JSON.parse(body) as { errors?: string[]; message?: string };
    return (parsed.errors ?? [parsed.message ?? body]).join('; ');
  } catch {
    return body;
  }
}

/**
 * Replays every segment into the emulator, in the order the events were accepted. A last line without its newline is
 * a write a crash cut short (its 201 was never sent): it is dropped and truncated away. Any other line that is not an
 * event the emulator accepts refuses the whole journal, with the file and line, rather than starting without it.
 */
export function replayJournal(dir: string, emulator: Emulator, log: (line: string) => void = console.log): ReplayReport {
  const segs = segments(dir);
  let events = 0;
  let tornTail: ReplayReport['tornTail'] = null;
  segs.forEach((seg, index) => {
    const text = readFileSync(seg.file, 'utf8');
    const lines = text.split('\n');
    const complete = text.endsWith('\n') || text === '';
    lines.forEach((line, i) => {
      const isTail = i === lines.length - 1;
      if (isTail && complete) return; // the empty string after the final newline
      if (isTail && index === segs.length - 1) {
        const bytes = Buffer.byteLength(line, 'utf8');
        truncateSync(seg.file, Buffer.byteLength(text, 'utf8') - bytes);
        tornTail = { file: seg.file, line: i + 1, bytes };
        log(`journal: dropped a torn last line (${bytes} bytes) at ${seg.file}:${i + 1} — a write cut short by a crash, never acknowledged`);
        return;
      }
      if (isTail) throw new JournalError(`${seg.file}:${i + 1}: a segment other than the last ends without a newline; refusing to start`);
      if (line.trim() === '') return;
      let event: unknown;
      try {
        event = JSON.parse(line) as unknown;
      } catch {
        throw new JournalError(`${seg.file}:${i + 1}: not JSON; refusing to start rather than lose the events after it (fix or remove that line)`);
      }
      const r = emulator.ingest(event);
      if (r.status !== 201) {
        throw new JournalError(`${seg.file}:${i + 1}: the emulator refuses this event (${r.status}: ${describeRejection(r.body)}); refusing to start`);
      }
      events++;
    });
  });
  return { events, segments: segs.length, tornTail };
}

interface Pending {
  line: string;
  event: unknown;
  done: (ok: boolean) => void;
}

/**
 * Opens (creating) the data directory, replays it into `emulator`, and returns the durable ingest. Concurrent POSTs
 * are group-committed: whatever arrived while the previous fsync ran is written and synced together, then applied to
 * the emulator in journal order, then answered.
 */
export async function openJournal(emulator: Emulator, opts: JournalOptions): Promise<{ journal: Journal; report: ReplayReport }> {
  const { dir } = opts;
  const log = opts.log ?? console.log;
  const io = opts.io ?? defaultIo;
  const segmentBytes = opts.segmentBytes ?? 64 * 1024 * 1024;
  mkdirSync(dir, { recursive: true });
  const unlock = lock(dir);
  let report: ReplayReport;
  try {
    report = replayJournal(dir, emulator, log);
  } catch (e) {
    unlock();
    throw e;
  }
  let current = segments(dir).at(-1) ?? { n: 1, file: join(dir, segmentName(1)) };
  let handle = await open(current.file, 'a');
  fsyncDir(dir);
  let size = statSync(current.file).size;

  let queue: Pending[] = [];
  let flushing = false;

  const rotate = async () => {
    await handle.close();
    current = { n: current.n + 1, file: join(dir, segmentName(current.n + 1)) };
    handle = await open(current.file, 'a');
    fsyncDir(dir);
    size = 0;
    log(`journal: started ${current.file}`);
  };

  const flush = async (): Promise<void> => {
    if (flushing) return;
    flushing = true;
    try {
      while (queue.length > 0) {
        // A full segment is closed when the next write comes, so no empty segment is left behind.
        if (size >= segmentBytes) {
          try {
            await rotate();
          } catch (e) {
            log(`journal: could not start a new segment, appending to the current one: ${e instanceof Error ? e.message : String(e)}`);
          }
        }
        const batch = queue;
        queue = [];
        const data = batch.map((p) => p.line).join('');
        const before = size;
        let ok = true;
        try {
          await io.append(handle, data);
          size += Buffer.byteLength(data, 'utf8');
        } catch (e) {
          ok = false;
          log(`journal: could not write ${batch.length} event(s): ${e instanceof Error ? e.message : String(e)}`);
          // Cut back whatever part of the batch reached the file, so nothing unacknowledged is replayed later.
          try {
            await handle.truncate(before);
            await handle.sync();
          } catch {
            // a torn tail left here is dropped on the next start
          }
        }
        for (const p of batch) {
          if (ok) emulator.ingest(p.event);
          p.done(ok);
        }

      }
    } finally {
      flushing = false;
    }
  };

  const journal: Journal = {
    dir,
    async ingest(body): Promise<EmulatorResponse> {
      let event: unknown;
      try {
        event = JSON.parse(body) as unknown;
      } catch {
        event = undefined;
      }
      // Anything the emulator would refuse is answered by it directly and never reaches the disk.
      if (event === undefined || !validateEvent(event).ok) {
        const r = emulator.ingest(event === undefined ? body : event);
        return { status: r.status, headers: { 'content-type': 'application/json' }, body: r.body };
      }
      const ok = await new Promise<boolean>((done) => {
        queue.push({ line: `${JSON.stringify(event)}\n`, event, done });
        void flush();
      });
      if (!ok) {
        return { status: 507, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: 507, message: 'Insufficient storage: the event could not be written to the journal and was not stored.' }) };
      }
      return { status: 201, headers: {}, body: '' };
    },
    async close() {
      while (flushing || queue.length > 0) await new Promise((r) => setTimeout(r, 5));
      await handle.close();
      unlock();
    },
  };
  return { journal, report };
}

import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, statSync, truncateSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { Emulator, EmulatorResponse } from '../emulator/index.ts';
import { validateEvent } from '../emulator/ingest/validate.ts';
import { LockError, lockDirectory } from './journal-lock.ts';

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
  /** Tags and soft deletes replayed between the events. */
  writes: number;
}

export interface Journal {
  readonly dir: string;
  /** POST /api/v1/lineage, durably: 201 only once the event is on disk; 507 (nothing stored) when it cannot be. */
  ingest(body: string): Promise<EmulatorResponse>;
  /** Any other write (tags, soft deletes), durably and in order with the events. */
  write(method: string, url: string, body: string): Promise<EmulatorResponse>;
  close(): Promise<void>;
}

export class JournalError extends Error {}

const SEGMENT_RE = /^journal-(\d{6})\.ndjson$/;
const WRITES_FILE = 'api-writes.jsonl';
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

function describeRejection(body: string): string {
  try {
    const parsed = JSON.parse(body) as { errors?: string[]; message?: string };
    return (parsed.errors ?? [parsed.message ?? body]).join('; ');
  } catch {
    return body;
  }
}

interface JournalLine {
  file: string;
  line: number;
  text: string;
}

/**
 * The complete lines of a stream of files, in order. A last line without its newline is a write a crash cut short (its
 * answer was never sent): it is truncated away and reported. Only the stream's last file may end that way.
 */
function readLines(files: readonly string[], log: (line: string) => void): { lines: JournalLine[]; torn: ReplayReport['tornTail'] } {
  const lines: JournalLine[] = [];
  let torn: ReplayReport['tornTail'] = null;
  files.forEach((file, index) => {
    const text = readFileSync(file, 'utf8');
    const parts = text.split('\n');
    const complete = text.endsWith('\n') || text === '';
    parts.forEach((part, i) => {
      const isTail = i === parts.length - 1;
      if (isTail && complete) return; // the empty string after the final newline
      if (isTail && index === files.length - 1) {
        const bytes = Buffer.byteLength(part, 'utf8');
        truncateSync(file, Buffer.byteLength(text, 'utf8') - bytes);
        torn = { file, line: i + 1, bytes };
        log(`journal: dropped a torn last line (${bytes} bytes) at ${file}:${i + 1} — a write cut short by a crash, never acknowledged`);
        return;
      }
      if (isTail) throw new JournalError(`${file}:${i + 1}: a file other than the last ends without a newline; refusing to start`);
      if (part.trim() !== '') lines.push({ file, line: i + 1, text: part });
    });
  });
  return { lines, torn };
}

function parseLine(l: JournalLine): unknown {
  try {
    return JSON.parse(l.text) as unknown;
  } catch {
    throw new JournalError(`${l.file}:${l.line}: not JSON; refusing to start rather than lose what comes after it (fix or remove that line)`);
  }
}

/** A tag or soft delete made through the API, kept beside the events (`api-writes.jsonl`, which `--events` skips). */
interface ApiWrite {
  /** How many events had been journaled before it: where it goes when the journal is replayed. */
  after: number;
  method: string;
  url: string;
  body: string;
}

function parseWrite(l: JournalLine): ApiWrite {
  const w = parseLine(l) as Partial<ApiWrite> | null;
  if (!w || typeof w.after !== 'number' || typeof w.method !== 'string' || typeof w.url !== 'string' || typeof w.body !== 'string') {
    throw new JournalError(`${l.file}:${l.line}: not an API write; refusing to start`);
  }
  return { after: w.after, method: w.method, url: w.url, body: w.body };
}

/**
 * Replays the journal into the emulator in the order it was accepted: the events, and between them the API writes
 * (tags, soft deletes) where they happened. Any event line the emulator does not accept refuses the whole journal,
 * with the file and line, rather than starting without it. Writes answer as they did the first time (they depend on
 * nothing but the state before them), so their answers are not checked again.
 */
export async function replayJournal(dir: string, emulator: Emulator, log: (line: string) => void = console.log): Promise<ReplayReport> {
  const segs = segments(dir);
  const { lines, torn } = readLines(
    segs.map((s) => s.file),
    log,
  );
  const writesFile = join(dir, WRITES_FILE);
  const writes = existsSync(writesFile) ? readLines([writesFile], log).lines.map(parseWrite) : [];
  let events = 0;
  let w = 0;
  const applyWritesUpTo = async (count: number) => {
    for (; w < writes.length && (writes[w]?.after ?? Infinity) <= count; w++) {
      const write = writes[w];
      if (write) await emulator.handle({ method: write.method, url: write.url, body: write.body });
    }
  };
  for (const l of lines) {
    await applyWritesUpTo(events);
    const r = emulator.ingest(parseLine(l));
    if (r.status !== 201) {
      throw new JournalError(`${l.file}:${l.line}: the emulator refuses this event (${r.status}: ${describeRejection(r.body)}); refusing to start`);
    }
    events++;
  }
  await applyWritesUpTo(Infinity);
  return { events, segments: segs.length, tornTail: torn, writes: writes.length };
}

interface Pending {
  kind: 'event' | 'write';
  /** The journal line; `after` = events journaled before it (what a write records to be replayed in place). */
  line: (after: number) => string;
  /** Once on disk: apply to the emulator and answer. */
  apply: () => Promise<void>;
  /** Could not be written: answer 507, store nothing. */
  fail: () => void;
}

const INSUFFICIENT_STORAGE: EmulatorResponse = {
  status: 507,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ code: 507, message: 'Insufficient storage: the request could not be written to the journal and was not stored.' }),
};

/**
 * Takes the data directory's lock (creating the directory) and replays it into `emulator`; the lock is released if the
 * replay fails.
 */
async function recoverJournal(dir: string, emulator: Emulator, log: (line: string) => void): Promise<{ unlock: () => void; report: ReplayReport }> {
  mkdirSync(dir, { recursive: true });
  let unlock: () => void;
  try {
    unlock = lockDirectory(dir);
  } catch (e) {
    if (e instanceof LockError) throw new JournalError(e.message);
    throw e;
  }
  try {
    return { unlock, report: await replayJournal(dir, emulator, log) };
  } catch (e) {
    unlock();
    throw e;
  }
}

/** Appends and syncs; on failure cuts the file back to where it was, so nothing unacknowledged stays. */
async function appendDurably(io: JournalIo, file: FileHandle, data: string, what: string, log: (line: string) => void): Promise<boolean> {
  const before = (await file.stat()).size;
  try {
    await io.append(file, data);
    return true;
  } catch (e) {
    log(`journal: could not write ${what}: ${e instanceof Error ? e.message : String(e)}`);
    try {
      await file.truncate(before);
      await file.sync();
    } catch {
      // a torn tail left here is dropped on the next start
    }
    return false;
  }
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
  const { unlock, report } = await recoverJournal(dir, emulator, log);
  let current = segments(dir).at(-1) ?? { n: 1, file: join(dir, segmentName(1)) };
  let handle = await open(current.file, 'a');
  fsyncDir(dir);
  let size = statSync(current.file).size;

  let queue: Pending[] = [];
  let flushing = false;
  let journaled = report.events;
  const writesFile = join(dir, WRITES_FILE);
  let writes: FileHandle | null = null;

  const rotate = async () => {
    await handle.close();
    current = { n: current.n + 1, file: join(dir, segmentName(current.n + 1)) };
    handle = await open(current.file, 'a');
    fsyncDir(dir);
    size = 0;
    log(`journal: started ${current.file}`);
  };

  const durably = (file: FileHandle, data: string, what: string) => appendDurably(io, file, data, what, log);

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
        let count = journaled;
        let eventData = '';
        let writeData = '';
        for (const p of batch) {
          if (p.kind === 'event') eventData += p.line(count++);
          else writeData += p.line(count);
        }
        const eventsOk = eventData === '' || (await durably(handle, eventData, `${count - journaled} event(s)`));
        if (eventsOk) {
          size += Buffer.byteLength(eventData, 'utf8');
          journaled = count;
        }
        // Writes go to disk only after the events they follow, so a replay never applies one before its events.
        let writesOk = eventsOk;
        if (eventsOk && writeData !== '') {
          if (!writes) {
            writes = await open(writesFile, 'a');
            fsyncDir(dir);
          }
          writesOk = await durably(writes, writeData, 'API writes');
        }
        for (const p of batch) {
          if (p.kind === 'event' ? eventsOk : writesOk) await p.apply();
          else p.fail();
        }
      }
    } finally {
      flushing = false;
    }
  };

  const enqueue = (p: Omit<Pending, 'apply' | 'fail'>, apply: () => Promise<EmulatorResponse>): Promise<EmulatorResponse> =>
    new Promise((answer) => {
      queue.push({ ...p, apply: async () => answer(await apply()), fail: () => answer(INSUFFICIENT_STORAGE) });
      void flush();
    });

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
      const line = `${JSON.stringify(event)}\n`;
      return enqueue({ kind: 'event', line: () => line }, async () => {
        emulator.ingest(event);
        return { status: 201, headers: {}, body: '' };
      });
    },
    async write(method, url, body): Promise<EmulatorResponse> {
      return enqueue({ kind: 'write', line: (after) => `${JSON.stringify({ after, method, url, body })}\n` }, () => emulator.handle({ method, url, body }));
    },
    async close() {
      while (flushing || queue.length > 0) await new Promise((r) => setTimeout(r, 5));
      await handle.close();
      await writes?.close();
      unlock();
    },
  };
  return { journal, report };
}

import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readEventFiles } from '../cli/event-files.ts';
import { createEmulator } from '../emulator/index.ts';
import { storeDigest } from '../emulator/testing/store-digest.ts';
import { runEvent, uuid } from '../emulator/testing/event-builders.ts';
import { JournalError, openJournal, type Journal, type JournalIo } from './journal.ts';

const dirs: string[] = [];
const open: Journal[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((j) => j.close()));
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'tributary-journal-'));
  dirs.push(d);
  return d;
}

const event = (n: number) =>
  runEvent({
    time: `2024-01-01T00:00:${String(n % 60).padStart(2, '0')}Z`,
    runId: uuid(n),
    job: `job-${n}`,
    outputs: [{ namespace: 'ns', name: `t${n}`, fields: ['a'] }],
  });
const quiet = () => undefined;

async function start(dir: string, extra: { io?: JournalIo; segmentBytes?: number } = {}) {
  const emulator = createEmulator({ clock: () => new Date('2024-06-01T00:00:00Z') });
  const opened = await openJournal(emulator, { dir, log: quiet, ...extra });
  open.push(opened.journal);
  return { emulator, ...opened };
}

async function stop(j: Journal) {
  open.splice(open.indexOf(j), 1);
  await j.close();
}

function journalLines(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.ndjson'))
    .sort()
    .flatMap((f) => readFileSync(join(dir, f), 'utf8').split('\n').filter(Boolean));
}

describe('durable emulator journal: append and recover', () => {
  it('journals accepted events only, and a restart replays them into the same state', async () => {
    const dir = tempDir();
    const a = await start(dir);
    const answers = await Promise.all([
      a.journal.ingest(JSON.stringify(event(1))),
      a.journal.ingest('{not json'),
      a.journal.ingest(JSON.stringify({ eventType: 'COMPLETE' })),
      a.journal.ingest(JSON.stringify(event(2))),
    ]);
    expect(answers.map((r) => r.status)).toEqual([201, 400, 422, 201]);
    expect(journalLines(dir)).toHaveLength(2);
    const digest = storeDigest(a.emulator.store);
    await stop(a.journal);

    const b = await start(dir);
    expect(b.report).toMatchObject({ events: 2, segments: 1, tornTail: null });
    expect(storeDigest(b.emulator.store)).toBe(digest);
  });

  it('drops a torn last line, says so, and keeps appending after it', async () => {
    const dir = tempDir();
    const a = await start(dir);
    await a.journal.ingest(JSON.stringify(event(1)));
    await stop(a.journal);
    const file = join(dir, 'journal-000001.ndjson');
    appendFileSync(file, JSON.stringify(event(2)).slice(0, 40));
    const logged: string[] = [];
    const emulator = createEmulator();
    const b = await openJournal(emulator, { dir, log: (l) => logged.push(l) });
    open.push(b.journal);
    expect(b.report.events).toBe(1);
    expect(b.report.tornTail).toMatchObject({ line: 2, bytes: 40 });
    expect(logged.join('\n')).toMatch(/torn last line \(40 bytes\) at .*journal-000001\.ndjson:2/);
    expect((await b.journal.ingest(JSON.stringify(event(3)))).status).toBe(201);
    expect(journalLines(dir).map((l) => (JSON.parse(l) as { job: { name: string } }).job.name)).toEqual(['job-1', 'job-3']);
  });

  it('refuses a journal with a bad line in the middle, naming the line, instead of starting empty', async () => {
    const dir = tempDir();
    const file = join(dir, 'journal-000001.ndjson');
    writeFileSync(file, [JSON.stringify(event(1)), '{"edited by hand"', JSON.stringify(event(2)), ''].join('\n'));
    await expect(start(dir)).rejects.toThrow(JournalError);
    await expect(start(dir)).rejects.toThrow(/journal-000001\.ndjson:2: not JSON/);
    writeFileSync(file, [JSON.stringify(event(1)), JSON.stringify({ eventType: 'START' }), JSON.stringify(event(2)), ''].join('\n'));
    await expect(start(dir)).rejects.toThrow(/journal-000001\.ndjson:2: the emulator refuses this event \(422/);
    // the refused journal is left exactly as it was
    expect(readFileSync(file, 'utf8').split('\n')).toHaveLength(4);
  });

  it('answers 507 on a full disk and stores nothing, not even part of a line', async () => {
    const dir = tempDir();
    let full = false;
    const io: JournalIo = {
      async append(handle, data) {
        if (full) {
          // A full disk takes part of the write, then fails.
          await handle.appendFile(data.slice(0, 25));
          throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
        }
        await handle.appendFile(data);
        await handle.sync();
      },
    };
    const a = await start(dir, { io });
    expect((await a.journal.ingest(JSON.stringify(event(1)))).status).toBe(201);
    const before = storeDigest(a.emulator.store);
    const onDisk = readFileSync(join(dir, 'journal-000001.ndjson'), 'utf8');
    full = true;
    const refused = await Promise.all([a.journal.ingest(JSON.stringify(event(2))), a.journal.ingest(JSON.stringify(event(3)))]);
    expect(refused.map((r) => r.status)).toEqual([507, 507]);
    expect(JSON.parse(refused[0]?.body ?? '')).toMatchObject({ code: 507 });
    expect(storeDigest(a.emulator.store)).toBe(before);
    expect(readFileSync(join(dir, 'journal-000001.ndjson'), 'utf8')).toBe(onDisk);
    full = false;
    expect((await a.journal.ingest(JSON.stringify(event(4)))).status).toBe(201);
    await stop(a.journal);
    const b = await start(dir);
    expect(b.report.events).toBe(2);
  });
});

describe('durable emulator journal: segments, API writes and the directory lock', () => {
  it('rotates into numbered segments that replay in order, and that --events reads as a directory', async () => {
    const dir = tempDir();
    const a = await start(dir, { segmentBytes: 1500 });
    for (let i = 1; i <= 12; i++) expect((await a.journal.ingest(JSON.stringify(event(i)))).status).toBe(201);
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.ndjson'))
      .sort();
    expect(files.length).toBeGreaterThan(2);
    expect(files[0]).toBe('journal-000001.ndjson');
    const digest = storeDigest(a.emulator.store);
    await stop(a.journal);
    const b = await start(dir, { segmentBytes: 1500 });
    expect(b.report).toMatchObject({ events: 12, segments: files.length });
    expect(storeDigest(b.emulator.store)).toBe(digest);
    const read = await readEventFiles([dir]);
    expect(read.problems).toEqual([]);
    expect(createEmulator().loadEvents(read.events.map((e) => e.event))).toEqual({ loaded: 12, rejected: [] });
  });

  it('keeps tags and soft deletes too, replayed in place between the events', async () => {
    const dir = tempDir();
    const a = await start(dir);
    const dataset = '/api/v1/namespaces/ns/datasets/t1';
    expect((await a.journal.ingest(JSON.stringify(event(1)))).status).toBe(201);
    expect((await a.journal.write('PUT', '/api/v1/tags/PII', JSON.stringify({ description: 'personal' }))).status).toBe(200);
    expect((await a.journal.write('POST', `${dataset}/tags/PII`, '')).status).toBe(200);
    expect((await a.journal.write('DELETE', '/api/v1/namespaces/ns/jobs/job-1', '')).status).toBe(200);
    expect((await a.journal.write('DELETE', dataset, '')).status).toBe(200);
    // An event naming the dataset again brings it back; the job, not named, stays deleted.
    const again = runEvent({ time: '2024-01-02T00:00:00Z', runId: uuid(99), job: 'other', inputs: [{ namespace: 'ns', name: 't1', fields: ['a'] }] });
    expect((await a.journal.ingest(JSON.stringify(again))).status).toBe(201);
    const answers = async (em: typeof a.emulator) =>
      Promise.all(['/api/v1/tags', dataset, '/api/v1/namespaces/ns/jobs/job-1'].map(async (url) => (await em.handle({ method: 'GET', url })).status));
    const before = await answers(a.emulator);
    expect(before).toEqual([200, 200, 404]);
    const tagsBefore = (await a.emulator.handle({ method: 'GET', url: dataset })).body;
    await stop(a.journal);

    const b = await start(dir);
    expect(b.report).toMatchObject({ events: 2, writes: 4 });
    expect(await answers(b.emulator)).toEqual(before);
    expect((await b.emulator.handle({ method: 'GET', url: dataset })).body).toBe(tagsBefore);
    expect(JSON.parse((await b.emulator.handle({ method: 'GET', url: '/api/v1/tags' })).body)).toEqual({ tags: [{ name: 'PII', description: 'personal' }] });
    // `--events <dir>` reads the events only.
    expect((await readEventFiles([dir])).events).toHaveLength(2);
  });

  it('refuses a second emulator on the same directory while the first runs', async () => {
    const dir = tempDir();
    await start(dir);
    writeFileSync(join(dir, 'LOCK'), String(process.ppid));
    await expect(start(dir)).rejects.toThrow(/in use by process/);
  });
});

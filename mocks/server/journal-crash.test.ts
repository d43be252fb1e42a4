import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnEmulator } from '../emulator/testing/emulator-process.ts';
import { runEvent, uuid } from '../emulator/testing/event-builders.ts';

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function startEmulator(dataDir: string) {
  const started = spawnEmulator(dataDir);
  children.push(started.child);
  return started.listening;
}

const TOTAL = 3000;
const KILL_AFTER = 300;
// Every 7th event is invalid (no producer): the emulator refuses it with 422, so it must never be stored.
const isInvalid = (i: number) => i % 7 === 3;
function eventFor(i: number): Record<string, unknown> {
  const e = runEvent({
    time: `2024-01-01T00:00:00Z`,
    runId: uuid(10_000 + i),
    job: `burst-${i % 20}`,
    outputs: [{ namespace: 'ns', name: `t${i % 30}`, fields: ['a'] }],
  });
  if (isInvalid(i)) delete e.producer;
  return e;
}

describe('durable emulator survives kill -9 (issue 20)', () => {
  it('keeps every event it answered 201 for, once, and none it refused', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tributary-crash-'));
    dirs.push(dir);
    const first = await startEmulator(dir);

    const outcome = new Map<string, number | 'no answer'>();
    let accepted = 0;
    let killedWith = -1;
    const kill = () => {
      if (killedWith >= 0) return;
      killedWith = accepted;
      first.child.kill('SIGKILL');
    };
    // 32 clients posting back to back, so requests are in flight at every moment, and the kill lands mid-stream.
    // Each client goes on until a post gets no answer: on a fast machine every request in flight at the kill can
    // already have been answered, and a client that stopped at the kill would then never see the server gone.
    let next = 0;
    const client = async () => {
      while (next < TOTAL) {
        const e = eventFor(next++);
        const runId = (e.run as { runId: string }).runId;
        try {
          const res = await fetch(`${first.url}/api/v1/lineage`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(e) });
          outcome.set(runId, res.status);
          if (res.status === 201 && ++accepted >= KILL_AFTER) kill();
        } catch {
          outcome.set(runId, 'no answer');
          return;
        }
      }
    };
    await Promise.all(Array.from({ length: 32 }, client));
    kill();
    await new Promise<void>((ok) => (first.child.exitCode !== null || first.child.signalCode !== null ? ok() : first.child.once('exit', () => ok())));

    const answered201 = [...outcome].filter(([, s]) => s === 201).map(([id]) => id);
    const refused = [...outcome].filter(([, s]) => s !== 201 && s !== 'no answer').map(([id]) => id);
    const unanswered = [...outcome].filter(([, s]) => s === 'no answer').map(([id]) => id);
    // The kill really landed in the middle of the burst.
    expect(answered201.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(outcome.size).toBeLessThan(TOTAL);
    expect(unanswered.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((id) => isInvalid(Number(id.slice(-5)) - 10_000))).toBe(true);

    const second = await startEmulator(dir);
    const res = await fetch(`${second.url}/api/v1/events/lineage?limit=100000&sortDirection=asc`);
    const stored = ((await res.json()) as { events: { run: { runId: string } }[] }).events.map((e) => e.run.runId);
    const times = new Map<string, number>();
    for (const id of stored) times.set(id, (times.get(id) ?? 0) + 1);

    expect([...times.values()].every((n) => n === 1)).toBe(true); // none twice
    expect(answered201.filter((id) => times.get(id) !== 1)).toEqual([]); // every 201 is there
    expect(refused.filter((id) => times.has(id))).toEqual([]); // nothing refused appears
    // Unanswered POSTs may or may not have reached the disk; whatever is stored came from this burst.
    expect(stored.every((id) => outcome.has(id))).toBe(true);
    expect(second.output()).toMatch(/replayed \d+ event\(s\)/);
    console.log(
      `crash test: ${answered201.length} answered 201, ${refused.length} refused, ${unanswered.length} unanswered at kill (after ${killedWith} 201s); ${stored.length} stored after restart`,
    );
    second.child.kill('SIGTERM');
  });
});

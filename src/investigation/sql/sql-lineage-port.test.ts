import { afterEach, describe, expect, it, vi } from 'vitest';
import { deriveSqlLineage } from '../../domain/sql-lineage/derive-sql-lineage.ts';
import type { SqlJobDatasets } from '../../domain/sql-lineage/derived-types.ts';
import { deriveSqlBatch } from './derive-sql-batch.ts';
import type { SqlWork } from './sql-work.ts';

const KAFKA = 'kafka://broker:9092';
const datasets: SqlJobDatasets = {
  inputs: [{ namespace: KAFKA, name: 'orders', fields: [], aliases: [] }],
  outputs: [{ namespace: KAFKA, name: 'totals', fields: [], aliases: [] }],
};
const good: SqlWork = { id: 'job:flink:totals', sql: 'INSERT INTO totals SELECT order_id, amount * 2 AS doubled FROM orders', datasets };
const bad: SqlWork = { id: 'job:flink:broken', sql: 'INSERT INTO totals SELECT FROM WHERE ((', datasets };

/**
 * A stand-in for the browser's module worker: answers on the next task, like a real one, fails to load, sends an
 * answer that cannot be deserialized, or (hung) never answers — `hangs` counts the first posts that go unanswered.
 */
function fakeWorker(mode: 'answer' | 'fail' | 'garbled', hangs = 0) {
  let unanswered = hangs;
  const created: FakeWorker[] = [];
  class FakeWorker extends EventTarget {
    terminated = false;
    constructor() {
      super();
      created.push(this);
    }
    postMessage(data: { id: number; work: SqlWork[] }) {
      if (unanswered > 0) {
        unanswered--;
        return;
      }
      setTimeout(() => {
        if (this.terminated) return;
        if (mode === 'garbled') return void this.dispatchEvent(new MessageEvent('messageerror'));
        if (mode === 'fail') this.dispatchEvent(Object.assign(new Event('error'), { message: 'boom' }));
        else this.dispatchEvent(new MessageEvent('message', { data: { id: data.id, results: deriveSqlBatch(JSON.parse(JSON.stringify(data.work))) } }));
      });
    }
    terminate() {
      this.terminated = true;
    }
  }
  return { FakeWorker, created };
}

async function freshPort() {
  vi.resetModules();
  return (await import('./sql-lineage-port.ts')).deriveSqlLineageAsync;
}

async function freshWarm() {
  vi.resetModules();
  return await import('./sql-lineage-port.ts');
}

afterEach(() => vi.unstubAllGlobals());

describe('deriveSqlLineageAsync', () => {
  it('in Node, derives each script directly, as the deriver does, in order', async () => {
    const derive = await freshPort();
    const results = await derive([good, bad]);
    expect(results.map(([id]) => id)).toEqual([good.id, bad.id]);
    expect(results[0]![1]).toEqual(deriveSqlLineage(good.sql, datasets));
    expect(results[0]![1].outputs[0]!.fields['doubled']).toBeDefined();
    expect(await derive([])).toEqual([]);
  });

  it('says a script the deriver throws on is unsupported instead of failing the batch', () => {
    const [[, derived]] = deriveSqlBatch([{ ...good, datasets: null as unknown as SqlJobDatasets }]) as [[string, ReturnType<typeof deriveSqlLineage>]];
    expect(derived.parser).toBe('none');
    expect(derived.unsupported[0]!.reason).toMatch(/^the SQL could not be read/);
  });

  it('in a browser, asks one worker, started at the first request and reused, for the same answer', async () => {
    const { FakeWorker, created } = fakeWorker('answer');
    vi.stubGlobal('window', {});
    vi.stubGlobal('Worker', FakeWorker);
    const derive = await freshPort();
    const [first, second] = await Promise.all([derive([good]), derive([bad])]);
    expect(first).toEqual(deriveSqlBatch([good]));
    expect(second).toEqual(deriveSqlBatch([bad]));
    expect(await derive([good])).toEqual(first);
    expect(created).toHaveLength(1);
  });

  it('in a browser, a worker that stops makes each waiting script one unsupported entry, and the next request starts another', async () => {
    const { FakeWorker, created } = fakeWorker('fail');
    vi.stubGlobal('window', {});
    vi.stubGlobal('Worker', FakeWorker);
    const derive = await freshPort();
    const results = await derive([good, bad]);
    expect(results.map(([id, d]) => [id, d.parser, d.unsupported[0]!.reason])).toEqual([
      [good.id, 'none', 'the SQL could not be read (the SQL worker stopped: boom)'],
      [bad.id, 'none', 'the SQL could not be read (the SQL worker stopped: boom)'],
    ]);
    expect(created[0]!.terminated).toBe(true);
    await derive([good]);
    expect(created).toHaveLength(2);
  });

  it('in a browser, a worker that never answers fails the waiting scripts as timed out, and the next request gets a new worker', async () => {
    const { FakeWorker, created } = fakeWorker('answer', 1);
    vi.stubGlobal('window', {});
    vi.stubGlobal('Worker', FakeWorker);
    const derive = await freshPort();
    const results = await derive([good, bad], { timeoutMs: 20 });
    expect(results.map(([id, d]) => [id, d.parser, d.unsupported[0]!.reason])).toEqual([
      [good.id, 'none', 'the SQL could not be read (the SQL worker timed out after 0.02 s)'],
      [bad.id, 'none', 'the SQL could not be read (the SQL worker timed out after 0.02 s)'],
    ]);
    expect(created[0]!.terminated).toBe(true);
    expect(await derive([good], { timeoutMs: 1000 })).toEqual(deriveSqlBatch([good]));
    expect(created).toHaveLength(2);
  });

  it('in a browser, an answer that cannot be read fails the waiting scripts and replaces the worker', async () => {
    const { FakeWorker, created } = fakeWorker('garbled');
    vi.stubGlobal('window', {});
    vi.stubGlobal('Worker', FakeWorker);
    const derive = await freshPort();
    const [[, derived]] = (await derive([good])) as [[string, ReturnType<typeof deriveSqlLineage>]];
    expect(derived.unsupported[0]!.reason).toBe('the SQL could not be read (the SQL worker sent an answer that could not be read)');
    expect(created[0]!.terminated).toBe(true);
    await derive([good]);
    expect(created).toHaveLength(2);
  });

  it("warming up arms the page's first pointer or key press, which starts the one worker that the next request reuses; in Node it does nothing", async () => {
    const inNode = await freshWarm();
    inNode.warmSqlLineage();
    const { FakeWorker, created } = fakeWorker('answer');
    const page = new EventTarget();
    vi.stubGlobal('window', page);
    vi.stubGlobal('Worker', FakeWorker);
    const { warmSqlLineage, deriveSqlLineageAsync } = await freshWarm();
    warmSqlLineage();
    warmSqlLineage();
    expect(created).toHaveLength(0);
    page.dispatchEvent(new Event('pointerdown'));
    expect(created).toHaveLength(1);
    page.dispatchEvent(new Event('keydown'));
    expect(created).toHaveLength(1);
    expect(await deriveSqlLineageAsync([good])).toEqual(deriveSqlBatch([good]));
    expect(created).toHaveLength(1);
  });

  it('a key press starts it too, and once a request has started the worker, the first press starts no other', async () => {
    const { FakeWorker, created } = fakeWorker('answer');
    const page = new EventTarget();
    vi.stubGlobal('window', page);
    vi.stubGlobal('Worker', FakeWorker);
    const first = await freshWarm();
    first.warmSqlLineage();
    page.dispatchEvent(new Event('keydown'));
    expect(created).toHaveLength(1);

    const second = await freshWarm();
    second.warmSqlLineage();
    expect(await second.deriveSqlLineageAsync([good])).toEqual(deriveSqlBatch([good]));
    expect(created).toHaveLength(2);
    page.dispatchEvent(new Event('pointerdown'));
    expect(created).toHaveLength(2);
  });
});

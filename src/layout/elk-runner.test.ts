import { describe, expect, it, vi } from 'vitest';
import type { ElkNode } from 'elkjs/lib/elk-api';
import { createElkRunner, type ElkInstance } from './elk-runner.ts';

interface Call {
  graph: ElkNode;
  resolve: (n: ElkNode) => void;
  reject: (e: unknown) => void;
}

/** A controllable ELK: every layout call waits until the test answers it. */
function fakeElk() {
  const calls: Call[] = [];
  const terminated: number[] = [];
  let created = 0;
  const create = vi.fn((): Promise<ElkInstance> => {
    const me = created++;
    return Promise.resolve({
      layout: (graph) =>
        new Promise<ElkNode>((resolve, reject) => {
          calls.push({ graph, resolve, reject });
        }),
      terminateWorker: () => terminated.push(me),
    });
  });
  return { calls, terminated, create, createdCount: () => created };
}

const graph = (id: string): ElkNode => ({ id: 'root', children: [{ id, width: 10, height: 10 }] });
const laidOut = (id: string, x: number): ElkNode => ({ id: 'root', children: [{ id, x, y: 0, width: 10, height: 10 }] });
const flush = () => new Promise<void>((r) => setImmediate(r));

describe('ELK runner', () => {
  it('drops the stale result of an aborted request and still answers the newer one', async () => {
    const elk = fakeElk();
    const runner = createElkRunner({ create: elk.create, restartOnAbort: false });
    const first = new AbortController();
    const a = runner.layout(graph('a'), { signal: first.signal });
    const b = runner.layout(graph('b'));
    await flush();
    first.abort();
    elk.calls[0]?.resolve(laidOut('a', 1));
    elk.calls[1]?.resolve(laidOut('b', 2));
    await expect(a).rejects.toMatchObject({ name: 'AbortError' });
    await expect(b).resolves.toMatchObject({ nodes: { b: { x: 2 } } });
  });

  it('on abort, restarts the worker and resubmits requests queued behind the cancelled one', async () => {
    const elk = fakeElk();
    const runner = createElkRunner({ create: elk.create, restartOnAbort: true });
    const first = new AbortController();
    const a = runner.layout(graph('a'), { signal: first.signal });
    const aSettled = a.catch((e: unknown) => e);
    const b = runner.layout(graph('b'));
    await flush();
    expect(elk.calls).toHaveLength(2);
    first.abort();
    await flush();
    expect(elk.terminated).toEqual([0]);
    expect(elk.createdCount()).toBe(2);
    // The old instance answering late must not reach anyone; the resubmitted copy does.
    elk.calls[1]?.resolve(laidOut('b', 99));
    expect(elk.calls).toHaveLength(3);
    expect(elk.calls[2]?.graph.children?.[0]?.id).toBe('b');
    elk.calls[2]?.resolve(laidOut('b', 7));
    await expect(aSettled).resolves.toMatchObject({ name: 'AbortError' });
    await expect(b).resolves.toMatchObject({ nodes: { b: { x: 7 } } });
  });

  it('rejects every pending request when the worker dies, and recovers on the next request', async () => {
    const elk = fakeElk();
    let fail: ((e: Error) => void) | undefined;
    const runner = createElkRunner({
      restartOnAbort: true,
      create: (f) => {
        fail = f;
        return elk.create();
      },
    });
    const a = runner.layout(graph('a'));
    await flush();
    fail?.(new Error('worker blocked by CSP'));
    await expect(a).rejects.toThrow('worker blocked by CSP');
    const b = runner.layout(graph('b'));
    await flush();
    elk.calls.at(-1)?.resolve(laidOut('b', 3));
    await expect(b).resolves.toMatchObject({ nodes: { b: { x: 3 } } });
  });

  it('passes ELK errors through', async () => {
    const elk = fakeElk();
    const runner = createElkRunner({ create: elk.create, restartOnAbort: true });
    const a = runner.layout(graph('a'));
    await flush();
    elk.calls[0]?.reject(new Error('Maximum call stack size exceeded'));
    await expect(a).rejects.toThrow('Maximum call stack');
  });

  it('warm() starts one instance ahead of the first request, which then reuses it', async () => {
    const elk = fakeElk();
    const runner = createElkRunner({ create: elk.create, restartOnAbort: true });
    runner.warm();
    runner.warm();
    await flush();
    expect(elk.createdCount()).toBe(1);
    expect(elk.calls).toHaveLength(1);
    elk.calls[0]?.resolve(laidOut('warm', 0));
    const a = runner.layout(graph('a'));
    await flush();
    expect(elk.createdCount()).toBe(1);
    elk.calls[1]?.resolve(laidOut('a', 5));
    await expect(a).resolves.toMatchObject({ nodes: { a: { x: 5 } } });
  });

  it('a failed warm-up is silent and the first request still gets a working engine', async () => {
    const elk = fakeElk();
    let attempts = 0;
    const runner = createElkRunner({
      restartOnAbort: true,
      create: (f) => {
        attempts += 1;
        if (attempts === 1) {
          f(new Error('worker failed to load'));
          return Promise.reject(new Error('worker failed to load'));
        }
        return elk.create();
      },
    });
    runner.warm();
    await flush();
    const a = runner.layout(graph('a'));
    await flush();
    elk.calls.at(-1)?.resolve(laidOut('a', 4));
    await expect(a).resolves.toMatchObject({ nodes: { a: { x: 4 } } });
  });
});

import { describe, expect, it } from 'vitest';
import { createRequestGate } from './request-gate.ts';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('createRequestGate', () => {
  it('lets `limit` through at once and the rest in arrival order as slots free', async () => {
    const gate = createRequestGate(2);
    const order: number[] = [];
    const releases: Array<() => void> = [];
    for (let i = 0; i < 5; i++) void gate.acquire().then((release) => (order.push(i), releases.push(release)));
    await tick();
    expect(order).toEqual([0, 1]);
    releases[0]?.();
    await tick();
    expect(order).toEqual([0, 1, 2]);
    releases[1]?.();
    releases[2]?.();
    await tick();
    expect(order).toEqual([0, 1, 2, 3, 4]);
  });

  it('a release called twice frees one slot only', async () => {
    const gate = createRequestGate(1);
    const first = await gate.acquire();
    let granted = 0;
    void gate.acquire().then(() => (granted += 1));
    void gate.acquire().then(() => (granted += 1));
    first();
    first();
    await tick();
    expect(granted).toBe(1);
  });

  it('an abort while waiting rejects with the reason and gives up the place in the queue', async () => {
    const gate = createRequestGate(1);
    const first = await gate.acquire();
    const controller = new AbortController();
    const aborted = gate.acquire(controller.signal);
    let lastGranted = false;
    void gate.acquire().then(() => (lastGranted = true));
    controller.abort(new Error('left the view'));
    await expect(aborted).rejects.toThrow('left the view');
    first();
    await tick();
    expect(lastGranted).toBe(true);
  });

  it('an already aborted signal never takes a slot', async () => {
    const gate = createRequestGate(1);
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    await expect(gate.acquire(controller.signal)).rejects.toThrow('gone');
    const release = await gate.acquire();
    expect(typeof release).toBe('function');
  });
});

import { describe, expect, it } from 'vitest';
import { createExpandSidesStore } from './expand-sides.ts';

const key = (e: { nodeId: string; side: string }) => `${e.side}|${e.nodeId}`;

describe('createExpandSidesStore', () => {
  it('gives each node its sides as a stable string, busy while its expansion loads', () => {
    const store = createExpandSidesStore(key);
    expect(store.snapshot('a')).toBe('');
    store.set(
      new Map([
        ['a', { upstream: true, downstream: false }],
        ['b', { upstream: true, downstream: true }],
      ]),
      new Set(['downstream|b']),
    );
    expect(store.snapshot('a')).toBe('open|');
    expect(store.snapshot('b')).toBe('open|busy');
    expect(store.snapshot('c')).toBe('');
  });

  it('notifies subscribers on every update until they unsubscribe', () => {
    const store = createExpandSidesStore(key);
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.set(new Map(), new Set());
    unsubscribe();
    store.set(new Map([['a', { upstream: true, downstream: false }]]), new Set());
    expect(calls).toBe(1);
    expect(store.snapshot('a')).toBe('open|');
  });
});

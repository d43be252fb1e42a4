import { describe, expect, it } from 'vitest';
import { createBoundedCache } from './bounded-cache.ts';

describe('bounded cache', () => {
  it('keeps at most maxEntries, dropping the least recently used', () => {
    const cache = createBoundedCache<string>({ maxEntries: 2, maxBytes: 1000 });
    cache.set('a', 'A', 1);
    cache.set('b', 'B', 1);
    expect(cache.get('a')).toBe('A'); // a is now the most recent
    cache.set('c', 'C', 1);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
    expect(cache.size).toBe(2);
  });

  it('keeps the total under maxBytes, and never keeps an entry larger than the bound', () => {
    const cache = createBoundedCache<string>({ maxEntries: 10, maxBytes: 10 });
    cache.set('a', 'A', 4);
    cache.set('b', 'B', 4);
    cache.set('c', 'C', 4);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.bytes).toBe(8);
    cache.set('huge', 'H', 11);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('replacing a key re-weighs it', () => {
    const cache = createBoundedCache<string>({ maxEntries: 10, maxBytes: 10 });
    cache.set('a', 'A', 4);
    cache.set('a', 'A2', 6);
    expect(cache.bytes).toBe(6);
    expect(cache.get('a')).toBe('A2');
  });
});

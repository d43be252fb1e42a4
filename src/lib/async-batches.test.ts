import { describe, expect, it } from 'vitest';
import { mapLimit, pageAll } from './async-batches.ts';

describe('pageAll', () => {
  it('loads pages by offset until a short page', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => i);
    const offsets: number[] = [];
    const all = await pageAll(async (offset) => {
      offsets.push(offset);
      return rows.slice(offset, offset + 3);
    }, 3);
    expect(all).toEqual(rows);
    expect(offsets).toEqual([0, 3, 6]);
  });

  it('asks once more after an exactly full last page', async () => {
    const offsets: number[] = [];
    const all = await pageAll(async (offset) => {
      offsets.push(offset);
      return offset < 4 ? [offset, offset + 1] : [];
    }, 2);
    expect(all).toEqual([0, 1, 2, 3]);
    expect(offsets).toEqual([0, 2, 4]);
  });
});

describe('mapLimit', () => {
  it('keeps the items order and never runs more than `limit` at once', async () => {
    let inFlight = 0;
    let most = 0;
    const out = await mapLimit([5, 1, 4, 2, 3], 2, async (n) => {
      inFlight++;
      most = Math.max(most, inFlight);
      for (let i = 0; i < n; i++) await Promise.resolve();
      inFlight--;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 40, 20, 30]);
    expect(most).toBe(2);
  });

  it('answers an empty list with an empty list', async () => {
    expect(await mapLimit([], 4, async () => 1)).toEqual([]);
  });

  it('rejects when one call rejects', async () => {
    await expect(mapLimit([1, 2], 2, async (n) => (n === 2 ? Promise.reject(new Error('boom')) : n))).rejects.toThrow('boom');
  });
});

import { describe, expect, it } from 'vitest';
import type { MqDatasetVersion } from '../domain/marquez-shapes.ts';
import { NEWEST_VERSIONS, newestVersionsQueryOptions } from './dataset-versions.ts';

const ref = { namespace: 's3://lakehouse', name: 'warehouse/lakehouse/daily_revenue' };
const page = (n: number) => ({
  items: Array.from(
    { length: n },
    (_, i) => ({ version: `v${i}`, createdAt: `2026-11-${String(28 - (i % 28)).padStart(2, '0')}T00:00:00Z` }) as MqDatasetVersion,
  ),
  totalCount: 120,
});

describe('newestVersionsQueryOptions', () => {
  it('is one cache entry whatever the panel shows, read at the shared page size', () => {
    const keys = [newestVersionsQueryOptions(ref, 10), newestVersionsQueryOptions(ref, 20), newestVersionsQueryOptions(ref)].map((o) =>
      JSON.stringify(o.queryKey),
    );
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toContain(`"limit":${NEWEST_VERSIONS}`);
    expect(JSON.stringify(newestVersionsQueryOptions({ ...ref, name: 'other' }, 10).queryKey)).not.toBe(keys[0]);
  });

  it("gives each panel the newest `shown` items (what a page of that size holds) and the dataset's total", () => {
    const full = page(NEWEST_VERSIONS);
    const ten = newestVersionsQueryOptions(ref, 10).select!(full);
    expect(ten.items).toEqual(full.items.slice(0, 10));
    expect(ten.totalCount).toBe(120);
    expect(newestVersionsQueryOptions(ref, 20).select!(full).items.map((v) => v.version)).toEqual(full.items.slice(0, 20).map((v) => v.version));
    // A short history is shown whole, and the page itself is kept (no new object for React to compare).
    const short = page(4);
    expect(newestVersionsQueryOptions(ref, 10).select!(short)).toBe(short);
    expect(newestVersionsQueryOptions(ref).select!(full)).toBe(full);
  });

  it('keeps one selector per size, so a result is recomputed only when its page changes', () => {
    expect(newestVersionsQueryOptions(ref, 10).select).toBe(newestVersionsQueryOptions({ ...ref, name: 'other' }, 10).select);
    expect(newestVersionsQueryOptions(ref, 10).select).not.toBe(newestVersionsQueryOptions(ref, 20).select);
  });
});

import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { middleTruncate } from './middle-truncate.ts';

describe('middleTruncate', () => {
  it('leaves short text alone', () => {
    expect(middleTruncate('orders', 10)).toBe('orders');
  });

  it('cuts the middle and keeps more of the end', () => {
    const out = middleTruncate('s3://lake/warehouse/analytics/db/daily_revenue', 24);
    expect(out).toHaveLength(24);
    expect(out).toContain('…');
    expect(out.endsWith('daily_revenue')).toBe(true);
    expect(out.startsWith('s3://')).toBe(true);
  });

  it('keeps half the start when asked, so a shortened name stays recognisable', () => {
    expect(middleTruncate('lakehouse.orders_enriched_by_fx', 21, 0.5)).toBe('lakehouse.…ched_by_fx');
  });

  it('never splits an emoji or a combining sequence', () => {
    const text = '👩‍👩‍👧‍👦'.repeat(10) + 'é'.repeat(10);
    const out = middleTruncate(text, 7);
    expect(out).toBe('👩‍👩‍👧‍👦👩‍👩‍👧‍👦…éééé');
  });

  it('respects the limit for any input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.integer({ min: 1, max: 80 }), (s, max) => {
        const out = middleTruncate(s, max);
        const len = Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(out)).length;
        expect(len).toBeLessThanOrEqual(Math.max(max, 1));
      }),
    );
  });
  it('cuts exactly where a grapheme-by-grapheme cut would, printable ASCII or not', () => {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    const byGraphemes = (text: string, max: number, headShare: number): string => {
      const chars = Array.from(segmenter.segment(text), (g) => g.segment);
      if (chars.length <= max) return text;
      if (max <= 1) return '…';
      const head = Math.floor((max - 1) * headShare);
      return `${chars.slice(0, head).join('')}…${chars.slice(chars.length - (max - 1 - head)).join('')}`;
    };
    const text = fc.oneof(
      fc.string({ unit: fc.constantFrom('a', 'Z', '/', '.', '_', ' ', '~', '\r', '\n', 'é', 'e\u0301', '👩‍👧'), maxLength: 80 }),
      fc.string({ unit: 'grapheme', maxLength: 80 }),
    );
    // A CR LF is one grapheme made of two ASCII characters.
    expect(middleTruncate('ab\r\ncd'.repeat(4), 7)).toBe(byGraphemes('ab\r\ncd'.repeat(4), 7, 0.4));
    fc.assert(
      fc.property(text, fc.integer({ min: 0, max: 60 }), fc.constantFrom(0.4, 0.5), (s, max, share) => {
        expect(middleTruncate(s, max, share)).toBe(byGraphemes(s, max, share));
      }),
      { numRuns: 500 },
    );
  });
});

describe('the grapheme segmenter', () => {
  it('is not built at import nor for ASCII, only for the first text that needs it, once', async () => {
    const Real = Intl.Segmenter;
    let built = 0;
    class Counting extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        built += 1;
      }
    }
    vi.stubGlobal('Intl', { ...Intl, Segmenter: Counting });
    vi.resetModules();
    try {
      const { middleTruncate: fresh } = await import('./middle-truncate.ts');
      expect(built).toBe(0);
      expect(fresh('s3://lake/warehouse/analytics/db/daily_revenue', 24)).toHaveLength(24);
      expect(built).toBe(0);
      expect(fresh('ünïcödé_dataset_name_that_is_long', 10)).toHaveLength(10);
      expect(fresh('ünïcödé_dataset_name_that_is_longer', 10)).toHaveLength(10);
      expect(built).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { formatDuration, formatTime } from './format.ts';

describe('formatDuration', () => {
  it.each([
    [null, '—'],
    [-5, '—'],
    [Number.NaN, '—'],
    [850, '850 ms'],
    [3400, '3.4 s'],
    [42_000, '42 s'],
    [125_000, '2 min 05 s'],
    [3_720_000, '1 h 02 min'],
    [3 * 86_400_000 + 3_600_000, '3 d 1 h'],
  ])('%s ms → %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});

describe('formatTime', () => {
  it('shows UTC to the second and passes through what it cannot parse', () => {
    expect(formatTime('2026-03-01T10:07:00.123+01:00')).toBe('2026-03-01 09:07:00 UTC');
    expect(formatTime('not a time')).toBe('not a time');
    expect(formatTime(null)).toBe('—');
  });
});

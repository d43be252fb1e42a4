import { describe, expect, it } from 'vitest';
import { OVERVIEW_BELOW_ZOOM, SIMPLIFY_BELOW_ZOOM, zoomTier } from './zoom-tier.ts';

describe('zoom tier', () => {
  it('draws everything from the simplify threshold up, names only below it, boxes below the overview threshold', () => {
    expect(zoomTier(1)).toBe('near');
    expect(zoomTier(SIMPLIFY_BELOW_ZOOM)).toBe('near');
    expect(zoomTier(SIMPLIFY_BELOW_ZOOM - 0.01)).toBe('far');
    expect(zoomTier(OVERVIEW_BELOW_ZOOM)).toBe('far');
    expect(zoomTier(OVERVIEW_BELOW_ZOOM - 0.01)).toBe('overview');
    expect(zoomTier(0.05)).toBe('overview');
  });
});

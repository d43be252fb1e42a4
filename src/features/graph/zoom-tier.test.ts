import { describe, expect, it } from 'vitest';
import { drawsFlowEdges, OVERVIEW_BELOW_ZOOM, SIMPLIFY_BELOW_ZOOM, zoomTier } from './zoom-tier.ts';

describe('zoom tier', () => {
  it('draws everything from the simplify threshold up, names only below it, boxes below the overview threshold', () => {
    expect(zoomTier(1)).toBe('near');
    expect(zoomTier(SIMPLIFY_BELOW_ZOOM)).toBe('near');
    expect(zoomTier(SIMPLIFY_BELOW_ZOOM - 0.01)).toBe('far');
    expect(zoomTier(OVERVIEW_BELOW_ZOOM)).toBe('far');
    expect(zoomTier(OVERVIEW_BELOW_ZOOM - 0.01)).toBe('overview');
    expect(zoomTier(0.05)).toBe('overview');
  });

  it('gives React Flow the edges wherever it paints them, not in the overview the canvas paints', () => {
    expect(drawsFlowEdges(zoomTier(1))).toBe(true);
    expect(drawsFlowEdges(zoomTier(SIMPLIFY_BELOW_ZOOM - 0.01))).toBe(true);
    expect(drawsFlowEdges(zoomTier(OVERVIEW_BELOW_ZOOM - 0.01))).toBe(false);
  });
});

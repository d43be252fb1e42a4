import { describe, expect, it } from 'vitest';
import { BADGE_FRACTIONS, badgeCandidates, badgeHits, chooseBadgeSpot, type Point } from './badge-spot.ts';

const SIZE = { width: 60, height: 24 };
// A horizontal edge from x=0 to x=400 at y=100, sampled like the canvas samples its path.
const along = (fractions: readonly number[]): Point[] => fractions.map((f) => ({ x: 400 * f, y: 100 }));
const verticalEdge = (x: number): Point[] => Array.from({ length: 41 }, (_, i) => ({ x, y: i * 5 }));

describe('chooseBadgeSpot', () => {
  it('keeps the middle when nothing is under it', () => {
    expect(chooseBadgeSpot(along([0.5, 0.4, 0.6]), SIZE, { points: [], boxes: [] })).toEqual({ x: 200, y: 100 });
  });

  it('moves along its edge off another edge that crosses the middle', () => {
    const spot = chooseBadgeSpot(along([0.5, 0.4, 0.6]), SIZE, { points: verticalEdge(205), boxes: [] });
    expect(spot).toEqual({ x: 160, y: 100 });
    expect(badgeHits(spot!, SIZE, { points: verticalEdge(205), boxes: [] })).toBe(0);
  });

  it('stays off nodes first when every spot covers something', () => {
    const points = [...verticalEdge(200), ...verticalEdge(160)];
    const boxes = [{ x: 220, y: 80, width: 100, height: 40 }];
    expect(chooseBadgeSpot(along([0.5, 0.4, 0.6]), SIZE, { points, boxes })).toEqual({ x: 160, y: 100 });
  });

  it('has no spot without candidates', () => {
    expect(chooseBadgeSpot([], SIZE, { points: [], boxes: [] })).toBeNull();
  });
});

describe('badgeCandidates', () => {
  it('tries the edge itself first, the middle first, then spots beside it clear of the edge line', () => {
    const pointAt = (f: number) => ({ x: 400 * f, y: 100 });
    const candidates = badgeCandidates(pointAt, SIZE);
    expect(candidates[0]).toEqual({ x: 200, y: 100 });
    expect(candidates.slice(0, BADGE_FRACTIONS.length).every((p) => p.y === 100)).toBe(true);
    const beside = candidates.slice(BADGE_FRACTIONS.length);
    // A horizontal edge: beside means above or below, by half the badge's height and a gap.
    expect(beside[0]!.x).toBeCloseTo(200);
    expect(Math.abs(beside[0]!.y - 100)).toBeCloseTo(SIZE.height / 2 + 6);
    expect(beside[0]!.y - 100).toBeCloseTo(-(beside[1]!.y - 100));
  });

  it('finds a spot beside an edge that runs along another one all the way', () => {
    const pointAt = (f: number) => ({ x: 100, y: 400 * f });
    const twin = Array.from({ length: 81 }, (_, i) => ({ x: 96, y: i * 5 }));
    const spot = chooseBadgeSpot(badgeCandidates(pointAt, SIZE), SIZE, { points: twin, boxes: [] });
    expect(Math.abs(spot!.x - 100)).toBeGreaterThan(SIZE.width / 2);
    expect(badgeHits(spot!, SIZE, { points: twin, boxes: [] })).toBe(0);
  });
});

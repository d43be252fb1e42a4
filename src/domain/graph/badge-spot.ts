/**
 * Where an edge's badge ("column lineage ends here", "SQL", "?") sits: at the first of its candidate points along its
 * own edge (the middle first), or else just beside it, where its box covers no other edge and no node, so a badge never hides what it is not
 * about. Flow coordinates throughout: the answer does not change with the zoom.
 */

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BadgeObstacles {
  /** Points sampled along every other edge, a few px apart. */
  points: readonly Point[];
  /** Node boxes. */
  boxes: readonly Box[];
}

/** Flow px kept clear around a badge: an edge grazing its border reads as running under it. */
const CLEARANCE = 3;

/** Fractions of its edge's length tried for a badge, the middle first, then outwards on both sides. */
export const BADGE_FRACTIONS = [0.5, 0.42, 0.58, 0.34, 0.66, 0.26, 0.74, 0.18, 0.82, 0.12, 0.88] as const;

/**
 * The spots tried for a badge, best first: on its edge at each of BADGE_FRACTIONS, then beside it (just clear of the
 * edge, on either side, square to it) at the same fractions, for an edge that runs close beside another one all along.
 */
export function badgeCandidates(pointAt: (fraction: number) => Point, size: { width: number; height: number }): Point[] {
  const on = BADGE_FRACTIONS.map((f) => pointAt(f));
  const beside = BADGE_FRACTIONS.flatMap((f) => {
    const a = pointAt(Math.max(0, f - 0.02));
    const b = pointAt(Math.min(1, f + 0.02));
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const length = Math.hypot(dx, dy);
    if (length === 0) return [];
    // The unit normal, and how far along it the badge's box clears the edge line.
    const nx = -dy / length;
    const ny = dx / length;
    const clear = Math.abs(nx) * (size.width / 2) + Math.abs(ny) * (size.height / 2) + 2 * CLEARANCE;
    const p = pointAt(f);
    return [
      { x: p.x + nx * clear, y: p.y + ny * clear },
      { x: p.x - nx * clear, y: p.y - ny * clear },
    ];
  });
  return [...on, ...beside];
}

/** How many obstacles a badge of `size` centred at `at` covers, or comes within CLEARANCE of. */
export function badgeHits(at: Point, size: { width: number; height: number }, obstacles: BadgeObstacles): number {
  const left = at.x - size.width / 2 - CLEARANCE;
  const right = at.x + size.width / 2 + CLEARANCE;
  const top = at.y - size.height / 2 - CLEARANCE;
  const bottom = at.y + size.height / 2 + CLEARANCE;
  let hits = 0;
  for (const p of obstacles.points) if (p.x > left && p.x < right && p.y > top && p.y < bottom) hits += 1;
  for (const b of obstacles.boxes) if (b.x < right && b.x + b.width > left && b.y < bottom && b.y + b.height > top) hits += 100;
  return hits;
}

/** The first candidate that covers nothing, else the one covering least (nodes count far more than edges). */
export function chooseBadgeSpot(candidates: readonly Point[], size: { width: number; height: number }, obstacles: BadgeObstacles): Point | null {
  let best: { at: Point; hits: number } | null = null;
  for (const at of candidates) {
    const hits = badgeHits(at, size, obstacles);
    if (hits === 0) return at;
    if (!best || hits < best.hits) best = { at, hits };
  }
  return best?.at ?? null;
}

/** A laid-out box, as the layout engine reports it. */
export interface QualityBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LayoutQuality {
  /** Pairs of edges that cross, each drawn straight from its source's right middle to its target's left middle. */
  crossings: number;
  width: number;
  height: number;
}

// Twice the signed area of (a, b, c): its sign says on which side of a→b the point c lies.
const side = (ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number => (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);

/**
 * How readable a left-to-right drawing is, cheaply: edge crossings (as the canvas draws edges, handle to handle,
 * but straight) and the drawing's size. Edges sharing an end never count as crossing. A speed claim for a layout
 * configuration is only worth something next to these (a layout that skips work draws a worse picture).
 */
export function layoutQuality(
  nodes: Readonly<Record<string, QualityBox>>,
  edges: readonly { source: string; target: string }[],
  size: { width: number; height: number },
): LayoutQuality {
  const segments: [number, number, number, number][] = [];
  for (const e of edges) {
    const s = nodes[e.source];
    const t = nodes[e.target];
    if (s && t) segments.push([s.x + s.width, s.y + s.height / 2, t.x, t.y + t.height / 2]);
  }
  let crossings = 0;
  for (let i = 0; i < segments.length; i++) {
    const [ax, ay, bx, by] = segments[i] ?? [0, 0, 0, 0];
    for (let j = i + 1; j < segments.length; j++) {
      const [cx, cy, dx, dy] = segments[j] ?? [0, 0, 0, 0];
      const c1 = side(ax, ay, bx, by, cx, cy);
      const c2 = side(ax, ay, bx, by, dx, dy);
      if (c1 * c2 >= 0) continue;
      const c3 = side(cx, cy, dx, dy, ax, ay);
      const c4 = side(cx, cy, dx, dy, bx, by);
      if (c3 * c4 < 0) crossings += 1;
    }
  }
  return { crossings, width: Math.round(size.width), height: Math.round(size.height) };
}

import type { LayoutResult } from './layout-engine.ts';

/** ELK's own target for packed components (its `elk.aspectRatio` default): rows about 1.6× as wide as tall. */
const ASPECT_RATIO = 1.6;

/**
 * Places separately laid-out parts of one graph side by side in rows, largest first, `spacing` px apart, and merges
 * them into one result in the frame of the whole. This is what ELK's own component packing (SimpleRowGraphPlacer)
 * does, so a graph split before ELK reads like one ELK packed.
 */
export function packLayouts(parts: readonly LayoutResult[], spacing: number): LayoutResult {
  if (parts.length === 1 && parts[0]) return parts[0];
  const order = [...parts].sort((a, b) => b.width * b.height - a.width * a.height);
  const area = order.reduce((sum, p) => sum + p.width * p.height, 0);
  const rowWidth = Math.max(Math.sqrt(area * ASPECT_RATIO), ...order.map((p) => p.width));
  const packed: LayoutResult = { nodes: {}, ports: {}, bends: {}, width: 0, height: 0 };
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  for (const part of order) {
    if (x > 0 && x + part.width > rowWidth) {
      x = 0;
      y += rowHeight + spacing;
      rowHeight = 0;
    }
    place(packed, part, x, y);
    packed.width = Math.max(packed.width, x + part.width);
    packed.height = Math.max(packed.height, y + part.height);
    x += part.width + spacing;
    rowHeight = Math.max(rowHeight, part.height);
  }
  return packed;
}

/** Copies a part into the whole at (dx, dy). Children of compound nodes and ports are relative: they stay as is. */
function place(into: LayoutResult, part: LayoutResult, dx: number, dy: number): void {
  for (const [id, box] of Object.entries(part.nodes)) {
    into.nodes[id] = box.parentId === undefined ? { ...box, x: box.x + dx, y: box.y + dy } : box;
  }
  Object.assign(into.ports, part.ports);
  for (const [id, points] of Object.entries(part.bends)) into.bends[id] = points.map((p) => ({ x: p.x + dx, y: p.y + dy }));
}

import { unionRects, type Rect } from '../../domain/graph/rect.ts';

export { unionRects };

/** Reads `translate(12px, -3.5px)` (React Flow's node positioning); `null` when absent. */
export function parseTranslate(transform: string): { x: number; y: number } | null {
  const m = /translate\(\s*(-?[\d.e+-]+)px\s*,\s*(-?[\d.e+-]+)px\s*\)/.exec(transform);
  if (!m) return null;
  const x = Number(m[1]);
  const y = Number(m[2]);
  return Number.isFinite(x) && Number.isFinite(y) ? { x, y } : null;
}

/**
 * Bounds of everything drawn in a React Flow canvas, in flow coordinates, read from the DOM: node boxes plus
 * edge paths (column edges bulge past the nodes). Reading the DOM keeps export independent of whose
 * ReactFlowProvider holds the nodes.
 */
export function readFlowBounds(flow: Element): Rect | null {
  const rects: Rect[] = [];
  for (const el of flow.querySelectorAll<HTMLElement>('.react-flow__node')) {
    if (el.style.visibility === 'hidden' || el.style.display === 'none') continue;
    const at = parseTranslate(el.style.transform);
    if (at) rects.push({ ...at, width: el.offsetWidth, height: el.offsetHeight });
  }
  for (const path of flow.querySelectorAll<SVGGraphicsElement>('.react-flow__edge-path, .react-flow__edge path')) {
    try {
      const b = path.getBBox();
      if (b.width > 0 || b.height > 0) rects.push({ x: b.x, y: b.y, width: b.width, height: b.height });
    } catch {
      // getBBox throws for paths that are not rendered; they add nothing to the picture.
    }
  }
  return unionRects(rects);
}

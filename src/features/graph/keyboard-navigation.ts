import type { Adjacency } from '../../domain/graph/lineage-graph.ts';
import type { NodeBox } from '../../layout/layout-engine.ts';

export type NavigationKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

export function isNavigationKey(key: string): key is NavigationKey {
  return key === 'ArrowLeft' || key === 'ArrowRight' || key === 'ArrowUp' || key === 'ArrowDown';
}

const centerY = (b: NodeBox): number => b.y + b.height / 2;

/**
 * The node a keyboard user lands on from `current`: ←/→ follow edges to the upstream/downstream neighbour closest in
 * height; ↑/↓ move to the nearest node above/below in the same layout column (its siblings in the layer).
 * Null when there is nowhere to go.
 */
export function neighbourFor(key: NavigationKey, current: string, adjacency: Adjacency, boxes: Readonly<Record<string, NodeBox>>): string | null {
  const here = boxes[current];
  if (!here) return null;
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    const ids = (key === 'ArrowLeft' ? adjacency.incoming : adjacency.outgoing).get(current) ?? [];
    let best: string | null = null;
    let bestDistance = Infinity;
    for (const id of ids) {
      const box = boxes[id];
      if (!box) continue;
      const distance = Math.abs(centerY(box) - centerY(here));
      if (distance < bestDistance) {
        best = id;
        bestDistance = distance;
      }
    }
    return best;
  }
  const up = key === 'ArrowUp';
  let best: string | null = null;
  let bestGap = Infinity;
  for (const [id, box] of Object.entries(boxes)) {
    if (id === current || box.parentId !== here.parentId) continue;
    const sameColumn = box.x < here.x + here.width && box.x + box.width > here.x;
    if (!sameColumn) continue;
    const gap = up ? centerY(here) - centerY(box) : centerY(box) - centerY(here);
    if (gap > 0 && gap < bestGap) {
      best = id;
      bestGap = gap;
    }
  }
  return best;
}

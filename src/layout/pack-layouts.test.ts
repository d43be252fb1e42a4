import { describe, expect, it } from 'vitest';
import type { LayoutResult } from './layout-engine.ts';
import { packLayouts } from './pack-layouts.ts';

const part = (id: string, width: number, height: number): LayoutResult => ({
  nodes: { [id]: { x: 5, y: 6, width: width - 10, height: height - 10 }, [`${id}.child`]: { x: 1, y: 2, width: 3, height: 3, parentId: id } },
  ports: { [`${id}:p`]: { nodeId: id, x: 0, y: 4 } },
  bends: { [`${id}-e`]: [{ x: 7, y: 8 }] },
  width,
  height,
});

describe('packLayouts', () => {
  it('returns a single part as it is', () => {
    const only = part('a', 100, 50);
    expect(packLayouts([only], 20)).toBe(only);
  });

  it('places parts without overlap, largest first, and moves top-level nodes and bends with their part', () => {
    const packed = packLayouts([part('small', 100, 100), part('big', 1000, 4000), part('mid', 400, 300)], 20);
    const frames = ['big', 'mid', 'small'].map((id) => {
      const node = packed.nodes[id];
      return { id, x: (node?.x ?? 0) - 5, y: (node?.y ?? 0) - 6 };
    });
    expect(frames[0]).toEqual({ id: 'big', x: 0, y: 0 });
    const sizes: Record<string, [number, number]> = { big: [1000, 4000], mid: [400, 300], small: [100, 100] };
    for (const a of frames) {
      for (const b of frames) {
        if (a === b) continue;
        const [aw, ah] = sizes[a.id] ?? [0, 0];
        const [bw, bh] = sizes[b.id] ?? [0, 0];
        const apart = a.x + aw + 20 <= b.x || b.x + bw + 20 <= a.x || a.y + ah + 20 <= b.y || b.y + bh + 20 <= a.y;
        expect(apart, `${a.id} and ${b.id} overlap`).toBe(true);
      }
      expect(packed.bends[`${a.id}-e`]).toEqual([{ x: a.x + 7, y: a.y + 8 }]);
      expect(packed.width).toBeGreaterThanOrEqual(a.x + (sizes[a.id]?.[0] ?? 0));
      expect(packed.height).toBeGreaterThanOrEqual(a.y + (sizes[a.id]?.[1] ?? 0));
    }
    // Relative to their parent node or their node: unchanged.
    expect(packed.nodes['mid.child']).toEqual({ x: 1, y: 2, width: 3, height: 3, parentId: 'mid' });
    expect(packed.ports['mid:p']).toEqual({ nodeId: 'mid', x: 0, y: 4 });
  });
});

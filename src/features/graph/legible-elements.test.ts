import { describe, expect, it } from 'vitest';
import type { NodeBox } from '../../layout/layout-engine.ts';
import { containsArea, growMounted, MOUNT_MARGIN, nextMountArea, NO_AREA, pickLegible, viewArea } from './legible-elements.ts';

// A row of 100 nodes, 100 px wide with 100 px gaps: node i spans x = 200 i … 200 i + 100, y = 0 … 50.
const ids = Array.from({ length: 100 }, (_, i) => `n${i}`);
const boxes: Record<string, NodeBox> = Object.fromEntries(ids.map((id, i) => [id, { x: i * 200, y: 0, width: 100, height: 50 }]));
const nodes = ids.map((id) => ({ id }));
const chain = ids.slice(1).map((id, i) => ({ id: `e${i}`, source: ids[i] ?? '', target: id }));

describe('viewArea', () => {
  it('is the flow rectangle the pane shows, grown by the margin on each side', () => {
    const view = { transform: [-1000, -200, 0.5] as const, width: 800, height: 400 };
    expect(viewArea(view, 0)).toEqual({ x0: 2000, y0: 400, x1: 3600, y1: 1200 });
    expect(viewArea(view, 0.5)).toEqual({ x0: 1200, y0: 0, x1: 4400, y1: 1600 });
  });
});

describe('nextMountArea', () => {
  const view = { transform: [0, 0, 1] as const, width: 1000, height: 500 };
  it('keeps the mounted area while it covers the pane, so a small pan changes nothing', () => {
    const first = nextMountArea(null, view);
    expect(first).toEqual(viewArea(view, MOUNT_MARGIN));
    const panned = { ...view, transform: [-300, 100, 1] as const };
    expect(nextMountArea(first, panned)).toBe(first);
  });
  it('re-picks after zooming in twice over: most of a wide area would be off screen', () => {
    const wide = nextMountArea(null, { ...view, transform: [0, 0, 0.3] });
    const closer = { ...view, transform: [0, 0, 0.5] as const };
    expect(nextMountArea(wide, closer)).toBe(wide);
    const close = { ...view, transform: [0, 0, 0.7] as const };
    expect(nextMountArea(wide, close)).toEqual(viewArea(close, MOUNT_MARGIN));
  });

  it('re-picks once the pane shows something outside it, or after zooming out past it', () => {
    const first = nextMountArea(null, view);
    const far = { ...view, transform: [-5000, 0, 1] as const };
    expect(nextMountArea(first, far)).toEqual(viewArea(far, MOUNT_MARGIN));
    const out = { ...view, transform: [0, 0, 0.25] as const };
    const wider = nextMountArea(first, out);
    expect(wider).not.toBe(first);
    expect(containsArea(wider, viewArea(out, 0))).toBe(true);
  });
});

describe('pickLegible', () => {
  it('mounts the nodes touching the area, in order, with the edges leaving it and the nodes at their far ends', () => {
    const picked = pickLegible(nodes, chain, boxes, { x0: 1000, y0: 0, x1: 1500, y1: 50 }, new Set());
    // n5 (1000–1100) and n6, n7 (1200–1300, 1400–1500) touch the area; n4 and n8 only through their edges.
    expect(picked.nodes.map((n) => n.id)).toEqual(['n4', 'n5', 'n6', 'n7', 'n8']);
    expect(picked.edges.map((e) => `${e.source}>${e.target}`)).toEqual(['n4>n5', 'n5>n6', 'n6>n7', 'n7>n8']);
  });

  it('keeps the selection mounted wherever it is', () => {
    const picked = pickLegible(nodes, [], boxes, { x0: 0, y0: 0, x1: 100, y1: 50 }, new Set(['n90']));
    expect(picked.nodes.map((n) => n.id)).toEqual(['n0', 'n90']);
  });

  it('in the overview (no area) mounts only what is kept, with the far ends of its edges', () => {
    const picked = pickLegible(nodes, chain, boxes, NO_AREA, new Set(['n50']));
    expect(picked.nodes.map((n) => n.id)).toEqual(['n49', 'n50', 'n51']);
    expect(growMounted(picked, new Set(), boxes, NO_AREA, 80).nodes).toHaveLength(3);
    expect(pickLegible(nodes, chain, boxes, NO_AREA, new Set())).toEqual({ nodes: [], edges: [] });
  });

  it('mounts nothing for an area with no node in it, and never a node that is not laid out', () => {
    expect(pickLegible(nodes, chain, boxes, { x0: 0, y0: 1000, x1: 5000, y1: 2000 }, new Set())).toEqual({ nodes: [], edges: [] });
    const partial = { n0: { x: 0, y: 0, width: 100, height: 50 } };
    expect(pickLegible(nodes, chain, partial, { x0: 0, y0: 0, x1: 20_000, y1: 50 }, new Set(['n3'])).nodes).toEqual([{ id: 'n0' }]);
  });

  it('tests a grouped node at its place in the drawing and mounts its group with it', () => {
    const grouped: Record<string, NodeBox> = {
      g: { x: 5000, y: 0, width: 400, height: 200 },
      c: { x: 20, y: 30, width: 100, height: 50, parentId: 'g' },
      loose: { x: 20, y: 30, width: 100, height: 50 },
    };
    const all = [{ id: 'g' }, { id: 'c' }, { id: 'loose' }];
    // Around (5020, 30): the child (relative 20, 30) is there, its group with it; `loose` at (20, 30) is not.
    expect(pickLegible(all, [], grouped, { x0: 5010, y0: 20, x1: 5100, y1: 60 }, new Set()).nodes.map((n) => n.id)).toEqual(['g', 'c']);
    expect(pickLegible(all, [], grouped, { x0: 0, y0: 0, x1: 200, y1: 100 }, new Set()).nodes.map((n) => n.id)).toEqual(['loose']);
  });
});

describe('growMounted', () => {
  const area = { x0: 0, y0: 0, x1: 4000, y1: 50 };
  const picked = pickLegible(nodes, chain, boxes, area, new Set());

  it('mounts a batch at a time, nearest the centre first, with only the edges whose two ends are in', () => {
    const first = growMounted(picked, new Set(), boxes, area, 3);
    // The centre is x = 2000: n10 (centre 2050) is nearest, then n9 (1850) and n11 (2250); then n8, n12, n7.
    expect(first.nodes.map((n) => n.id)).toEqual(['n9', 'n10', 'n11']);
    expect(first.edges.map((e) => e.id)).toEqual(['e9', 'e10']);
    expect(first.complete).toBe(false);
    const second = growMounted(picked, first.ids, boxes, area, 3);
    expect(second.nodes.map((n) => n.id)).toEqual(['n7', 'n8', 'n9', 'n10', 'n11', 'n12']);
  });

  it('keeps what is mounted and still picked, drops the rest, and says when the pick is all in', () => {
    const mounted = new Set(['n0', 'n10', 'n99']);
    const grown = growMounted(picked, mounted, boxes, area, 1000);
    expect(grown.ids.has('n0')).toBe(true);
    expect(grown.ids.has('n99')).toBe(false);
    expect(grown.nodes).toHaveLength(picked.nodes.length);
    expect(grown.complete).toBe(true);
  });
});

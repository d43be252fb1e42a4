import { describe, expect, it } from 'vitest';
import { initialView } from './initial-view.ts';

const box = (x: number, y = 0) => ({ x, y, width: 200, height: 60 });
// A seven-stage chain, 300 px apart: 2,000 px wide.
const chain = {
  nodes: Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`n${i}`, box(i * 300)])),
  width: 2000,
  height: 60,
};
const pane = { width: 880, height: 600, padX: 48, padY: 136 };

describe('initialView', () => {
  it('frames the focus and its direct neighbours when the whole drawing would be unreadably small', () => {
    expect(initialView(chain, 'n3', ['n2', 'n4'], pane)).toEqual({ bounds: { x: 600, y: 0, width: 800, height: 60 }, whole: false });
  });

  it('shows everything when it fits at a readable zoom', () => {
    const small = { nodes: { a: box(0), b: box(300) }, width: 500, height: 60 };
    expect(initialView(small, 'a', ['b'], pane)).toEqual({ bounds: { x: 0, y: 0, width: 500, height: 60 }, whole: true });
  });

  it('falls back to everything when the focus is not drawn on its own', () => {
    expect(initialView(chain, 'missing', [], pane).whole).toBe(true);
    const grouped = { ...chain, nodes: { ...chain.nodes, n3: { ...box(900), parentId: 'g' } } };
    expect(initialView(grouped, 'n3', ['n2'], pane).whole).toBe(true);
  });

  it('skips neighbours the layout does not hold', () => {
    expect(initialView(chain, 'n0', ['gone', 'n1'], pane).bounds).toEqual({ x: 0, y: 0, width: 500, height: 60 });
  });
});

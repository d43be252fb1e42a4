import { describe, expect, it } from 'vitest';
import { adjacency } from '../../domain/graph/lineage-graph.ts';
import type { NodeBox } from '../../layout/layout-engine.ts';
import { neighbourFor } from './keyboard-navigation.ts';

// Two inputs feed job J, which writes two outputs; X is unrelated but shares J's column.
const box = (x: number, y: number): NodeBox => ({ x, y, width: 100, height: 40 });
const boxes: Record<string, NodeBox> = {
  a: box(0, 0),
  b: box(0, 100),
  j: box(200, 60),
  x: box(200, 300),
  o1: box(400, 20),
  o2: box(400, 120),
};
const adj = adjacency({
  edges: [
    { id: '1', source: 'a', target: 'j' },
    { id: '2', source: 'b', target: 'j' },
    { id: '3', source: 'j', target: 'o1' },
    { id: '4', source: 'j', target: 'o2' },
  ],
});

describe('keyboard navigation', () => {
  it('left and right follow edges to the neighbour closest in height', () => {
    expect(neighbourFor('ArrowLeft', 'j', adj, boxes)).toBe('b');
    expect(neighbourFor('ArrowRight', 'j', adj, boxes)).toBe('o1');
    expect(neighbourFor('ArrowRight', 'a', adj, boxes)).toBe('j');
    expect(neighbourFor('ArrowLeft', 'a', adj, boxes)).toBeNull();
  });

  it('up and down move among nodes of the same column', () => {
    expect(neighbourFor('ArrowDown', 'a', adj, boxes)).toBe('b');
    expect(neighbourFor('ArrowUp', 'b', adj, boxes)).toBe('a');
    expect(neighbourFor('ArrowDown', 'j', adj, boxes)).toBe('x');
    expect(neighbourFor('ArrowUp', 'a', adj, boxes)).toBeNull();
  });

  it('a node without a position goes nowhere', () => {
    expect(neighbourFor('ArrowRight', 'missing', adj, boxes)).toBeNull();
  });
});

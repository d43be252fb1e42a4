import { describe, expect, it } from 'vitest';
import type { ElkNode } from 'elkjs/lib/elk-api';
import { capPerLayer } from '../domain/graph/cap-per-layer.ts';
import { layeredGraph } from '../domain/graph/layered-test-graph.ts';
import { CAP_ABOVE_NODES } from '../domain/graph/reduce-for-drawing.ts';
import { isMoreNodeId } from '../domain/graph/reduced-graph.ts';
import { canvasLayoutRequest } from './canvas-layout-request.ts';
import {
  COMPACT_PLACEMENT_ABOVE,
  TRIBUTARY_CAPPED_GRAPH_ELK_OPTIONS,
  TRIBUTARY_ELK_OPTIONS,
  TRIBUTARY_LARGE_GRAPH_ELK_OPTIONS,
  TRIBUTARY_SHOW_ALL_ELK_OPTIONS,
} from './elk-options.ts';

/** An ELK input of `count` boxes, the last `more` of them "show N more" boxes. */
function elkInput(count: number, more: number): ElkNode {
  const children = Array.from({ length: count }, (_, i) => ({
    id: i >= count - more ? `more:downstream:${i}` : `dataset:ns:d${i}`,
    width: 224,
    height: 68,
  }));
  return { id: 'root', children, edges: [] };
}

describe('canvasLayoutRequest', () => {
  it('lays a large capped drawing out with network-simplex layering, a large uncapped one with longest path', () => {
    const size = COMPACT_PLACEMENT_ABOVE + 1;
    expect(canvasLayoutRequest(elkInput(size, 1)).options).toBe(TRIBUTARY_CAPPED_GRAPH_ELK_OPTIONS);
    expect(canvasLayoutRequest(elkInput(size, 0)).options).toBe(TRIBUTARY_LARGE_GRAPH_ELK_OPTIONS);
    expect(TRIBUTARY_CAPPED_GRAPH_ELK_OPTIONS['elk.layered.layering.strategy']).toBe('NETWORK_SIMPLEX');
    expect(TRIBUTARY_LARGE_GRAPH_ELK_OPTIONS['elk.layered.layering.strategy']).toBe('LONGEST_PATH_SOURCE');
    // Our layer order follows longest-path layers, so a capped drawing keeps ELK's own crossing minimisation.
    expect(TRIBUTARY_LARGE_GRAPH_ELK_OPTIONS['elk.layered.crossingMinimization.strategy']).toBe('INTERACTIVE');
    expect(TRIBUTARY_CAPPED_GRAPH_ELK_OPTIONS['elk.layered.crossingMinimization.strategy']).toBeUndefined();
    // Only those two differ: placement and the rest stay the large graph's.
    const strip = ({ ['elk.layered.layering.strategy']: _l, ['elk.layered.crossingMinimization.strategy']: _c, ...rest }: Readonly<Record<string, string>>) =>
      rest;
    expect(strip(TRIBUTARY_CAPPED_GRAPH_ELK_OPTIONS)).toEqual(strip(TRIBUTARY_LARGE_GRAPH_ELK_OPTIONS));
  });

  it('orders the layers itself for every large uncapped drawing: those that open whole and "show all" past them', () => {
    expect(canvasLayoutRequest(elkInput(CAP_ABOVE_NODES, 0)).options).toBe(TRIBUTARY_LARGE_GRAPH_ELK_OPTIONS);
    expect(canvasLayoutRequest(elkInput(CAP_ABOVE_NODES + 1, 0)).options).toBe(TRIBUTARY_LARGE_GRAPH_ELK_OPTIONS);
    const { ['elk.layered.crossingMinimization.strategy']: crossing, ...rest } = TRIBUTARY_LARGE_GRAPH_ELK_OPTIONS;
    expect(crossing).toBe('INTERACTIVE');
    expect(rest).toEqual(TRIBUTARY_SHOW_ALL_ELK_OPTIONS);
  });

  it('keeps the small-graph options for a small drawing, capped or not', () => {
    expect(canvasLayoutRequest(elkInput(COMPACT_PLACEMENT_ABOVE, 3)).options).toBe(TRIBUTARY_ELK_OPTIONS);
    expect(canvasLayoutRequest(elkInput(12, 0)).options).toBe(TRIBUTARY_ELK_OPTIONS);
  });

  it("recognises the cap's own boxes and no real node as a 'more' box", () => {
    const capped = capPerLayer(layeredGraph(2_000, 3), layeredGraph(2_000, 3).focusId, { max: 8, revealed: new Set() });
    expect(capped.synthetic.length).toBeGreaterThan(0);
    expect(capped.synthetic.every((node) => isMoreNodeId(node.id))).toBe(true);
    expect([...capped.graph.nodes.keys()].some(isMoreNodeId)).toBe(false);
  });
});

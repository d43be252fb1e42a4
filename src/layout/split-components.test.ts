import { describe, expect, it, vi } from 'vitest';
import type { ElkNode } from 'elkjs/lib/elk-api';
import { TRIBUTARY_LARGE_GRAPH_ELK_OPTIONS } from './elk-options.ts';
import type { LayoutEngine, LayoutResult } from './layout-engine.ts';
import { ELK_SAFE_COMPONENT_NODES, splitForElk, splitLargeComponents } from './split-components.ts';

/** A chain of `n` nodes named `${prefix}${i}`: one connected component. */
function chain(prefix: string, n: number): Pick<ElkNode, 'children' | 'edges'> {
  return {
    children: Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, width: 10, height: 10 })),
    edges: Array.from({ length: n - 1 }, (_, i) => ({ id: `${prefix}e${i}`, sources: [`${prefix}${i}`], targets: [`${prefix}${i + 1}`] })),
  };
}

function graphOf(...parts: Pick<ElkNode, 'children' | 'edges'>[]): ElkNode {
  return { id: 'root', children: parts.flatMap((p) => p.children ?? []), edges: parts.flatMap((p) => p.edges ?? []) };
}

const OPTIONS = TRIBUTARY_LARGE_GRAPH_ELK_OPTIONS;
const big = ELK_SAFE_COMPONENT_NODES + 1;

describe('splitForElk', () => {
  it('leaves a graph whose components ELK can separate itself whole', () => {
    expect(splitForElk(graphOf(chain('a', ELK_SAFE_COMPONENT_NODES), chain('b', 5)), OPTIONS)).toBeNull();
  });

  it('leaves a graph whole when ELK is told not to separate components (nothing recurses then)', () => {
    expect(splitForElk(graphOf(chain('a', big)), { ...OPTIONS, 'elk.separateConnectedComponents': 'false' })).toBeNull();
    expect(splitForElk(graphOf(chain('a', big)), { 'org.eclipse.elk.separateConnectedComponents': 'false' })).toBeNull();
  });

  it("splits with ELK's defaults too: layered separates components unless told not to", () => {
    const parts = splitForElk(graphOf(chain('a', big)), { 'elk.algorithm': 'layered', separateConnectedComponents: 'true' }) ?? [];
    expect(parts.map((p) => p.layoutOptions)).toEqual([{ 'elk.algorithm': 'layered', 'elk.separateConnectedComponents': 'false' }]);
    expect(splitForElk(graphOf(chain('a', big)), { 'elk.algorithm': 'layered' })).toHaveLength(1);
  });

  it('lays out each large component alone with separation off, and the small ones together as ELK would', () => {
    const parts = splitForElk(graphOf(chain('s', 3), chain('a', big), chain('t', 2), chain('b', big)), OPTIONS) ?? [];
    expect(parts.map((p) => p.graph.children?.length)).toEqual([big, big, 5]);
    expect(parts.map((p) => p.layoutOptions['elk.separateConnectedComponents'])).toEqual(['false', 'false', 'true']);
    expect(parts.map((p) => p.graph.edges?.length)).toEqual([big - 1, big - 1, 3]);
    expect(parts[0]?.layoutOptions['elk.layered.layering.strategy']).toBe(OPTIONS['elk.layered.layering.strategy']);
  });
});

describe('splitLargeComponents', () => {
  const result = (graph: ElkNode): LayoutResult => ({
    nodes: Object.fromEntries((graph.children ?? []).map((c, i) => [c.id, { x: 0, y: i * 10, width: 10, height: 10 }])),
    ports: {},
    bends: {},
    width: 10,
    height: (graph.children?.length ?? 0) * 10,
  });

  it('asks the engine for each part in turn and returns every node, packed', async () => {
    const calls: ElkNode[] = [];
    const inner: LayoutEngine = {
      warm: vi.fn(),
      dispose: vi.fn(),
      layout: (graph) => {
        calls.push(graph);
        return Promise.resolve(result(graph));
      },
    };
    const graph = graphOf(chain('a', big), chain('s', 3));
    const laidOut = await splitLargeComponents(inner).layout(graph, { layoutOptions: { ...OPTIONS } });
    expect(calls.map((g) => g.children?.length)).toEqual([big, 3]);
    expect(Object.keys(laidOut.nodes)).toHaveLength(big + 3);
    expect(laidOut.nodes.s0?.x).toBeGreaterThanOrEqual(10);
  });

  it('stops at the first part that fails, with its error', async () => {
    const inner: LayoutEngine = { warm: vi.fn(), dispose: vi.fn(), layout: vi.fn(() => Promise.reject(new Error('boom'))) };
    await expect(splitLargeComponents(inner).layout(graphOf(chain('a', big), chain('b', big)), { layoutOptions: { ...OPTIONS } })).rejects.toThrow('boom');
    expect(inner.layout).toHaveBeenCalledTimes(1);
  });
});

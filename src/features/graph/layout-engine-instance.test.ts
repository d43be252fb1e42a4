import type { ElkNode } from 'elkjs/lib/elk-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRIBUTARY_ELK_OPTIONS } from '../../layout/elk-options.ts';
import { layoutHash } from '../../layout/graph-hash.ts';
import { layoutCacheKey } from '../../layout/layout-cache-key.ts';
import type { LayoutResult } from '../../layout/layout-engine.ts';
import { pageLayoutFor, seedPageLayout } from './layout-engine-instance.ts';
import { twoNodeGraph } from '../../test/two-node-graph.ts';

const graph = twoNodeGraph;
const layout: LayoutResult = {
  nodes: { a: { x: 0, y: 0, width: 200, height: 60 }, b: { x: 300, y: 0, width: 200, height: 60 } },
  ports: {},
  bends: {},
  width: 500,
  height: 60,
};
const hashOf = (g: ElkNode) => layoutHash(g, TRIBUTARY_ELK_OPTIONS);

describe('the page’s layout as the layout query’s initial data', () => {
  const dataset: Record<string, string> = {};
  beforeEach(() => vi.stubGlobal('document', { documentElement: { dataset } }));
  afterEach(() => vi.unstubAllGlobals());

  it('is served for the graph whose key it carries, and marked as coming from the page', () => {
    seedPageLayout({ key: layoutCacheKey(graph(), TRIBUTARY_ELK_OPTIONS), result: layout });
    expect(pageLayoutFor(graph(), hashOf(graph()))).toEqual(layout);
    expect(dataset.layoutSource).toBe('page');
  });

  it('is never served for another graph, nor when it does not cover every node', () => {
    seedPageLayout({ key: layoutCacheKey(graph(), TRIBUTARY_ELK_OPTIONS), result: layout });
    expect(pageLayoutFor(graph(300), hashOf(graph(300)))).toBeUndefined();
    seedPageLayout({ key: layoutCacheKey(graph(), TRIBUTARY_ELK_OPTIONS), result: { ...layout, nodes: { a: layout.nodes.a } } });
    expect(pageLayoutFor(graph(), hashOf(graph()))).toBeUndefined();
  });
});

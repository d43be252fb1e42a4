import { createRequire } from 'node:module';
import type { ElkNode } from 'elkjs/lib/elk-api';
import { describe, expect, it } from 'vitest';
import { TRIBUTARY_ELK_OPTIONS, TRIBUTARY_LARGE_GRAPH_ELK_OPTIONS } from './elk-options.ts';
import { LAYOUT_CACHE_VERSION, layoutCacheKey } from './layout-cache-key.ts';

const graph = (): ElkNode => ({
  id: 'root',
  children: [
    { id: 'dataset:ns:a', width: 200, height: 60, ports: [{ id: 'dataset:ns:a::f', width: 1, height: 1 }] },
    { id: 'job:ns:j', width: 200, height: 60 },
    { id: 'dataset:ns:b', width: 200, height: 60 },
  ],
  edges: [
    { id: 'e1', sources: ['dataset:ns:a'], targets: ['job:ns:j'] },
    { id: 'e2', sources: ['job:ns:j'], targets: ['dataset:ns:b'] },
  ],
});

/** Every change the canvas can make to an ELK input, each of which must miss every cache. */
const CHANGES: [string, (g: ElkNode) => void][] = [
  ['a node added', (g) => g.children?.push({ id: 'dataset:ns:c', width: 200, height: 60 })],
  ['a node removed', (g) => g.children?.pop()],
  ['a node renamed', (g) => ((g.children ?? [])[1] as ElkNode).id === 'job:ns:j' && (((g.children ?? [])[1] as ElkNode).id = 'job:ns:k')],
  ['a node wider', (g) => (((g.children ?? [])[0] as ElkNode).width = 201)],
  ['a node taller', (g) => (((g.children ?? [])[2] as ElkNode).height = 84)],
  ['an edge added', (g) => g.edges?.push({ id: 'e3', sources: ['dataset:ns:a'], targets: ['dataset:ns:b'] })],
  ['an edge removed', (g) => g.edges?.pop()],
  ['an edge re-targeted', (g) => (((g.edges ?? [])[0] as { targets: string[] }).targets = ['dataset:ns:b'])],
  [
    'a port added',
    (g) => ((g.children ?? [])[1] as ElkNode).ports?.push({ id: 'x', width: 1, height: 1 }) ?? (((g.children ?? [])[1] as ElkNode).ports = [{ id: 'x' }]),
  ],
  ['a node option', (g) => (((g.children ?? [])[0] as ElkNode).layoutOptions = { 'elk.portConstraints': 'FIXED_POS' })],
];

describe('layout cache key', () => {
  const base = layoutCacheKey(graph(), TRIBUTARY_ELK_OPTIONS);

  it('is stable for the same content in any key order, and carries the cache version', () => {
    const reordered = JSON.parse(
      JSON.stringify(graph(), (_k, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).reverse()) : v)),
    ) as ElkNode;
    expect(layoutCacheKey(reordered, { ...TRIBUTARY_ELK_OPTIONS })).toBe(base);
    expect(base.startsWith(`${LAYOUT_CACHE_VERSION}:`)).toBe(true);
  });

  for (const [name, change] of CHANGES) {
    it(`changes when ${name}`, () => {
      const changed = graph();
      change(changed);
      expect(layoutCacheKey(changed, TRIBUTARY_ELK_OPTIONS)).not.toBe(base);
    });
  }

  it('changes with the layout options (the large-graph set, one option changed, one added)', () => {
    expect(layoutCacheKey(graph(), TRIBUTARY_LARGE_GRAPH_ELK_OPTIONS)).not.toBe(base);
    expect(layoutCacheKey(graph(), { ...TRIBUTARY_ELK_OPTIONS, 'elk.spacing.nodeNode': '29' })).not.toBe(base);
    expect(layoutCacheKey(graph(), { ...TRIBUTARY_ELK_OPTIONS, 'elk.layered.mergeEdges': 'true' })).not.toBe(base);
  });

  it('names the installed ELK, so an elkjs upgrade cannot serve layouts the old version computed', () => {
    // LAYOUT_CACHE_VERSION is set by hand: bump it (and its `-vN` suffix back to v1) with elkjs.
    const { version } = createRequire(import.meta.url)('elkjs/package.json') as { version: string };
    expect(LAYOUT_CACHE_VERSION).toContain(`elk-${version}-`);
  });
});

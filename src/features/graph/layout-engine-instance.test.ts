import type { ElkNode } from 'elkjs/lib/elk-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRIBUTARY_ELK_OPTIONS } from '../../layout/elk-options.ts';
import { layoutHash } from '../../layout/graph-hash.ts';
import { layoutCacheKey } from '../../layout/layout-cache-key.ts';
import type { LayoutEngine, LayoutResult } from '../../layout/layout-engine.ts';
import { withLayoutCaches } from '../../layout/cached-layout-engine.ts';
import type { LayoutStore } from '../../layout/layout-store.ts';
import { layoutWorkerAtBoot } from '../../layout/boot-worker.ts';
import { FIRST_FRAME_ELEMENT_ID } from '../../lib/first-frame.ts';
import { pageLayoutFor, seedPageLayout, startingWorkerOnAsk, warmAtStart } from './layout-engine-instance.ts';
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

// When the browser's ELK worker starts: at boot on a graph page that has to lay out, else with the first layout
// neither the page nor this browser's store has.

const key = (width = 200) => layoutCacheKey(graph(width), TRIBUTARY_ELK_OPTIONS);

const documentWith = (ids: readonly string[]) => ({ getElementById: (id: string) => (ids.includes(id) ? ({} as HTMLElement) : null) });

describe('ELK’s worker at boot', () => {
  it('a graph page our server did not draw starts the worker; one it drew, or a page without a graph, does not', () => {
    expect(layoutWorkerAtBoot('/lineage', documentWith([]))).toBe(true);
    expect(layoutWorkerAtBoot('/present/talk/3', documentWith([]))).toBe(true);
    expect(layoutWorkerAtBoot('/lineage', documentWith([FIRST_FRAME_ELEMENT_ID]))).toBe(false);
    expect(layoutWorkerAtBoot('/', documentWith([]))).toBe(false);
    expect(layoutWorkerAtBoot('/coverage', documentWith([]))).toBe(false);
  });

  it('the warm start readies the worker only when the page did not come with its layout; the store always', () => {
    const withLayout = { store: vi.fn(), engine: vi.fn() };
    warmAtStart(true, withLayout);
    expect(withLayout.store).toHaveBeenCalledOnce();
    expect(withLayout.engine).not.toHaveBeenCalled();
    const without = { store: vi.fn(), engine: vi.fn() };
    warmAtStart(false, without);
    expect(without.engine).toHaveBeenCalledOnce();
  });
});

function setUp(serverAnswer: LayoutResult | null) {
  const entries = new Map<string, LayoutResult>();
  const store: LayoutStore = {
    warm: vi.fn(),
    get: (k) => Promise.resolve(entries.get(k)),
    put: (k, value) => {
      entries.set(k, value);
      return Promise.resolve();
    },
  };
  const order: string[] = [];
  const worker: LayoutEngine = {
    layout: vi.fn(() => {
      order.push('worker layout');
      return Promise.resolve(layout);
    }),
    warm: vi.fn(() => order.push('worker warm')),
    dispose: vi.fn(),
  };
  const server = vi.fn(() => {
    order.push('server');
    return Promise.resolve(serverAnswer);
  });
  const seeded = new Map<string, unknown>();
  const engine = withLayoutCaches(worker, { seeded: (k) => seeded.get(k), store, remote: startingWorkerOnAsk(worker, server) });
  return { engine, worker, server, entries, seeded, order };
}

describe('ELK’s worker after boot', () => {
  it('the page’s own layout and a stored one start nothing', async () => {
    const { engine, worker, server, entries, seeded } = setUp(layout);
    seeded.set(key(), layout);
    await expect(engine.layout(graph())).resolves.toEqual(layout);
    entries.set(key(300), { ...layout, width: 600 });
    await expect(engine.layout(graph(300))).resolves.toEqual({ ...layout, width: 600 });
    expect(server).not.toHaveBeenCalled();
    expect(worker.warm).not.toHaveBeenCalled();
    expect(worker.layout).not.toHaveBeenCalled();
  });

  it('the first layout asked of the server starts the worker as it asks, and only then', async () => {
    const { engine, worker, order } = setUp(layout);
    await expect(engine.layout(graph(250))).resolves.toEqual(layout);
    expect(order).toEqual(['worker warm', 'server']);
    // The server answered: the started worker laid nothing out.
    expect(worker.layout).not.toHaveBeenCalled();
  });

  it('a server that cannot answer leaves the layout to the worker it started', async () => {
    const { engine, order } = setUp(null);
    await expect(engine.layout(graph(260))).resolves.toEqual(layout);
    expect(order).toEqual(['worker warm', 'server', 'worker layout']);
  });
});
